/// A typed custom state: a reverse-DNS name, the type of its value and the value it has until set
/// (the typed counterpart of UIKit's `UIConfigurationStateCustomKey`).
///
/// Declare each key once, as a static constant constrained to its value type:
///
/// ```swift
/// extension ConfigurationStateKey where Value == Bool {
///   static let isArchived = ConfigurationStateKey("com.example.archived", default: false)
/// }
///
/// var state = CellConfigurationState(traitCollection: .light)
/// state[.isArchived]          // false: the declared default, no cast needed
/// state[.isArchived] = true
/// ```
///
/// A key is identified by its ``name``: two keys with the same name address the same custom state,
/// so give every key a distinct reverse-DNS name. Reading a key that was never set returns its
/// ``defaultValue``; reading it as a different type than it was set with (two keys sharing a name
/// with different types) also returns the reader's default, and
/// ``ConfigurationState/customState(named:)`` reports the mismatch as an error.
public struct ConfigurationStateKey<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The key's identity, such as `"com.example.archived"`.
  public let name: String
  /// The value the state has while this key is not set.
  public let defaultValue: Value

  /// Declares a key.
  ///
  /// - Parameters:
  ///   - name: A reverse-DNS name, unique to this key.
  ///   - defaultValue: The value the state has until it is set.
  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }

  /// Two keys are equal when their names are: they address the same custom state.
  public static func == (lhs: ConfigurationStateKey, rhs: ConfigurationStateKey) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
