import ArgumentParser
import Foundation
import PlaygroundCore

extension HostLoad {
  /// How many pages the silent run loads.
  static let silentPageLoads = 5
  /// The longest a page load may take while the silent connections are open.
  static let pageLoadBound = Duration.seconds(1)

  /// Opens `--silent` connections that send nothing, then loads a page ``silentPageLoads`` times while
  /// they are open.
  ///
  /// Prints each load's time and throws `ExitCode.failure` unless every load is answered 200 within
  /// ``pageLoadBound``.
  func runSilent() async throws {
    let cap = RequestHeadLimits().maxConnections
    let count = silent
    let (target, outcome) = try await withTarget { url in
      guard let address = URL(string: url), let host = address.host, let port = address.port else {
        return SilentOutcome(failures: ["cannot read host and port from \(url)"])
      }
      return await SilentFlood(
        host: host, port: port, connections: count, cap: cap, pageLoads: Self.silentPageLoads
      ).run()
    }
    print(
      "host-load: \(silent) connections that send nothing, against \(target) (a cap of \(cap)); "
        + "\(outcome.closedBeforeLoads) of them closed by the server before the page loads")
    for (index, load) in outcome.pageLoads.enumerated() {
      print("page load \(index + 1): \(load.status) in \(load.time.formatted)")
    }
    let slowest = outcome.pageLoads.map(\.time).max() ?? .zero
    let met =
      outcome.pageLoads.count == Self.silentPageLoads
      && outcome.pageLoads.allSatisfy { $0.status.hasPrefix("HTTP/1.1 200") && $0.time <= Self.pageLoadBound }
    print(
      "page loads: \(outcome.pageLoads.filter { $0.status.hasPrefix("HTTP/1.1 200") }.count) of "
        + "\(Self.silentPageLoads) answered 200, slowest \(slowest.formatted); bound: every one 200 within "
        + "\(Int(Self.pageLoadBound / .seconds(1))) s: \(met ? "met" : "NOT MET")")
    for failure in outcome.failures.prefix(10) { print("failure: \(failure)") }
    guard outcome.failures.isEmpty, met else { throw ExitCode.failure }
  }
}
