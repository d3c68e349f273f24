extension CellConfigurationState {
  /// The names of the set flags, in a fixed order, then the names of the custom states; `["normal"]`
  /// when there are none. Inspectors and renderers show it; a flag's name is its property's without
  /// `is`.
  ///
  /// ```swift
  /// var state = CellConfigurationState(traitCollection: TraitCollection())
  /// state.isSelected = true
  /// state.isSwiped = true
  /// state.stateNames  // ["selected", "swiped"]
  /// ```
  ///
  /// - Complexity: O(*c*) in the number of custom states.
  public var stateNames: [String] {
    let flags: [(Bool, String)] = [
      (isHighlighted, "highlighted"), (isDisabled, "disabled"), (isSelected, "selected"),
      (isFocused, "focused"), (isPinned, "pinned"), (isEditing, "editing"),
      (isExpanded, "expanded"), (isSwiped, "swiped"), (isReordering, "reordering"),
    ]
    let names = flags.filter(\.0).map(\.1) + customStateNames
    return names.isEmpty ? ["normal"] : names
  }
}
