#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ListContentConfiguration.TextProperties.TextTransform {
  /// `string` with this transform applied.
  ///
  /// - Parameter string: The text as set.
  /// - Returns: The text as displayed.
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
