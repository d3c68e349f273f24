/// A named function that adjusts title or subtitle attributes for the current state (UIKit's
/// `UIConfigurationTextAttributesTransformer`).
///
/// Two transformers are equal when their names are, so give distinct functions distinct names.
///
/// ```swift
/// var configuration = ButtonConfiguration.filled()
/// configuration.titleTextAttributesTransformer = TextAttributesTransformer(name: "bold") {
///   var attributes = $0
///   attributes.fontWeight = .bold
///   return attributes
/// }
/// ```
public struct TextAttributesTransformer: Sendable, Hashable, CustomStringConvertible {
  /// The function and its name.
  let function: NamedFunction<TextAttributes>

  /// Creates a transformer.
  ///
  /// - Parameters:
  ///   - name: The identity of the transformer, used for equality, hashing and errors.
  ///   - transform: The function.
  public init(name: String, _ transform: @escaping @Sendable (TextAttributes) -> TextAttributes) {
    self.function = NamedFunction(name: name, transform: transform)
  }

  /// The name given at creation.
  public var name: String { function.name }

  /// The transformer's ``name``, as traces and inspectors print it.
  public var description: String { name }

  /// Applies the transformer and checks its result.
  ///
  /// - Parameter attributes: The attributes the style chose.
  /// - Throws: ``ConfigurationError/notFinite(property:value:)`` or
  ///   ``ConfigurationError/negative(property:value:)`` for a bad font size, and
  ///   ``ConfigurationError/invalidColor(property:error:)`` for a bad colour; the property reads
  ///   `TextAttributesTransformer "name"`.
  public func apply(_ attributes: TextAttributes) throws(ConfigurationError) -> TextAttributes {
    let result = function.transform(attributes)
    try ConfigurationError.checkLength(
      result.fontSize, property: "TextAttributesTransformer \"\(name)\" fontSize")
    if let (component, value) = result.foregroundColor.firstInvalidComponent {
      throw .invalidColor(
        property: "TextAttributesTransformer \"\(name)\"",
        error: .invalidTransformerOutput(transformer: name, component: component, value: value))
    }
    return result
  }

  /// Equal when the names are equal.
  public static func == (lhs: TextAttributesTransformer, rhs: TextAttributesTransformer) -> Bool {
    lhs.function === rhs.function || lhs.name == rhs.name
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
