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
    let bytes = [red, green, blue, alpha].map { Self.byte($0) }
    let shown = bytes[3] == 0xFF ? bytes.prefix(3) : bytes.prefix(4)
    return "#" + shown.map { Self.twoDigits($0) }.joined()
  }

  /// The component on the 0…255 scale, rounded to nearest, clamped.
  static func byte(_ value: Double) -> UInt8 {
    UInt8((clamp(value) * 255).rounded())
  }

  /// Two upper-case hex digits.
  private static func twoDigits(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 16 ? "0" + digits : digits
  }
}

extension ResolvedColor: CustomStringConvertible {
  /// The colour as a designer reads it: ``hexString``, such as `"#FF2D55"` or `"#00000000"`.
  public var description: String { hexString }
}
