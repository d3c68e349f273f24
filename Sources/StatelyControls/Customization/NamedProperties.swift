/// A configuration that names the properties its key paths reach, for explanations and diagnostics.
///
/// Key paths to computed properties print an address rather than a name, so a ``ConfigurationTable``
/// asks its configuration for the names of the key paths its rules are set at. ``ButtonConfiguration``
/// names its own; a configuration of yours can name its too:
///
/// ```swift
/// struct BadgeConfiguration: Hashable, Sendable, NamedProperties {
///   var words = [String]()
///   var text: String {
///     get { words.joined(separator: " ") }
///     set { words = newValue.split(separator: " ").map(String.init) }
///   }
///
///   static func propertyName(of keyPath: AnyKeyPath) -> String? {
///     keyPath == \Self.text ? "text" : nil
///   }
/// }
/// ```
public protocol NamedProperties {
  /// The name of the property `keyPath` reaches, such as `"title"`, or `nil` for one it does not name.
  ///
  /// - Parameter keyPath: A key path from the configuration.
  /// - Complexity: O(*p*) for *p* named properties; a table asks once per property it sets.
  static func propertyName(of keyPath: AnyKeyPath) -> String?
}
