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
}

/// A server message as the load generator reads it.
private struct Reply: Decodable {
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
  /// How long the session waits after its first render before its first event, so that paced sessions
  /// do not all send at the same moments.
  var offset: Duration = .zero

  /// Connects, sends every event of the script and checks every reply and the final state.
  func run() async -> SessionOutcome {
    let outcome = OutcomeBox()
    let script = script
    let index = index
    let pace = pace
    let offset = offset
    do {
      try await LiveSocket.connect(to: url) { replies, outbound in
        var result = SessionOutcome()
        result.latencies.reserveCapacity(script.count)
        do {
          let first = try await Self.read(&replies)
          if first.type != "render" {
            result.failures.append("session \(index): first message is \(first.type)")
          }
          result.finalTitle = Self.title(in: first) ?? result.finalTitle
          let clock = ContinuousClock()
          var due = clock.now + offset
          for event in 0..<script.count {
            if due > clock.now { try await clock.sleep(until: due) }
            let sent = clock.now
            due = sent + pace
            try await outbound.write(.text(script.message(event)))
            let reply = try await Self.read(&replies)
            result.latencies.append(sent.duration(to: clock.now))
            guard reply.type == "update", reply.seq == event + 1 else {
              let seq = reply.seq.map(String.init) ?? "null"
              let detail = reply.message.map { ": \($0)" } ?? ""
              result.failures.append(
                "session \(index): event \(event + 1) got \(reply.type) with seq \(seq)\(detail)")
              break
            }
            result.finalTitle = Self.title(in: reply) ?? result.finalTitle
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
      // A conversation that finished keeps its outcome whatever the closing handshake does.
      if let finished = await outcome.value { return finished }
      return SessionOutcome(failures: ["session \(index): could not talk to \(url): \(error)"])
    }
    return await outcome.value ?? SessionOutcome(failures: ["session \(index): the connection closed early"])
  }

  /// Reads and decodes the next text message.
  private static func read(_ replies: inout WebSocketInboundMessageStream.AsyncIterator) async throws
    -> Reply
  {
    guard let message = try await replies.next() else { throw LoadError("the server closed the connection") }
    guard case .text(let text) = message else { throw LoadError("the server sent a binary message") }
    return try JSONDecoder().decode(Reply.self, from: Data(text.utf8))
  }

  /// The Checkout button's title, when the reply carries that button.
  private static func title(in reply: Reply) -> String? {
    reply.controls?.first { $0.id == EventScript.counter }?
      .inspector.properties.first { $0.property == "title" }?.value
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
