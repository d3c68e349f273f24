#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Remembers the last transformed text, so resolving the same text again costs a comparison instead
/// of a new string.
struct TextTransformCache {
  private var source: String?
  private var attributedSource: AttributedString?
  private var transform = ListContentConfiguration.TextProperties.TextTransform.none
  private var result = ""

  /// The characters of `text` or `attributed` (which wins), after `transform`.
  mutating func string(
    text: String?, attributed: AttributedString?,
    transform: ListContentConfiguration.TextProperties.TextTransform
  ) -> String? {
    if let attributed {
      if attributedSource == attributed, self.transform == transform { return result }
      result = transform.apply(to: String(attributed.characters))
      attributedSource = attributed
      source = nil
    } else if let text {
      if transform == .none { return text }
      if attributedSource == nil, source == text, self.transform == transform { return result }
      result = transform.apply(to: text)
      source = text
      attributedSource = nil
    } else {
      return nil
    }
    self.transform = transform
    return result
  }
}

extension ListContentConfiguration.TextProperties.TextTransform {
  /// Applies the transform to a string.
  ///
  /// - Parameter string: The text.
  /// - Returns: The transformed text.
  func apply(to string: String) -> String {
    switch self {
    case .none: return string
    case .uppercase: return string.uppercased()
    case .lowercase: return string.lowercased()
    case .capitalized:
      var output = ""
      output.reserveCapacity(string.utf8.count)
      var atWordStart = true
      for character in string {
        output += atWordStart ? character.uppercased() : character.lowercased()
        atWordStart = character.isWhitespace
      }
      return output
    }
  }
}
