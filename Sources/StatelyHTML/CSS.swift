public import StatelyControls

/// Inline CSS built from typed values only: lengths and numbers that StatelyHTML formats, colours from
/// ``StatelyControls/ResolvedColor/cssString``, and checked property names and keywords. No text reaches
/// CSS unchecked.
///
/// ```swift
/// var style = CSSStyle()
/// style.set(.backgroundColor, color: DynamicColor.systemBlue.resolved(for: .light))
/// style.set(.borderRadius, px: 8)
/// style.set(.display, keyword: "flex")
/// style.text  // "background-color:#007AFF;border-radius:8px;display:flex"
/// ```
public struct CSSStyle: Hashable, Sendable {
  /// The declarations in the order they were added.
  private(set) var declarations: [(property: String, value: String)] = []

  /// Creates an empty style.
  public init() {}

  /// Whether there are no declarations.
  public var isEmpty: Bool { declarations.isEmpty }

  /// The declarations as written in a `style` attribute: `property:value;…`.
  public var text: String {
    var text = ""
    for (index, declaration) in declarations.enumerated() {
      if index > 0 { text += ";" }
      text += declaration.property
      text += ":"
      text += declaration.value
    }
    return text
  }

  /// Adds a keyword, such as `display: flex`.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - keyword: The value.
  public mutating func set(_ property: CSSProperty, keyword: CSSKeyword) {
    declarations.append((property.name, keyword.text))
  }

  /// Adds a length in CSS pixels; non-finite and huge values are clamped (see ``CSSStyle``).
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - value: The length.
  public mutating func set(_ property: CSSProperty, px value: Double) {
    declarations.append((property.name, CSSFormat.px(value)))
  }

  /// Adds a plain number, such as an opacity.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - value: The number.
  public mutating func set(_ property: CSSProperty, number value: Double) {
    declarations.append((property.name, CSSFormat.number(value)))
  }

  /// Adds a colour.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - color: The colour.
  public mutating func set(_ property: CSSProperty, color: ResolvedColor) {
    declarations.append((property.name, color.cssString))
  }

  /// A copy with a colour added, for building a style in one expression.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - color: The colour.
  /// - Returns: The style with the declaration added.
  public func setting(_ property: CSSProperty, color: ResolvedColor) -> CSSStyle {
    var copy = self
    copy.set(property, color: color)
    return copy
  }

  /// A copy with a length added, for building a style in one expression.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - value: The length in CSS pixels.
  /// - Returns: The style with the declaration added.
  public func setting(_ property: CSSProperty, px value: Double) -> CSSStyle {
    var copy = self
    copy.set(property, px: value)
    return copy
  }

  /// Adds a value StatelyHTML formatted itself, such as `repeat(3,1fr)`.
  mutating func set(_ property: CSSProperty, formatted value: String) {
    declarations.append((property.name, value))
  }

  /// Equal when the declarations are.
  public static func == (lhs: CSSStyle, rhs: CSSStyle) -> Bool { lhs.text == rhs.text }
  /// Hashes the declarations.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// A CSS property name: lowercase ASCII letters and `-`, such as `background-color`.
///
/// Write one as a string literal (`"gap"`), which must be valid, or check text with
/// ``init(_:)``.
public struct CSSProperty: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The name.
  public let name: String

  /// Checks a property name.
  ///
  /// - Parameter name: The name.
  /// - Throws: ``StatelyHTMLError/invalidCSS(_:reason:)`` when it is empty, longer than 64 characters or
  ///   has a character other than `a`–`z` and `-`.
  public init(_ name: String) throws(StatelyHTMLError) {
    if let reason = Self.problem(with: name) { throw .invalidCSS(name, reason: reason) }
    self.name = name
  }

  /// A property name written in code. An invalid literal is a programming error and traps.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) {
    if let reason = Self.problem(with: value) {
      preconditionFailure("CSSProperty \"\(value)\": \(reason)")
    }
    self.name = value
  }

  static func problem(with name: String) -> String? {
    if name.isEmpty { return "a property name is empty" }
    // One pass counts the characters and finds the first one not allowed; the length is reported first.
    var count = 0
    var disallowed: Unicode.Scalar?
    for scalar in name.unicodeScalars {
      count += 1
      if disallowed == nil, !(("a"..."z").contains(scalar) || scalar == "-") { disallowed = scalar }
    }
    if count > 64 { return "a property name is longer than 64 characters" }
    if let disallowed { return "\"\(disallowed)\" is not allowed in a property name (only a-z and -)" }
    return nil
  }

  /// `background-color`.
  public static let backgroundColor: CSSProperty = "background-color"
  /// `color`.
  public static let color: CSSProperty = "color"
  /// `border-color`.
  public static let borderColor: CSSProperty = "border-color"
  /// `border-width`.
  public static let borderWidth: CSSProperty = "border-width"
  /// `border-radius`.
  public static let borderRadius: CSSProperty = "border-radius"
  /// `width`.
  public static let width: CSSProperty = "width"
  /// `height`.
  public static let height: CSSProperty = "height"
  /// `padding`.
  public static let padding: CSSProperty = "padding"
  /// `opacity`.
  public static let opacity: CSSProperty = "opacity"
  /// `display`.
  public static let display: CSSProperty = "display"
  /// `font-size`.
  public static let fontSize: CSSProperty = "font-size"
  /// `font-weight`.
  public static let fontWeight: CSSProperty = "font-weight"
}

/// A CSS keyword value: ASCII letters, digits and `-`, such as `flex` or `space-between`.
public struct CSSKeyword: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The keyword.
  public let text: String

  /// Checks a keyword.
  ///
  /// - Parameter text: The keyword.
  /// - Throws: ``StatelyHTMLError/invalidCSS(_:reason:)`` when it is empty, longer than 64 characters or
  ///   has a character other than ASCII letters, digits and `-`.
  public init(_ text: String) throws(StatelyHTMLError) {
    if let reason = Self.problem(with: text) { throw .invalidCSS(text, reason: reason) }
    self.text = text
  }

  /// A keyword written in code. An invalid literal is a programming error and traps.
  ///
  /// - Parameter value: The keyword.
  public init(stringLiteral value: String) {
    if let reason = Self.problem(with: value) { preconditionFailure("CSSKeyword \"\(value)\": \(reason)") }
    self.text = value
  }

  static func problem(with text: String) -> String? {
    if text.isEmpty { return "a keyword is empty" }
    if text.unicodeScalars.count > 64 { return "a keyword is longer than 64 characters" }
    for scalar in text.unicodeScalars
    where
      !(("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "-")
    {
      return "\"\(scalar)\" is not allowed in a keyword (only letters, digits and -)"
    }
    return nil
  }
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
    let (red, green, blue) = (Self.cssByte(red), Self.cssByte(green), Self.cssByte(blue))
    return "rgba(\(red),\(green),\(blue),\(CSSFormat.number(ResolvedColor.cssClamp(alpha))))"
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
