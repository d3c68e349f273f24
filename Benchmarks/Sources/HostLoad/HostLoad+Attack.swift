import ArgumentParser
import PlaygroundCore

extension FloodFrames: ExpressibleByArgument {}

extension HostLoad {
  /// How many sessions attack.
  static let attackers = 2
  /// How many frames each attacking write holds.
  static let attackWindow = 5_000
  /// The time between two of the quiet session's clicks.
  static let clickInterval = Duration.milliseconds(50)
  /// How long the quiet session clicks.
  static let clickingTime = Duration.seconds(6)
  /// The longest a click may wait for its reply while the attack runs.
  static let clickBound = Duration.milliseconds(250)

  /// Runs the attack: ``attackers`` sessions flood the server with `frames`, ``attackWindow`` one-byte
  /// frames per write, while one more session clicks every ``clickInterval`` for ``clickingTime``.
  ///
  /// Prints the clicks' median and worst wait and throws `ExitCode.failure` when the worst exceeds
  /// ``clickBound``, when a click is not answered right, or when an attacker fails otherwise than by
  /// being closed with 1008.
  func runAttack(_ frames: FloodFrames) async throws {
    let (target, (clicks, attack)) = try await withTarget { url in
      await Self.attack(url: url, frames: frames)
    }
    let latencies = LatencySummary(clicks.latencies)
    let kind =
      frames == .pings
      ? "\(Self.attackWindow) one-byte pings per write"
      : "\(Self.attackWindow) empty continuation frames (fin=0) and a ping per write"
    print(
      "host-load: \(Self.attackers) sessions attack \(target) with \(kind), as fast as it takes them, "
        + "reading every frame back; one more session clicks every \(Self.clickInterval.formatted) for "
        + "\(Int(Self.clickingTime / .seconds(1))) s")
    let worst = clicks.latencies.count == clicks.sent ? latencies.maximum : nil
    let met = worst.map { $0 <= Self.clickBound } ?? false
    print(
      "click → reply: median \(latencies.percentile(0.5).formatted), "
        + "worst \(worst?.formatted ?? "never answered"), \(clicks.latencies.count) of \(clicks.sent) "
        + "clicks answered; bound: worst ≤ \(Self.clickBound.formatted): \(met ? "met" : "NOT MET")")
    print(
      "the attackers: \(attack.answered) pongs received, \(attack.policyCloses) closed with 1008 and "
        + "connected again")
    let failures = clicks.failures + attack.failures
    for failure in failures.prefix(10) { print("failure: \(failure)") }
    guard failures.isEmpty, met else { throw ExitCode.failure }
  }

  /// Runs the attackers until the clicking session has finished.
  private static func attack(url: String, frames: FloodFrames) async -> (ClickOutcome, FloodOutcome) {
    let stop = StopSignal()
    let attacking = Task {
      await withTaskGroup(of: FrameFloodSession.Outcome.self) { group in
        for index in 0..<attackers {
          group.addTask {
            await FrameFloodSession(
              url: url, frames: frames, window: attackWindow, pingPayload: [0x2A], stop: stop, index: index
            ).run()
          }
        }
        var total = FloodOutcome()
        for await session in group {
          total.answered += session.pongs
          total.policyCloses += session.policyCloses
          total.failures += session.failures
        }
        return total
      }
    }
    // Let the attack start before the clicking session connects.
    try? await Task.sleep(for: .milliseconds(300))
    let clicks = await ClickSession(
      url: url, interval: clickInterval, clicks: Int(clickingTime / clickInterval), patience: .seconds(10)
    ).run()
    await stop.set()
    return (clicks, await attacking.value)
  }

  /// Runs `body` against `--url`, or against a release server in this process.
  ///
  /// - Returns: A description of the target, and what `body` returned.
  func withTarget<T: Sendable>(_ body: @escaping @Sendable (_ url: String) async -> T) async throws
    -> (String, T)
  {
    if let url { return (url, await body(url)) }
    let server = PlaygroundServer(configuration: PlaygroundConfiguration(host: "127.0.0.1", port: 0))
    return try await server.withRunning { port in
      let url = "ws://127.0.0.1:\(port)/ws"
      return (url + " (served by this process)", await body(url))
    }
  }
}
