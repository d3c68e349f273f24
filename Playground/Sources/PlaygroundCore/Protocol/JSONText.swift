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

  /// Writes a string value, quoted and escaped.
  ///
  /// Two passes over the value's UTF-8: the first adds up how much its escapes lengthen it, the second
  /// writes the quoted text into scratch memory of that size, which is then appended at once; a value
  /// with nothing to escape is copied whole. (Markup is full of quotes: appending the runs between
  /// escapes one by one cost two calls per attribute.)
  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      Self.escapeGrowth.withUnsafeBufferPointer { growth in
        var added = 0
        for byte in utf8 { added &+= Int(growth[Int(byte)]) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count + added + 2) { out in
          out[0] = UInt8(ascii: "\"")
          var at = 1
          if added == 0 {
            _ = UnsafeMutableBufferPointer(rebasing: out[1..<(1 + utf8.count)]).initialize(
              fromContentsOf: utf8)
            at += utf8.count
          } else {
            for byte in utf8 {
              if growth[Int(byte)] == 0 {
                out[at] = byte
                at += 1
              } else {
                at = Self.writeEscape(of: byte, into: out, at: at)
              }
            }
          }
          out[at] = UInt8(ascii: "\"")
          bytes.append(contentsOf: UnsafeBufferPointer(out))
        }
      }
    }
  }

  /// How many bytes longer each byte's escape is than the byte: 0 for a byte copied as it is, 1 for
  /// `\"`, `\\`, `\b`, `\f`, `\n`, `\r` and `\t`, and 5 for the other control characters (`\u00XX`).
  private static let escapeGrowth: [UInt8] = (0...255).map { byte in
    switch byte {
    case 0x22, 0x5C, 0x08, 0x0C, 0x0A, 0x0D, 0x09: 1
    case 0..<0x20: 5
    default: 0
    }
  }

  /// Writes the escape sequence of a quote, a backslash or a control character at `at`.
  ///
  /// - Returns: The index after it.
  private static func writeEscape(of byte: UInt8, into out: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int
  {
    out[at] = UInt8(ascii: "\\")
    let short: UInt8? =
      switch byte {
      case UInt8(ascii: "\""): UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): UInt8(ascii: "\\")
      case 0x08: UInt8(ascii: "b")
      case 0x0C: UInt8(ascii: "f")
      case UInt8(ascii: "\n"): UInt8(ascii: "n")
      case UInt8(ascii: "\r"): UInt8(ascii: "r")
      case UInt8(ascii: "\t"): UInt8(ascii: "t")
      default: nil
      }
    if let short {
      out[at + 1] = short
      return at + 2
    }
    out[at + 1] = UInt8(ascii: "u")
    out[at + 2] = UInt8(ascii: "0")
    out[at + 3] = UInt8(ascii: "0")
    out[at + 4] = hexDigits[Int(byte >> 4)]
    out[at + 5] = hexDigits[Int(byte & 0xF)]
    return at + 6
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

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
