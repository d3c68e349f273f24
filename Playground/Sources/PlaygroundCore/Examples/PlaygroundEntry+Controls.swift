import Stately
import StatelyControls

extension PlaygroundEntry {
  /// The switch: on and off, pressed and disabled; a click flips it and sends `valueChanged`.
  static let switchControl = PlaygroundEntry.control(
    id: "switch", title: "Switch",
    summary: "UISwitch's behaviour: isOn and setOn(_:animated:) send no action, a tap flips the switch and "
      + "sends valueChanged once, a disabled switch ignores taps; the on state is a custom state, so every "
      + "combination with highlighted and disabled is a reachable state.",
    make: { cycle in Switch(isOn: true, cycle: cycle) }, code: ControlCode.switchCode,
    why: { ExplanationWords.why(switch: $0) })

  /// The segmented control: Day, Week, Month and a star, with Month disabled. A pointer with a position
  /// drives UIKit's touch tracking, so the pressed segment follows the finger and the lift selects the
  /// segment under it; a click without a position selects the segment under the pointer, and keys 1 to 4
  /// tap a segment.
  static let segmentedControl = PlaygroundEntry.control(
    id: "segmented", title: "Segmented control",
    summary: "UISegmentedControl's behaviour: a tap selects the segment under the finger and sends "
      + "valueChanged once, a finger sliding across the segments selects the one where it lifts, tapping "
      + "the selected segment sends nothing, a disabled segment ignores taps, and each segment's title "
      + "attributes come from its state, else normal, else the defaults. Keys 1 to 4 tap a segment.",
    acceptsKeys: true,
    make: { (cycle: UpdateCycle) -> SegmentedControl in
      let control = SegmentedControl(
        items: [.title("Day"), .title("Week"), .title("Month"), .image(.system("star"))], cycle: cycle)
      control.selectedSegmentIndex = 0
      control.setEnabled(false, forSegmentAt: 2)
      return control
    },
    handle: { (event: BrowserEvent, control: SegmentedControl) in
      // A pointer with a position: the segment under it, from the control's bounds and segment widths.
      if event.pointer != nil {
        LiveControl.pointer(event, on: control)
        return
      }
      let segment = event.part.flatMap { Int($0) }
      switch event.kind {
      case .pointerDown:
        if let segment { control.press(segmentAt: segment) } else { control.press() }
      case .pointerLeave: control.release(inside: false)
      case .click:
        if control.isHighlighted {
          control.release(inside: true)
        } else if let segment {
          control.tapSegment(at: segment)
        }
      case .key:
        if let key = event.key, let number = Int(key), number >= 1 { control.tapSegment(at: number - 1) }
      case .focus: control.isFocused = true
      case .blur: control.isFocused = false
      case .pointerCancel: control.cancelTracking()
      case .pointerUp, .pointerMove: break
      }
    }, code: ControlCode.segmentedCode, why: { ExplanationWords.why(segmented: $0) })
}
