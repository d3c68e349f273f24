/// The state of a view such as a list header or footer (UIKit's `UIViewConfigurationState`):
/// disabled, highlighted, selected, focused and pinned, its traits, and typed custom states.
///
/// ```swift
/// var state = ViewConfigurationState(traitCollection: TraitCollection(listEnvironment: .grouped))
/// state.isPinned = true
/// let header = BackgroundConfiguration.listHeader().updated(for: state)
/// ```
///
/// Equality and hashing cover every flag, the traits and the custom states.
public struct ViewConfigurationState: ConfigurationState {
  /// Light or dark appearance, tint and the containing list.
  public var traitCollection: TraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether a touch is down on the view.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has focus.
  public var isFocused = false
  /// Whether a header or footer is pinned to the edge of the visible area.
  public var isPinned = false
  /// The custom states.
  var customStates = CustomStates()

  /// Creates a state with every flag off and no custom states.
  ///
  /// - Parameter traitCollection: The traits.
  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The value of a custom state, or the key's default when it is not set (or was set with another
  /// type under the same name). Setting the default removes it.
  ///
  /// - Parameter key: The typed key.
  public subscript<Value>(key: ConfigurationStateKey<Value>) -> Value {
    get { customStates.value(for: key) }
    set { customStates.setValue(newValue, for: key) }
  }

  /// The value stored under a raw key name.
  ///
  /// - Parameter name: The key's name.
  /// - Throws: ``ConfigurationStateError/unknownCustomState(name:known:)`` when nothing is set.
  /// - Returns: The stored value.
  public func customState(named name: String) throws(ConfigurationStateError) -> any Hashable & Sendable {
    try customStates.lookUp(name)
  }

  /// The names of the custom states that are set, in ascending order.
  public var customStateNames: [String] { customStates.entries.map(\.name) }
}
