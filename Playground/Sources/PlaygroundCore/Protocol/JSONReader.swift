/// A JSON value as a client message holds it, read by ``JSONReader``: objects keep their fields in the
/// order the text gives them, and a number keeps only what the protocol asks of it.
enum JSONNode: Sendable, Hashable {
  case null
  case bool(Bool)
  /// A number; its value when it is written as an integer (no fraction, no exponent) that fits `Int`.
  case number(integer: Int?)
  case string(String)
  case array([JSONNode])
  case object(JSONObject)

  /// The JSON type, which an error message names.
  var kind: JSONKind {
    switch self {
    case .null: .null
    case .bool: .bool
    case .number: .number
    case .string: .string
    case .array: .array
    case .object: .object
    }
  }
}

/// The fields of a JSON object, in the order of the text, each name once.
struct JSONObject: Sendable, Hashable {
  /// The fields in order.
  var fields: [Field]

  /// One field.
  struct Field: Sendable, Hashable {
    var name: String
    var value: JSONNode
  }

  /// The value of the field `name`, or `nil` when there is none.
  ///
  /// - Complexity: O(*n*) in the number of fields; a message has at most six.
  subscript(name: String) -> JSONNode? {
    fields.first { $0.name == name }?.value
  }

  /// Whether the object has a field `name`.
  func contains(_ name: String) -> Bool { fields.contains { $0.name == name } }

  /// The first name, in alphabetical order, of a field that is not among `names`; `nil` when every
  /// field is.
  func firstField(notIn names: [String]) -> String? {
    fields.lazy.map(\.name).filter { !names.contains($0) }.min()
  }
}

/// Why a text is not the JSON a message may be: what was wrong and at which byte.
struct JSONSyntaxError: Error, Sendable, Hashable {
  /// What was wrong, such as "expected a value".
  var problem: String
  /// The offset of the byte where it was found, from 0.
  var offset: Int

  /// The problem and where, as an error message says it.
  var description: String { "\(problem) at byte \(offset)" }
}

/// A strict reader of JSON text (RFC 8259) for client messages: one pass over the UTF-8 bytes, no
/// reflection, and a bound on nesting checked as it descends, so that the work is linear in the size of
/// the text and the stack depth is bounded whatever the text.
///
/// It refuses what RFC 8259 refuses (trailing commas, single quotes, control characters inside
/// strings, leading zeros, a lone UTF-16 surrogate in a `\u` escape, anything after the value) and an
/// object that names one field twice, which the RFC leaves open and a message never needs.
///
/// ```swift
/// let node = try JSONReader.parse(#"{"seq": 1, "event": "click"}"#, nestingLimit: 32)
/// ```
struct JSONReader {
  /// The text's bytes.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  private var offset = 0
  /// The deepest nesting of arrays and objects accepted.
  private let nestingLimit: Int

  /// What ``parse(_:nestingLimit:)`` refuses.
  enum Failure: Error, Sendable, Hashable {
    /// The text is not JSON.
    case syntax(JSONSyntaxError)
    /// The text nests arrays and objects deeper than the limit.
    case tooDeep
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, nestingLimit: Int) {
    self.bytes = bytes
    self.nestingLimit = nestingLimit
  }

  /// Reads one JSON value that makes up the whole text, with white space around it.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - nestingLimit: The deepest nesting of arrays and objects accepted.
  /// - Returns: The value.
  /// - Throws: ``Failure/tooDeep`` as soon as the nesting goes over `nestingLimit`, else
  ///   ``Failure/syntax(_:)`` at the first byte that is not JSON.
  /// - Complexity: O(*n*) in the length of the text.
  static func parse(_ text: String, nestingLimit: Int) throws(Failure) -> JSONNode {
    var text = text
    let result = text.withUTF8 { buffer -> Result<JSONNode, Failure> in
      var reader = JSONReader(bytes: buffer, nestingLimit: nestingLimit)
      return Result { () throws(Failure) in
        reader.skipWhiteSpace()
        let value = try reader.value(depth: 0)
        reader.skipWhiteSpace()
        guard reader.offset == buffer.count else { throw reader.failure("expected the end of the text") }
        return value
      }
    }
    return try result.get()
  }

  // MARK: - Values

  private mutating func value(depth: Int) throws(Failure) -> JSONNode {
    guard let byte = peek() else { throw failure("expected a value, found the end of the text") }
    switch byte {
    case UInt8(ascii: "{"): return .object(try object(depth: depth + 1))
    case UInt8(ascii: "["): return .array(try array(depth: depth + 1))
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("expected a value")
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONObject {
    guard depth <= nestingLimit else { throw .tooDeep }
    var fields: [JSONObject.Field] = []
    var seen: Set<String> = []
    if opensEmpty(closing: UInt8(ascii: "}")) { return JSONObject(fields: fields) }
    repeat {
      guard peek() == UInt8(ascii: "\"") else { throw failure("expected a field name in quotes") }
      let nameOffset = offset
      let name = try string()
      let isRepeated: Bool
      if fields.count < 8 {
        isRepeated = fields.contains { $0.name == name }
      } else {
        // Past a few fields, a set keeps the check linear in the size of the text.
        if seen.isEmpty { seen = Set(fields.map(\.name)) }
        isRepeated = !seen.insert(name).inserted
      }
      if isRepeated {
        throw .syntax(
          JSONSyntaxError(problem: "field \(ClientMessage.quoted(name)) given twice", offset: nameOffset))
      }
      skipWhiteSpace()
      guard peek() == UInt8(ascii: ":") else { throw failure("expected \":\" after a field name") }
      offset += 1
      skipWhiteSpace()
      fields.append(JSONObject.Field(name: name, value: try value(depth: depth)))
    } while try continues(closing: UInt8(ascii: "}"), in: "an object")
    return JSONObject(fields: fields)
  }

  private mutating func array(depth: Int) throws(Failure) -> [JSONNode] {
    guard depth <= nestingLimit else { throw .tooDeep }
    var elements: [JSONNode] = []
    if opensEmpty(closing: UInt8(ascii: "]")) { return elements }
    repeat {
      elements.append(try value(depth: depth))
    } while try continues(closing: UInt8(ascii: "]"), in: "an array")
    return elements
  }

  /// Steps over an opening bracket and the white space after it; when the closing bracket follows at
  /// once, steps over that too and says the container is empty.
  private mutating func opensEmpty(closing: UInt8) -> Bool {
    offset += 1
    skipWhiteSpace()
    guard peek() == closing else { return false }
    offset += 1
    return true
  }

  /// After an element of an array or object: steps over a comma and the white space after it and says
  /// another element follows, or steps over the closing bracket and says none does.
  private mutating func continues(closing: UInt8, in container: String) throws(Failure) -> Bool {
    skipWhiteSpace()
    switch peek() {
    case UInt8(ascii: ","):
      offset += 1
      skipWhiteSpace()
      return true
    case closing:
      offset += 1
      return false
    default:
      throw failure("expected \",\" or \"\(Character(Unicode.Scalar(closing)))\" in \(container)")
    }
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard offset + count <= bytes.count,
      UnsafeBufferPointer(rebasing: bytes[offset..<offset + count]).elementsEqual(
        UnsafeBufferPointer(start: word.utf8Start, count: count))
    else { throw failure("expected a value") }
    offset += count
  }

  private mutating func number() throws(Failure) -> JSONNode {
    let start = offset
    var isInteger = true
    if peek() == UInt8(ascii: "-") { offset += 1 }
    if peek() == UInt8(ascii: "0") {
      offset += 1
      if let next = peek(), isDigit(next) { throw failure("a number may not start with 0") }
    } else {
      guard digits() > 0 else { throw failure("expected a digit") }
    }
    if peek() == UInt8(ascii: ".") {
      isInteger = false
      offset += 1
      guard digits() > 0 else { throw failure("expected a digit after \".\"") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      isInteger = false
      offset += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
      guard digits() > 0 else { throw failure("expected a digit in an exponent") }
    }
    guard isInteger else { return .number(integer: nil) }
    return .number(integer: integer(from: start, to: offset))
  }

  /// Skips decimal digits; returns how many.
  private mutating func digits() -> Int {
    let start = offset
    while let byte = peek(), isDigit(byte) { offset += 1 }
    return offset - start
  }

  /// The integer written in `bytes[start..<end]` (an optional minus and digits), or `nil` when it
  /// does not fit `Int`.
  private func integer(from start: Int, to end: Int) -> Int? {
    let isNegative = bytes[start] == UInt8(ascii: "-")
    var value = 0
    for index in (isNegative ? start + 1 : start)..<end {
      let digit = Int(bytes[index] &- UInt8(ascii: "0"))
      // Accumulated as a negative number, whose range reaches `Int.min`.
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = times10.subtractingReportingOverflow(digit)
      if overflow1 || overflow2 { return nil }
      value = next
    }
    if isNegative { return value }
    return value == .min ? nil : -value
  }

  private mutating func string() throws(Failure) -> String {
    offset += 1  // "
    var result = ""
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return result
      case UInt8(ascii: "\\"):
        result.unicodeScalars.append(try escape())
      case ..<0x20:
        throw failure("a control character must be escaped in a string")
      default:
        // A run of bytes up to the next quote, escape or control character: whole UTF-8 sequences,
        // since each of those stops is ASCII.
        let runStart = offset
        while let next = peek(), next != UInt8(ascii: "\""), next != UInt8(ascii: "\\"), next >= 0x20 {
          offset += 1
        }
        let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]), as: UTF8.self)
        // A string without escapes is one run: take it as it is rather than copy it into an empty one.
        if result.isEmpty { result = run } else { result += run }
      }
    }
    throw failure("expected the end of a string, found the end of the text")
  }

  /// Reads one escape, from its backslash.
  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    let start = offset
    offset += 1  // \
    guard let byte = peek() else { throw failure("expected an escape, found the end of the text") }
    offset += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let loneSurrogate = Failure.syntax(
        JSONSyntaxError(problem: "a \\u escape holds a lone surrogate", offset: start))
      let unit = try hexUnit()
      if UTF16.isTrailSurrogate(unit) { throw loneSurrogate }
      if UTF16.isLeadSurrogate(unit) {
        guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u")
        else { throw loneSurrogate }
        offset += 2
        let trail = try hexUnit()
        guard UTF16.isTrailSurrogate(trail) else { throw loneSurrogate }
        let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
        return Unicode.Scalar(value)!
      }
      return Unicode.Scalar(UInt32(unit))!
    default:
      throw .syntax(JSONSyntaxError(problem: "unknown escape in a string", offset: start))
    }
  }

  /// Reads the four hexadecimal digits of a `\u` escape.
  private mutating func hexUnit() throws(Failure) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = peek() else { throw failure("expected four hexadecimal digits after \\u") }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("expected four hexadecimal digits after \\u")
      }
      unit = unit << 4 | UInt16(digit)
      offset += 1
    }
    return unit
  }

  // MARK: - Bytes

  private func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private mutating func skipWhiteSpace() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    {
      offset += 1
    }
  }

  /// A syntax failure at the current byte.
  private func failure(_ problem: String) -> Failure {
    .syntax(JSONSyntaxError(problem: problem, offset: offset))
  }
}
