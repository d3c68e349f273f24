import NIOCore
import NIOPosix
import Synchronization

/// What a flood of silent connections did to page loads.
struct SilentOutcome: Sendable {
  /// How many of the silent connections the server closed before the page loads started.
  var closedBeforeLoads = 0
  /// Each page load's status line and its time from connecting to the end of the response, in order.
  var pageLoads: [(status: String, time: Duration)] = []
  /// What went wrong, in words.
  var failures: [String] = []
}

/// Opens connections that send nothing, more than the server's cap, and loads a page while they are
/// open, as a browser would: a new connection, `GET /`, the whole response.
struct SilentFlood {
  /// The server's address.
  let host: String
  /// The server's port.
  let port: Int
  /// How many silent connections to open.
  let connections: Int
  /// How many of them the server can hold before it must refuse or close one: its connection cap.
  let cap: Int
  /// How many pages to load, one after another, while the silent connections are open.
  let pageLoads: Int

  /// Opens the silent connections, waits until the server has taken them all in (it has closed every
  /// one beyond its cap), loads the pages, then closes what is left.
  func run() async -> SilentOutcome {
    var outcome = SilentOutcome()
    let closed = Closures()
    var silent: [any Channel] = []
    defer { for channel in silent { channel.close(promise: nil) } }
    do {
      for _ in 0..<connections {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
          .connect(host: host, port: port).get()
        channel.closeFuture.whenComplete { _ in closed.add() }
        silent.append(channel)
      }
    } catch {
      outcome.failures.append("silent connection \(silent.count + 1): \(error)")
      return outcome
    }
    // Every connection beyond the cap is refused or makes room, so that many close once all are in.
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    while closed.count < connections - cap, clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(10))
    }
    outcome.closedBeforeLoads = closed.count
    for load in 0..<pageLoads {
      do {
        outcome.pageLoads.append(try await loadPage())
      } catch {
        outcome.failures.append("page load \(load + 1): \(error)")
      }
    }
    return outcome
  }

  /// Loads `/` on a new connection and reads the whole response, giving up after 5 s.
  ///
  /// - Returns: The response's status line and the time from connecting to its last byte.
  private func loadPage() async throws -> (status: String, time: Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let host = host
    let port = port
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: host, port: port) { channel in
        channel.eventLoop.makeCompletedFuture {
          try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
        }
      }
    let response = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
      group.addTask {
        try await channel.executeThenClose { inbound, outbound in
          try await outbound.write(
            ByteBuffer(string: "GET / HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n\r\n"))
          var response = ByteBuffer()
          for try await var chunk in inbound { response.writeBuffer(&chunk) }
          return response
        }
      }
      group.addTask {
        try await Task.sleep(for: .seconds(5))
        return nil
      }
      let first = try await group.next() ?? nil
      group.cancelAll()
      channel.channel.close(promise: nil)
      return first
    }
    guard let response else { throw LoadError("no whole response within 5 s") }
    let time = start.duration(to: clock.now)
    let text = String(buffer: response)
    let status = text.split(separator: "\r\n", maxSplits: 1).first.map(String.init) ?? ""
    return (status.isEmpty ? "nothing, the connection closed" : status, time)
  }
}

/// Counts the silent connections that closed.
private final class Closures: Sendable {
  private let closed = Mutex(0)

  /// One more closed.
  func add() { closed.withLock { $0 += 1 } }

  /// How many closed.
  var count: Int { closed.withLock { $0 } }
}
