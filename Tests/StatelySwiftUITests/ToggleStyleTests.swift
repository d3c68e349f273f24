import Stately
import StatelyControls
import StatelySwiftUI
import Testing

/// The toggle style against `Switch`, driven through its UIKit-named members.
@MainActor
@Suite("A SwiftUI toggle shows what a Switch shows")
struct ToggleStyleTests {
  @Test("The toggle's value is the switch's on state; a press is highlighted; not enabled is disabled")
  func inputs() {
    let style = StatelyToggleStyle()
    #expect(style.state(isOn: false) == .normal)
    #expect(style.state(isOn: true) == Switch.on)
    #expect(style.state(isOn: true, isPressed: true) == [.highlighted, Switch.on])
    #expect(style.state(isOn: false, isEnabled: false) == .disabled)
    #expect(style.space == Switch.stateSpace)
  }

  @Test(
    "For every input, light and dark, the style resolves the appearance of a Switch with the same colours",
    arguments: [UserInterfaceStyle.light, .dark])
  func sameAppearance(_ userInterfaceStyle: UserInterfaceStyle) throws {
    let tints: [(DynamicColor?, DynamicColor?)] = [(nil, nil), (.systemPink, .systemYellow)]
    for (onTint, thumbTint) in tints {
      let style = StatelyToggleStyle(onTintColor: onTint, thumbTintColor: thumbTint)
      for combination in 0..<8 {
        let (isOn, isPressed, isEnabled) = (combination & 1 != 0, combination & 2 != 0, combination & 4 == 0)
        let toggle = Switch(isOn: isOn, traits: TraitCollection(userInterfaceStyle: userInterfaceStyle))
        toggle.onTintColor = onTint
        toggle.thumbTintColor = thumbTint
        toggle.isHighlighted = isPressed
        toggle.isEnabled = isEnabled
        toggle.engine.cycle.flush()
        let state = style.state(isOn: isOn, isPressed: isPressed, isEnabled: isEnabled)
        #expect(state == toggle.state, "inputs \(combination)")
        #expect(
          try style.appearance(for: state, in: userInterfaceStyle) == toggle.appearance,
          "inputs \(combination)")
      }
    }
  }

  @Test("An invalid tint is an error naming the property, as the switch reports it")
  func invalidTint() throws {
    let broken = DynamicColor(ResolvedColor(uncheckedRed: .nan, green: 0, blue: 0, alpha: 1))
    let style = StatelyToggleStyle(onTintColor: broken)
    #expect(throws: ConfigurationError.self) { try style.appearance(for: Switch.on) }
    let toggle = Switch(isOn: true)
    toggle.onTintColor = broken
    toggle.engine.cycle.flush()
    #expect(toggle.configurationError != nil)
  }
}
