/// The inputs a configuration reads to style itself for a view's state (UIKit's
/// `UIConfigurationState`): a trait collection and typed custom states.
///
/// ``ViewConfigurationState`` and ``CellConfigurationState`` conform; apps may write their own state
/// types. `updated(for:)` of ``BackgroundConfiguration`` and ``ListContentConfiguration`` read the
/// view flags below; a conforming type that has no such flags keeps their defaults (`false`).
///
/// Custom states are typed by their ``ConfigurationStateKey``:
///
/// ```swift
/// if state[.isArchived] { background.backgroundColor = .systemGray5 }
/// ```
public protocol ConfigurationState: Sendable, Hashable {
  /// Creates a state with no flags set and no custom states.
  init(traitCollection: TraitCollection)

  /// Light or dark appearance, tint and the containing list.
  var traitCollection: TraitCollection { get set }

  /// The value of a custom state, or the key's default when it is not set.
  ///
  /// Setting a value equal to the key's default removes the custom state, so a state that never set
  /// a key equals one that set it back to its default.
  subscript<Value>(key: ConfigurationStateKey<Value>) -> Value { get set }

  /// The value stored for a raw key name, for code that only knows names (diagnostics, bridges).
  ///
  /// - Parameter name: The key's name.
  /// - Throws: ``ConfigurationStateError/unknownCustomState(name:known:)`` when nothing is set
  ///   under `name`.
  func customState(named name: String) throws(ConfigurationStateError) -> any Hashable & Sendable

  /// The names of the custom states that are set, in ascending order.
  var customStateNames: [String] { get }

  /// Whether the view is disabled.
  var isDisabled: Bool { get }
  /// Whether the view is highlighted (a touch is down on it).
  var isHighlighted: Bool { get }
  /// Whether the view is selected.
  var isSelected: Bool { get }
  /// Whether the view has focus.
  var isFocused: Bool { get }
  /// Whether a header or footer is pinned to the edge of the visible area.
  var isPinned: Bool { get }
}

extension ConfigurationState {
  /// A shorter name for ``traitCollection``.
  public var traits: TraitCollection {
    get { traitCollection }
    set { traitCollection = newValue }
  }

  /// `false` unless the conforming type says otherwise.
  public var isDisabled: Bool { false }
  /// `false` unless the conforming type says otherwise.
  public var isHighlighted: Bool { false }
  /// `false` unless the conforming type says otherwise.
  public var isSelected: Bool { false }
  /// `false` unless the conforming type says otherwise.
  public var isFocused: Bool { false }
  /// `false` unless the conforming type says otherwise.
  public var isPinned: Bool { false }

  /// The value stored for a raw key name, checked against the expected type.
  ///
  /// ```swift
  /// let archived = try state.customState(named: "com.example.archived", as: Bool.self)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The key's name.
  ///   - type: The type the value should have.
  /// - Throws: ``ConfigurationStateError/unknownCustomState(name:known:)`` or
  ///   ``ConfigurationStateError/customStateTypeMismatch(name:expected:actual:)``.
  public func customState<Value>(named name: String, as type: Value.Type) throws(ConfigurationStateError)
    -> Value
  {
    let value = try customState(named: name)
    guard let typed = value as? Value else {
      throw .customStateTypeMismatch(
        name: name, expected: String(describing: Value.self),
        actual: String(describing: Swift.type(of: value)))
    }
    return typed
  }
}
