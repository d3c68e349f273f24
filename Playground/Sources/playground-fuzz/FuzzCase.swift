import Dispatch
import Foundation
import PlaygroundCore
import Synchronization

/// One fuzz input run through a fresh live session of the standard registry, as the server would: the
/// input's NUL-separated parts are messages, each answered before the next is sent.
///
/// It fails (traps, which libFuzzer reports as a crash and keeps as an input) when a message gets no
/// reply, a reply that is not an `update` or `error`, or an answer slower than ``limit`` in three runs.
enum FuzzCase {
  /// The slowest answer allowed for one message.
  static let limit = Duration.milliseconds(10)
  /// The most messages read from one input.
  static let maxMessages = 8

  /// The input's messages.
  static func messages(_ data: [UInt8]) -> [String] {
    data.split(separator: 0, omittingEmptySubsequences: false).prefix(maxMessages).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Runs the input; traps with a sentence saying what went wrong.
  ///
  /// - Returns: The slowest answer to one of its messages.
  @discardableResult
  static func run(_ data: [UInt8]) -> Duration {
    let messages = messages(data)
    var slowest = answer(messages)
    // A busy machine can stall one run: only an input slow in three runs fails.
    for _ in 0..<2 where slowest.time > limit {
      let again = answer(messages)
      if again.time < slowest.time { slowest = again }
    }
    if slowest.time > limit {
      fatalError(
        "message \(slowest.index + 1) of \(messages.count) took \(slowest.time) to answer "
          + "(the limit is \(limit)): \(String(messages[slowest.index].prefix(200)).debugDescription)")
    }
    return slowest.time
  }

  /// Sends the messages to a fresh session; returns the slowest answer's index and time.
  static func answer(_ messages: [String]) -> (index: Int, time: Duration) {
    let done = DispatchSemaphore(value: 0)
    let result = Slowest()
    Task {
      // Simulated requests never finish during one input, so every reply answers a message.
      let session = PlaygroundSession(
        id: 1, factory: PlaygroundRegistry.examples(requestDelay: .seconds(3600)))
      var replies = session.outgoing.makeAsyncIterator()
      await session.start()
      _ = await replies.next()
      let limits = PlaygroundLimits()
      let clock = ContinuousClock()
      for (index, text) in messages.enumerated() {
        let start = clock.now
        if text.utf8.count > limits.maxMessageBytes {
          await session.receiveOversized(byteCount: text.utf8.count)
        } else {
          await session.receive(text)
        }
        guard let reply = await replies.next() else { fatalError("message \(index + 1) got no reply") }
        let time = clock.now - start
        check(reply, answering: index)
        result.answer.withLock { if time > $0.time { $0 = (index, time) } }
      }
      await session.close()
      done.signal()
    }
    done.wait()
    return result.answer.withLock { $0 }
  }

  /// Traps unless the reply is an `update` or an `error`.
  static func check(_ reply: String, answering index: Int) {
    guard reply.hasSuffix(#""type":"update"}"#) || reply.hasSuffix(#""type":"error"}"#) else {
      fatalError(
        "message \(index + 1) got a reply that is neither an update nor an error: \(reply.prefix(200))")
    }
  }

  /// The slowest answer so far, written by the session's task and read after it signals.
  final class Slowest: Sendable {
    let answer = Mutex((index: 0, time: Duration.zero))
  }
}
