/// The material of a blur, with UIKit's `UIBlurEffect.Style` raw values.
public enum BlurStyle: Int, Sendable, Hashable, CaseIterable {
  /// A bright, nearly opaque blur (0).
  case extraLight
  /// A light blur (1).
  case light
  /// A dark blur (2).
  case dark
  /// A blur that follows light and dark appearance (4).
  case regular = 4
  /// A more opaque blur that follows light and dark appearance (5).
  case prominent
  /// The thinnest adaptive material (6).
  case systemUltraThinMaterial
  /// A thin adaptive material (7).
  case systemThinMaterial
  /// The default adaptive material (8).
  case systemMaterial
  /// A thick adaptive material (9).
  case systemThickMaterial
  /// The material of bars (10).
  case systemChromeMaterial
}
