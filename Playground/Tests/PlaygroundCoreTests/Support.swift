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

/// Reads the next message of a session's outgoing stream.
func nextReply(_ iterator: inout AsyncStream<String>.AsyncIterator) async throws -> Reply {
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
