// The values are the published iOS system colours (Human Interface Guidelines, iOS 15 and
// later), in sRGB, light value first.

extension DynamicColor {
  /// A palette entry from 8-bit light and dark channels.
  private static func system(
    _ light: (UInt8, UInt8, UInt8, Double), _ dark: (UInt8, UInt8, UInt8, Double)
  ) -> DynamicColor {
    DynamicColor(
      light: ResolvedColor(red8: light.0, green8: light.1, blue8: light.2, alpha: light.3),
      dark: ResolvedColor(red8: dark.0, green8: dark.1, blue8: dark.2, alpha: dark.3))
  }

  // MARK: - Tints

  /// System blue: `#007AFF` light, `#0A84FF` dark. UIKit's default tint.
  public static let systemBlue = system((0, 122, 255, 1), (10, 132, 255, 1))
  /// System pink: `#FF2D55` light, `#FF375F` dark.
  public static let systemPink = system((255, 45, 85, 1), (255, 55, 95, 1))
  /// System red: `#FF3B30` light, `#FF453A` dark.
  public static let systemRed = system((255, 59, 48, 1), (255, 69, 58, 1))
  /// System green: `#34C759` light, `#30D158` dark.
  public static let systemGreen = system((52, 199, 89, 1), (48, 209, 88, 1))
  /// System orange: `#FF9500` light, `#FF9F0A` dark.
  public static let systemOrange = system((255, 149, 0, 1), (255, 159, 10, 1))
  /// System yellow: `#FFCC00` light, `#FFD60A` dark.
  public static let systemYellow = system((255, 204, 0, 1), (255, 214, 10, 1))
  /// System purple: `#AF52DE` light, `#BF5AF2` dark.
  public static let systemPurple = system((175, 82, 222, 1), (191, 90, 242, 1))
  /// System teal: `#30B0C7` light, `#40C8E0` dark.
  public static let systemTeal = system((48, 176, 199, 1), (64, 200, 224, 1))
  /// System indigo: `#5856D6` light, `#5E5CE6` dark.
  public static let systemIndigo = system((88, 86, 214, 1), (94, 92, 230, 1))

  // MARK: - Grays

  /// System gray: `#8E8E93` in both appearances.
  public static let systemGray = system((142, 142, 147, 1), (142, 142, 147, 1))
  /// System gray 2: `#AEAEB2` light, `#636366` dark.
  public static let systemGray2 = system((174, 174, 178, 1), (99, 99, 102, 1))
  /// System gray 3: `#C7C7CC` light, `#48484A` dark.
  public static let systemGray3 = system((199, 199, 204, 1), (72, 72, 74, 1))
  /// System gray 4: `#D1D1D6` light, `#3A3A3C` dark.
  public static let systemGray4 = system((209, 209, 214, 1), (58, 58, 60, 1))
  /// System gray 5: `#E5E5EA` light, `#2C2C2E` dark.
  public static let systemGray5 = system((229, 229, 234, 1), (44, 44, 46, 1))
  /// System gray 6: `#F2F2F7` light, `#1C1C1E` dark.
  public static let systemGray6 = system((242, 242, 247, 1), (28, 28, 30, 1))

  // MARK: - Labels

  /// Primary text: black light, white dark.
  public static let label = system((0, 0, 0, 1), (255, 255, 255, 1))
  /// Secondary text: `#3C3C43` at 60 % light, `#EBEBF5` at 60 % dark.
  public static let secondaryLabel = system((60, 60, 67, 0.6), (235, 235, 245, 0.6))
  /// Tertiary text: `#3C3C43` at 30 % light, `#EBEBF5` at 30 % dark.
  public static let tertiaryLabel = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// Quaternary text: `#3C3C43` at 18 % light, `#EBEBF5` at 16 % dark.
  public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))

  // MARK: - Fills

  /// Fill for thin shapes: `#787880` at 20 % light, 36 % dark.
  public static let systemFill = system((120, 120, 128, 0.2), (120, 120, 128, 0.36))
  /// Fill for medium shapes: `#787880` at 16 % light, 32 % dark.
  public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
  /// Fill for large shapes: `#767680` at 12 % light, 24 % dark.
  public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
  /// Fill for large areas: `#747480` at 8 % light, `#767680` at 18 % dark.
  public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))

  // MARK: - Backgrounds

  /// The main background: white light, black dark.
  public static let systemBackground = system((255, 255, 255, 1), (0, 0, 0, 1))
  /// Background of grouped content: `#F2F2F7` light, `#1C1C1E` dark.
  public static let secondarySystemBackground = system((242, 242, 247, 1), (28, 28, 30, 1))
  /// Background of a grouped list: `#F2F2F7` light, black dark.
  public static let systemGroupedBackground = system((242, 242, 247, 1), (0, 0, 0, 1))

  // MARK: - Separators and fixed colours

  /// Thin separator lines: `#3C3C43` at 29 % light, `#545458` at 60 % dark.
  public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.6))
  /// Fully transparent in both appearances.
  public static let clear = DynamicColor(.clear)
  /// Opaque white in both appearances.
  public static let white = DynamicColor(.white)
  /// Opaque black in both appearances.
  public static let black = DynamicColor(.black)
}
