import Stately
import StatelyControls
import Testing

@Suite("Per-state configuration and the shared configuration table (the configuration-reuse article)")
struct ConfigurationTableTests {
  private func machine() -> ConfigurationTable<ButtonConfiguration> {
    var base = ButtonConfiguration.filled()
    base.title = "Normal"
    var machine = ConfigurationTable(base: base)
    machine.setValue(
      DynamicColor.systemPink, for: .containsAll(.highlighted), at: \.baseBackgroundColor,
      label: "baseBackgroundColor")
    machine.setValue("Selected", for: .containsAll(.selected), at: \.title)
    var disabled = ButtonConfiguration.gray()
    disabled.title = "Unavailable"
    machine.setConfiguration(disabled, for: .containsAll(.disabled))
    return machine
  }

  @Test("A highlighted foreground set per state needs no handler code")
  func perPropertyRule() {
    let machine = machine()
    #expect(machine.configuration(for: .normal).baseBackgroundColor == nil)
    #expect(machine.configuration(for: .highlighted).baseBackgroundColor == .systemPink)
    #expect(machine.configuration(for: [.selected, .highlighted]).title == "Selected")
    #expect(machine.configuration(for: .disabled).style == .gray)
    #expect(machine.configuration(for: .disabled).title == "Unavailable")
  }

  @Test("One machine shared by three buttons: each resolves it for its own state")
  func sharedByThreeButtons() {
    let cycle = UpdateCycle()
    let buttons = (0..<3).map { _ in StatelyButton(cycle: cycle) }
    for button in buttons { button.configurationTable = machine() }
    buttons[1].isSelected = true
    buttons[2].isEnabled = false
    cycle.flush()
    #expect(buttons.map(\.appearance.title) == ["Normal", "Selected", "Unavailable"])
    #expect(buttons.map(\.appearance.style) == [.filled, .filled, .gray])
    buttons[0].press()
    cycle.flush()
    let pink = DynamicColor.systemPink.resolved(in: .light)
    #expect(buttons[0].appearance.backgroundColor != buttons[1].appearance.backgroundColor)
    #expect(buttons[0].configuration?.baseBackgroundColor?.resolved(in: .light) == pink)
  }

  @Test("A machine is a value: equal machines compare equal, an edit makes them differ")
  func machineIsAValue() {
    var a = machine()
    let b = machine()
    #expect(a == b)
    a.setValue("Other", for: .containsAll(.selected), at: \.title)
    #expect(a != b)
    let removed = a.removeValue(for: .containsAll(.selected), at: \.title)
    #expect(removed)
    #expect(a.configuration(for: .selected).title == "Normal")
  }

  @Test("A machine's rules are checked by diagnostics and explained per property")
  func diagnosticsAndExplain() throws {
    let machine = machine()
    let space = StateSpace.standard
    for (property, report) in machine.diagnostics(in: space) {
      #expect(report.isClean, "\(property): \(report)")
    }
    let trace = machine.explain([.selected, .highlighted])
    #expect(
      trace.map(\.property) == ["configuration", "baseBackgroundColor", "title"])
    #expect(trace[2].explanation.winner?.predicate == .containsAll(.selected))
  }
}

@Suite("Readable traces of configurations")
struct ConfigurationTraceTests {
  @Test("A whole-configuration rule reads as a short summary, not a struct dump")
  func wholeConfigurationTrace() {
    var following = ButtonConfiguration.gray()
    following.title = "Following"
    var machine = ConfigurationTable(base: ButtonConfiguration.filled())
    machine.setConfiguration(following, for: .containsAll(.selected))
    let trace = machine.explain(.selected)[0].explanation
    #expect(trace.value == "gray \"Following\" medium, customised: title")
    #expect(!trace.description.contains("Optional("))
    #expect(machine.explain(.normal)[0].explanation.value == "nil")
  }
}
