import Synchronization

/// Counts the server's open connections, shared by every connection's ``RequestGate``.
final class ConnectionCounter: Sendable {
  /// The connections counted and not yet released.
  private let open = Mutex(0)
  private let limit: Int

  /// A counter admitting at most `limit` connections.
  init(limit: Int) {
    self.limit = limit
  }

  /// Counts a new connection when there is room; `false` when the server is full.
  func admit() -> Bool {
    open.withLock { open in
      guard open < limit else { return false }
      open += 1
      return true
    }
  }

  /// Forgets a connection that ``admit()`` counted.
  func release() {
    open.withLock { $0 -= 1 }
  }
}
