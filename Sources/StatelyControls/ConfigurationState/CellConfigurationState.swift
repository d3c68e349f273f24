/// The state of a list cell (UIKit's `UICellConfigurationState`): everything in
/// ``ViewConfigurationState`` plus editing, expanded, swiped, reordering, drag and drop.
///
/// A ``Cell`` computes it in ``Cell/configurationState``; override that property to add custom
/// states:
///
/// ```swift
/// override var configurationState: CellConfigurationState {
///   var state = super.configurationState
///   state[.isArchived] = isArchived
///   return state
/// }
/// ```
///
/// Equality and hashing cover every flag, the traits and the custom states.
public struct CellConfigurationState: ConfigurationState, CustomStateStoring {
  // The flags are packed in one word (see ``CellFlags``), declared first: two states compare by one
  // integer before their traits, so a cell telling the state it toggled to from the one it left reads
  // a word, and copying a state copies a few words instead of a dozen fields.

  /// Every flag of the state: the four control flags at their `ControlState` bits, then the cell's.
  var flags = CellFlags()
  /// The custom states.
  var customStates = CustomStates()
  /// Light or dark appearance, tint and the containing list.
  public var traitCollection: TraitCollection

  /// Whether the cell is disabled.
  public var isDisabled: Bool {
    get { flags.contains(.disabled) }
    set { flags.set(.disabled, newValue) }
  }
  /// Whether a touch is down on the cell.
  public var isHighlighted: Bool {
    get { flags.contains(.highlighted) }
    set { flags.set(.highlighted, newValue) }
  }
  /// Whether the cell is selected.
  public var isSelected: Bool {
    get { flags.contains(.selected) }
    set { flags.set(.selected, newValue) }
  }
  /// Whether the cell has focus.
  public var isFocused: Bool {
    get { flags.contains(.focused) }
    set { flags.set(.focused, newValue) }
  }
  /// Whether the cell is pinned (headers and footers only; cells keep `false`).
  public var isPinned: Bool {
    get { flags.contains(.pinned) }
    set { flags.set(.pinned, newValue) }
  }
  /// Whether the cell's list is in editing mode.
  public var isEditing: Bool {
    get { flags.contains(.editing) }
    set { flags.set(.editing, newValue) }
  }
  /// Whether the cell's outline item shows its children.
  public var isExpanded: Bool {
    get { flags.contains(.expanded) }
    set { flags.set(.expanded, newValue) }
  }
  /// Whether the cell is swiped open to show swipe actions.
  public var isSwiped: Bool {
    get { flags.contains(.swiped) }
    set { flags.set(.swiped, newValue) }
  }
  /// Whether the cell is being reordered.
  public var isReordering: Bool {
    get { flags.contains(.reordering) }
    set { flags.set(.reordering, newValue) }
  }
  /// Where the cell is in a drag.
  public var cellDragState: CellConfigurationDragState {
    get { flags.dragState }
    set { flags.dragState = newValue }
  }
  /// Whether the cell is the target of a drop.
  public var cellDropState: CellConfigurationDropState {
    get { flags.dropState }
    set { flags.dropState = newValue }
  }

  /// Whether two states are equal: the same flags, traits and custom states.
  ///
  /// - Complexity: O(1) when neither has custom states; otherwise O(*n*) in their number.
  @inline(__always) public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.flags == rhs.flags, lhs.traitCollection == rhs.traitCollection else { return false }
    return (lhs.customStates.isEmpty && rhs.customStates.isEmpty) || lhs.customStates == rhs.customStates
  }

  /// Creates a state with every flag off and no custom states.
  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }

  /// Creates a cell state with the flags, traits and custom states of a view state; the cell-only
  /// flags are off.
  public init(_ viewState: ViewConfigurationState) {
    self.traitCollection = viewState.traitCollection
    self.isDisabled = viewState.isDisabled
    self.isHighlighted = viewState.isHighlighted
    self.isSelected = viewState.isSelected
    self.isFocused = viewState.isFocused
    self.isPinned = viewState.isPinned
    self.customStates = viewState.customStates
  }

  /// The view part of this state: the traits, the five view flags and the custom states.
  public var viewConfigurationState: ViewConfigurationState {
    var view = ViewConfigurationState(traitCollection: traitCollection)
    view.isDisabled = isDisabled
    view.isHighlighted = isHighlighted
    view.isSelected = isSelected
    view.isFocused = isFocused
    view.isPinned = isPinned
    view.customStates = customStates
    return view
  }
}

extension CellConfigurationState: CustomReflectable {
  /// The traits, each flag by name and the custom states, as a debugger and `dump` show them.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "traitCollection": traitCollection as Any, "isDisabled": isDisabled, "isHighlighted": isHighlighted,
        "isSelected": isSelected, "isFocused": isFocused, "isPinned": isPinned, "isEditing": isEditing,
        "isExpanded": isExpanded, "isSwiped": isSwiped, "isReordering": isReordering,
        "cellDragState": cellDragState, "cellDropState": cellDropState, "customStates": customStates.entries,
      ], displayStyle: .struct)
  }
}
