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
public struct ViewConfigurationState: ConfigurationState, CustomStateStoring {
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
  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }
}
