import Foundation

/// A client message as `JSONDecoder` reads it: the fields checked in the order the errors are reported,
/// and a field of the wrong type named by its ``JSONKind``.
///
/// Every failure is a ``ProtocolError`` that says what and where, such as
/// `events[1].event: unknown event "hover"; expected one of …`.
struct WireMessage: Decodable {
  /// Where the decoder's `userInfo` holds the ``PlaygroundLimits`` to enforce.
  static let limitsKey = CodingUserInfoKey(rawValue: "stately.playground.limits")!
  /// The fields of one event, in a batch's `events` or at the top of a single-event message.
  static let eventFields = ["control", "event", "key", "part"] + pointerFields
  /// The fields of a pointer position, all or none, on pointer events only.
  static let pointerFields = ["x", "y", "width", "height", "time"]

  /// The validated message.
  let message: ClientMessage

  init(from decoder: any Decoder) throws {
    let limits = decoder.userInfo[Self.limitsKey] as? PlaygroundLimits ?? PlaygroundLimits()
    guard let fields = try? decoder.container(keyedBy: AnyKey.self) else {
      throw ProtocolError(
        seq: nil, message: "message: expected a JSON object, got \(JSONKind(of: decoder).name)")
    }
    let seq = try Self.seq(in: fields)
    let reader = FieldReader(seq: seq, limits: limits)
    let names = fields.allKeys.map(\.stringValue)

    if let first = names.filter({ !(["seq", "events"] + Self.eventFields).contains($0) }).min() {
      throw ProtocolError(
        seq: seq,
        message: "field \(ClientMessage.quoted(first)) is unknown; "
          + "a message has seq and either events or control, event, key, part, x, y, width, height, time")
    }
    guard names.contains("events") else {
      guard names.contains("event") || names.contains("control") else {
        throw ProtocolError(seq: seq, message: "message: expected \"control\" and \"event\", or \"events\"")
      }
      message = ClientMessage(seq: seq, events: [try reader.event(fields, path: "")])
      return
    }
    if let single = Self.eventFields.first(where: names.contains) {
      throw ProtocolError(seq: seq, message: "\(single): not allowed beside events; put it inside each event")
    }
    guard var items = try? fields.nestedUnkeyedContainer(forKey: AnyKey("events")) else {
      let kind = JSONKind(of: try fields.superDecoder(forKey: AnyKey("events")))
      throw ProtocolError(seq: seq, message: "events: expected an array, got \(kind.name)")
    }
    let count = items.count ?? 0
    guard count > 0 else { throw ProtocolError(seq: seq, message: "events: expected at least one event") }
    guard count <= limits.maxEventsPerMessage else {
      throw ProtocolError(
        seq: seq, message: "events: \(count) events; the limit is \(limits.maxEventsPerMessage) per message")
    }
    var events: [AddressedEvent] = []
    events.reserveCapacity(count)
    while !items.isAtEnd {
      let path = "events[\(items.currentIndex)]"
      let item = try items.superDecoder()
      guard let itemFields = try? item.container(keyedBy: AnyKey.self) else {
        throw ProtocolError(seq: seq, message: "\(path): expected an object, got \(JSONKind(of: item).name)")
      }
      if let first = itemFields.allKeys.map(\.stringValue).filter({ !Self.eventFields.contains($0) }).min() {
        throw ProtocolError(
          seq: seq,
          message: "\(path): field \(ClientMessage.quoted(first)) is unknown; "
            + "an event has control, event, key, part, x, y, width, height and time")
      }
      events.append(try reader.event(itemFields, path: "\(path)."))
    }
    message = ClientMessage(seq: seq, events: events, isBatch: true)
  }

  /// The message's `seq`: absent or `null` for none, else an integer.
  private static func seq(in fields: KeyedDecodingContainer<AnyKey>) throws -> Int? {
    let key = AnyKey("seq")
    guard fields.contains(key), try !fields.decodeNil(forKey: key) else { return nil }
    if let seq = try? fields.decode(Int.self, forKey: key) { return seq }
    let kind = JSONKind(of: try fields.superDecoder(forKey: key))
    throw ProtocolError(seq: nil, message: "seq: expected an integer, got \(kind.name)")
  }
}

/// Reads an event's fields, with the message's sequence number for errors.
private struct FieldReader {
  let seq: Int?
  let limits: PlaygroundLimits

  /// The string at `name`, or `nil` when the field is absent.
  func string(_ fields: KeyedDecodingContainer<AnyKey>, _ name: String, path: String) throws -> String? {
    let key = AnyKey(name)
    guard fields.contains(key) else { return nil }
    if let value = try? fields.decode(String.self, forKey: key) { return value }
    let kind = JSONKind(of: try fields.superDecoder(forKey: key))
    throw ProtocolError(seq: seq, message: "\(path)\(name): expected a string, got \(kind.name)")
  }

  func event(_ fields: KeyedDecodingContainer<AnyKey>, path: String) throws -> AddressedEvent {
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
    let pointer = try self.pointer(fields, kind: kind, path: path)
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
      return AddressedEvent(control, BrowserEvent(kind, part: part, pointer: pointer))
    case (_, _?):
      throw ProtocolError(seq: seq, message: "\(path)key: only a key event has a key, not \(kind.rawValue)")
    }
  }

  /// The largest coordinate, size or time a pointer position may have.
  static let maxPointerValue = 1_000_000_000.0

  /// The optional pointer position of an event: `x`, `y`, `width`, `height` and `time`, all or none,
  /// numbers, only on `pointerdown`, `pointermove`, `pointerup` and `pointercancel`; sizes and the time
  /// are not negative.
  func pointer(_ fields: KeyedDecodingContainer<AnyKey>, kind: BrowserEventKind, path: String) throws
    -> PointerSample?
  {
    let names = WireMessage.pointerFields
    let present = names.filter { fields.contains(AnyKey($0)) }
    guard let first = present.first else { return nil }
    let positioned: [BrowserEventKind] = [.pointerDown, .pointerMove, .pointerUp, .pointerCancel]
    guard positioned.contains(kind) else {
      throw ProtocolError(
        seq: seq,
        message: "\(path)\(first): only pointerdown, pointermove, pointerup and pointercancel carry a "
          + "position, not \(kind.rawValue)")
    }
    if let missing = names.first(where: { !present.contains($0) }) {
      throw ProtocolError(
        seq: seq, message: "\(path)\(missing): missing; a pointer position has x, y, width, height and time")
    }
    func number(_ name: String, minimum: Double) throws -> Double {
      let key = AnyKey(name)
      guard let value = try? fields.decode(Double.self, forKey: key) else {
        let kind = JSONKind(of: try fields.superDecoder(forKey: key))
        throw ProtocolError(seq: seq, message: "\(path)\(name): expected a number, got \(kind.name)")
      }
      guard value.isFinite, value >= minimum, value <= Self.maxPointerValue else {
        let range = "\(minimum == 0 ? "0" : "-1e9") to 1e9"
        throw ProtocolError(
          seq: seq, message: "\(path)\(name): expected a number from \(range), got \(value)")
      }
      return value
    }
    let lowest = -Self.maxPointerValue
    return PointerSample(
      x: try number("x", minimum: lowest), y: try number("y", minimum: lowest),
      width: try number("width", minimum: 0), height: try number("height", minimum: 0),
      time: try number("time", minimum: 0))
  }

  /// The optional `part` of an event: 1 to `maxKeyLength` characters of ASCII letters, digits, `-`, `_`
  /// and `.`, as `data-part` values are written.
  func part(_ fields: KeyedDecodingContainer<AnyKey>, path: String) throws -> String? {
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
