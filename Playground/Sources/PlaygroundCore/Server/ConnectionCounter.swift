import Synchronization

/// Counts the server's open connections, and among them the live pages' WebSockets, shared by every
/// connection.
final class ConnectionCounter: Sendable {
  /// What is counted.
  private struct Counts {
    /// The connections admitted and not yet released.
    var open = 0
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

  /// Counts a new connection when there is room; `false` when the server is full.
  func admit() -> Bool { admit(\.open, limit: limit) }

  /// Forgets a connection that ``admit()`` counted.
  func release() {
    counts.withLock { $0.open -= 1 }
  }

  /// Counts a connection upgraded to a live page's WebSocket when there is room; `false` when as many
  /// are open as the limit allows.
  func admitLive() -> Bool { admit(\.live, limit: liveLimit) }

  /// Forgets a live page's WebSocket that ``admitLive()`` counted.
  func releaseLive() {
    counts.withLock { $0.live -= 1 }
  }

  /// Adds one to a count below `limit`; `false`, counting nothing, at the limit.
  private func admit(_ count: WritableKeyPath<Counts, Int>, limit: Int) -> Bool {
    counts.withLock { counts in
      guard counts[keyPath: count] < limit else { return false }
      counts[keyPath: count] += 1
      return true
    }
  }
}
