/// A portable font: a point size, a weight and, for fonts that follow Dynamic Type, the text style
/// they were made for (the parts of UIKit's `UIFont` a renderer needs).
///
/// ```swift
/// let body = SystemFont.preferredFont(forTextStyle: .body)       // 17 pt regular, style body
/// let badge = SystemFont.systemFont(ofSize: 12, weight: .semibold)
/// ```
///
/// A renderer draws the system font at ``pointSize`` and ``weight``; ``textStyle`` lets it scale the
/// size for the reader's text size setting. Stately itself has no Dynamic Type and uses the sizes of
/// the default text size.
public struct SystemFont: Sendable, Hashable {
  /// The semantic text styles (UIKit's `UIFont.TextStyle`), with their sizes at the default text size.
  public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// 34 pt regular.
    case largeTitle
    /// 28 pt regular.
    case title1
    /// 22 pt regular.
    case title2
    /// 20 pt regular.
    case title3
    /// 17 pt semibold.
    case headline
    /// 15 pt regular.
    case subheadline
    /// 17 pt regular.
    case body
    /// 16 pt regular.
    case callout
    /// 13 pt regular.
    case footnote
    /// 12 pt regular.
    case caption1
    /// 11 pt regular.
    case caption2

    /// The point size at the default text size.
    public var defaultPointSize: Double {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .subheadline: 15
      case .callout: 16
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      }
    }

    /// The weight of the style: semibold for ``headline``, regular for the others.
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
  }

  /// The size in points. Must be finite and not negative.
  public var pointSize: Double
  /// The weight.
  public var weight: FontWeight
  /// The text style the font was made for, or `nil` for a fixed-size font.
  public var textStyle: TextStyle?

  /// Creates a font.
  ///
  /// - Parameters:
  ///   - pointSize: The size in points.
  ///   - weight: The weight. Defaults to regular.
  ///   - textStyle: The text style, or `nil` for a fixed size.
  public init(pointSize: Double, weight: FontWeight = .regular, textStyle: TextStyle? = nil) {
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
  }

  /// The font of a text style at the default text size (UIKit's `preferredFont(forTextStyle:)`).
  ///
  /// - Parameter style: The text style.
  /// - Returns: The style's size and weight, tagged with the style.
  public static func preferredFont(forTextStyle style: TextStyle) -> SystemFont {
    SystemFont(pointSize: style.defaultPointSize, weight: style.defaultWeight, textStyle: style)
  }

  /// A fixed-size system font (UIKit's `systemFont(ofSize:weight:)`).
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - weight: The weight. Defaults to regular.
  /// - Returns: A font with no text style.
  public static func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> SystemFont {
    SystemFont(pointSize: size, weight: weight)
  }

  /// The same font with another weight.
  ///
  /// - Parameter weight: The new weight.
  /// - Returns: A copy with the weight replaced.
  public func withWeight(_ weight: FontWeight) -> SystemFont {
    SystemFont(pointSize: pointSize, weight: weight, textStyle: textStyle)
  }
}
