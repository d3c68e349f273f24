public import Stately

/// An on/off switch: UIKit's `UISwitch` on the portable ``ConfiguredControl``, drawn from a resolved
/// ``SwitchAppearance``.
///
/// Whether the switch is on is a custom state, ``on``, so `state` shows it and
/// ``stateSpace`` enumerates every look: normal, highlighted and disabled, each on and off.
///
/// ```swift
/// let cycle = UpdateCycle()
/// let wifi = Switch(isOn: true, cycle: cycle)
/// wifi.addAction(for: .valueChanged) { control, _ in network.setEnabled(control.isOn) }
/// wifi.setOn(false, animated: true)  // no action: code changes are not user changes
/// wifi.tap()                         // a user flip: on again, `.valueChanged` sent once
/// cycle.flush()
/// wifi.appearance.trackColor         // system green
/// ```
///
/// The events a touch sends, the default look and what is not modelled are in
/// <doc:SwitchesAndSegmentedControls>. `isSelected` has no meaning for a switch: ``stateSpace`` leaves
/// `.selected` out and the appearance ignores it.
public final class Switch: ConfiguredControl<SwitchAppearance> {
  /// The switch is on: application bit 0.
  public static let on = ControlState(customBit: 0)

  /// The states of a switch: highlighted and disabled, and ``on``, named `"on"`. Eight reachable
  /// states: a switch disabled while pressed keeps its highlight, as any `UIControl` does.
  public static let stateSpace: StateSpace = {
    do {
      return try StateSpace(builtIn: [.highlighted, .disabled], custom: ["on": on])
    } catch {
      preconditionFailure("the switch's state space is valid: \(error)")
    }
  }()

  /// Whether the switch is on: the ``on`` bit of the state.
  ///
  /// Setting it changes the state without animation and sends no action, as UIKit's `isOn`; the
  /// appearance follows at the next update.
  @StateFlag(Switch.on) public var isOn = false

  /// The track colour while on, or `nil` for system green. Changing it requests an update.
  public var onTintColor: DynamicColor? {
    didSet { if onTintColor != oldValue { configurationDidChange() } }
  }

  /// The thumb colour, or `nil` for white. Changing it requests an update.
  public var thumbTintColor: DynamicColor? {
    didSet { if thumbTintColor != oldValue { configurationDidChange() } }
  }

  /// The light or dark appearance the colours resolve in. Changing it requests an update.
  public var traits: TraitCollection {
    didSet { if traits != oldValue { configurationDidChange() } }
  }

  /// Creates a switch.
  ///
  /// - Parameters:
  ///   - isOn: Whether it starts on. Defaults to off, as UIKit's.
  ///   - traits: The appearance to resolve against.
  ///   - cycle: The cycle that coalesces its updates.
  public init(
    isOn: Bool = false, traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle()
  ) {
    self.traits = traits
    super.init(appearance: Switch.placeholderAppearance, space: Switch.stateSpace, cycle: cycle)
    if isOn { self.isOn = true }
  }

  /// Sets whether the switch is on, as UIKit's `setOn(_:animated:)`: no action is sent, and setting
  /// the value it already has does nothing.
  ///
  /// - Parameters:
  ///   - on: Whether the switch should be on.
  ///   - animated: Whether a renderer should animate the change. The appearance is a function of the
  ///     state, so the change is the same either way; the flag is accepted for UIKit parity.
  public func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// A user flip: toggles ``isOn`` and sends `valueChanged`, then `primaryActionTriggered`.
  ///
  /// `release(inside:)` calls it when a touch on an enabled switch lifts inside; do not
  /// call it to change the value from code, which would send actions: use ``setOn(_:animated:)``.
  public override func primaryActionTriggered() {
    isOn.toggle()
    sendActions(for: .valueChanged)
    super.primaryActionTriggered()
  }

  /// Resolves the appearance for `state`, with the switch's colours and traits.
  ///
  /// - Throws: ``ConfigurationError/invalidColor(property:error:)`` when a tint colour is invalid; the
  ///   last good appearance then stays.
  public override func resolveAppearance(for state: ControlState) throws(ConfigurationError)
    -> SwitchAppearance
  {
    try SwitchAppearance(
      state: state, onTintColor: onTintColor,
      thumbTintColor: thumbTintColor, traits: traits)
  }

  /// Shown until the first update: off, normal, light.
  static let placeholderAppearance: SwitchAppearance = {
    do {
      return try SwitchAppearance(state: .normal)
    } catch {
      preconditionFailure("the default switch appearance resolves: \(error)")
    }
  }()
}
