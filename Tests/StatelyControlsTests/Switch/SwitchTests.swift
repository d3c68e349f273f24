import Stately
import StatelyControls
import Testing

/// Records the events a control sends, in order.
private final class EventLog {
  var events: [ControlEvent] = []
  func count(_ event: ControlEvent) -> Int { events.filter { $0 == event }.count }
}

/// A switch whose every event is logged.
private func loggedSwitch(isOn: Bool = false, traits: TraitCollection = .light) -> (Switch, EventLog) {
  let control = Switch(isOn: isOn, traits: traits, cycle: UpdateCycle())
  let log = EventLog()
  control.addAction(for: .allEvents) { _, event in log.events.append(event) }
  return (control, log)
}

@Suite("Switch: an on/off control whose look is a function of its state")
struct SwitchTests {
  @Test("Assigning isOn and calling setOn(_:animated:) change the state but send no action")
  func codeChangesSendNothing() {
    let (control, log) = loggedSwitch()
    control.isOn = true
    #expect(control.state.contains(Switch.on))
    control.setOn(false, animated: true)
    control.setOn(false, animated: false)
    #expect(!control.isOn)
    control.setOn(true, animated: false)
    control.engine.cycle.flush()
    #expect(control.appearance.isOn)
    #expect(log.events.isEmpty)
  }

  @Test("A tap toggles isOn and sends valueChanged exactly once, before primaryActionTriggered")
  func tapToggles() {
    let (control, log) = loggedSwitch()
    var valuesSeen: [Bool] = []
    control.addAction(for: .valueChanged) { control, _ in valuesSeen.append(control.isOn) }
    control.tap()
    #expect(control.isOn)
    #expect(log.events == [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered])
    control.press()
    control.release(inside: true)
    #expect(!control.isOn)
    #expect(log.count(.valueChanged) == 2)
    #expect(valuesSeen == [true, false])
  }

  @Test("A release outside and a cancelled touch leave the switch as it was and send no valueChanged")
  func releaseOutsideDoesNotToggle() {
    let (control, log) = loggedSwitch(isOn: true)
    control.press()
    control.release(inside: false)
    control.press()
    control.cancelTracking()
    #expect(control.isOn)
    #expect(log.count(.valueChanged) == 0)
    #expect(log.events == [.touchDown, .touchUpOutside, .touchDown, .touchCancel])
  }

  @Test("A disabled switch ignores taps: no toggle and no events, even for a press made before")
  func disabledIgnoresTaps() {
    let (control, log) = loggedSwitch()
    control.isEnabled = false
    control.tap()
    #expect(!control.isOn)
    #expect(log.events.isEmpty)

    control.isEnabled = true
    control.press()
    control.isEnabled = false
    control.release(inside: true)
    #expect(!control.isOn)
    #expect(log.events == [.touchDown])
  }

  @Test("Default colours: green track on, secondary system fill off, white thumb, in light and dark")
  func defaultColours() throws {
    for style in [UserInterfaceStyle.light, .dark] {
      let control = Switch(traits: TraitCollection(userInterfaceStyle: style), cycle: UpdateCycle())
      control.engine.cycle.flush()
      #expect(control.appearance.trackColor == DynamicColor.secondarySystemFill.resolved(in: style))
      #expect(control.appearance.thumbColor == .white)
      control.isOn = true
      control.engine.cycle.flush()
      #expect(control.appearance.trackColor == DynamicColor.systemGreen.resolved(in: style))
      #expect(control.appearance.thumbColor == .white)
    }
    #expect(DynamicColor.systemGreen.resolved(in: .light) != DynamicColor.systemGreen.resolved(in: .dark))
  }

  @Test("Custom tints colour the on track and the thumb; the off track keeps the system fill")
  func customColours() {
    let brand = DynamicColor(light: ResolvedColor(hex: 0x5E5CE6), dark: ResolvedColor(hex: 0x7D7AFF))
    let control = Switch(traits: .light, cycle: UpdateCycle())
    control.onTintColor = brand
    control.thumbTintColor = .systemYellow
    control.engine.cycle.flush()
    #expect(control.appearance.trackColor == DynamicColor.secondarySystemFill.resolved(in: .light))
    #expect(control.appearance.thumbColor == DynamicColor.systemYellow.resolved(in: .light))
    control.isOn = true
    control.engine.cycle.flush()
    #expect(control.appearance.trackColor == brand.light)
    control.traits = .dark
    control.engine.cycle.flush()
    #expect(control.appearance.trackColor == brand.dark)
    #expect(control.appearance.thumbColor == DynamicColor.systemYellow.resolved(in: .dark))
    control.onTintColor = nil
    control.engine.cycle.flush()
    #expect(control.appearance.trackColor == DynamicColor.systemGreen.resolved(in: .dark))
  }

  @Test("Changing a tint requests an update; assigning the same tint does not")
  func tintChangesRequestUpdates() {
    let control = Switch(cycle: UpdateCycle())
    control.engine.cycle.flush()
    control.onTintColor = nil
    #expect(!control.engine.needsUpdate)
    control.thumbTintColor = .systemRed
    #expect(control.engine.needsUpdate)
  }

  @Test("A disabled switch draws at half opacity; an enabled one is opaque")
  func disabledOpacity() {
    let control = Switch(isOn: true, cycle: UpdateCycle())
    control.engine.cycle.flush()
    #expect(control.appearance.opacity == 1)
    control.isEnabled = false
    control.engine.cycle.flush()
    #expect(control.appearance.opacity == 0.5)
    #expect(control.appearance.trackColor == DynamicColor.systemGreen.resolved(in: .light))
  }

  @Test("While a finger is down the thumb stretches by 7 points, and springs back on release")
  func highlightedThumbStretch() {
    let control = Switch(cycle: UpdateCycle())
    control.press()
    control.engine.cycle.flush()
    #expect(control.appearance.state == .highlighted)
    #expect(control.appearance.thumbStretch == 7)
    control.release(inside: false)
    control.engine.cycle.flush()
    #expect(control.appearance.thumbStretch == 0)
  }

  @Test("The size is 51 × 31 with a 28-point thumb, in every state")
  func metrics() {
    let control = Switch(cycle: UpdateCycle())
    control.engine.cycle.flush()
    #expect(control.appearance.size == LayoutSize(width: 51, height: 31))
    #expect(control.appearance.thumbDiameter == 28)
  }

  @Test(
    "The state space has eight reachable states: highlighted and disabled in every combination, on and off")
  func stateSpace() {
    // [highlighted, disabled] is reachable: a switch disabled while pressed keeps its highlight, as any
    // UIControl (material-components-ios testUnhighlighted, run on real UIKit).
    let space = Switch.stateSpace
    #expect(space.reachableStates.count == 8)
    #expect(space.customState(named: "on") == Switch.on)
    #expect(space.describe([.highlighted, Switch.on]) == "[highlighted, on]")
    #expect(space.contains([.highlighted, .disabled]))
    #expect(Switch(cycle: UpdateCycle()).engine.stateSpace == space)
  }

  @Test("Every reachable state: a control driven there resolves the pure appearance for that state")
  func everyReachableState() throws {
    let tints: [(DynamicColor?, DynamicColor?)] = [(nil, nil), (.systemPink, .black)]
    for traits in [TraitCollection.light, .dark] {
      for (onTint, thumbTint) in tints {
        for state in Switch.stateSpace.reachableStates {
          let control = Switch(traits: traits, cycle: UpdateCycle())
          control.onTintColor = onTint
          control.thumbTintColor = thumbTint
          #expect(control.engine.setFactors(matching: state) == state)
          control.engine.cycle.flush()
          let appearance = control.appearance
          let expected = try SwitchAppearance(
            state: state, onTintColor: onTint, thumbTintColor: thumbTint, traits: traits)
          #expect(appearance == expected, "\(Switch.stateSpace.describe(state))")
          #expect(appearance.state == state)
          #expect(appearance.isOn == state.contains(Switch.on))
          #expect(appearance.opacity == (state.contains(.disabled) ? 0.5 : 1))
          // A disabled switch shows no press, even while still highlighted.
          let pressed = state.contains(.highlighted) && !state.contains(.disabled)
          #expect(appearance.thumbStretch == (pressed ? 7 : 0))
          let onTrack = (onTint ?? .systemGreen).resolved(for: traits)
          let offTrack = DynamicColor.secondarySystemFill.resolved(for: traits)
          #expect(appearance.trackColor == (appearance.isOn ? onTrack : offTrack))
          #expect(appearance.thumbColor == (thumbTint ?? .white).resolved(for: traits))
        }
      }
    }
  }

  @Test("An invalid tint keeps the last good appearance and records which colour was wrong")
  func invalidTint() {
    let control = Switch(isOn: true, cycle: UpdateCycle())
    control.engine.cycle.flush()
    let good = control.appearance
    control.onTintColor = DynamicColor(ResolvedColor(uncheckedRed: 2, green: 0, blue: 0, alpha: 1))
    control.engine.cycle.flush()
    #expect(control.appearance == good)
    guard case .invalidColor(let property, _)? = control.configurationError else {
      Issue.record("expected an invalid-colour error, got \(String(describing: control.configurationError))")
      return
    }
    #expect(property == "Switch.onTintColor")
    #expect(control.diagnostics.count == 1)
    control.onTintColor = .systemTeal
    control.engine.cycle.flush()
    #expect(control.configurationError == nil)
    #expect(control.appearance.trackColor == DynamicColor.systemTeal.resolved(in: .light))
  }
}
