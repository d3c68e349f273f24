/// The weight of a font, from ultra light to black, ordered by thickness.
public enum FontWeight: Int, Sendable, Hashable, CaseIterable, Comparable {
  /// Ultra light (CSS 100).
  case ultraLight = 1
  /// Thin (CSS 200).
  case thin = 2
  /// Light (CSS 300).
  case light = 3
  /// Regular (CSS 400).
  case regular = 4
  /// Medium (CSS 500).
  case medium = 5
  /// Semibold (CSS 600).
  case semibold = 6
  /// Bold (CSS 700).
  case bold = 7
  /// Heavy (CSS 800).
  case heavy = 8
  /// Black (CSS 900).
  case black = 9

  /// The CSS `font-weight` number: `100` for ultra light up to `900` for black.
  public var cssWeight: Int { rawValue * 100 }

  /// Orders by thickness.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
