public import StatelyControls

/// CSS declarations built from typed values only: lengths and numbers that StatelyHTML formats, colours
/// from ``StatelyControls/Color/cssString``, and keywords from its own code. No user text reaches CSS.
struct CSSStyle: Hashable, Sendable {
  /// The declarations in the order they were added.
  private(set) var declarations: [(property: String, value: String)] = []

  /// Whether there are no declarations.
  var isEmpty: Bool { declarations.isEmpty }

  /// `property: value; …`
  var text: String {
    declarations.map { "\($0.property):\($0.value)" }.joined(separator: ";")
  }

  /// Adds a keyword or a pre-formatted value from StatelyHTML's code.
  mutating func set(_ property: String, keyword: String) {
    declarations.append((property, keyword))
  }

  /// Adds a length in CSS pixels.
  mutating func set(_ property: String, px value: Double) {
    declarations.append((property, CSSFormat.px(value)))
  }

  /// Adds a plain number.
  mutating func set(_ property: String, number value: Double) {
    declarations.append((property, CSSFormat.number(value)))
  }

  /// Adds a colour.
  mutating func set(_ property: String, color: ResolvedColor) {
    declarations.append((property, color.cssString))
  }

  static func == (lhs: CSSStyle, rhs: CSSStyle) -> Bool { lhs.text == rhs.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// Number formatting for CSS: finite, at most three decimals, no exponent, no trailing zeros.
enum CSSFormat {
  /// The largest magnitude written; larger values (and infinities) are clamped, NaN becomes `0`.
  static let limit = 100_000.0

  /// `12`, `12.5`, `-0.333`.
  static func number(_ value: Double) -> String {
    let clamped = value.isNaN ? 0 : min(max(value, -limit), limit)
    let thousandths = Int((clamped * 1000).rounded())
    let sign = thousandths < 0 ? "-" : ""
    let magnitude = thousandths.magnitude
    let whole = magnitude / 1000
    var fraction = magnitude % 1000
    guard fraction != 0 else { return thousandths == 0 ? "0" : "\(sign)\(whole)" }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    let padded = String(repeating: "0", count: digits - fractionText.count) + fractionText
    return "\(sign)\(whole).\(padded)"
  }

  /// `12px`; zero is written `0`.
  static func px(_ value: Double) -> String {
    let formatted = number(value)
    return formatted == "0" ? "0" : formatted + "px"
  }
}

extension ResolvedColor {
  /// The colour as CSS: `#RRGGBB` when opaque, `rgba(r, g, b, a)` otherwise, each component clamped
  /// into range first, so even an invalid colour gives valid CSS.
  ///
  /// ```swift
  /// ResolvedColor(hex: 0xFF2D55).cssString                        // "#FF2D55"
  /// ResolvedColor(hex: 0xFF2D55).withAlphaComponent(0.5).cssString  // "rgba(255,45,85,0.5)"
  /// ```
  public var cssString: String {
    if ResolvedColor.cssByte(alpha) == 0xFF { return hexString }
    let channels = [red, green, blue].map { String(ResolvedColor.cssByte($0)) }.joined(separator: ",")
    return "rgba(\(channels),\(CSSFormat.number(ResolvedColor.cssClamp(alpha))))"
  }

  /// The component clamped into `0…1`; NaN becomes `0`.
  static func cssClamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// The component on the 0…255 scale, rounded to nearest, clamped; NaN becomes `0`.
  static func cssByte(_ value: Double) -> UInt8 {
    UInt8((cssClamp(value) * 255).rounded())
  }
}
