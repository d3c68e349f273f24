import ControlFixtures
import Foundation
import HummingbirdWSClient
import PlaygroundCore

/// What one load session saw: its send-to-reply latencies and everything that went wrong.
struct SessionOutcome: Sendable {
  /// The time from sending each event to reading its reply, in order.
  var latencies: [Duration] = []
  /// What went wrong, in words; empty when the session ended as expected.
  var failures: [String] = []
  /// The Checkout button's title in the last reply that carried it.
  var finalTitle: String?
  /// The time from starting to connect to reading the first render.
  var connection: Duration?
}

/// A server message as the load generator reads it.
struct Reply: Decodable {
  var type: String
  var seq: Int?
  var controls: [ControlPayload]?
  var message: String?
}

/// One live session driven like a browser tab: it sends one event, waits for the reply, and sends the
/// next, at once or, with a pace, no sooner than the pace after it sent the last one.
struct LoadSession {
  /// Where the playground's WebSocket listens, such as `ws://127.0.0.1:8080/ws`.
  let url: String
  /// What the session sends.
  let script: EventScript
  /// The index of this session, for reports.
  let index: Int
  /// The least time from one event's sending to the next one's, as a person's clicks are spaced; zero
  /// sends each event as soon as the last one's reply is read.
  var pace: Duration = .zero
  /// How long the session waits after every session has its first render before its first event, so
  /// that paced sessions do not all send at the same moments.
  var offset: Duration = .zero
  /// Where the session waits, once it has its first render, for the other sessions to have theirs.
  let barrier: StartBarrier

  /// Connects, sends every event of the script and checks every reply and the final state.
  func run() async -> SessionOutcome {
    let outcome = OutcomeBox()
    let script = script
    let index = index
    let pace = pace
    let offset = offset
    let barrier = barrier
    let clock = ContinuousClock()
    let start = clock.now
    do {
      try await LiveSocket.connect(to: url) { replies, outbound in
        var result = SessionOutcome()
        result.latencies.reserveCapacity(script.count)
        do {
          let first: Reply
          do {
            first = try Self.decode(try await Self.read(&replies))
            result.connection = start.duration(to: clock.now)
          } catch {
            await barrier.arrive(index)
            throw error
          }
          await barrier.arrive(index)
          if first.type != "render" {
            result.failures.append("session \(index): first message is \(first.type)")
          }
          result.finalTitle = Self.title(in: first) ?? result.finalTitle
          // The last reply that carried the counter, decoded in full once the script has run.
          var lastCounterReply: String?
          var due = clock.now + offset
          for event in 0..<script.count {
            if due > clock.now { try await clock.sleep(until: due) }
            let sent = clock.now
            due = sent + pace
            try await outbound.write(.text(script.message(event)))
            let text = try await Self.read(&replies)
            result.latencies.append(sent.duration(to: clock.now))
            guard ReplyEnvelope(text) == ReplyEnvelope(type: "update", seq: event + 1) else {
              let reply = try Self.decode(text)
              let seq = reply.seq.map(String.init) ?? "null"
              let detail = reply.message.map { ": \($0)" } ?? ""
              result.failures.append(
                "session \(index): event \(event + 1) got \(reply.type) with seq \(seq)\(detail)")
              break
            }
            if Self.carriesCounter(text) { lastCounterReply = text }
          }
          if let lastCounterReply {
            result.finalTitle = Self.title(in: try Self.decode(lastCounterReply)) ?? result.finalTitle
          }
        } catch {
          result.failures.append("session \(index): \(error)")
        }
        if result.failures.isEmpty, result.finalTitle != script.expectedTitle {
          result.failures.append(
            "session \(index): the Checkout button reads \(result.finalTitle ?? "nothing"), "
              + "expected \(script.expectedTitle)")
        }
        await outcome.set(result)
      }
    } catch {
      await barrier.arrive(index)
      // A conversation that finished keeps its outcome whatever the closing handshake does.
      if let finished = await outcome.value { return finished }
      return SessionOutcome(failures: ["session \(index): could not talk to \(url): \(error)"])
    }
    return await outcome.value ?? SessionOutcome(failures: ["session \(index): the connection closed early"])
  }

  /// Reads the next text message.
  private static func read(_ replies: inout WebSocketInboundMessageStream.AsyncIterator) async throws
    -> String
  {
    guard let message = try await replies.next() else { throw LoadError("the server closed the connection") }
    guard case .text(let text) = message else { throw LoadError("the server sent a binary message") }
    return text
  }

  /// Decodes a server message in full.
  static func decode(_ text: String) throws -> Reply {
    try JSONDecoder().decode(Reply.self, from: Data(text.utf8))
  }

  /// The counter's id as a control of a reply has it; escaped quotes keep it out of any string value.
  private static let counterField = Array(#""id":"\#(EventScript.counter)""#.utf8)

  /// Whether a reply carries the Checkout button.
  static func carriesCounter(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let field = counterField
      guard bytes.count >= field.count else { return false }
      return (0...(bytes.count - field.count)).contains { start in
        bytes[start] == field[0] && bytes[start..<(start + field.count)].elementsEqual(field)
      }
    }
  }

  /// The Checkout button's title as drawn (its title span's text), when the reply carries that button.
  static func title(in reply: Reply) -> String? {
    guard let html = reply.controls?.first(where: { $0.id == EventScript.counter })?.html,
      let span = html.range(of: "class=\"stately-button__title\""),
      let start = html[span.upperBound...].firstIndex(of: ">"),
      let end = html[start...].range(of: "</span>")
    else { return nil }
    return String(html[html.index(after: start)..<end.lowerBound])
  }
}

/// Carries a session's outcome out of the WebSocket handler.
private actor OutcomeBox {
  var value: SessionOutcome?
  func set(_ value: SessionOutcome) { self.value = value }
}

/// A failure of the conversation itself, in words.
struct LoadError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

extension LoadSession {
  /// Checks the readers a session uses on every reply (``ReplyEnvelope`` and ``carriesCounter(_:)``)
  /// against a full decode, on every message of `conversation` and on error messages with and without
  /// a sequence number.
  ///
  /// - Returns: One line per message the readers misread; empty when they agree with the decoder.
  static func readerMismatches(in conversation: RecordedConversation) -> [String] {
    let errors = [
      ServerMessage.error(seq: 7, message: #"field "seq" is "type":"update"}"#).json,
      ServerMessage.error(seq: nil, message: "message: binary messages are not supported").json,
      ServerMessage.update(seq: nil, controls: []).json,
    ]
    var mismatches: [String] = []
    for text in [conversation.render] + conversation.replies + errors {
      guard let reply = try? decode(text) else {
        mismatches.append("not JSON the load generator reads: \(text.prefix(80))")
        continue
      }
      let envelope = ReplyEnvelope(text)
      if envelope != ReplyEnvelope(type: reply.type, seq: reply.seq) {
        mismatches.append(
          "envelope \(String(describing: envelope)) for \(reply.type) \(reply.seq.map(String.init) ?? "null")"
        )
      }
      let carries = reply.controls?.contains { $0.id == EventScript.counter } ?? false
      if carriesCounter(text) != carries {
        mismatches.append(
          "counter \(carries ? "missed" : "seen") in \(reply.type) \(reply.seq.map(String.init) ?? "null")")
      }
    }
    return mismatches
  }
}
