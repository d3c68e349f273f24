/// A configuration that names the properties its key paths reach, for explanations and diagnostics: a
/// key path to a computed property prints an address, not a name. ``ButtonConfiguration`` names its own.
///
/// ```swift
/// struct Badge: Hashable, Sendable, NamedProperties {
///   var text = ""
///   static func propertyName(of keyPath: AnyKeyPath) -> String? { keyPath == \Self.text ? "text" : nil }
/// }
/// ```
public protocol NamedProperties {
  /// The name of the property `keyPath` reaches, such as `"title"`, or `nil` for one it does not name.
  ///
  /// - Parameter keyPath: A key path from the configuration.
  /// - Complexity: O(*p*) for *p* named properties; a table asks once per property it sets.
  static func propertyName(of keyPath: AnyKeyPath) -> String?
}
