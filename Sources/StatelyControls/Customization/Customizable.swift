/// A configuration property that remembers whether the user assigned it: the one customisation
/// mechanism every Stately configuration shares.
///
/// A style writes its defaults with ``setDefault(_:)``, which changes nothing the user assigned; the
/// user assigns through the property itself, which marks it customised:
///
/// ```swift
/// struct BadgeValues: Hashable, Sendable {
///   @Customizable var color = DynamicColor.systemRed
/// }
/// var values = BadgeValues()
/// values.$color.setDefault(.systemGray)   // a style default: applied
/// values.color = .systemBlue               // the user's value: customised
/// values.$color.setDefault(.systemGray)   // ignored: the user's value stays
/// values.$color.isCustomized              // true
/// ```
///
/// Assigning counts as customising even when the value does not change, as in UIKit. Two properties are
/// equal when their values and whether they are customised are equal.
@propertyWrapper
public struct Customizable<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The current value: the user's, or the latest default.
  @inlinable public var value: Value { storedValue }
  /// A count of the user's assignments, wrapping from the largest count to 1; 0 while the property
  /// holds a default. Updates compare it to tell whether a handler wrote the property: a button's update
  /// sets it to the largest count first, so any assignment changes it.
  @inlinable public var assignments: UInt32 { storedAssignments }

  // Stored under other names so that the accessors above, inlined into clients, can write them.
  @usableFromInline var storedValue: Value
  @usableFromInline var storedAssignments: UInt32

  /// Creates a property holding `wrappedValue` as a default.
  @inlinable public init(wrappedValue: Value) {
    self.storedValue = wrappedValue
    self.storedAssignments = 0
  }

  /// The value. Assigning it customises the property.
  @inlinable public var wrappedValue: Value {
    get { value }
    set {
      storedValue = newValue
      storedAssignments = storedAssignments == .max ? 1 : storedAssignments + 1
    }
  }

  /// The property itself, for ``setDefault(_:)``, ``reset(to:)`` and ``isCustomized``.
  public var projectedValue: Customizable<Value> {
    get { self }
    set { self = newValue }
  }

  /// Whether the user assigned the property.
  public var isCustomized: Bool { assignments != 0 }

  /// Writes a style's default, unless the user assigned the property.
  public mutating func setDefault(_ value: Value) {
    if storedAssignments == 0 { storedValue = value }
  }

  /// The value a style's `updated(for:)` would leave: the user's, or `defaultValue` when the user did not
  /// assign the property and the style has one.
  ///
  /// - Parameter defaultValue: The style's default, or `nil` when it has none.
  public func value(defaultingTo defaultValue: Value?) -> Value {
    guard assignments == 0, let defaultValue else { return value }
    return defaultValue
  }

  /// Gives a customised property the largest count, so the next assignment changes the count even in
  /// a configuration built afresh: an update marks what its handler may write, to tell if it did.
  mutating func markAssignments() {
    if storedAssignments != 0 { storedAssignments = .max }
  }

  /// Forgets the user's value: the property holds `value` as a default again.
  public mutating func reset(to value: Value) {
    storedValue = value
    storedAssignments = 0
  }

  /// Equal when the values are equal and both or neither are customised.
  public static func == (lhs: Customizable, rhs: Customizable) -> Bool {
    lhs.value == rhs.value && lhs.isCustomized == rhs.isCustomized
  }

  /// Hashes the value and whether it is customised.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(isCustomized)
  }
}

/// What ``CustomizableConfiguration`` reads from a ``Customizable`` without knowing its value type.
protocol CustomizationRecord {
  var isCustomized: Bool { get }
  var assignments: UInt32 { get }
}

extension Customizable: CustomizationRecord {}
