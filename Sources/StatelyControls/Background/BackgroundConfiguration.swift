/// The look of a control's background: colour, stroke, corners, insets, image and effect
/// (UIKit's `UIBackgroundConfiguration`).
///
/// The properties are those of ``Values``, read and written as the configuration's own. Every property
/// remembers whether you set it. A style's `updated(for:)` (for example
/// ``ButtonConfiguration/updated(for:traits:)``) recomputes only the properties you left at their
/// defaults; your values are kept. ``CustomizableConfiguration/customizedProperties`` lists the ones you
/// set.
///
/// ```swift
/// var background = BackgroundConfiguration.clear()
/// background.backgroundColor = .secondarySystemBackground
/// background.cornerRadius = 12
/// background.strokeWidth = 1
/// background.strokeColor = .separator
/// let fill = try background.resolvedBackgroundColor(in: .dark)
/// ```
///
/// A `nil` ``Values/backgroundColor`` or ``Values/strokeColor`` means the tint colour, as in UIKit; use
/// ``DynamicColor/clear`` for none. Lengths are checked by ``validate()``, which the resolving functions
/// call: a negative ``Values/cornerRadius`` or ``Values/strokeWidth`` is an error, not clamped.
///
/// A configuration is a value with copy-on-write storage: copying it is one retain.
@dynamicMemberLookup
public struct BackgroundConfiguration: CustomizableConfiguration, Sendable, Hashable {
  /// The stored properties.
  @usableFromInline var storage: CopyOnWrite<Values>

  /// Creates a configuration with UIKit's defaults for `style`.
  package init(defaultStyle: DefaultStyle) {
    storage = CopyOnWrite(Values(defaultStyle: defaultStyle))
  }

  /// A transparent background with no default styling (UIKit's `clear()`).
  ///
  /// Its ``Values/backgroundColor`` is ``DynamicColor/clear``, not customised.
  ///
  /// - Returns: A configuration with every property at its default.
  public static func clear() -> BackgroundConfiguration {
    BackgroundConfiguration(defaultStyle: .clear)
  }

  /// The properties, as they are now; writing them writes the configuration.
  public var values: Values {
    _read { yield storage.value }
    _modify { yield &storage.value }
  }

  /// Which preset made this configuration; `updated(for:)` implementations switch on it.
  package var defaultStyle: DefaultStyle { storage.value.defaultStyle }

  /// Reads a property of ``Values`` as the configuration's own.
  @inlinable public subscript<Value>(dynamicMember keyPath: KeyPath<Values, Value>) -> Value {
    _read { yield storage.value[keyPath: keyPath] }
  }

  /// Reads and writes a property of ``Values`` as the configuration's own:
  /// `background.cornerRadius = 12`.
  @inlinable public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
    _read { yield storage.value[keyPath: keyPath] }
    _modify { yield &storage.value[keyPath: keyPath] }
  }
}
