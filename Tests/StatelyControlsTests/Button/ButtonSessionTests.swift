import PropertyBased
import Stately
import Testing

@testable import StatelyControls

/// One step of a random button session.
private struct ButtonStep: Sendable, CustomStringConvertible {
  /// 0: flags from `bits`; 1: configuration title; 2: legacy title for a state; 3: dark or light;
  /// 4: handler on or off; 5: automatic updates on or off; 6: legacy title colour for a state; 7: the
  /// tint, one of three colours, built afresh each time, so that a new tint often takes the storage
  /// of one that just died.
  var kind: Int
  var bits: UInt
  var number: Int

  var description: String { "step \(kind) bits \(bits) number \(number)" }
}

private let stepGen = zip(Gen.int(in: 0...7), Gen<UInt>.bitSet(mask: 0x7), Gen.int(in: 0...3))
  .map { ButtonStep(kind: $0, bits: $1, number: $2) }

/// The inputs a session has set so far, replayed on a fresh button as the reference.
private struct ButtonInputs {
  var flags: UInt = 0
  var title = "Title"
  var legacyTitles: [(String, ControlState)] = []
  var legacyColors: [(DynamicColor, ControlState)] = []
  var dark = false
  var tint = 0
  var handler = false
  var automatic = true

  func apply(to button: StatelyButton) {
    button.configuration?.title = title
    for (title, state) in legacyTitles { button.setTitle(title, for: state) }
    for (color, state) in legacyColors { button.setTitleColor(color, for: state) }
    button.traits.userInterfaceStyle = dark ? .dark : .light
    let tints: [DynamicColor] = [.systemBlue, .systemPink, .systemGreen]
    button.traits.tintColor = DynamicColor(light: tints[tint].light, dark: tints[tint].dark)
    // A handler's writes stay in the configuration, so without one the subtitle is cleared here.
    button.configurationUpdateHandler =
      handler ? { $0.configuration?.subtitle = $0.isHighlighted ? "pressed" : "idle" } : nil
    if !handler { button.configuration?.subtitle = nil }
    button.automaticallyUpdatesConfiguration = automatic
    // Enabled first: a disabled button ignores isHighlighted = true, as UIKit's setHighlighted: does,
    // and disabling keeps the highlight, so this order reaches every combination from any history.
    button.isEnabled = true
    button.isHighlighted = flags & 1 != 0
    button.isEnabled = flags & 2 == 0
    button.isSelected = flags & 4 != 0
  }
}

@Suite("StatelyButton: an appearance depends on its inputs, not on the history behind them")
struct ButtonSessionTests {
  @Test("Through any session, a button shows what a fresh button with the same inputs resolves")
  func sessionsMatchFreshButtons() async {
    await propertyCheck(count: 150, input: stepGen.array(of: 1...20)) { steps in
      let cycle = UpdateCycle()
      var configuration = ButtonConfiguration.filled()
      configuration.title = "Title"
      let button = StatelyButton(configuration: configuration, cycle: cycle)
      var inputs = ButtonInputs()
      let states: [ControlState] = [.normal, .highlighted, .selected, .disabled]
      let colors: [DynamicColor] = [.systemRed, .systemGreen, .white, .label]
      for step in steps {
        switch step.kind {
        case 0: inputs.flags = step.bits
        case 1: inputs.title = "Title \(step.number)"
        case 2: inputs.legacyTitles.append(("Legacy \(step.number)", states[step.number]))
        case 3: inputs.dark = step.number % 2 == 1
        case 4: inputs.handler = step.number % 2 == 1
        case 5: inputs.automatic = step.number % 2 == 0
        case 6: inputs.legacyColors.append((colors[step.number], states[Int(step.bits % 4)]))
        default: inputs.tint = step.number % 3
        }
        inputs.apply(to: button)
        cycle.flush()
        let fresh = StatelyButton(configuration: configuration, cycle: cycle)
        inputs.apply(to: fresh)
        cycle.flush()
        #expect(button.appearance == fresh.appearance, "after \(step)")
        #expect(button.valueSources == fresh.valueSources, "after \(step)")
      }
    }
  }
}
