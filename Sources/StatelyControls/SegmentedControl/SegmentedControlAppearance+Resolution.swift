import Stately

extension SegmentedControlAppearance {
  /// Resolves a segmented control's appearance: a pure function of its state, its segments, its
  /// selection, the pressed segment, the momentary flag, the thumb tint, the stored title attributes
  /// and the traits.
  ///
  /// - Parameters:
  ///   - state: The control's state.
  ///   - segments: The segments, in order.
  ///   - selectedSegmentIndex: The stored selection, or `noSegment`.
  ///   - pressedSegmentIndex: The segment a touch is down in, or `nil`; ignored unless `state` is
  ///     highlighted.
  ///   - isMomentary: Whether the control is momentary, which hides the selection.
  ///   - selectedSegmentTintColor: The thumb colour, or `nil` for ``defaultThumbColor``.
  ///   - titleTextAttributes: The attributes stored per exact state.
  ///   - traits: The appearance to resolve colours in.
  /// - Throws: ``ConfigurationError/invalidColor(property:error:)`` for an invalid thumb tint.
  /// - Complexity: O(*n* · *a*) for *n* segments and *a* stored attribute states.
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

  /// A segment's own state: `.selected` when selected; `.disabled` when it or the control is disabled,
  /// else `.highlighted` when pressed. A disabled segment is never highlighted, as a disabled control
  /// never is.
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
