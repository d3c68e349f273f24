import Stately
import StatelyControls
import Testing

/// A cell that counts how often its appearance is resolved.
private final class CountingCell: Cell {
  var resolutions = 0
  override func resolveAppearance(for state: ControlState) throws(ConfigurationError) -> CellAppearance {
    resolutions += 1
    return try super.resolveAppearance(for: state)
  }
}

@Suite("ConfiguredControl: one lifecycle, one way to report errors")
struct ConfiguredControlTests {
  @Test("A button and a cell report an unresolvable configuration the same way, and recover")
  func errorsAreReportedOneWay() {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: .gray(), cycle: cycle)
    let cell = Cell(cycle: cycle)
    cycle.flush()
    let goodButton = button.appearance
    let goodCell = cell.appearance
    button.configuration?.titlePadding = -1
    cell.backgroundConfiguration?.strokeWidth = -1
    cycle.flush()
    #expect(button.configurationError == .negative(property: "ButtonConfiguration.titlePadding", value: -1))
    #expect(cell.configurationError == .negative(property: "BackgroundConfiguration.strokeWidth", value: -1))
    #expect(button.appearance == goodButton)
    #expect(cell.appearance == goodCell)
    for diagnostics in [button.diagnostics, cell.diagnostics] {
      guard case .unresolvableConfiguration(_, let state)? = diagnostics.last else {
        Issue.record("expected an unresolvable-configuration diagnostic, got \(diagnostics)")
        continue
      }
      #expect(state == .normal)
    }
    button.configuration?.titlePadding = 1
    cell.backgroundConfiguration?.strokeWidth = 1
    cycle.flush()
    #expect(button.configurationError == nil && cell.configurationError == nil)
    #expect(throws: Never.self) { try button.resolvedAppearance() }
  }

  @Test(
    "A configuration changed by a state observer, after the appearance was resolved, is applied by the next update"
  )
  func observerChangesAreApplied() {
    let cycle = UpdateCycle()
    var configuration = ButtonConfiguration.filled()
    configuration.title = "Follow"
    let button = StatelyButton(configuration: configuration, cycle: cycle)
    cycle.flush()
    let observation = button.engine.observeState { state in
      button.configuration?.title = state.contains(.selected) ? "Following" : "Follow"
    }
    button.isSelected = true
    let report = cycle.flush()
    #expect(report.updates == 2)
    #expect(button.appearance.title == "Following")
    #expect(!button.engine.needsUpdate)
    // A handler's change is part of the update it runs in: one update.
    button.engine.removeStateObserver(observation)
    button.configurationUpdateHandler = { button in
      button.configuration?.subtitle = button.isHighlighted ? "Release to follow" : nil
    }
    cycle.flush()
    button.isHighlighted = true
    #expect(cycle.flush().updates == 1)
    #expect(button.appearance.subtitle == "Release to follow")
  }

  @Test("A cell resolves once per update, in its apply phase; reading its appearance does no work")
  func cellsResolveInTheirApplyPhase() {
    let cycle = UpdateCycle()
    let cell = CountingCell(cycle: cycle)
    cycle.flush()
    #expect(cell.resolutions == 1)
    for _ in 0..<3 {
      cell.isSelected.toggle()
      cycle.flush()
    }
    #expect(cell.resolutions == 4)
    #expect(cell.appearance.state.isSelected)
    _ = cell.appearance
    _ = cell.configurationError
    _ = cell.diagnostics
    #expect(cell.resolutions == 4)
    cell.backgroundConfiguration?.cornerRadius = 11
    #expect(cell.appearance.background?.corner != .rounded(11))
    #expect(cell.resolutions == 4)
    cycle.flush()
    #expect(cell.appearance.background?.corner == .rounded(11))
    #expect(cell.resolutions == 5)
  }

  @Test("A button resolves in its apply phase: the appearance changes only at updates")
  func buttonsResolveEagerly() {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: .filled(), cycle: cycle)
    button.configuration?.title = "Before"
    cycle.flush()
    button.configuration?.title = "After"
    #expect(button.appearance.title == "Before")
    cycle.flush()
    #expect(button.appearance.title == "After")
  }

}
