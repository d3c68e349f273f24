import PropertyBased
import Testing

@testable import PlaygroundCore

/// What the writers of a test wrote, in order.
private actor WrittenLog {
  var texts: [String] = []
  func append(_ text: String) { texts.append(text) }
}

/// A write that does not finish until the test opens it: a connection that cannot take more.
private final class BlockedWrite: Sendable {
  private let opened: AsyncStream<Void>
  private let open: AsyncStream<Void>.Continuation
  private let started: AsyncStream<String>
  private let didStart: AsyncStream<String>.Continuation

  init() {
    (opened, open) = AsyncStream.makeStream(of: Void.self)
    (started, didStart) = AsyncStream.makeStream(of: String.self)
  }

  /// Waits until the test opens the connection, then writes.
  func write(_ text: String, into log: WrittenLog) async {
    didStart.yield(text)
    var iterator = opened.makeAsyncIterator()
    _ = await iterator.next()
    await log.append(text)
  }

  /// Waits until a write has started, and returns its message.
  func firstStarted() async -> String? {
    var iterator = started.makeAsyncIterator()
    return await iterator.next()
  }

  /// Lets every waiting and later write finish.
  func openConnection() { open.finish() }
}

/// A write that fails: a connection that has gone.
private struct ConnectionGone: Error {}

@Suite("Session outbox: one writer at a time, in the order the session queued")
struct SessionOutboxTests {
  @Test("Messages queued among deliveries running at once are each written once, in the order queued")
  func concurrentDeliveriesKeepOrder() async {
    // Each step queues some messages, one of them maybe as timed work, then starts some deliveries
    // that run while the next steps queue more.
    await propertyCheck(
      count: 100, input: Gen.int(in: 0...3).array(of: 1...12), Gen.int(in: 0...2).array(of: 1...12)
    ) { posts, deliveries in
      let outbox = SessionOutbox()
      let log = WrittenLog()
      var queued: [String] = []
      await withTaskGroup(of: Void.self) { group in
        for (step, count) in posts.enumerated() {
          for _ in 0..<count {
            let text = "m\(queued.count)"
            queued.append(text)
            if queued.count % 3 == 0 { outbox.postUnasked(text) } else { outbox.post(text) }
          }
          for _ in 0..<deliveries[step % deliveries.count] {
            group.addTask {
              await outbox.deliver { text in
                await Task.yield()
                await log.append(text)
              }
            }
          }
        }
      }
      await outbox.deliver { await log.append($0) }
      #expect(await log.texts == queued, "posts \(posts), deliveries \(deliveries)")
      #expect(outbox.queuedCount == 0)
    }
  }

  @Test("A delivery waits while another caller writes, and returns once its messages are written")
  func secondDeliveryWaitsForTheFirst() async throws {
    let outbox = SessionOutbox()
    let log = WrittenLog()
    let blocked = BlockedWrite()
    outbox.post("reply 1")
    let first = Task { await outbox.deliver { await blocked.write($0, into: log) } }
    #expect(await blocked.firstStarted() == "reply 1")
    outbox.post("reply 2")
    let second = Task {
      await outbox.deliver { await log.append("second wrote \($0)") }
      return await log.texts
    }
    for _ in 0..<100 { await Task.yield() }
    #expect(await log.texts.isEmpty, "nothing is written while the connection cannot take it")
    #expect(outbox.queuedCount == 1, "the second reply waits in the outbox")
    blocked.openConnection()
    await first.value
    // The first caller wrote both, in order; the second found nothing left to write.
    #expect(await second.value == ["reply 1", "reply 2"])
  }

  @Test("A failed write drops what was queued, rethrows, and frees the outbox for the next delivery")
  func failedWriteFreesTheOutbox() async throws {
    let outbox = SessionOutbox()
    outbox.post("lost 1")
    outbox.post("lost 2")
    await #expect(throws: ConnectionGone.self) {
      try await outbox.deliver { _ in throw ConnectionGone() }
    }
    #expect(outbox.queuedCount == 0)
    let log = WrittenLog()
    outbox.post("next")
    await outbox.deliver { await log.append($0) }
    #expect(await log.texts == ["next"])
  }

  @Test("Messages reads what calls queued, waits for timed work's updates, and ends after the close")
  func messagesReadQueuedThenTimedThenEnd() async {
    let outbox = SessionOutbox()
    var messages = SessionOutbox.Messages(outbox: outbox).makeAsyncIterator()
    outbox.post("render")
    outbox.post("reply")
    #expect(await messages.next() == "render")
    #expect(await messages.next() == "reply")
    let timed = Task {
      await Task.yield()
      outbox.postUnasked("timed update")
    }
    #expect(await messages.next() == "timed update")
    await timed.value
    outbox.post("last reply")
    outbox.close()
    outbox.post("after the close")
    #expect(await messages.next() == "last reply")
    #expect(await messages.next() == nil)
    #expect(outbox.queuedCount == 0, "nothing is queued once the outbox is closed")
  }
}
