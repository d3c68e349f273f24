/// A custom state looked up by its raw name that cannot be read.
///
/// ```text
/// no custom state named "com.example.archive" is set; set names: com.example.archived
/// ```
public enum ConfigurationStateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No custom state with this name is set (a key set to its default counts as not set).
  ///
  /// - Parameters:
  ///   - name: The name looked up.
  ///   - known: The names that are set, in ascending order.
  case unknownCustomState(name: String, known: [String])

  /// The custom state holds a value of another type than the one asked for.
  ///
  /// - Parameters:
  ///   - name: The name looked up.
  ///   - expected: The type asked for.
  ///   - actual: The type of the stored value.
  case customStateTypeMismatch(name: String, expected: String, actual: String)

  /// A sentence naming the key and what was wrong.
  public var description: String {
    switch self {
    case .unknownCustomState(let name, let known):
      "no custom state named \"\(name)\" is set; set names: "
        + (known.isEmpty ? "none" : known.joined(separator: ", "))
    case .customStateTypeMismatch(let name, let expected, let actual):
      "custom state \"\(name)\" holds a \(actual), not a \(expected)"
    }
  }
}
