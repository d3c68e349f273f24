/// A configuration whose properties remember whether the user assigned them.
///
/// A conforming type keeps its properties in a ``Values`` struct of ``Customizable`` fields, and names
/// them with a ``Property`` enum; everything else (which properties are customised, and how
/// descriptions list them) comes from this protocol, the same way for every configuration:
///
/// ```swift
/// configuration.title = "Follow"
/// configuration.isCustomized(.title)        // true
/// configuration.customizedProperties        // [title]
/// ```
public protocol CustomizableConfiguration {
  /// The properties, one case per ``Customizable`` field of ``Values``.
  associatedtype Property: ConfigurationProperty
  /// The stored properties.
  associatedtype Values

  /// The stored properties. Writing them directly, as in `configuration.values.title = "Buy"`, is the
  /// same as writing through the configuration.
  var values: Values { get set }

  /// The properties the user has assigned, in declaration order.
  var customizedProperties: [Property] { get }
}

extension CustomizableConfiguration {
  /// The properties whose ``Customizable`` fields are customised, in declaration order.
  ///
  /// - Complexity: O(*n*) for *n* fields; it reflects on ``values``, so hot paths read fields directly.
  public var customizedProperties: [Property] { assignedProperties }

  /// The properties whose ``Customizable`` fields the user assigned, in declaration order: the default
  /// implementation of ``customizedProperties``.
  public var assignedProperties: [Property] {
    var found: [Property] = []
    for child in Mirror(reflecting: values).children {
      guard let record = child.value as? any CustomizationRecord, record.isCustomized,
        let label = child.label, label.hasPrefix("_"),
        let property = Property(rawValue: String(label.dropFirst()))
      else { continue }
      found.append(property)
    }
    return found.sorted()
  }

  /// Whether the user assigned `property`.
  ///
  /// - Parameter property: A property.
  /// - Returns: `true` once the user assigned it, until something resets it.
  public func isCustomized(_ property: Property) -> Bool {
    customizedProperties.contains(property)
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
