/// A colour with one value for light appearance and one for dark.
///
/// Configurations store `DynamicColor` values; resolution against a ``UserInterfaceStyle``
/// is explicit and gives the concrete ``ResolvedColor`` a renderer draws:
///
/// ```swift
/// let label = DynamicColor.label
/// label.resolved(in: .dark)   // white
/// label.resolved(in: .light)  // black
///
/// let brand = DynamicColor(light: ResolvedColor(hex: 0x0A6CFF), dark: ResolvedColor(hex: 0x4D9BFF))
/// let fixed = DynamicColor(ResolvedColor(hex: 0xFF2D55))  // the same in both
/// ```
public struct DynamicColor: Sendable, Hashable {
  /// The colour in light appearance.
  public var light: ResolvedColor
  /// The colour in dark appearance.
  public var dark: ResolvedColor

  /// Creates a colour with separate light and dark values.
  ///
  /// - Parameters:
  ///   - light: The value for ``UserInterfaceStyle/light``.
  ///   - dark: The value for ``UserInterfaceStyle/dark``.
  public init(light: ResolvedColor, dark: ResolvedColor) {
    self.light = light
    self.dark = dark
  }

  /// Creates a colour that is the same in light and dark appearance.
  ///
  /// - Parameter color: The value for both appearances.
  public init(_ color: ResolvedColor) {
    self.init(light: color, dark: color)
  }

  /// The concrete colour for an appearance.
  ///
  /// - Parameter style: Light or dark.
  /// - Returns: ``light`` or ``dark``.
  public func resolved(in style: UserInterfaceStyle) -> ResolvedColor {
    switch style {
    case .light: light
    case .dark: dark
    }
  }

  /// The concrete colour for the appearance of a trait collection.
  ///
  /// - Parameter traits: The environment; only its ``TraitCollection/userInterfaceStyle`` counts.
  /// - Returns: ``light`` or ``dark``.
  public func resolved(for traits: TraitCollection) -> ResolvedColor {
    resolved(in: traits.userInterfaceStyle)
  }

  /// Applies `transform` to both values.
  ///
  /// - Parameter transform: A function from a colour to a colour.
  /// - Returns: A dynamic colour holding both results.
  public func map(_ transform: (ResolvedColor) throws(ColorError) -> ResolvedColor) throws(ColorError)
    -> DynamicColor
  {
    DynamicColor(light: try transform(light), dark: try transform(dark))
  }

  /// Whether both values are valid colours.
  public var isValid: Bool { light.isValid && dark.isValid }
}

extension DynamicColor {
  /// Checks both sides, naming `property` and the side at fault; allocation-free unless it throws.
  func validate(property: @autoclosure () -> String) throws(ConfigurationError) {
    do {
      try light.validate(context: "the light value")
      try dark.validate(context: "the dark value")
    } catch {
      throw .invalidColor(property: property(), error: error)
    }
  }
}
