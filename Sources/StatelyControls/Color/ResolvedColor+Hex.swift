extension ResolvedColor {
  /// Creates an opaque colour from a `0xRRGGBB` literal.
  ///
  /// Only the low 24 bits are read; higher bits are ignored. The result is always valid.
  ///
  /// ```swift
  /// let pink = ResolvedColor(hex: 0xFF2D55)
  /// ```
  ///
  /// - Parameter hex: Red in bits 16–23, green in bits 8–15, blue in bits 0–7.
  public init(hex: UInt32) {
    self.init(hexRGBA: (hex << 8) | 0xFF)
  }

  /// Creates a colour from a `0xRRGGBBAA` literal. The result is always valid.
  ///
  /// - Parameter hexRGBA: Red in the highest byte, alpha in the lowest.
  public init(hexRGBA: UInt32) {
    self.init(
      uncheckedRed: Double((hexRGBA >> 24) & 0xFF) / 255,
      green: Double((hexRGBA >> 16) & 0xFF) / 255,
      blue: Double((hexRGBA >> 8) & 0xFF) / 255,
      alpha: Double(hexRGBA & 0xFF) / 255)
  }

  /// Creates a colour from 8-bit channels and a fractional alpha; used by the palette.
  init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha: Double = 1) {
    self.init(
      uncheckedRed: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
      alpha: alpha)
  }

  /// The colour as `#RRGGBB` when opaque, `#RRGGBBAA` otherwise, in upper-case hex.
  ///
  /// Each component is rounded to the nearest of 256 levels after clamping into `0…1`, so
  /// the string is also defined for an invalid colour.
  ///
  /// ```swift
  /// ResolvedColor(hex: 0xFF2D55).hexString  // "#FF2D55"
  /// ResolvedColor.clear.hexString           // "#00000000"
  /// ```
  public var hexString: String {
    let alphaByte = Self.byte(alpha)
    let isOpaque = alphaByte == 0xFF
    // At most nine ASCII bytes: a small string, written in place.
    return String(unsafeUninitializedCapacity: isOpaque ? 7 : 9) { text in
      text[0] = UInt8(ascii: "#")
      var end = 1
      for byte in [Self.byte(red), Self.byte(green), Self.byte(blue), alphaByte].prefix(isOpaque ? 3 : 4) {
        text[end] = Self.hexDigit(byte >> 4)
        text[end + 1] = Self.hexDigit(byte & 0xF)
        end += 2
      }
      return end
    }
  }

  /// The component on the 0…255 scale, rounded to nearest, clamped.
  static func byte(_ value: Double) -> UInt8 {
    UInt8((clamp(value) * 255).rounded())
  }

  /// The upper-case hex digit of a value under 16, as an ASCII byte.
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
  }
}

extension ResolvedColor: CustomStringConvertible {
  /// The colour as a designer reads it: ``hexString``, such as `"#FF2D55"` or `"#00000000"`.
  public var description: String { hexString }
}
