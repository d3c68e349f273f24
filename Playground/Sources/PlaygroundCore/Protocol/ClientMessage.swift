import Foundation

/// A message from the live page, validated: an optional sequence number and one or more events.
public struct ClientMessage: Sendable, Hashable {
  /// The page's sequence number, echoed in the reply; `nil` when the page sent none.
  public var seq: Int?
  /// The events, in order; never empty.
  public var events: [AddressedEvent]
  /// Whether the page sent the `{"events": […]}` form; error paths then name the event's index.
  public var isBatch: Bool

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - seq: The sequence number.
  ///   - events: The events, in order.
  ///   - isBatch: Whether it was sent as a batch.
  public init(seq: Int?, events: [AddressedEvent], isBatch: Bool = false) {
    self.seq = seq
    self.events = events
    self.isBatch = isBatch
  }
}

/// Why a message was refused: what was wrong and where, with the sequence number when it could be read.
public struct ProtocolError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The sequence number of the refused message, if it could be read.
  public var seq: Int?
  /// A sentence that says what is wrong and where, such as
  /// `events[2].event: unknown event "hover"; expected one of …`.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - seq: The sequence number, if known.
  ///   - message: What is wrong and where.
  public init(seq: Int?, message: String) {
    self.seq = seq
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// Limits on what one live session accepts.
public struct PlaygroundLimits: Sendable, Hashable {
  /// The largest message accepted, in bytes of UTF-8: 16 KiB by default. A larger message gets an
  /// error reply and is otherwise ignored.
  public var maxMessageBytes: Int
  /// The most events one batch may carry: 256 by default.
  public var maxEventsPerMessage: Int
  /// The longest `key` value, in characters: 32 by default (DOM key names are short).
  public var maxKeyLength: Int
  /// The largest single WebSocket frame the transport reads before it closes the connection: 1 MiB.
  /// Frames between ``maxMessageBytes`` and this get an error reply instead.
  public var maxFrameBytes: Int

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - maxMessageBytes: The largest message accepted, in bytes.
  ///   - maxEventsPerMessage: The most events in one batch.
  ///   - maxKeyLength: The longest `key` value.
  ///   - maxFrameBytes: The largest frame before the transport closes the connection.
  public init(
    maxMessageBytes: Int = 16 * 1024, maxEventsPerMessage: Int = 256, maxKeyLength: Int = 32,
    maxFrameBytes: Int = 1024 * 1024
  ) {
    self.maxMessageBytes = maxMessageBytes
    self.maxEventsPerMessage = maxEventsPerMessage
    self.maxKeyLength = maxKeyLength
    self.maxFrameBytes = maxFrameBytes
  }
}

extension ClientMessage {
  /// Parses and validates one message's text.
  ///
  /// Two forms are accepted:
  /// - one event: `{"seq": 12, "control": "checkout.add", "event": "click"}`, with `"key"` for key events;
  /// - a batch: `{"seq": 13, "events": [{"control": "checkout.add", "event": "click"}, …]}`.
  ///
  /// Unknown fields are refused so that a misspelt field is reported rather than ignored. Control ids are
  /// not checked here; the session checks them against its scene.
  ///
  /// - Parameters:
  ///   - text: The message text.
  ///   - limits: The limits to enforce.
  /// - Returns: The message.
  /// - Throws: ``ProtocolError`` saying what is wrong and where.
  public static func parse(_ text: String, limits: PlaygroundLimits = PlaygroundLimits())
    throws(ProtocolError)
    -> ClientMessage
  {
    let byteCount = text.utf8.count
    guard byteCount <= limits.maxMessageBytes else {
      throw ProtocolError(seq: nil, message: oversizeMessage(byteCount: byteCount, limits: limits))
    }
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    } catch {
      throw ProtocolError(seq: nil, message: "malformed JSON: \(describe(error))")
    }
    guard case .object(let fields) = root else {
      throw ProtocolError(seq: nil, message: "message: expected a JSON object, got \(root.typeName)")
    }

    var seq: Int?
    switch fields["seq"] {
    case nil, .null?: seq = nil
    case .integer(let value)?: seq = value
    case let other?: throw ProtocolError(seq: nil, message: "seq: expected an integer, got \(other.typeName)")
    }

    let unknown = fields.keys.filter { !["seq", "events", "control", "event", "key", "part"].contains($0) }
      .sorted()
    if let first = unknown.first {
      throw ProtocolError(
        seq: seq,
        message: "\(first): unknown field; a message has seq and either events or control, event, key, part")
    }

    if let batch = fields["events"] {
      if let single = ["control", "event", "key", "part"].first(where: { fields[$0] != nil }) {
        throw ProtocolError(
          seq: seq, message: "\(single): not allowed beside events; put it inside each event")
      }
      guard case .array(let items) = batch else {
        throw ProtocolError(seq: seq, message: "events: expected an array, got \(batch.typeName)")
      }
      guard !items.isEmpty else {
        throw ProtocolError(seq: seq, message: "events: expected at least one event")
      }
      guard items.count <= limits.maxEventsPerMessage else {
        throw ProtocolError(
          seq: seq,
          message: "events: \(items.count) events; the limit is \(limits.maxEventsPerMessage) per message")
      }
      var events: [AddressedEvent] = []
      for (index, item) in items.enumerated() {
        let path = "events[\(index)]"
        guard case .object(let eventFields) = item else {
          throw ProtocolError(seq: seq, message: "\(path): expected an object, got \(item.typeName)")
        }
        let unknownInEvent = eventFields.keys.filter { !["control", "event", "key", "part"].contains($0) }
          .sorted()
        if let first = unknownInEvent.first {
          throw ProtocolError(
            seq: seq, message: "\(path).\(first): unknown field; an event has control, event, key and part")
        }
        events.append(try parseEvent(eventFields, path: "\(path).", seq: seq, limits: limits))
      }
      return ClientMessage(seq: seq, events: events, isBatch: true)
    }
    guard fields["event"] != nil || fields["control"] != nil else {
      throw ProtocolError(seq: seq, message: "message: expected \"control\" and \"event\", or \"events\"")
    }
    return ClientMessage(seq: seq, events: [try parseEvent(fields, path: "", seq: seq, limits: limits)])
  }

  /// The error text for a message over the size limit.
  static func oversizeMessage(byteCount: Int, limits: PlaygroundLimits) -> String {
    "message: \(byteCount) bytes; the limit is \(limits.maxMessageBytes) bytes "
      + "(\(limits.maxMessageBytes / 1024) KiB)"
  }

  private static func parseEvent(
    _ fields: [String: JSONValue], path: String, seq: Int?, limits: PlaygroundLimits
  ) throws(ProtocolError) -> AddressedEvent {
    guard let controlValue = fields["control"] else {
      throw ProtocolError(seq: seq, message: "\(path)control: missing")
    }
    guard case .string(let control) = controlValue else {
      throw ProtocolError(
        seq: seq, message: "\(path)control: expected a string, got \(controlValue.typeName)")
    }
    guard let eventValue = fields["event"] else {
      throw ProtocolError(seq: seq, message: "\(path)event: missing")
    }
    guard case .string(let eventName) = eventValue else {
      throw ProtocolError(seq: seq, message: "\(path)event: expected a string, got \(eventValue.typeName)")
    }
    guard let kind = BrowserEventKind(rawValue: eventName) else {
      let known = BrowserEventKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw ProtocolError(
        seq: seq, message: "\(path)event: unknown event \(quoted(eventName)); expected one of \(known)")
    }
    let part = try parsePart(fields["part"], path: path, seq: seq, limits: limits)
    switch (kind, fields["key"]) {
    case (.key, nil):
      throw ProtocolError(seq: seq, message: "\(path)key: missing; a key event needs the key, such as \"5\"")
    case (.key, .string(let key)?):
      guard !key.isEmpty, key.count <= limits.maxKeyLength else {
        throw ProtocolError(
          seq: seq, message: "\(path)key: expected 1 to \(limits.maxKeyLength) characters, got \(key.count)")
      }
      return AddressedEvent(control, BrowserEvent(.key, key: key, part: part))
    case (.key, let other?):
      throw ProtocolError(seq: seq, message: "\(path)key: expected a string, got \(other.typeName)")
    case (_, nil):
      return AddressedEvent(control, BrowserEvent(kind, part: part))
    case (_, _?):
      throw ProtocolError(seq: seq, message: "\(path)key: only a key event has a key, not \(kind.rawValue)")
    }
  }

  /// The optional `part` of an event: 1 to `maxKeyLength` characters of ASCII letters, digits, `-`, `_`
  /// and `.`, as `data-part` values are written.
  private static func parsePart(
    _ value: JSONValue?, path: String, seq: Int?, limits: PlaygroundLimits
  ) throws(ProtocolError) -> String? {
    guard let value else { return nil }
    guard case .string(let part) = value else {
      throw ProtocolError(seq: seq, message: "\(path)part: expected a string, got \(value.typeName)")
    }
    guard !part.isEmpty, part.count <= limits.maxKeyLength else {
      throw ProtocolError(
        seq: seq, message: "\(path)part: expected 1 to \(limits.maxKeyLength) characters, got \(part.count)")
    }
    let allowed = part.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "-_.".unicodeScalars.contains($0)
    }
    guard allowed else {
      throw ProtocolError(
        seq: seq, message: "\(path)part: \(quoted(part)) may hold only ASCII letters, digits, -, _ and .")
    }
    return part
  }

  /// A JSON-style quotation of user text, cut to 40 characters so an error stays readable.
  static func quoted(_ text: String) -> String {
    let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
    var result = "\""
    for scalar in cut.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20: result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return String(describing: error) }
    switch decoding {
    case .dataCorrupted(let context):
      if let underlying = context.underlyingError {
        let text = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return text ?? String(describing: underlying)
      }
      return context.debugDescription
    default:
      return String(describing: decoding)
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
