import Synchronization
import Testing

@testable import PlaygroundCore

/// The connections a test's counter closed to make room, in order.
private final class ClosedConnections: Sendable {
  private let names = Mutex<[String]>([])

  /// What the counter calls to close `name`.
  func closer(_ name: String) -> @Sendable () -> Void {
    { self.names.withLock { $0.append(name) } }
  }

  /// The connections closed so far.
  var all: [String] { names.withLock { $0 } }
}

@Suite("Web host: the connection counter makes room at the cap")
struct ConnectionCounterTests {
  @Test("At the cap a new connection closes the one that has waited longest for a request head")
  func aNewConnectionClosesTheLongestWaiting() throws {
    let closed = ClosedConnections()
    let counter = ConnectionCounter(limit: 3, liveLimit: 3)
    let a = try #require(counter.admit(close: closed.closer("a")))
    let b = try #require(counter.admit(close: closed.closer("b")))
    _ = try #require(counter.admit(close: closed.closer("c")))
    // b's head arrives whole: it is answered, and not closed for another.
    #expect(counter.answering(b))
    _ = try #require(counter.admit(close: closed.closer("d")))
    #expect(closed.all == ["a"])
    // a was closed just as its head arrived: it must not be answered, and its slot is d's.
    #expect(!counter.answering(a))
    counter.release(a)
    // b's answers are out: it waits again, after c and d.
    counter.waitingForRequest(b, close: closed.closer("b"))
    for name in ["e", "f", "g"] { _ = try #require(counter.admit(close: closed.closer(name))) }
    #expect(closed.all == ["a", "c", "d", "b"])
  }

  @Test("At the cap with every connection being answered, a new connection is refused and none is closed")
  func aFullHouseOfAnsweredConnectionsRefuses() throws {
    let closed = ClosedConnections()
    let counter = ConnectionCounter(limit: 2, liveLimit: 2)
    let a = try #require(counter.admit(close: closed.closer("a")))
    let b = try #require(counter.admit(close: closed.closer("b")))
    #expect(counter.answering(a))
    #expect(counter.answering(b))
    #expect(counter.admit(close: closed.closer("c")) == nil)
    counter.release(b)
    #expect(counter.admit(close: closed.closer("d")) != nil)
    #expect(closed.all.isEmpty)
  }
}
