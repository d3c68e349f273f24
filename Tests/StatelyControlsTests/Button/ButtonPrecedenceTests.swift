import Stately
import StatelyControls
import Testing

/// The filled, large, pink configuration every example of the iOS 15 configuration tutorial starts from.
private func articleConfiguration() -> ButtonConfiguration {
  var configuration = ButtonConfiguration.filled()
  configuration.baseBackgroundColor = .systemPink
  configuration.buttonSize = .large
  return configuration
}

/// The handler of the iOS 15 configuration tutorial that writes only the highlighted title.
private func highlightedOnlyHandler(_ button: StatelyButton) {
  if button.state == .highlighted { button.configuration?.title = "New Highlighted" }
}

@Suite("StatelyButton: old against new (the iOS 15 configuration tutorial, «Старое против нового»)")
struct ButtonPrecedenceTests {
  @Test("(a) setTitle(\"Old\", for: .normal) wins over configuration.title = \"New\", in either order")
  func legacyTitleWinsInEitherOrder() {
    let cycle = UpdateCycle()
    let first = StatelyButton(configuration: articleConfiguration(), cycle: cycle)
    first.configuration?.title = "New"
    first.setTitle("Old", for: .normal)
    let second = StatelyButton(configuration: articleConfiguration(), cycle: cycle)
    second.setTitle("Old", for: .normal)
    second.configuration?.title = "New"
    cycle.flush()
    #expect(first.appearance.title == "Old")
    #expect(second.appearance.title == "Old")
    #expect(first.valueSources.title == .legacy(requested: .normal, found: .normal))
  }

  @Test("Resolving ahead of an update changes neither the appearance nor where its values came from")
  func resolvingAheadChangesNothingShown() throws {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: articleConfiguration(), cycle: cycle)
    button.configuration?.title = "New"
    button.setTitle("Old", for: .normal)
    cycle.flush()
    let shown = (button.appearance, button.valueSources)
    button.setTitle(nil, for: .normal)
    let ahead = try button.resolvedAppearance()
    #expect(ahead.title == "New")
    #expect(button.appearance == shown.0)
    #expect(button.valueSources == shown.1)
    cycle.flush()
    #expect(button.appearance.title == "New")
    #expect(button.valueSources.title != shown.1.title)
  }

  @Test("(a) The .normal legacy title is the fallback for a highlighted button too")
  func legacyNormalIsTheFallback() {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: articleConfiguration(), cycle: cycle)
    button.configuration?.title = "New"
    button.setTitle("Old", for: .normal)
    button.press()
    cycle.flush()
    #expect(button.appearance.title == "Old")
    #expect(button.valueSources.title == .legacy(requested: .highlighted, found: .normal))
  }

  @Test("(b) The handler's highlighted title beats setTitle(\"Old Highlighted\", for: .highlighted)")
  func handlerWinsOverEverything() {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: articleConfiguration(), cycle: cycle)
    button.setTitle("Old", for: .normal)
    button.configuration?.title = "New"
    button.configurationUpdateHandler = highlightedOnlyHandler
    button.setTitle("Old Highlighted", for: .highlighted)
    cycle.flush()
    #expect(button.appearance.title == "Old")
    button.press()
    cycle.flush()
    #expect(button.appearance.title == "New Highlighted")
    #expect(button.valueSources.title == .updateHandler)
    button.release()
    cycle.flush()
    #expect(button.appearance.title == "Old")
  }

  @Test("(b) A handler that writes both states shows its own titles for normal and highlighted")
  func handlerForBothStates() {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: articleConfiguration(), cycle: cycle)
    button.setTitle("Old", for: .normal)
    button.configurationUpdateHandler = { button in
      button.configuration?.title = button.state == .highlighted ? "New Highlighted" : "New Normal"
    }
    cycle.flush()
    #expect(button.appearance.title == "New Normal")
    button.press()
    cycle.flush()
    #expect(button.appearance.title == "New Highlighted")
  }

  @Test("A handler that builds a new configuration each update wins over the legacy title every time")
  func handlerBuildingFreshConfigurations() {
    // Each configuration the handler builds has its title assigned once, as the one it replaces had:
    // the title is the handler's all the same.
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: .filled(), cycle: cycle)
    button.setTitle("Old", for: .normal)
    button.configurationUpdateHandler = { button in
      var configuration = ButtonConfiguration.filled()
      configuration.title = button.state.contains(.highlighted) ? "Pressed" : "Idle"
      configuration.baseForegroundColor = .systemYellow
      button.configuration = configuration
    }
    button.setTitleColor(.systemRed, for: .normal)
    cycle.flush()
    #expect(button.appearance.title == "Idle")
    for _ in 0..<2 {
      button.press()
      cycle.flush()
      #expect(button.appearance.title == "Pressed")
      #expect(button.valueSources.title == .updateHandler)
      #expect(button.valueSources.titleColor == .updateHandler)
      button.release()
      cycle.flush()
      #expect(button.appearance.title == "Idle")
      #expect(button.valueSources.title == .updateHandler)
    }
  }

  @Test("A handler that rebuilds a machine's configuration without its title leaves the legacy title shown")
  func machineTitleAgainstLegacyTitle() {
    // The machine's title is the configuration's, not the handler's: the legacy title wins over it.
    var base = ButtonConfiguration.filled()
    base.title = "Follow"
    let machine = ConfigurationTable(base: base)
    let cycle = UpdateCycle()
    let button = StatelyButton(cycle: cycle)
    button.configurationTable = machine
    button.setTitle("Old", for: .normal)
    button.configurationUpdateHandler = { button in
      var configuration = button.configuration ?? .filled()
      configuration.subtitle = button.state.contains(.highlighted) ? "pressed" : nil
      button.configuration = configuration
    }
    cycle.flush()
    #expect(button.appearance.title == "Old")
    button.press()
    cycle.flush()
    #expect(button.appearance.title == "Old")
    #expect(button.appearance.subtitle == "pressed")
  }

  @Test("(c) button shows its legacy title when not highlighted; button2 sticks at \"New Highlighted\"")
  func buttonAndButton2() {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: articleConfiguration(), cycle: cycle)
    button.setTitle("Old", for: .normal)
    button.configurationUpdateHandler = highlightedOnlyHandler
    let button2 = StatelyButton(configuration: articleConfiguration(), cycle: cycle)
    button2.configuration?.title = "New"
    button2.configurationUpdateHandler = highlightedOnlyHandler
    cycle.flush()
    #expect(button.appearance.title == "Old")
    #expect(button2.appearance.title == "New")
    for control in [button, button2] { control.press() }
    cycle.flush()
    #expect(button.appearance.title == "New Highlighted")
    #expect(button2.appearance.title == "New Highlighted")
    for control in [button, button2] { control.release() }
    cycle.flush()
    #expect(button.appearance.title == "Old")
    #expect(button2.appearance.title == "New Highlighted")
    #expect(button2.valueSources.title == .configuration)
  }

  @Test("(d) A legacy button ignores edits through its absent configuration")
  func legacyButtonIgnoresConfigurationEdits() {
    let cycle = UpdateCycle()
    let button = StatelyButton(cycle: cycle)
    #expect(button.configuration == nil)
    button.setTitle("Old", for: .normal)
    button.configuration?.title = "New"
    cycle.flush()
    #expect(button.configuration == nil)
    #expect(button.appearance.title == "Old")
    #expect(button.currentTitle == "Old")
  }

  @Test("(e) Assigning a handler to a legacy button switches it to plain() and keeps legacy precedence")
  func handlerSwitchesLegacyButtonToConfigurationMode() {
    let cycle = UpdateCycle()
    let button = StatelyButton(cycle: cycle)
    button.setTitle("Old", for: .normal)
    button.configurationUpdateHandler = { _ in }
    #expect(button.configuration == .plain())
    cycle.flush()
    #expect(button.isConfigurationMode)
    #expect(button.appearance.title == "Old")
    #expect(button.appearance.style == .plain)
  }

  @Test("(f) setBackgroundImage and setTitleShadowColor have no effect in configuration mode, and say so")
  func ignoredSettersAreReported() {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: articleConfiguration(), cycle: cycle)
    button.setTitle("Normal", for: .normal)
    button.setBackgroundImage(.system("scribble.variable"), for: .highlighted)
    button.setTitleShadowColor(.systemPink, for: .highlighted)
    button.press()
    cycle.flush()
    #expect(button.appearance.backgroundImage == nil)
    #expect(button.appearance.titleShadowColor == nil)
    #expect(button.diagnostics.count == 2)
    #expect(button.diagnostics.map(\.description).allSatisfy { $0.contains("configuration mode") })
    #expect(button.diagnostics.first?.description.contains("setBackgroundImage(_:for:)") == true)

    let legacy = StatelyButton(cycle: cycle)
    legacy.setBackgroundImage(.system("scribble.variable"), for: .highlighted)
    legacy.setTitleShadowColor(.systemPink, for: .highlighted)
    legacy.press()
    cycle.flush()
    #expect(legacy.appearance.backgroundImage == .system("scribble.variable"))
    #expect(legacy.appearance.titleShadowColor == DynamicColor.systemPink.resolved(in: .light))
    #expect(legacy.diagnostics.isEmpty)
  }

  @Test("Writes to the configuration inside the handler do not request another update")
  func handlerWritesDoNotLoop() {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: articleConfiguration(), cycle: cycle)
    var calls = 0
    button.configurationUpdateHandler = { button in
      calls += 1
      button.configuration?.title = "Title \(calls)"
    }
    let report = cycle.flush()
    #expect(report.settled)
    #expect(calls == 1)
    #expect(!cycle.hasPendingUpdates)
  }
}
