import Stately
import StatelyControls
import StatelyHTML

extension ExplanationWords {
  /// A switch's state and look in UISwitch's words: `isOn`, its `UIControl.State`, the track
  /// (`onTintColor`), the thumb (`thumbTintColor`), the pressed thumb and the disabled alpha, each with
  /// what gives it that value.
  ///
  /// - Parameter control: The switch, after its update.
  /// - Returns: One entry per property, in that order.
  static func why(switch control: Switch) -> [PropertyWhy] {
    let look = control.appearance
    let state = control.state
    let scheme = control.traits.userInterfaceStyle
    let pressed = state.contains(.highlighted) && !state.contains(.disabled)
    let track: String
    if !look.isOn {
      track = "isOn is false: the off track, secondarySystemFill; onTintColor colours only the on track"
    } else if control.onTintColor == nil {
      track = "isOn is true and onTintColor is nil, so UISwitch's default on track, systemGreen"
    } else {
      track = "isOn is true: the track is onTintColor"
    }
    return [
      PropertyWhy(
        property: "isOn", value: look.isOn ? "true" : "false",
        source: "a tap flips it and sends valueChanged; isOn and setOn(_:animated:) set from code send "
          + "nothing"),
      PropertyWhy(
        property: "state", value: uikitState(state), source: stateSource(state, of: "the switch")),
      PropertyWhy(
        property: "track colour", value: colour(look.trackColor, in: scheme), source: track),
      PropertyWhy(
        property: "thumbTintColor", value: colour(look.thumbColor, in: scheme),
        source: control.thumbTintColor == nil
          ? "thumbTintColor is nil, so UISwitch's white thumb" : "set with thumbTintColor"),
      PropertyWhy(
        property: "thumb", value: pressed ? "stretched \(Int(look.thumbStretch)) pt" : "round",
        source: pressed
          ? "isHighlighted: UISwitch stretches its thumb toward the track's centre while a finger is down"
          : "isHighlighted is \(state.contains(.highlighted) ? "true but isEnabled is false" : "false")"),
      PropertyWhy(
        property: "alpha", value: alpha(look.opacity),
        source: state.contains(.disabled)
          ? "isEnabled is false: a disabled UISwitch is drawn at half opacity" : "isEnabled is true"),
    ]
  }

  /// A colour as the inspector shows it: its hex value, then UIKit's name when it has one
  /// (`#34C759 systemGreen`).
  static func colour(_ color: ResolvedColor, in scheme: UserInterfaceStyle) -> String {
    let name = SystemColorNames.describe(color, in: scheme)
    return name == color.hexString
      ? name : "\(color.hexString) \(name.replacingOccurrences(of: " (\(color.hexString))", with: ""))"
  }

  /// An alpha value: `1` or `0.5`.
  static func alpha(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
