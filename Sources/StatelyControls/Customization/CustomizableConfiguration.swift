/// A configuration whose properties remember whether the user assigned them.
///
/// A conforming type keeps its properties in a ``Values`` struct of ``Customizable`` fields, names
/// them with a ``Property`` enum, and says in ``isCustomized(_:)`` which field each property reads;
/// the rest (the list of customised properties, and how descriptions name them) comes from this
/// protocol, the same way for every configuration:
///
/// ```swift
/// configuration.title = "Follow"
/// configuration.isCustomized(.title)        // true
/// configuration.customizedProperties        // [title]
/// ```
///
/// A conformance of your own reads each field's flag in a `switch`, which the compiler checks for
/// every property:
///
/// ```swift
/// struct BadgeConfiguration: CustomizableConfiguration {
///   enum Property: String, ConfigurationProperty { case color, text }
///   struct Values { @Customizable var color = DynamicColor.systemRed; @Customizable var text = "" }
///   var values = Values()
///
///   func isCustomized(_ property: Property) -> Bool {
///     switch property {
///     case .color: values.$color.isCustomized
///     case .text: values.$text.isCustomized
///     }
///   }
/// }
/// ```
public protocol CustomizableConfiguration {
  /// The properties, one case per ``Customizable`` field of ``Values``.
  associatedtype Property: ConfigurationProperty
  /// The stored properties.
  associatedtype Values

  /// The stored properties. Writing them directly, as in `configuration.values.title = "Buy"`, is the
  /// same as writing through the configuration.
  var values: Values { get set }

  /// Whether the user assigned `property`: whether its ``Customizable`` field is customised.
  ///
  /// - Returns: `true` once the user assigned it, until something resets it.
  func isCustomized(_ property: Property) -> Bool
}

extension CustomizableConfiguration {
  /// The properties the user has assigned, in declaration order.
  ///
  /// - Complexity: O(*n*) for *n* properties.
  public var customizedProperties: [Property] {
    Property.allCases.filter { isCustomized($0) }
  }

  /// Writes a style's default into a property, unless the user assigned it: the one way to apply a
  /// default, for `updated(for:)` implementations of your own.
  ///
  /// ```swift
  /// background.setDefault(\.$backgroundColor, .systemGray5)
  /// ```
  ///
  /// - Parameters:
  ///   - property: The property's ``Customizable`` (its projected value, `\.$name`).
  ///   - value: The default.
  public mutating func setDefault<Value>(
    _ property: WritableKeyPath<Values, Customizable<Value>>, _ value: Value
  ) {
    values[keyPath: property].setDefault(value)
  }

  /// The names of the customised properties, comma-separated, for descriptions.
  var customizedPropertyNames: String {
    customizedProperties.map(\.name).joined(separator: ", ")
  }
}
