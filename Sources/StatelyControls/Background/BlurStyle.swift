/// The material of a blur, with UIKit's `UIBlurEffect.Style` raw values.
public enum BlurStyle: Int, Sendable, Hashable, CaseIterable {
  /// A bright, nearly opaque blur (0).
  case extraLight = 0
  /// A light blur (1).
  case light = 1
  /// A dark blur (2).
  case dark = 2
  /// A blur that follows light and dark appearance (4).
  case regular = 4
  /// A more opaque blur that follows light and dark appearance (5).
  case prominent = 5
  /// The thinnest adaptive material (6).
  case systemUltraThinMaterial = 6
  /// A thin adaptive material (7).
  case systemThinMaterial = 7
  /// The default adaptive material (8).
  case systemMaterial = 8
  /// A thick adaptive material (9).
  case systemThickMaterial = 9
  /// The material of bars (10).
  case systemChromeMaterial = 10
}
