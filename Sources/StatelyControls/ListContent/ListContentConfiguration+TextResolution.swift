#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ListContentConfiguration.TextProperties {
  /// Checks the font size, line count and minimum scale factor.
  func validate(path: String) throws(ConfigurationError) {
    try ConfigurationError.checkLength(_font.pointSize, property: "\(path).font.pointSize")
    if numberOfLines < 0 {
      throw .negative(property: "\(path).numberOfLines", value: Double(numberOfLines))
    }
    try ConfigurationError.checkLength(minimumScaleFactor, property: "\(path).minimumScaleFactor")
  }

  /// Whether ``validate(path:)`` would pass, checked without building strings.
  var isValid: Bool {
    _font.pointSize.isFinite && _font.pointSize >= 0 && numberOfLines >= 0 && minimumScaleFactor.isFinite
      && minimumScaleFactor >= 0
  }

  /// The resolved text, or `nil` when there is no text.
  func resolve(
    text: String?, attributed: AttributedString?, in traits: TraitCollection,
    cache: inout TextTransformCache, path: @autoclosure () -> String
  ) throws(ConfigurationError) -> TextAppearance? {
    guard let string = cache.string(text: text, attributed: attributed, transform: transform) else {
      return nil
    }
    let base = _color.resolved(for: traits)
    let color: ResolvedColor
    do {
      color = try colorTransformer.map { (t) throws(ColorError) in try t.fastApply(base) } ?? base
    } catch {
      throw .invalidColor(property: "\(path()).colorTransformer", error: error)
    }
    return TextAppearance(
      string: string, attributedText: attributed, font: _font, color: color, alignment: alignment,
      lineBreakMode: lineBreakMode, numberOfLines: numberOfLines,
      adjustsFontSizeToFitWidth: adjustsFontSizeToFitWidth, minimumScaleFactor: min(minimumScaleFactor, 1),
      allowsDefaultTighteningForTruncation: allowsDefaultTighteningForTruncation)
  }
}
