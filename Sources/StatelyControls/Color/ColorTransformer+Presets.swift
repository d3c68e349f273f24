extension ColorTransformer {
  /// Returns the colour unchanged.
  public static let identity = ColorTransformer(kind: .identity)

  /// Replaces red, green and blue with the colour's Rec. 709 luma
  /// (`0.2126 R + 0.7152 G + 0.0722 B`, on the encoded sRGB components); alpha is kept.
  ///
  /// ```swift
  /// try ColorTransformer.grayscale.apply(.white)  // white
  /// ```
  public static let grayscale = ColorTransformer(kind: .grayscale)

  /// UIKit returns the system accent colour here, or passes the colour through when the
  /// platform has no accent colour. Stately has no accent colour, so this is the identity.
  /// It still compares unequal to ``identity``, so a configuration remembers which was chosen.
  public static let preferredTint = ColorTransformer(kind: .preferredTint)

  /// A de-emphasised monochrome version: the Rec. 709 luma `L` (see ``grayscale``) is pulled
  /// halfway towards mid gray, and red, green and blue are all set to `0.5 + (L − 0.5) / 2`.
  /// Alpha is kept. The result is always gray between `0.25` and `0.75`, whatever the
  /// accent colour.
  public static let monochromeTint = ColorTransformer(kind: .monochromeTint)

  /// Multiplies the alpha by `factor`; red, green and blue are kept.
  ///
  /// The factor is not clamped: with a factor above `1` (or NaN, or negative) the result can
  /// leave `0…1`, and ``ColorTransformer/apply(_:)`` then throws, naming `"alpha(<factor>)"`.
  ///
  /// - Parameter factor: The multiplier, normally in `0…1`.
  /// - Returns: A transformer that equals another `alpha` transformer with the same factor.
  public static func alpha(_ factor: Double) -> ColorTransformer {
    ColorTransformer(kind: .alpha(factor))
  }
}
