/// The content of a list cell, header or footer: an image, a text and a secondary text, with their
/// styling and layout (UIKit's `UIListContentConfiguration`).
///
/// Start from a preset, usually a cell's ``Cell/defaultContentConfiguration()``, and set the content:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = .system("star")
/// content.text = "Favourites"
/// content.secondaryText = "12 items"
/// cell.contentConfiguration = content
/// ```
///
/// The properties are those of ``Values``, read and written as the configuration's own. Every styled
/// property remembers whether you set it. ``updated(for:)`` recomputes only the ones you left alone
/// (fonts, colours, image tint, margins and paddings) for the state and the list; your values are kept.
///
/// Lengths are checked when resolving (``validate()``, ``resolvedAppearance(in:)``): negative margins,
/// paddings, sizes, corner radii or line counts throw a ``ConfigurationError`` naming the property.
/// Setters never trap. A configuration is a value with copy-on-write storage: copying it is one retain.
@dynamicMemberLookup
public struct ListContentConfiguration: CustomizableConfiguration, Sendable, Hashable {
  /// The stored properties.
  @usableFromInline var storage: CopyOnWrite<Values>

  /// Creates a configuration of a preset with its normal look in a plain list.
  init(style: ListContentStyle) {
    storage = CopyOnWrite(Values(style: style))
  }

  /// The properties, as they are now; writing them writes the configuration.
  public var values: Values {
    _read { yield storage.value }
    _modify { yield &storage.value }
  }

  /// Reads a property of ``Values`` as the configuration's own.
  @inlinable public subscript<Value>(dynamicMember keyPath: KeyPath<Values, Value>) -> Value {
    _read { yield storage.value[keyPath: keyPath] }
  }

  /// Reads and writes a property of ``Values`` as the configuration's own: `content.text = "Inbox"`.
  @inlinable public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
    _read { yield storage.value[keyPath: keyPath] }
    _modify { yield &storage.value[keyPath: keyPath] }
  }
}
