import ControlFixtures
import Synchronization

/// What the clicking session saw: each click's time from its sending to its reply, and what went wrong.
struct ClickOutcome: Sendable {
  /// The clicks sent.
  var sent = 0
  /// The time from sending each click to reading its reply, in order; a click never answered has none.
  var latencies: [Duration] = []
  /// What went wrong, in words; empty when every click was answered right.
  var failures: [String] = []
}

/// A quiet session beside an attack: it clicks the checkout example's Add Item button at a steady
/// interval, whatever the replies do, as a person clicks, and times each click's reply.
///
/// The clicks are sent on schedule while the replies are read, so a slow reply delays no later click
/// and each latency is the wait one click really had. Every reply must be the `update` of its click,
/// and the last one that carries the Checkout button must count every click.
struct ClickSession {
  /// Where the playground's WebSocket listens, such as `ws://127.0.0.1:8080/ws`.
  let url: String
  /// The time between two clicks.
  let interval: Duration
  /// How many clicks it sends.
  let clicks: Int
  /// How long it waits for the replies once the last click is sent.
  let patience: Duration

  /// Connects, clicks on schedule, and reads and checks every reply.
  func run() async -> ClickOutcome {
    let result = ClickLog()
    let interval = interval
    let clicks = clicks
    let patience = patience
    do {
      try await LiveSocket.connect(to: url) { replies, outbound in
        let clock = ContinuousClock()
        do {
          guard let render = try await replies.next(), case .text(let text) = render,
            ReplyEnvelope(text)?.type == "render"
          else { throw LoadError("the first message is not the render") }
          await withTaskGroup(of: Void.self) { group in
            group.addTask {
              let start = clock.now
              for click in 0..<clicks {
                try? await clock.sleep(until: start + interval * click)
                result.sent(at: clock.now)
                let message = #"{"seq":\#(click + 1),"control":"\#(EventScript.target)","event":"click"}"#
                do { try await outbound.write(.text(message)) } catch { return }
              }
              // Whatever has not come back by then never counts as answered. Once every reply is in,
              // the reader cancels this wait, and the connection closes as the conversation ends.
              do { try await clock.sleep(until: start + interval * clicks + patience) } catch { return }
              try? await outbound.close(.normalClosure, reason: "some clicks were never answered")
            }
            var lastTitle: String?
            do {
              while let message = try await replies.next() {
                guard case .text(let text) = message else { throw LoadError("a binary reply") }
                let arrived = clock.now
                let answered = result.answered
                guard ReplyEnvelope(text) == ReplyEnvelope(type: "update", seq: answered + 1) else {
                  throw LoadError("click \(answered + 1) got \(text.prefix(120))")
                }
                result.answer(at: arrived)
                if LoadSession.carriesCounter(text) {
                  lastTitle = LoadSession.title(in: try LoadSession.decode(text))
                }
                if answered + 1 == clicks {
                  group.cancelAll()
                  break
                }
              }
            } catch {
              result.fail("clicking session: \(error)")
            }
            group.cancelAll()
            let answered = result.answered
            if answered < clicks {
              result.fail("clicking session: \(clicks - answered) of \(clicks) clicks never answered")
            } else if lastTitle != "Checkout \(clicks)" {
              result.fail(
                "clicking session: the Checkout button reads \(lastTitle ?? "nothing"), expected Checkout \(clicks)"
              )
            }
          }
        } catch {
          result.fail("clicking session: \(error)")
        }
      }
    } catch {
      result.fail("clicking session: could not talk to \(url): \(error)")
    }
    return result.outcome
  }
}

/// The clicking session's record, shared by its writer and its reader.
private final class ClickLog: Sendable {
  private struct Record {
    var sent: [ContinuousClock.Instant] = []
    var outcome = ClickOutcome()
  }

  private let record = Mutex(Record())

  /// A click is about to be written.
  func sent(at instant: ContinuousClock.Instant) {
    record.withLock {
      $0.sent.append(instant)
      $0.outcome.sent += 1
    }
  }

  /// The next unanswered click's reply arrived.
  func answer(at instant: ContinuousClock.Instant) {
    record.withLock {
      let sent = $0.sent[$0.outcome.latencies.count]
      $0.outcome.latencies.append(sent.duration(to: instant))
    }
  }

  /// How many clicks were answered.
  var answered: Int { record.withLock { $0.outcome.latencies.count } }

  /// Records what went wrong.
  func fail(_ failure: String) {
    record.withLock { $0.outcome.failures.append(failure) }
  }

  /// Everything recorded.
  var outcome: ClickOutcome { record.withLock { $0.outcome } }
}
