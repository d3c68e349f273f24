import Stately

extension SegmentedControlAppearance {
  /// Resolves a segmented control's appearance, a pure function of its inputs; `pressedSegmentIndex`
  /// counts only while `state` is highlighted. Throws for an invalid thumb tint.
  static func resolve(
    state: ControlState, segments: [Segment], selectedSegmentIndex: Int, pressedSegmentIndex: Int?,
    isMomentary: Bool, selectedSegmentTintColor: DynamicColor?,
    titleTextAttributes: StateTable<TextAttributes?>, traits: TraitCollection
  ) throws(ConfigurationError) -> SegmentedControlAppearance {
    try selectedSegmentTintColor?.validate(property: "SegmentedControl.selectedSegmentTintColor")
    let controlDisabled = state.contains(.disabled)
    let selected =
      isMomentary || !segments.indices.contains(selectedSegmentIndex) ? nil : selectedSegmentIndex
    let pressed = state.contains(.highlighted) ? pressedSegmentIndex : nil
    let thumbColor = (selectedSegmentTintColor ?? defaultThumbColor).resolved(for: traits)
    var appearances: [SegmentAppearance] = []
    appearances.reserveCapacity(segments.count)
    for (index, segment) in segments.enumerated() {
      let segmentState = Self.segmentState(
        isSelected: index == selected, isPressed: index == pressed,
        isDisabled: controlDisabled || !segment.isEnabled)
      let attributes =
        titleTextAttributes.legacyValue(for: segmentState)
        ?? defaultTitleTextAttributes(for: segmentState, traits: traits)
      appearances.append(
        SegmentAppearance(
          state: segmentState, content: segment.content, titleAttributes: attributes,
          isSelected: segmentState.contains(.selected), isHighlighted: segmentState.contains(.highlighted),
          isEnabled: segment.isEnabled, width: segment.width == 0 ? nil : segment.width,
          thumbColor: segmentState.contains(.selected) ? thumbColor : nil))
    }
    return SegmentedControlAppearance(
      state: state, backgroundColor: defaultBackgroundColor.resolved(for: traits),
      cornerRadius: defaultCornerRadius, thumbCornerRadius: defaultThumbCornerRadius, segments: appearances,
      selectedSegmentIndex: selected ?? SegmentedControl.noSegment,
      highlightedSegmentIndex: appearances.indices.first { appearances[$0].isHighlighted },
      isMomentary: isMomentary, opacity: controlDisabled ? disabledOpacity : 1)
  }

  /// A segment's own state (see ``SegmentAppearance/state``): a disabled segment is never highlighted.
  static func segmentState(isSelected: Bool, isPressed: Bool, isDisabled: Bool) -> ControlState {
    var state: ControlState = isSelected ? .selected : .normal
    if isDisabled {
      state.insert(.disabled)
    } else if isPressed {
      state.insert(.highlighted)
    }
    return state
  }
}
