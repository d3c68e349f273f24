#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension ResolvedColor {
  /// WCAG 2's relative luminance: the linear-light brightness of the colour, `0` for black and `1` for
  /// white. Alpha is ignored; composite a translucent colour first with ``composited(over:)``.
  public var relativeLuminance: Double {
    func linear(_ channel: Double) -> Double {
      let value = Self.clamp(channel)
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The colour drawn over `background` with source-over blending; the result is as opaque as the two
  /// together.
  ///
  /// ```swift
  /// ResolvedColor(hexRGBA: 0x7878_8029).composited(over: .white).hexString  // "#E9E9EB"
  /// ```
  ///
  /// - Parameter background: What is underneath.
  public func composited(over background: ResolvedColor) -> ResolvedColor {
    let top = Self.clamp(alpha)
    let bottom = Self.clamp(background.alpha) * (1 - top)
    let alpha = top + bottom
    guard alpha > 0 else { return .clear }
    func blend(_ mine: Double, _ theirs: Double) -> Double { (mine * top + theirs * bottom) / alpha }
    return ResolvedColor(
      uncheckedRed: blend(red, background.red), green: blend(green, background.green),
      blue: blend(blue, background.blue), alpha: alpha)
  }

  /// WCAG 2's contrast ratio between two opaque colours, from `1` (the same) to `21` (black on white).
  /// Text needs 4.5 for level AA, or 3 when it is large.
  ///
  /// ```swift
  /// ResolvedColor.black.contrastRatio(with: .white)  // 21
  /// ```
  ///
  /// - Parameter other: The other colour; the order does not matter.
  /// - Returns: `(L1 + 0.05) / (L2 + 0.05)` with `L1` the lighter relative luminance.
  public func contrastRatio(with other: ResolvedColor) -> Double {
    let (mine, theirs) = (relativeLuminance, other.relativeLuminance)
    return (max(mine, theirs) + 0.05) / (min(mine, theirs) + 0.05)
  }
}
