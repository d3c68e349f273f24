#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ListContentConfiguration.TextProperties {
  /// Checks the font size, line count and minimum scale factor; allocation-free unless it throws.
  func validate(path: @autoclosure () -> String) throws(ConfigurationError) {
    try ConfigurationError.checkLength(font.pointSize, property: "\(path()).font.pointSize")
    if numberOfLines < 0 {
      throw .negative(property: "\(path()).numberOfLines", value: Double(numberOfLines))
    }
    try ConfigurationError.checkLength(minimumScaleFactor, property: "\(path()).minimumScaleFactor")
  }

  /// The resolved text, or `nil` when there is no text.
  func resolve(
    text: String?, attributed: AttributedString?, in traits: TraitCollection,
    path: @autoclosure () -> String
  ) throws(ConfigurationError) -> TextAppearance? {
    guard let string = attributed.map({ String($0.characters) }) ?? text else { return nil }
    let displayed = transform.apply(to: string)
    let color = try colorTransformer.transform(
      self.color.resolved(for: traits), property: "\(path()).colorTransformer")
    return TextAppearance(
      string: displayed, attributedText: attributed, font: font, color: color, alignment: alignment,
      lineBreakMode: lineBreakMode, numberOfLines: numberOfLines,
      adjustsFontSizeToFitWidth: adjustsFontSizeToFitWidth, minimumScaleFactor: min(minimumScaleFactor, 1),
      allowsDefaultTighteningForTruncation: allowsDefaultTighteningForTruncation)
  }
}
