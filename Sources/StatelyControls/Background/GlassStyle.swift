/// The material of a Liquid Glass background, with the raw values of UIKit's `UIGlassEffect.Style`
/// (iOS 26).
///
/// Apple describes regular glass as the default material and clear glass as a more transparent one
/// that needs a dimming layer or similar treatment beneath it to keep content legible. The figures a
/// renderer draws for each (the fill, the blur) are Stately's, not Apple's; see the ButtonStyles
/// article.
///
/// ```swift
/// var background = BackgroundConfiguration.clear()
/// background.visualEffect = .glass(.clear)
/// ```
public enum GlassStyle: Int, Sendable, Hashable, CaseIterable {
  /// The standard glass material (0).
  case regular
  /// A highly transparent glass material (1).
  case clear
}
