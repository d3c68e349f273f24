/// The portable text attributes of a button title or subtitle: what a
/// ``TextAttributesTransformer`` receives and returns, and what ``ButtonAppearance`` reports.
///
/// UIKit passes an `AttributeContainer` of platform fonts and colours; Stately keeps the few
/// attributes every renderer can draw.
public struct TextAttributes: Sendable, Hashable {
  /// The font size in points.
  public var fontSize: Double
  /// The font weight.
  public var fontWeight: FontWeight
  /// The text colour.
  public var foregroundColor: ResolvedColor
  /// Whether the text is underlined.
  public var isUnderlined: Bool

  /// Creates text attributes.
  ///
  /// - Parameters:
  ///   - fontSize: The font size in points.
  ///   - fontWeight: The font weight.
  ///   - foregroundColor: The text colour.
  ///   - isUnderlined: Whether to underline. Defaults to `false`.
  public init(
    fontSize: Double, fontWeight: FontWeight, foregroundColor: ResolvedColor, isUnderlined: Bool = false
  ) {
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.foregroundColor = foregroundColor
    self.isUnderlined = isUnderlined
  }
}
