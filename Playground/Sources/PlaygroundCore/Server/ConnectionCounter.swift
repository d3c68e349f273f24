import Foundation

/// Counts the server's open connections, shared by every connection's ``RequestGate``.
final class ConnectionCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var open = 0
  private let limit: Int

  /// A counter admitting at most `limit` connections.
  init(limit: Int) {
    self.limit = limit
  }

  /// Counts a new connection when there is room; `false` when the server is full.
  func admit() -> Bool {
    lock.withLock {
      guard open < limit else { return false }
      open += 1
      return true
    }
  }

  /// Forgets a connection that ``admit()`` counted.
  func release() {
    lock.withLock { open -= 1 }
  }
}
