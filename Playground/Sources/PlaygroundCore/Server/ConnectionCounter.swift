import Synchronization

/// Counts the server's open connections, and among them the live pages' WebSockets, shared by every
/// connection; when the connections are at their limit, it makes room for a new one by closing the one
/// that has waited longest for a request head.
final class ConnectionCounter: Sendable {
  /// A connection that is waiting for a request head: its first, or its next once every answer is out.
  private struct Waiting {
    /// The connection's number.
    var connection: Int
    /// Closes the connection, on its own event loop.
    var close: @Sendable () -> Void
  }

  /// What is counted.
  private struct Counts {
    /// The connections admitted and neither released nor closed to make room, by number.
    var open: Set<Int> = []
    /// The connections waiting for a request head, the one that has waited longest first.
    var waiting: [Waiting] = []
    /// The number the next connection admitted gets.
    var next = 0
    /// The live pages' WebSockets admitted and not yet released.
    var live = 0
  }

  private let counts = Mutex(Counts())
  private let limit: Int
  private let liveLimit: Int

  /// A counter admitting at most `limit` connections, of which at most `liveLimit` live pages'
  /// WebSockets.
  init(limit: Int, liveLimit: Int) {
    self.limit = limit
    self.liveLimit = liveLimit
  }

  /// Counts a new connection, waiting for its first request head. At the limit, the connection that has
  /// waited longest for a request head is forgotten and `close` is called for it, so this one takes its
  /// place; when every connection is being answered or is a WebSocket, nothing is counted.
  ///
  /// - Parameter close: Closes the new connection, when it must make room for another while it waits
  ///   for a request head; called from any thread.
  /// - Returns: The connection's number, for the other calls; `nil` when the server is full.
  func admit(close: @escaping @Sendable () -> Void) -> Int? {
    let (connection, closing) = counts.withLock { counts -> (Int?, Waiting?) in
      var closing: Waiting?
      if counts.open.count >= limit {
        guard !counts.waiting.isEmpty else { return (nil, nil) }
        let oldest = counts.waiting.removeFirst()
        counts.open.remove(oldest.connection)
        closing = oldest
      }
      let connection = counts.next
      counts.next += 1
      counts.open.insert(connection)
      counts.waiting.append(Waiting(connection: connection, close: close))
      return (connection, closing)
    }
    closing?.close()
    return connection
  }

  /// The connection has a whole request head to answer: it is no longer closed to make room.
  ///
  /// - Returns: `false` when it was already closed to make room, and must close instead of answering.
  func answering(_ connection: Int) -> Bool {
    counts.withLock { counts in
      counts.waiting.removeAll { $0.connection == connection }
      return counts.open.contains(connection)
    }
  }

  /// The connection has answered every request and waits for the next request head, so it may be
  /// closed to make room, after those that have waited longer.
  ///
  /// - Parameters:
  ///   - connection: The connection's number.
  ///   - close: Closes it; called from any thread.
  func waitingForRequest(_ connection: Int, close: @escaping @Sendable () -> Void) {
    counts.withLock { counts in
      guard counts.open.contains(connection), !counts.waiting.contains(where: { $0.connection == connection })
      else { return }
      counts.waiting.append(Waiting(connection: connection, close: close))
    }
  }

  /// Forgets a connection that ``admit(close:)`` counted, unless it was closed to make room.
  func release(_ connection: Int) {
    counts.withLock { counts in
      counts.open.remove(connection)
      counts.waiting.removeAll { $0.connection == connection }
    }
  }

  /// Counts a connection upgraded to a live page's WebSocket when there is room; `false` when as many
  /// are open as the limit allows.
  func admitLive() -> Bool {
    counts.withLock { counts in
      guard counts.live < liveLimit else { return false }
      counts.live += 1
      return true
    }
  }

  /// Forgets a live page's WebSocket that ``admitLive()`` counted.
  func releaseLive() {
    counts.withLock { $0.live -= 1 }
  }
}
