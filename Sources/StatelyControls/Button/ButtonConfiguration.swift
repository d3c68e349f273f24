/// The complete description of a button's content and look (UIKit's `UIButton.Configuration`).
///
/// Start from a style and set what you need:
///
/// ```swift
/// var configuration = ButtonConfiguration.filled()
/// configuration.title = "Add to Cart"
/// configuration.image = .system("cart.badge.plus")
/// configuration.baseBackgroundColor = .systemPink
/// configuration.buttonSize = .large
/// configuration.cornerStyle = .capsule
///
/// let pressed = try configuration.resolvedAppearance(for: .highlighted, traits: .dark)
/// ```
///
/// The properties are those of ``Values``, read and written as the configuration's own
/// (`configuration.title`). Every property remembers whether you assigned it
/// (``CustomizableConfiguration/customizedProperties``): ``updated(for:traits:)`` recomputes only the
/// defaults you left alone for a state, and ``resolvedAppearance(for:traits:)`` turns the result into
/// concrete colours and lengths.
///
/// A configuration is a value with copy-on-write storage: copying it is one retain, and a copy that
/// changes copies the values first.
///
/// Lengths are checked when resolving: negative paddings, negative or oversized
/// ``Values/contentInsets`` and an ``Values/imagePlacement`` that is not a single edge throw a
/// ``ConfigurationError`` naming the property and the value. Setters never trap.
@dynamicMemberLookup
public struct ButtonConfiguration: CustomizableConfiguration, Sendable, Hashable {
  /// The stored properties.
  @usableFromInline var storage: CopyOnWrite<Values>

  /// Creates a configuration of a style, with its defaults for the normal state and the default
  /// traits: the same as ``plain()``, ``gray()``, ``tinted()``, ``filled()``, ``glass()``,
  /// ``prominentGlass()``, ``clearGlass()`` or ``prominentClearGlass()``, for code that holds the style
  /// as a value.
  ///
  /// ```swift
  /// let buttons = ButtonConfiguration.Style.allCases.map { ButtonConfiguration(style: $0) }
  /// ```
  ///
  /// - Parameter style: The style.
  public init(style: Style) {
    storage = CopyOnWrite(Values(style: style))
    storage.value.applyStateDefaults(for: .normal, tint: TraitCollection().tintColor)
  }

  /// The properties; writing them writes the configuration.
  public var values: Values {
    _read { yield storage.value }
    _modify { yield &storage.value }
  }

  var storedValues: Values {
    _read { yield storage.value }
  }

  /// Reads a property of ``Values`` as the configuration's own: `configuration.style`.
  @inlinable public subscript<Value>(dynamicMember keyPath: KeyPath<Values, Value>) -> Value {
    _read { yield storage.value[keyPath: keyPath] }
  }

  /// Reads and writes a property of ``Values`` as the configuration's own: `configuration.title = "Buy"`.
  @inlinable public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
    _read { yield storage.value[keyPath: keyPath] }
    _modify { yield &storage.value[keyPath: keyPath] }
  }

  /// Equal when the values are equal.
  public static func == (lhs: ButtonConfiguration, rhs: ButtonConfiguration) -> Bool {
    lhs.storage == rhs.storage
  }

  /// Hashes the values.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }

  /// Forgets customised ``Values/contentInsets``, so they follow ``Values/buttonSize`` again.
  public mutating func setDefaultContentInsets() {
    let insets = storage.value.metrics.contentInsets
    storage.value.$contentInsets.reset(to: insets)
  }

  /// The largest sum of two opposite content insets, in points: no button is larger.
  public static let maximumContentInsetSum: Double = 10_000
}
