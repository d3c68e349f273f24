import Stately
import StatelyControls

/// The Swift that draws a switch or a segmented control tile, made from the tile's control: its values
/// (on, segments, selection, enabled segments) and its state.
enum ControlCode {
  /// The lines that put `control` in its interaction state: a highlight and a focus before disabling,
  /// as a disabled control takes neither.
  private static func interaction(_ control: Control, variable: String, _ idiom: GalleryCode.Idiom)
    -> [String]
  {
    let state = control.state
    var lines: [String] = []
    if state.contains(.selected) { lines.append("\(variable).isSelected = true") }
    if state.contains(.highlighted) { lines.append("\(variable).isHighlighted = true") }
    if state.contains(.focused) {
      lines.append(
        idiom == .stately
          ? "\(variable).isFocused = true" : "// focused: UIKit's focus system sets it, not code")
    }
    if state.contains(.disabled) { lines.append("\(variable).isEnabled = false") }
    if idiom == .stately { lines.append("\(variable).engine.cycle.flush()") }
    return lines
  }

  /// Both idioms' code of a switch.
  static func switchCode(_ control: Switch) -> [GalleryCode] {
    let uikit = ["let control = UISwitch()"] + (control.isOn ? ["control.isOn = true"] : [])
    let stately = ["let control = Switch(isOn: \(control.isOn))"]
    return both(control, uikit: uikit, stately: stately)
  }

  /// Both idioms' code of a segmented control.
  static func segmentedCode(_ control: SegmentedControl) -> [GalleryCode] {
    let segments = 0..<control.numberOfSegments
    let uikitItems = segments.map { index in
      control.titleForSegment(at: index).map(SwiftSource.string)
        ?? control.imageForSegment(at: index).map { SwiftSource.image($0, .uikit) + "!" } ?? "\"\""
    }
    let statelyItems = segments.map { index in
      control.titleForSegment(at: index).map { ".title(\(SwiftSource.string($0)))" }
        ?? control.imageForSegment(at: index).map { ".image(\(SwiftSource.image($0, .stately)))" }
        ?? ".title(\"\")"
    }
    var values: [String] = []
    if control.selectedSegmentIndex >= 0 {
      values.append("control.selectedSegmentIndex = \(control.selectedSegmentIndex)")
    }
    for index in segments where !control.isEnabledForSegment(at: index) {
      values.append("control.setEnabled(false, forSegmentAt: \(index))")
    }
    let uikit = ["let control = UISegmentedControl(items: [\(uikitItems.joined(separator: ", "))])"] + values
    let stately =
      ["let control = SegmentedControl(items: [\(statelyItems.joined(separator: ", "))])"] + values
    return both(control, uikit: uikit, stately: stately)
  }

  /// A control's code in both idioms: its declaration in each, then what was done to it.
  private static func both(_ control: Control, uikit: [String], stately: [String]) -> [GalleryCode] {
    [
      GalleryCode(
        idiom: .uikit,
        source: (uikit + interaction(control, variable: "control", .uikit)).joined(separator: "\n"),
        controls: ["control"]),
      GalleryCode(
        idiom: .stately,
        source: (stately + interaction(control, variable: "control", .stately)).joined(separator: "\n"),
        controls: ["control"]),
    ]
  }
}
