extension SystemFont: CustomStringConvertible {
  /// The font as a designer reads it: the text style when there is one, the size in points and the
  /// weight.
  ///
  /// ```swift
  /// SystemFont(pointSize: 17, weight: .semibold, textStyle: .headline).description
  /// // "headline, system 17 pt semibold"
  /// ```
  public var description: String {
    let font = "system \(pointSize.pointsDescription) pt \(weight)"
    return textStyle.map { "\($0), \(font)" } ?? font
  }
}
