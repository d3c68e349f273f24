/// Stately's metrics for one ``ButtonConfiguration/Size``: fonts, default spacing and corner
/// radii. The table of every size is in <doc:ButtonStyles>.
public struct ButtonMetrics: Sendable, Hashable {
  /// The title font size in points.
  public let titleFontSize: Double
  /// The title font weight.
  public let titleFontWeight: FontWeight
  /// The subtitle font size in points.
  public let subtitleFontSize: Double
  /// The subtitle font weight.
  public let subtitleFontWeight: FontWeight
  /// The default ``ButtonConfiguration/Values/contentInsets``.
  public let contentInsets: DirectionalEdgeInsets
  /// The default ``ButtonConfiguration/Values/imagePadding``.
  public let imagePadding: Double
  /// The default ``ButtonConfiguration/Values/titlePadding``.
  public let titlePadding: Double
  /// The height of a one-line button with this size and its default insets.
  public let nominalHeight: Double
  /// The default background corner radius, used by the `dynamic` and `fixed` corner styles.
  public let defaultCornerRadius: Double
  /// The radius of the `small` corner style.
  public let smallCornerRadius: Double
  /// The radius of the `medium` corner style.
  public let mediumCornerRadius: Double
  /// The radius of the `large` corner style.
  public let largeCornerRadius: Double

  /// The metrics of a size.
  public static func forSize(_ size: ButtonConfiguration.Size) -> ButtonMetrics {
    switch size {
    case .mini: mini
    case .small: small
    case .medium: medium
    case .large: large
    }
  }

  static let mini = ButtonMetrics(
    titleFontSize: 12, titleFontWeight: .regular, subtitleFontSize: 10, subtitleFontWeight: .regular,
    contentInsets: DirectionalEdgeInsets(vertical: 4, horizontal: 8), imagePadding: 4, titlePadding: 1,
    nominalHeight: 24, defaultCornerRadius: 5, smallCornerRadius: 3, mediumCornerRadius: 5,
    largeCornerRadius: 8)
  static let small = ButtonMetrics(
    titleFontSize: 14, titleFontWeight: .medium, subtitleFontSize: 11, subtitleFontWeight: .regular,
    contentInsets: DirectionalEdgeInsets(vertical: 5, horizontal: 10), imagePadding: 4, titlePadding: 1,
    nominalHeight: 28, defaultCornerRadius: 6, smallCornerRadius: 4, mediumCornerRadius: 6,
    largeCornerRadius: 10)
  static let medium = ButtonMetrics(
    titleFontSize: 17, titleFontWeight: .medium, subtitleFontSize: 13, subtitleFontWeight: .regular,
    contentInsets: DirectionalEdgeInsets(vertical: 7, horizontal: 12), imagePadding: 6, titlePadding: 1,
    nominalHeight: 34, defaultCornerRadius: 8, smallCornerRadius: 4, mediumCornerRadius: 8,
    largeCornerRadius: 12)
  static let large = ButtonMetrics(
    titleFontSize: 20, titleFontWeight: .semibold, subtitleFontSize: 15, subtitleFontWeight: .regular,
    contentInsets: DirectionalEdgeInsets(vertical: 14, horizontal: 20), imagePadding: 8, titlePadding: 2,
    nominalHeight: 50, defaultCornerRadius: 12, smallCornerRadius: 6, mediumCornerRadius: 10,
    largeCornerRadius: 16)

  /// The corner a background gets under a corner style.
  ///
  /// - Parameters:
  ///   - style: The corner style.
  ///   - backgroundRadius: The background's `cornerRadius`, used by `fixed` and `dynamic`.
  /// - Returns: `.capsule` for `capsule`, otherwise a rounded corner.
  public func corner(for style: ButtonConfiguration.CornerStyle, backgroundRadius: Double) -> CornerShape {
    switch style {
    case .fixed, .dynamic: .rounded(backgroundRadius)
    case .small: .rounded(smallCornerRadius)
    case .medium: .rounded(mediumCornerRadius)
    case .large: .rounded(largeCornerRadius)
    case .capsule: .capsule
    }
  }
}
