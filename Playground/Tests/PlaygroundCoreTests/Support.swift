import Foundation
import Testing

@testable import PlaygroundCore

/// A server message as the tests read it.
struct Reply: Decodable, Sendable {
  var type: String
  var session: Int?
  var seq: Int?
  var controls: [ControlPayload]?
  var message: String?

  /// The control with `id`, which the test requires to be present.
  func control(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ControlPayload {
    try #require(controls?.first { $0.id == id }, "no \(id) in \(type) reply", sourceLocation: sourceLocation)
  }

  /// The ids of the controls in the reply, in order.
  var controlIDs: [String] { controls?.map(\.id) ?? [] }
}

/// A test failure that is not an expectation.
struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Reads the next message of a session, as ``PlaygroundSession/outgoing`` delivers it.
func nextReply(_ iterator: inout SessionOutbox.Messages.Iterator) async throws -> Reply {
  guard let text = await iterator.next() else { throw TestFailure("the session's stream finished") }
  return try JSONDecoder().decode(Reply.self, from: Data(text.utf8))
}

/// Builds a one-event message.
func event(_ seq: Int, _ control: String, _ event: String, key: String? = nil) -> String {
  if let key {
    return #"{"seq": \#(seq), "control": "\#(control)", "event": "\#(event)", "key": "\#(key)"}"#
  }
  return #"{"seq": \#(seq), "control": "\#(control)", "event": "\#(event)"}"#
}

/// Builds a batch message with `count` copies of one event.
func batch(_ seq: Int, _ control: String, _ event: String, count: Int) -> String {
  let events = Array(repeating: #"{"control": "\#(control)", "event": "\#(event)"}"#, count: count)
  return #"{"seq": \#(seq), "events": [\#(events.joined(separator: ", "))]}"#
}

/// Every control of the examples scene, in display order.
let allControlIDs = [
  "switch", "segmented", "loading.send", "follow.button", "checkout.add", "checkout.pay", "pin.old",
  "pin.new", "pin.repeat",
  "pin.apply", "pin.status", "precedence.legacy", "precedence.oldOverNew", "precedence.button",
  "precedence.button2", "list.0", "list.1", "list.2", "list.3",
]

/// The number N in the first "Checkout N" of some markup, or -1.
func checkoutCount(_ html: String) -> Int {
  guard let range = html.range(of: ">Checkout ") else { return -1 }
  return Int(html[range.upperBound...].prefix { $0.isNumber }) ?? -1
}

extension String {
  /// The number of non-overlapping occurrences of `needle`.
  func occurrences(of needle: String) -> Int {
    components(separatedBy: needle).count - 1
  }
}
