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
    button.isHighlighted = flags & 1 != 0
    button.isEnabled = flags & 2 == 0
    button.isSelected = flags & 4 != 0
  }
}

@Suite("StatelyButton: resolved appearances are kept with their inputs")
struct ButtonAppearanceMemoTests {
  @Test("Through any session, a button shows what a fresh button with the same inputs resolves")
  func keptAppearancesMatchFreshResolution() async {
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

  @Test("Toggling between two states resolves each once; later updates take the kept appearance")
  func togglingResolvesEachStateOnce() {
    let cycle = UpdateCycle()
    var configuration = ButtonConfiguration.filled()
    configuration.title = "Add to Cart"
    let button = StatelyButton(configuration: configuration, cycle: cycle)
    cycle.flush()
    let normal = button.appearance
    button.isHighlighted = true
    cycle.flush()
    let highlighted = button.appearance
    #expect(normal != highlighted)
    for _ in 0..<3 {
      button.isHighlighted = false
      cycle.flush()
      #expect(button.appearance == normal)
      button.isHighlighted = true
      cycle.flush()
      #expect(button.appearance == highlighted)
    }
    #expect(button.appearanceMemo.resolution(for: memoInputs(button))?.appearance == highlighted)
  }

  @Test("An update copies a configuration's values at most once, with or without a handler")
  func updatesCopyAConfigurationAtMostOnce() {
    let cycle = UpdateCycle()
    var configuration = ButtonConfiguration.filled()
    configuration.title = "Buy"
    let plain = StatelyButton(configuration: configuration, cycle: cycle)
    let handled = StatelyButton(configuration: configuration, cycle: cycle)
    handled.configurationUpdateHandler = { $0.configuration?.title = $0.isHighlighted ? "Buying" : "Buy" }
    let machine = StatelyButton(cycle: cycle)
    var machineConfiguration = ConfigurationMachine(base: configuration)
    machineConfiguration.setValue("Pressed" as String?, for: .containsAll(.highlighted), at: \.title)
    machine.configurationMachine = machineConfiguration
    cycle.flush()
    for button in [plain, handled, machine] {
      for highlighted in [true, false, true] {
        let counter = ConfigurationCopyCounter()
        ConfigurationCopyCounter.$current.withValue(counter) {
          button.isHighlighted = highlighted
          cycle.flush()
          _ = button.appearance
        }
        #expect(counter.count <= 1, "\(button.configuration?.title ?? "") copied \(counter.count) times")
      }
    }
    // The counter does count: a write to a shared configuration copies it.
    let counter = ConfigurationCopyCounter()
    ConfigurationCopyCounter.$current.withValue(counter) {
      var copy = configuration
      copy.title = "Sell"
      #expect(copy.title != configuration.title)
    }
    #expect(counter.count == 1)
  }
}

/// Memo inputs drawn from small ranges, so that equal fields are common; `configuration` picks nil or
/// one of four configurations, of which the last two equal the first two in values but not in storage.
private let inputsGen = zip(
  Gen<UInt>.bitSet(mask: 0x3), Gen.int(in: 0...4), Gen<UInt>.bitSet(mask: 0x7), Gen.int(in: 0...1),
  Gen<UInt>.bitSet(mask: 0x3), Gen.int(in: 0...1)
)

/// Four configurations: filled and plain, then each again with a title written, equal in values but
/// in storage of its own.
private let memoConfigurations: [ButtonConfiguration] = {
  var filled = ButtonConfiguration.filled()
  filled.title = "Buy"
  let plain = ButtonConfiguration.plain()
  var filledAgain = filled
  filledAgain.title = "Buy"
  var plainAgain = plain
  plainAgain.title = plain.title
  return [filled, plain, filledAgain, plainAgain]
}()

/// The memo inputs one draw of `inputsGen` describes.
private func memoInputs(
  _ draw: (state: UInt, configuration: Int, written: UInt, generation: Int, flags: UInt, style: Int)
) -> ButtonAppearanceMemo.Inputs {
  var written = WrittenValues()
  written.title = draw.written & 1 != 0
  written.baseForegroundColor = draw.written & 2 != 0
  written.image = draw.written & 4 != 0
  return ButtonAppearanceMemo.Inputs(
    state: draw.state,
    configuration: draw.configuration == 0 ? nil : memoConfigurations[draw.configuration - 1],
    written: written, legacyGeneration: draw.generation,
    traits: TraitCollection(userInterfaceStyle: draw.style == 0 ? .light : .dark).key,
    isConfigurationMode: draw.flags & 1 != 0, automaticallyUpdatesConfiguration: draw.flags & 2 != 0)
}

@Suite("StatelyButton: the memo's inputs compare as their fields do")
struct ButtonAppearanceMemoInputsTests {
  @Test("Two inputs are equal exactly when every field is, configurations by value")
  func inputsEqualityMatchesTheFields() async {
    #expect(
      memoConfigurations[0] == memoConfigurations[2]
        && !memoConfigurations[0].sharesValues(with: memoConfigurations[2]))
    // The right side is the left one with at most one field redrawn, so that most pairs differ in
    // one field or none.
    await propertyCheck(count: 500, input: zip(inputsGen, inputsGen, Gen.int(in: 0...6))) {
      left, redrawn, field in
      var right = left
      switch field {
      case 0: right.0 = redrawn.0
      case 1: right.1 = redrawn.1
      case 2: right.2 = redrawn.2
      case 3: right.3 = redrawn.3
      case 4: right.4 = redrawn.4
      case 5: right.5 = redrawn.5
      default: break
      }
      let lhs = memoInputs(left)
      let rhs = memoInputs(right)
      let fieldsEqual =
        lhs.state == rhs.state && lhs.configuration == rhs.configuration && lhs.written == rhs.written
        && lhs.legacyGeneration == rhs.legacyGeneration && lhs.traits == rhs.traits
        && lhs.isConfigurationMode == rhs.isConfigurationMode
        && lhs.automaticallyUpdatesConfiguration == rhs.automaticallyUpdatesConfiguration
      #expect((lhs == rhs) == fieldsEqual, "\(left) against \(right)")
      #expect(lhs == lhs)
    }
  }
}

/// The memo inputs of `button` as they stand after its last update.
private func memoInputs(_ button: StatelyButton) -> ButtonAppearanceMemo.Inputs {
  ButtonAppearanceMemo.Inputs(
    state: button.state.rawValue, configuration: button.configuration, written: button.writtenByUpdate,
    legacyGeneration: button.legacyGeneration, traits: button.traits.key,
    isConfigurationMode: button.isConfigurationMode,
    automaticallyUpdatesConfiguration: button.automaticallyUpdatesConfiguration)
}
