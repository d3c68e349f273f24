extension ResolvedColor {
  /// The Rec. 709 luma of the encoded sRGB components:
  /// `0.2126 × red + 0.7152 × green + 0.0722 × blue`.
  ///
  /// The weights are applied to the gamma-encoded components as stored, not to linear light,
  /// and alpha is ignored. White has luma `1`, black `0`.
  public var luma: Double {
    0.2126 * red + 0.7152 * green + 0.0722 * blue
  }

  /// Moves red, green and blue a fraction of the way towards `other`; alpha is kept.
  ///
  /// ```swift
  /// ResolvedColor.white.mixed(with: .black, fraction: 0.2)  // 80 % white
  /// ```
  ///
  /// - Parameters:
  ///   - other: The colour to move towards; its alpha is ignored.
  ///   - fraction: `0` returns `self`'s channels, `1` returns `other`'s. Clamped into `0…1`.
  /// - Returns: The mixed colour, with `self`'s alpha.
  public func mixed(with other: ResolvedColor, fraction: Double) -> ResolvedColor {
    let amount = Self.clamp(fraction)
    func mix(_ mine: Double, _ theirs: Double) -> Double { mine + (theirs - mine) * amount }
    return ResolvedColor(
      uncheckedRed: mix(red, other.red), green: mix(green, other.green),
      blue: mix(blue, other.blue), alpha: alpha)
  }

  /// The same colour with its alpha multiplied by `factor`, clamped into `0…1`.
  ///
  /// - Parameter factor: The multiplier; NaN gives alpha `0`.
  /// - Returns: The colour with the scaled alpha.
  public func multiplyingAlpha(by factor: Double) -> ResolvedColor {
    withAlphaComponent(alpha * factor)
  }
}
