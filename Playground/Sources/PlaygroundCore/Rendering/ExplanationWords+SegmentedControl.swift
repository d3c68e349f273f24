import Stately
import StatelyControls
import StatelyHTML

extension ExplanationWords {
  /// A segmented control's state and look in UISegmentedControl's words: `selectedSegmentIndex`, the
  /// control's `UIControl.State`, then each segment's own state and title attributes, and the disabled
  /// alpha, each with what gives it that value.
  ///
  /// - Parameter control: The segmented control, after its update.
  /// - Returns: One entry for the selection, one for the state, one per segment, one for the alpha.
  static func why(segmented control: SegmentedControl) -> [PropertyWhy] {
    let look = control.appearance
    let state = control.state
    let scheme = control.traits.userInterfaceStyle
    let selected = look.selectedSegmentIndex
    let selection: String
    if selected == SegmentedControl.noSegment {
      selection = "-1 (noSegment)"
    } else {
      selection = "\(selected) (\(name(of: look.segments[selected].content, at: selected)))"
    }
    var source =
      "a tap on an enabled segment other than the selected one sets it and sends valueChanged; "
      + "setting selectedSegmentIndex from code sends nothing"
    if look.isMomentary { source = "isMomentary is true, so no segment stays selected" }
    var result = [
      PropertyWhy(property: "selectedSegmentIndex", value: selection, source: source),
      PropertyWhy(
        property: "state", value: uikitState(state),
        source: stateSource(state, of: "the control")
          + (look.highlightedSegmentIndex.map {
            ", pressing segment \($0) (\(name(of: look.segments[$0].content, at: $0)))"
          } ?? "")),
    ]
    for (index, segment) in look.segments.enumerated() {
      result.append(
        PropertyWhy(
          property: "segment \(index) (\(name(of: segment.content, at: index)))",
          value: "\(uikitState(segment.state)): \(attributes(segment.titleAttributes, in: scheme))",
          source: segmentSource(segment, at: index, of: control)))
    }
    result.append(
      PropertyWhy(
        property: "alpha", value: alpha(look.opacity),
        source: state.contains(.disabled)
          ? "isEnabled is false: the whole control is drawn at half opacity" : "isEnabled is true"))
    return result
  }

  /// A segment by its title, or its image's name.
  private static func name(of content: SegmentContent?, at index: Int) -> String {
    switch content {
    case .title(let title): "\u{201C}\(title)\u{201D}"
    case .image(let image): "image \(image.name)"
    case nil: "empty"
    }
  }

  /// Title attributes as a person reads them: `13 pt semibold, #000000 label`.
  private static func attributes(_ attributes: TextAttributes, in scheme: UserInterfaceStyle) -> String {
    let size =
      attributes.fontSize == attributes.fontSize.rounded()
      ? String(Int(attributes.fontSize)) : String(attributes.fontSize)
    return "\(size) pt \(attributes.fontWeight), \(colour(attributes.foregroundColor, in: scheme))"
  }

  /// Why a segment has its state, and where its title attributes come from: the segment's own state,
  /// else `.normal`, else UIKit's defaults.
  private static func segmentSource(_ segment: SegmentAppearance, at index: Int, of control: SegmentedControl)
    -> String
  {
    var reasons: [String] = []
    if segment.isSelected { reasons.append("selectedSegmentIndex is \(index)") }
    if !segment.isEnabled {
      reasons.append("isEnabledForSegment(at: \(index)) is false")
    } else if segment.state.contains(.disabled) {
      reasons.append("the control's isEnabled is false")
    }
    if segment.isHighlighted { reasons.append("a finger is down on it") }
    let why = reasons.isEmpty ? "not selected, enabled, no finger on it" : list(reasons)
    let own = uikitState(segment.state)
    let attributes: String
    if control.titleTextAttributes(for: segment.state) != nil {
      attributes = "titleTextAttributes(for: \(own))"
    } else if segment.state != .normal, control.titleTextAttributes(for: .normal) != nil {
      attributes = "titleTextAttributes(for: \(own)) is nil, so those for .normal"
    } else {
      attributes = "titleTextAttributes(for: \(own)) is nil, so UIKit's default for \(own)"
    }
    return "\(why); \(attributes)"
  }
}
