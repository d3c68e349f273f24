import Synchronization

/// The messages a session has sent its page and nobody has written yet, in the order the session sent
/// them, with the right to write them, which one writer holds at a time.
///
/// A connection writes each reply itself, right after the session has handled the message, and reads
/// the next message only once the reply is written. A page that stops reading therefore stops being
/// read, instead of the server keeping every reply it cannot take. The updates of timed work, which no
/// message asked for, are announced on ``wakeUps`` so that another writer can deliver them.
///
/// ```swift
/// await session.receive(text)
/// try await session.outbox.deliver { try await outbound.write(.text($0)) }
/// ```
///
/// Whoever delivers writes every message queued so far, including other callers' messages, in the
/// order the session sent them; a second caller waits until the first has finished, and then finds its
/// messages written already.
public final class SessionOutbox: Sendable {
  /// What the outbox holds, behind its lock.
  private struct State {
    /// The messages queued and not yet taken by a writer.
    var queue: [String] = []
    /// Whether a caller holds the right to write.
    var isWriting = false
    /// The callers waiting for the right to write, longest waiting first.
    var waiting: [CheckedContinuation<Void, Never>] = []
    /// Whether the session has closed.
    var isClosed = false
  }

  private let state = Mutex(State())

  /// Yields when the session has queued messages that no caller of the session will deliver: the
  /// updates of timed work. Finishes when the session closes. One task reads it.
  public let wakeUps: AsyncStream<Void>
  private let wakeUpContinuation: AsyncStream<Void>.Continuation

  /// Creates an empty outbox.
  init() {
    (wakeUps, wakeUpContinuation) = AsyncStream.makeStream(
      of: Void.self, bufferingPolicy: .bufferingNewest(1))
  }

  /// Queues a message that the caller of the session will deliver. Nothing is queued once the
  /// outbox is closed.
  ///
  /// - Parameter text: The message.
  func post(_ text: String) {
    state.withLock { state in
      guard !state.isClosed else { return }
      state.queue.append(text)
    }
  }

  /// Queues a message that no caller will deliver, and announces it on ``wakeUps``.
  ///
  /// - Parameter text: The message.
  func postUnasked(_ text: String) {
    post(text)
    wakeUpContinuation.yield()
  }

  /// Queues nothing more and finishes ``wakeUps``; messages already queued can still be delivered.
  func close() {
    state.withLock { $0.isClosed = true }
    wakeUpContinuation.finish()
  }

  /// The number of messages queued and not yet taken by a writer.
  public var queuedCount: Int { state.withLock { $0.queue.count } }

  /// Writes every queued message in order, waiting first while another caller is writing.
  ///
  /// When it returns, every message queued before the call has been written, by this caller or by
  /// the one before it.
  ///
  /// - Parameter write: Writes one message; it may suspend while the connection cannot take more.
  /// - Throws: What `write` throws. The messages queued after the one that failed are dropped: the
  ///   connection cannot take them.
  public func deliver(through write: (String) async throws -> Void) async rethrows {
    await acquire()
    var batch: [String] = []
    while takeOrRelease(into: &batch) {
      do {
        for text in batch { try await write(text) }
      } catch {
        batch.removeAll()
        _ = takeOrRelease(into: &batch, dropping: true)
        throw error
      }
    }
  }

  /// Waits for the right to write.
  private func acquire() async {
    let acquired = state.withLock { state in
      guard !state.isWriting else { return false }
      state.isWriting = true
      return true
    }
    guard !acquired else { return }
    await withCheckedContinuation { continuation in
      state.withLock { state in
        if state.isWriting {
          state.waiting.append(continuation)
        } else {
          state.isWriting = true
          continuation.resume()
        }
      }
    }
  }

  /// Swaps the queue into `batch` and returns `true` when it holds messages; otherwise gives the right
  /// to write to the longest waiting caller, or to nobody, and returns `false`.
  ///
  /// - Parameters:
  ///   - batch: An empty array, whose storage the queue reuses.
  ///   - dropping: Whether to forget the queued messages and give the right away in any case.
  private func takeOrRelease(into batch: inout [String], dropping: Bool = false) -> Bool {
    batch.removeAll(keepingCapacity: true)
    return state.withLock { state in
      if dropping { state.queue.removeAll() }
      if !state.queue.isEmpty {
        swap(&state.queue, &batch)
        return true
      }
      if state.waiting.isEmpty {
        state.isWriting = false
      } else {
        // The right passes straight to the next caller; resuming only schedules its task.
        state.waiting.removeFirst().resume()
      }
      return false
    }
  }
}

extension SessionOutbox {
  /// The messages of a session one at a time, for a reader without a connection, such as a test or a
  /// tool: each `next()` delivers what the session queued, and waits on ``wakeUps`` for timed work when
  /// nothing is queued. It ends when the session has closed and every message has been read.
  ///
  /// A message that a call to the session queues is there once the call returns:
  ///
  /// ```swift
  /// var messages = session.outgoing.makeAsyncIterator()
  /// await session.receive(text)
  /// let reply = await messages.next()
  /// ```
  public struct Messages: AsyncSequence, Sendable {
    /// A message.
    public typealias Element = String
    /// The outbox read.
    let outbox: SessionOutbox

    /// Makes the one iterator of this outbox.
    public func makeAsyncIterator() -> Iterator {
      Iterator(outbox: outbox, wakeUps: outbox.wakeUps.makeAsyncIterator())
    }

    /// Reads the messages one at a time.
    public struct Iterator: AsyncIteratorProtocol {
      let outbox: SessionOutbox
      var wakeUps: AsyncStream<Void>.AsyncIterator
      var delivered: [String] = []
      var position = 0
      var isClosed = false

      /// The next message, or `nil` once the session has closed and every message has been read.
      public mutating func next() async -> String? {
        while true {
          if position < delivered.count {
            position += 1
            return delivered[position - 1]
          }
          var taken: [String] = []
          await outbox.deliver { taken.append($0) }
          (delivered, position) = (taken, 0)
          if !delivered.isEmpty { continue }
          // Closed: what was queued before the close has just been read.
          if isClosed { return nil }
          if await wakeUps.next() == nil { isClosed = true }
        }
      }
    }
  }
}
