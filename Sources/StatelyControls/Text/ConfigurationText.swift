#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A configuration's title or subtitle as it was set: its characters, and the attributed string only
/// when that string carries attributes.
///
/// UIKit treats a plain title as an attributed title without attributes. Keeping the plain case as a
/// `String` means setting a title builds no attributed string, and comparing two configurations with
/// plain titles compares two strings: comparing attributed strings walks their runs, which costs about
/// as much as resolving a whole button.
struct ConfigurationText: Sendable, Hashable {
  /// The characters.
  let characters: String
  /// The attributed string as set, or `nil` when it had no attributes (or a plain string was set).
  let attributed: AttributedString?

  /// Plain text.
  init(_ characters: String) {
    self.characters = characters
    self.attributed = nil
  }

  /// An attributed string; one without attributes is kept as its characters.
  init(_ attributed: AttributedString) {
    let characters = String(attributed.characters)
    self.characters = characters
    self.attributed = attributed == AttributedString(characters) ? nil : attributed
  }

  /// The text as an attributed string: the one set, or the characters without attributes.
  var attributedString: AttributedString { attributed ?? AttributedString(characters) }
}
