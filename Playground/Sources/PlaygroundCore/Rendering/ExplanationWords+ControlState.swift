import Stately

extension ExplanationWords {
  /// The `UIControl.State` part of a state as Swift writes it: `.normal`, `.highlighted`,
  /// `[.highlighted, .disabled]`. Custom states (a switch's on) are not `UIControl.State` bits and are
  /// left out.
  ///
  /// - Parameter state: The control's state.
  /// - Returns: The state in UIKit's spelling.
  static func uikitState(_ state: ControlState) -> String {
    let names: [(ControlState, String)] = [
      (.highlighted, ".highlighted"), (.disabled, ".disabled"), (.selected, ".selected"),
      (.focused, ".focused"),
    ]
    let present = names.filter { state.contains($0.0) }.map(\.1)
    switch present.count {
    case 0: return ".normal"
    case 1: return present[0]
    default: return "[" + present.joined(separator: ", ") + "]"
    }
  }

  /// Where a control's `UIControl.State` comes from, in UIKit's words: `isHighlighted while a finger
  /// is down on it` and `isEnabled is false`, or `no finger down, and isEnabled is true`.
  ///
  /// - Parameters:
  ///   - state: The control's state.
  ///   - control: What the control is called in the sentence, such as `"the switch"`.
  /// - Returns: The sentence.
  static func stateSource(_ state: ControlState, of control: String) -> String {
    var reasons: [String] = []
    if state.contains(.highlighted) {
      reasons.append("isHighlighted is true while a finger is down on \(control)")
    }
    if state.contains(.disabled) { reasons.append("isEnabled is false") }
    if state.contains(.focused) { reasons.append("isFocused is true: it has keyboard focus") }
    return reasons.isEmpty
      ? "no finger is down on \(control) and isEnabled is true" : list(reasons)
  }
}
