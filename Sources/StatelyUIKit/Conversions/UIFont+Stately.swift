#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  extension UIFont {
    /// The system font of a Stately font: its point size and weight, scaled for Dynamic Type like its
    /// text style when it has one.
    ///
    /// ```swift
    /// UIFont.stately(SystemFont(pointSize: 17, weight: .semibold, textStyle: .headline))
    /// ```
    ///
    /// - Parameter font: A Stately font. A NaN or infinite size becomes the text style's default size,
    ///   or 17.
    /// - Returns: The UIKit font.
    public static func stately(_ font: SystemFont) -> UIFont {
      let size =
        font.pointSize.isFinite && font.pointSize > 0
        ? CGFloat(font.pointSize) : CGFloat(font.textStyle?.defaultPointSize ?? 17)
      let system = UIFont.systemFont(ofSize: size, weight: Weight(font.weight))
      guard let style = font.textStyle else { return system }
      return UIFontMetrics(forTextStyle: TextStyle(style)).scaledFont(for: system)
    }
  }

  extension UIFont.Weight {
    /// UIKit's weight of the same name.
    ///
    /// - Parameter weight: A Stately font weight.
    public init(_ weight: FontWeight) {
      self =
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
  }

  extension UIFont.TextStyle {
    /// UIKit's text style of the same name.
    ///
    /// - Parameter style: A Stately text style.
    public init(_ style: SystemFont.TextStyle) {
      self =
        switch style {
        case .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        }
    }
  }
#endif
