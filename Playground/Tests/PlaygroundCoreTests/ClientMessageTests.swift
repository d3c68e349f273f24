import Foundation
import Stately
import Testing

@testable import PlaygroundCore

@Suite("Client message parsing")
struct ClientMessageTests {
  private func error(_ text: String, limits: PlaygroundLimits = PlaygroundLimits()) -> ProtocolError? {
    do {
      _ = try ClientMessage.parse(text, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test("A single event parses with its sequence number")
  func single() throws {
    let message = try ClientMessage.parse(#"{"seq": 12, "control": "checkout.add", "event": "click"}"#)
    #expect(message == ClientMessage(seq: 12, events: [AddressedEvent("checkout.add", BrowserEvent(.click))]))
  }

  @Test("Every event name on the wire maps to its kind")
  func everyKind() throws {
    for kind in BrowserEventKind.allCases where kind != .key {
      let message = try ClientMessage.parse(#"{"control": "c", "event": "\#(kind.rawValue)"}"#)
      #expect(message.events == [AddressedEvent("c", BrowserEvent(kind))])
      #expect(message.seq == nil)
    }
  }

  @Test("A key event carries its key")
  func key() throws {
    let message = try ClientMessage.parse(#"{"seq": 3, "control": "pin.0", "event": "key", "key": "5"}"#)
    #expect(message.events == [AddressedEvent("pin.0", .key("5"))])
  }

  @Test("A pointer event names the part of the control it hit, such as a segment")
  func part() throws {
    let message = try ClientMessage.parse(#"{"seq": 5, "control": "seg", "event": "click", "part": "2"}"#)
    #expect(message.events == [AddressedEvent("seg", BrowserEvent(.click, part: "2"))])
    #expect(message.events[0].event.description == "click on part 2")
  }

  @Test("A part that is not a short string of letters, digits, -, _ and . is refused, naming it")
  func invalidPart() throws {
    #expect(
      error(#"{"control": "s", "event": "click", "part": 2}"#)?.message
        == "part: expected a string, got a number")
    #expect(
      error(#"{"control": "s", "event": "click", "part": ""}"#)?.message
        == "part: expected 1 to 32 characters, got 0")
    #expect(
      error(#"{"control": "s", "event": "click", "part": "<b>"}"#)?.message
        == #"part: "<b>" may hold only ASCII letters, digits, -, _ and ."#)
    #expect(
      error(#"{"events": [{"control": "s", "event": "click", "part": "a b"}]}"#)?.message
        == #"events[0].part: "a b" may hold only ASCII letters, digits, -, _ and ."#)
  }

  @Test(
    "A pointer event carries its position, the control's size and the time, as a touch in the control's coordinates"
  )
  func pointerPosition() throws {
    let message = try ClientMessage.parse(
      #"{"seq": 4, "control": "a", "event": "pointermove", "x": 12.5, "y": -3, "width": 100, "height": 44, "time": 1500}"#
    )
    let pointer = try #require(message.events.first?.event.pointer)
    #expect(message.events.first?.event.kind == .pointerMove)
    #expect(pointer == PointerSample(x: 12.5, y: -3, width: 100, height: 44, time: 1500))
    #expect(pointer.touch == ControlTouch(location: ControlPoint(x: 12.5, y: -3), timestamp: 1.5))
    #expect(pointer.bounds == ControlRect(width: 100, height: 44))
    let plain = try ClientMessage.parse(#"{"control": "a", "event": "pointerdown"}"#)
    #expect(plain.events.first?.event.pointer == nil)
  }

  @Test(
    "A malformed pointer position is refused, saying which field and why",
    arguments: [
      (
        #"{"seq": 1, "control": "a", "event": "pointerdown", "x": 1, "y": 2, "width": 3, "height": 4}"#,
        "time: missing; a pointer position has x, y, width, height and time"
      ),
      (
        #"{"seq": 1, "control": "a", "event": "click", "x": 1, "y": 2, "width": 3, "height": 4, "time": 0}"#,
        "x: only pointerdown, pointermove, pointerup and pointercancel carry a position, not click"
      ),
      (
        #"{"seq": 1, "control": "a", "event": "pointerup", "x": "1", "y": 2, "width": 3, "height": 4, "time": 0}"#,
        "x: expected a number, got a string"
      ),
      (
        #"{"seq": 1, "control": "a", "event": "pointerup", "x": 1, "y": 2, "width": -3, "height": 4, "time": 0}"#,
        "width: expected a number from 0 to 1e9, got -3.0"
      ),
      (
        #"{"seq": 1, "control": "a", "event": "pointerup", "x": 1e10, "y": 2, "width": 3, "height": 4, "time": 0}"#,
        "x: expected a number from -1e9 to 1e9, got 10000000000.0"
      ),
      (
        #"{"seq": 1, "events": [{"control": "a", "event": "pointermove", "x": 1, "y": null, "width": 3, "height": 4, "time": 0}]}"#,
        "events[0].y: expected a number, got null"
      ),
    ])
  func pointerErrors(text: String, expected: String) throws {
    let refused = try #require(error(text))
    #expect(refused.message == expected)
    #expect(refused.seq == 1)
  }

  @Test("A batch keeps its events in order and is marked as a batch")
  func batch() throws {
    let text =
      #"{"seq": 4, "events": [{"control": "a", "event": "click"}, {"control": "b", "event": "key", "key": "Enter"}]}"#
    let message = try ClientMessage.parse(text)
    #expect(message.isBatch)
    #expect(
      message.events == [AddressedEvent("a", BrowserEvent(.click)), AddressedEvent("b", .key("Enter"))])
  }

  @Test("Malformed JSON is refused and named as such")
  func malformed() throws {
    let refused = try #require(error(#"{"seq": 1, "control": "#))
    #expect(refused.message.hasPrefix("malformed JSON: "))
    #expect(refused.seq == nil)
  }

  @Test("An unknown event is refused with its path, the name it got and the names it accepts")
  func unknownEvent() throws {
    let refused = try #require(
      error(
        #"{"seq": 7, "events": [{"control": "a", "event": "click"}, {"control": "a", "event": "hover"}]}"#))
    #expect(refused.seq == 7)
    #expect(
      refused.message.hasPrefix(#"events[1].event: unknown event "hover"; expected one of pointerdown"#))
  }

  @Test(
    "Field errors name the field and what was expected",
    arguments: [
      (#"[1, 2]"#, "message: expected a JSON object, got an array"),
      (#"{"seq": "one", "control": "a", "event": "click"}"#, "seq: expected an integer, got a string"),
      (#"{"seq": 1.5, "control": "a", "event": "click"}"#, "seq: expected an integer, got a number"),
      (#"{"seq": 1}"#, #"message: expected "control" and "event", or "events""#),
      (#"{"seq": 1, "event": "click"}"#, "control: missing"),
      (#"{"seq": 1, "control": 5, "event": "click"}"#, "control: expected a string, got a number"),
      (#"{"seq": 1, "control": "a"}"#, "event: missing"),
      (
        #"{"seq": 1, "control": "a", "event": "key"}"#,
        #"key: missing; a key event needs the key, such as "5""#
      ),
      (
        #"{"seq": 1, "control": "a", "event": "click", "key": "5"}"#,
        "key: only a key event has a key, not click"
      ),
      (#"{"seq": 1, "control": "a", "event": "key", "key": ""}"#, "key: expected 1 to 32 characters, got 0"),
      (
        #"{"seq": 1, "contrl": "a", "event": "click"}"#,
        #"field "contrl" is unknown; a message has seq and either events or control, event, key, part, x, y, width, height, time"#
      ),
      (#"{"seq": 1, "events": []}"#, "events: expected at least one event"),
      (#"{"seq": 1, "events": {}}"#, "events: expected an array, got an object"),
      (#"{"seq": 1, "events": [3]}"#, "events[0]: expected an object, got a number"),
      (
        #"{"seq": 1, "events": [{"control": "a", "event": "click", "z": 1}]}"#,
        #"events[0]: field "z" is unknown; an event has control, event, key, part, x, y, width, height and time"#
      ),
      (
        #"{"seq": 1, "a\"b\n<i>": 1, "control": "a", "event": "click"}"#,
        #"field "a\"b\u000a<i>" is unknown; a message has seq and either events or control, event, key, part, x, y, width, height, time"#
      ),
      (
        #"{"seq": 1, "events": [{"control": "a", "event": "click", "\#(String(repeating: "x", count: 60))": 1}]}"#,
        #"events[0]: field "\#(String(repeating: "x", count: 40))…" is unknown; an event has control, event, key, part, x, y, width, height and time"#
      ),
      (
        #"{"seq": 1, "control": "a", "events": []}"#,
        "control: not allowed beside events; put it inside each event"
      ),
    ])
  func fieldErrors(text: String, expected: String) throws {
    let refused = try #require(error(text))
    #expect(refused.message == expected)
  }

  @Test("A message over the size limit is refused before it is parsed")
  func oversize() throws {
    let padding = String(repeating: "x", count: 20_000)
    let refused = try #require(error(#"{"seq": 1, "control": "\#(padding)", "event": "click"}"#))
    #expect(refused.message == "message: 20043 bytes; the limit is 16384 bytes (16 KiB)")
  }

  @Test("A batch over the event limit is refused")
  func tooManyEvents() throws {
    let events = Array(repeating: #"{"control": "a", "event": "click"}"#, count: 5).joined(separator: ",")
    let refused = try #require(
      error(#"{"seq": 2, "events": [\#(events)]}"#, limits: PlaygroundLimits(maxEventsPerMessage: 4)))
    #expect(refused.message == "events: 5 events; the limit is 4 per message")
    #expect(refused.seq == 2)
  }
}

@Suite("Client message parsing: bounded input")
struct ClientMessageBoundsTests {
  private func refusal(_ text: String) -> ProtocolError? {
    do {
      _ = try ClientMessage.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("A message nested deeper than 32 levels is refused by its depth, however deep it goes")
  func deepNestingIsRefusedByDepth() throws {
    for depth in [33, 100, 500, 5_000] {
      let text =
        #"{"seq": 1, "events": "# + String(repeating: "[", count: depth)
        + String(repeating: "]", count: depth) + "}"
      let refused = try #require(refusal(text), "depth \(depth)")
      #expect(refused.message == "message: nested more than 32 levels deep; a message nests two")
    }
    // Brackets inside strings do not count, and 32 levels are decoded and judged on their fields.
    let quoted = #"{"control": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "event": "click"}"#
    #expect(try ClientMessage.parse(quoted).events.first?.controlID.hasPrefix("[[[") == true)
    let thirtyTwo =
      #"{"seq": 1, "events": "# + String(repeating: "[", count: 31) + String(repeating: "]", count: 31) + "}"
    #expect(refusal(thirtyTwo)?.message == "events[0]: expected an object, got an array")
  }

  @Test("Errors name JSON types in words, never Swift types, even for a lone surrogate")
  func errorsNameNoSwiftTypes() throws {
    let texts = [
      #"{"control": "\ud800", "event": "click"}"#, #"{"seq": {"a": 1}}"#,
      #"{"control": [1], "event": "click"}"#,
      #"["\ud800"]"#, #"{"seq": 1, "events": [{"control": {}, "event": "click"}]}"#, "\u{0}", "nul",
    ]
    for text in texts {
      let refused = try #require(refusal(text), "\(text)")
      for leak in ["Swift.", "Dictionary", "Array<", "String.", "Optional", "DecodingError", "JSONValue"] {
        #expect(!refused.message.contains(leak), "\(text): \(refused.message)")
      }
    }
    #expect(
      refusal(#"{"control": [1], "event": "click"}"#)?.message == "control: expected a string, got an array")
    #expect(
      refusal(#"{"seq": true, "control": "a", "event": "click"}"#)?.message
        == "seq: expected an integer, got a boolean")
  }
}
