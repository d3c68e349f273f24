/// Insets from the four edges of a rectangle, named by reading direction (UIKit's
/// `NSDirectionalEdgeInsets`), in points.
///
/// The type itself accepts any value. Each property that stores insets documents what it allows:
/// ``BackgroundConfiguration/Values/backgroundInsets`` allows negative values (outsets), while
/// ``ButtonConfiguration/Values/contentInsets`` does not. ``validate(property:allowsNegative:)`` checks
/// those rules.
public struct DirectionalEdgeInsets: Sendable, Hashable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the leading edge.
  public var leading: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the trailing edge.
  public var trailing: Double

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - top: Inset from the top edge.
  ///   - leading: Inset from the leading edge.
  ///   - bottom: Inset from the bottom edge.
  ///   - trailing: Inset from the trailing edge.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets with `vertical` at the top and bottom and `horizontal` at the sides.
  ///
  /// - Parameters:
  ///   - vertical: The top and bottom inset.
  ///   - horizontal: The leading and trailing inset.
  public init(vertical: Double, horizontal: Double) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  /// No inset on any edge.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// `leading + trailing`.
  public var horizontal: Double { leading + trailing }
  /// `top + bottom`.
  public var vertical: Double { top + bottom }

  /// Checks that every value is finite and, unless `allowsNegative`, not negative.
  ///
  /// - Parameters:
  ///   - property: The property path to name in the error, such as
  ///     `"ButtonConfiguration.contentInsets"`; built only for an error.
  ///   - allowsNegative: Whether negative values (outsets) are allowed.
  /// - Throws: ``ConfigurationError/notFinite(property:value:)`` or
  ///   ``ConfigurationError/negative(property:value:)`` for the first bad edge, in the order top,
  ///   leading, bottom, trailing; the property is named as `property.edge`.
  /// - Complexity: O(1), and allocation-free unless it throws.
  public func validate(property: @autoclosure () -> String, allowsNegative: Bool) throws(ConfigurationError) {
    try ConfigurationError.checkLength(top, property: "\(property()).top", allowsNegative: allowsNegative)
    try ConfigurationError.checkLength(
      leading, property: "\(property()).leading", allowsNegative: allowsNegative)
    try ConfigurationError.checkLength(
      bottom, property: "\(property()).bottom", allowsNegative: allowsNegative)
    try ConfigurationError.checkLength(
      trailing, property: "\(property()).trailing", allowsNegative: allowsNegative)
  }
}
