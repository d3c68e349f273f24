/// Compact JSON written straight into UTF-8 bytes, for the server's messages.
///
/// The server sends one message per browser event, and most of it is markup, so encoding is a copy with
/// escaping: no intermediate tree, no key sorting at run time (callers write keys in sorted order), and
/// no `/` escaped. Strings are escaped as RFC 8259 requires: `"` and `\` with a backslash, control
/// characters as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00XX`; everything else is copied as it is.
struct JSONText {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// Creates an empty text with room for `capacity` bytes.
  init(capacity: Int = 1024) {
    bytes.reserveCapacity(capacity)
  }

  /// The text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Writes punctuation or a key that needs no escaping, such as `{"type":`.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Writes a string value, quoted and escaped; runs of bytes that need no escape are copied at once.
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var runStart = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        escape(byte)
        runStart = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes the escape sequence of a quote, a backslash or a control character.
  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"")
    case UInt8(ascii: "\\"): append("\\\\")
    case 0x08: append("\\b")
    case 0x0C: append("\\f")
    case UInt8(ascii: "\n"): append("\\n")
    case UInt8(ascii: "\r"): append("\\r")
    case UInt8(ascii: "\t"): append("\\t")
    default:
      append("\\u00")
      bytes.append(Self.hexDigits[Int(byte >> 4)])
      bytes.append(Self.hexDigits[Int(byte & 0xF)])
    }
  }

  /// Writes an integer.
  mutating func number<Integer: BinaryInteger>(_ value: Integer) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Writes an integer, or `null` for `nil`.
  mutating func number(_ value: Int?) {
    if let value { number(value) } else { raw("null") }
  }

  /// Writes an array, calling `element` for each value between the commas.
  mutating func array<Element>(_ values: [Element], _ element: (inout JSONText, Element) -> Void) {
    bytes.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      element(&self, value)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  private mutating func append(_ escape: StaticString) {
    escape.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
