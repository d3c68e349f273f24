public import Stately
public import StatelyControls

/// A SwiftUI toggle style drawn from a `Switch`'s look: the toggle's value is the switch's `on` state,
/// and each state SwiftUI reports resolves to the `SwitchAppearance` a `Switch` with the same colours
/// shows.
///
/// ```swift
/// struct WiFiRow: View {
///   @Binding var isOn: Bool
///
///   var body: some View {
///     Toggle("Wi-Fi", isOn: $isOn)
///       .toggleStyle(StatelyToggleStyle(onTintColor: .systemBlue))
///   }
/// }
/// ```
///
/// Where each bit of the state comes from:
///
/// | bit | source |
/// | --- | --- |
/// | `Switch.on` | `ToggleStyleConfiguration.isOn` |
/// | `.highlighted` | a finger down on the switch (the press of the button the style draws it with) |
/// | `.disabled` | the environment's `isEnabled` is `false` |
///
/// The style draws the toggle's label, then the switch: its track, its thumb (which stretches while
/// pressed) and its opacity, at `SwitchAppearance.defaultSize`. A tap on the switch toggles the value;
/// the label does not, as on iOS. A mixed toggle (`isMixed`) shows as off: a `Switch` has no mixed state.
public struct StatelyToggleStyle: Sendable, Hashable {
  /// The track colour while on, or `nil` for system green: a `Switch`'s `onTintColor`.
  public var onTintColor: DynamicColor?
  /// The thumb colour, or `nil` for white: a `Switch`'s `thumbTintColor`.
  public var thumbTintColor: DynamicColor?

  /// Creates a style with a switch's colours.
  ///
  /// - Parameters:
  ///   - onTintColor: The track colour while on, or `nil` for system green.
  ///   - thumbTintColor: The thumb colour, or `nil` for white.
  public init(onTintColor: DynamicColor? = nil, thumbTintColor: DynamicColor? = nil) {
    self.onTintColor = onTintColor
    self.thumbTintColor = thumbTintColor
  }

  /// The states a toggle can be in: a `Switch`'s space.
  public var space: StateSpace { Switch.stateSpace }

  /// The state the toggle shows for SwiftUI's inputs.
  ///
  /// - Parameters:
  ///   - isOn: `ToggleStyleConfiguration.isOn`.
  ///   - isPressed: Whether a finger is down on the switch.
  ///   - isEnabled: The environment's `isEnabled`.
  /// - Returns: One of the switch's eight reachable states.
  public func state(isOn: Bool, isPressed: Bool = false, isEnabled: Bool = true) -> ControlState {
    var bits: ControlState = []
    if isOn { bits.formUnion(Switch.on) }
    if isPressed { bits.formUnion(.highlighted) }
    if !isEnabled { bits.formUnion(.disabled) }
    return space.state(showing: bits)
  }

  /// What the switch draws in `state`, as a `Switch` with the same colours resolves it.
  ///
  /// - Parameters:
  ///   - state: The state, usually from ``state(isOn:isPressed:isEnabled:)``.
  ///   - userInterfaceStyle: Light or dark. Defaults to light.
  /// - Throws: `ConfigurationError` naming a tint colour that is not valid.
  /// - Returns: The resolved appearance.
  public func appearance(
    for state: ControlState, in userInterfaceStyle: UserInterfaceStyle = .light
  ) throws(ConfigurationError) -> SwitchAppearance {
    try SwitchAppearance(
      state: state, onTintColor: onTintColor, thumbTintColor: thumbTintColor,
      traits: TraitCollection(userInterfaceStyle: userInterfaceStyle))
  }
}
