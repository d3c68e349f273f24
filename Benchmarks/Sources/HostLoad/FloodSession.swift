import Foundation

/// A session that floods the server with the most expensive message it accepts for parsing, as fast
/// as the server answers, so that the measured sessions show how much one session's work delays the
/// others.
///
/// The message is just under the 16 KiB limit and nested 32 levels deep, the deepest the server
/// parses: an object holding 1,700 numbers in 31 nested arrays under a field the protocol does not
/// know. The server must read all of it, then answer with an error.
struct FloodSession {
  /// Where the playground's WebSocket listens.
  let url: String
  /// Set when the measured sessions have finished.
  let stop: StopSignal
  /// The index of this session, for reports.
  let index: Int

  /// The flood message with sequence number `seq`.
  static func message(seq: Int) -> String {
    #"{"seq":\#(seq),"flood":"# + payload + "}"
  }

  /// The unknown field's value, built once: 1,700 numbers in 31 nested arrays. The clients share the
  /// server's cores, so they should not rebuild 15 KB for every message.
  private static let payload =
    String(repeating: "[", count: 31) + Array(repeating: "12345678", count: 1700).joined(separator: ",")
    + String(repeating: "]", count: 31)

  /// Sends flood messages one after another until `stop` is set.
  ///
  /// - Returns: How many were answered, and what went wrong in words: a reply that is not the error
  ///   the message deserves, or a lost connection.
  func run() async -> (answered: Int, failures: [String]) {
    let result = FloodResult()
    let stop = stop
    let index = index
    do {
      try await LiveSocket.connect(to: url) { replies, outbound in
        do {
          _ = try await replies.next()  // the first render
          var seq = 1
          while await !stop.isSet {
            try await outbound.write(.text(Self.message(seq: seq)))
            guard case .text(let text) = try await replies.next() else {
              throw LoadError("the server sent no text reply to flood message \(seq)")
            }
            guard text.contains(#""type":"error""#), text.contains(#""seq":\#(seq)"#) else {
              throw LoadError("flood message \(seq) got \(text.prefix(120))")
            }
            await result.answered()
            seq += 1
          }
        } catch {
          await result.fail("flood session \(index): \(error)")
        }
      }
    } catch {
      await result.fail("flood session \(index): could not talk to \(url): \(error)")
    }
    return (await result.count, await result.failures)
  }
}

/// Tells the flood sessions that the measured sessions have finished.
actor StopSignal {
  /// Whether the flood should stop.
  private(set) var isSet = false
  /// Stops the flood.
  func set() { isSet = true }
}

/// Counts a flood session's answered messages across the WebSocket handler.
private actor FloodResult {
  var count = 0
  var failures: [String] = []
  func answered() { count += 1 }
  func fail(_ failure: String) { failures.append(failure) }
}
