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
  /// The share of one core's time a session's messages may use over time: 0.25 by default. A session
  /// over its share has its next message read later, so it cannot slow the other sessions down.
  public var processingShare = 0.25
  /// The most processing time a session may use in one burst before its share applies: 50 ms.
  public var processingBurst = Duration.milliseconds(50)
  /// What each WebSocket frame a session sends costs its processing share, whatever the frame holds:
  /// 20 µs by default. Pings, which the transport answers by itself, and empty frames count too, so a
  /// session flooding the server with them slows only itself.
  public var processingPerFrame = Duration.microseconds(20)

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
  /// The deepest nesting of arrays and objects a message may have: a message nests two levels.
  public static let maxNesting = 32

  /// Parses and validates one message's text.
  ///
  /// Two forms are accepted:
  /// - one event: `{"seq": 12, "control": "checkout.add", "event": "click"}`, with `"key"` for key events;
  /// - a batch: `{"seq": 13, "events": [{"control": "checkout.add", "event": "click"}, …]}`.
  ///
  /// Unknown fields are refused so that a misspelt field is reported rather than ignored, and so is a
  /// field given twice. Control ids are not checked here; the session checks them against its scene.
  ///
  /// The text is checked for its size, then read in one pass over its bytes by a strict JSON reader
  /// that refuses nesting deeper than ``maxNesting`` as soon as it meets it, and only then are the
  /// fields checked, in the order the errors are reported.
  ///
  /// - Parameters:
  ///   - text: The message text.
  ///   - limits: The limits to enforce.
  /// - Returns: The message.
  /// - Throws: ``ProtocolError`` saying what is wrong and where.
  /// - Complexity: O(n) in the length of `text`.
  public static func parse(_ text: String, limits: PlaygroundLimits = PlaygroundLimits())
    throws(ProtocolError)
    -> ClientMessage
  {
    let byteCount = text.utf8.count
    guard byteCount <= limits.maxMessageBytes else {
      throw ProtocolError(seq: nil, message: oversizeMessage(byteCount: byteCount, limits: limits))
    }
    let document: JSONNode
    do {
      document = try JSONReader.parse(text, nestingLimit: maxNesting)
    } catch {
      switch error {
      case .tooDeep:
        throw ProtocolError(
          seq: nil, message: "message: nested more than \(maxNesting) levels deep; a message nests two")
      case .syntax(let error):
        throw ProtocolError(seq: nil, message: "malformed JSON: \(error.description)")
      }
    }
    return try WireMessage(document, limits: limits).message
  }

  /// The error text for a message over the size limit.
  static func oversizeMessage(byteCount: Int, limits: PlaygroundLimits) -> String {
    "message: \(byteCount) bytes; the limit is \(limits.maxMessageBytes) bytes "
      + "(\(limits.maxMessageBytes / 1024) KiB)"
  }
}

/// The fields of one message, checked in the order the errors are reported; a wrong type is named from
/// the value's ``JSONKind``.
private struct WireMessage {
  /// The fields of one event, in a batch's `events` or at the top of a single-event message.
  static let eventFields = ["control", "event", "key", "part"]

  let message: ClientMessage

  init(_ document: JSONNode, limits: PlaygroundLimits) throws(ProtocolError) {
    guard case .object(let fields) = document else {
      throw ProtocolError(seq: nil, message: "message: expected a JSON object, got \(document.kind.name)")
    }
    var seq: Int?
    switch fields["seq"] {
    case nil, .null?: break
    case .number(let integer?)?: seq = integer
    case let other?:
      throw ProtocolError(seq: nil, message: "seq: expected an integer, got \(other.kind.name)")
    }
    let reader = FieldReader(seq: seq, limits: limits)

    if let first = fields.firstField(notIn: ["seq", "events"] + Self.eventFields) {
      throw ProtocolError(
        seq: seq,
        message: "field \(ClientMessage.quoted(first)) is unknown; "
          + "a message has seq and either events or control, event, key, part")
    }

    if let events = fields["events"] {
      if let single = Self.eventFields.first(where: { fields.contains($0) }) {
        throw ProtocolError(
          seq: seq, message: "\(single): not allowed beside events; put it inside each event")
      }
      guard case .array(let items) = events else {
        throw ProtocolError(seq: seq, message: "events: expected an array, got \(events.kind.name)")
      }
      guard !items.isEmpty else {
        throw ProtocolError(seq: seq, message: "events: expected at least one event")
      }
      guard items.count <= limits.maxEventsPerMessage else {
        throw ProtocolError(
          seq: seq,
          message: "events: \(items.count) events; the limit is \(limits.maxEventsPerMessage) per message")
      }
      var parsed: [AddressedEvent] = []
      parsed.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        let path = "events[\(index)]"
        guard case .object(let itemFields) = item else {
          throw ProtocolError(seq: seq, message: "\(path): expected an object, got \(item.kind.name)")
        }
        if let first = itemFields.firstField(notIn: Self.eventFields) {
          throw ProtocolError(
            seq: seq,
            message: "\(path): field \(ClientMessage.quoted(first)) is unknown; "
              + "an event has control, event, key and part")
        }
        parsed.append(try reader.event(itemFields, path: "\(path)."))
      }
      message = ClientMessage(seq: seq, events: parsed, isBatch: true)
      return
    }
    guard fields.contains("event") || fields.contains("control") else {
      throw ProtocolError(seq: seq, message: "message: expected \"control\" and \"event\", or \"events\"")
    }
    message = ClientMessage(seq: seq, events: [try reader.event(fields, path: "")])
  }
}

/// Reads an event's fields, with the message's sequence number for errors.
private struct FieldReader {
  let seq: Int?
  let limits: PlaygroundLimits

  /// The string at `name`, or `nil` when the field is absent.
  func string(_ fields: JSONObject, _ name: String, path: String) throws(ProtocolError) -> String? {
    switch fields[name] {
    case nil: return nil
    case .string(let value)?: return value
    case let other?:
      throw ProtocolError(seq: seq, message: "\(path)\(name): expected a string, got \(other.kind.name)")
    }
  }

  func event(_ fields: JSONObject, path: String) throws(ProtocolError) -> AddressedEvent {
    guard let control = try string(fields, "control", path: path) else {
      throw ProtocolError(seq: seq, message: "\(path)control: missing")
    }
    guard let eventName = try string(fields, "event", path: path) else {
      throw ProtocolError(seq: seq, message: "\(path)event: missing")
    }
    guard let kind = BrowserEventKind(rawValue: eventName) else {
      let known = BrowserEventKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw ProtocolError(
        seq: seq,
        message: "\(path)event: unknown event \(ClientMessage.quoted(eventName)); expected one of \(known)")
    }
    let part = try self.part(fields, path: path)
    let key = try string(fields, "key", path: path)
    switch (kind, key) {
    case (.key, nil):
      throw ProtocolError(seq: seq, message: "\(path)key: missing; a key event needs the key, such as \"5\"")
    case (.key, let key?):
      guard !key.isEmpty, key.count <= limits.maxKeyLength else {
        throw ProtocolError(
          seq: seq, message: "\(path)key: expected 1 to \(limits.maxKeyLength) characters, got \(key.count)")
      }
      return AddressedEvent(control, BrowserEvent(.key, key: key, part: part))
    case (_, nil):
      return AddressedEvent(control, BrowserEvent(kind, part: part))
    case (_, _?):
      throw ProtocolError(seq: seq, message: "\(path)key: only a key event has a key, not \(kind.rawValue)")
    }
  }

  /// The optional `part` of an event: 1 to `maxKeyLength` characters of ASCII letters, digits, `-`, `_`
  /// and `.`, as `data-part` values are written.
  func part(_ fields: JSONObject, path: String) throws(ProtocolError) -> String? {
    guard let part = try string(fields, "part", path: path) else { return nil }
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
        seq: seq,
        message: "\(path)part: \(ClientMessage.quoted(part)) may hold only ASCII letters, digits, -, _ and .")
    }
    return part
  }
}

extension ClientMessage {
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
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
