import Stately
import Testing

@testable import StatelyControls

/// Records the steps of each update pass.
final class RecordingCell: Cell {
  var log: [String] = []

  override func updateConfiguration(using state: CellConfigurationState) {
    let fill = backgroundConfiguration?.backgroundColor
    log.append(
      "override highlighted=\(state.isHighlighted) autoFill=\(fill == .systemGray4 ? "gray4" : "other")")
    var content = listContentConfiguration ?? defaultContentConfiguration()
    content.text = "from override"
    contentConfiguration = content
  }
}

@Suite("Cells: the update pass")
struct CellUpdatePassTests {
  @Test("One pass: state, automatic updates, override, handler; appearance shows the handler's result")
  func passOrder() {
    let cycle = UpdateCycle()
    let cell = RecordingCell(cycle: cycle)
    cell.configurationUpdateHandler = { cell in
      cell.log.append("handler highlighted=\(cell.appliedConfigurationState.isHighlighted)")
      var content = cell.listContentConfiguration
      content?.secondaryText = "from handler"
      cell.contentConfiguration = content
    }
    cycle.flush()
    cell.log.removeAll()
    cell.isHighlighted = true
    let report = cycle.flush()
    #expect(cell.log == ["override highlighted=true autoFill=gray4", "handler highlighted=true"])
    #expect(report.updates == 1 && report.settled)
    #expect(!cell.engine.needsUpdate)
    #expect(cell.appearance.content?.text?.string == "from override")
    #expect(cell.appearance.content?.secondaryText?.string == "from handler")
    #expect(cell.appearance.state.isHighlighted)
  }

  @Test("Changes before a flush coalesce into one update; setting the handler requests one")
  func coalescing() {
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    cycle.flush()
    let before = cell.engine.updateCount
    cell.isEditing = true
    cell.isExpanded = true
    cell.isSwiped = true
    cell.isReordering = true
    cell.cellDragState = .lifting
    cell.cellDropState = .targeted
    cell.isSelected = true
    cell.backgroundConfiguration = .listGroupedCell()
    #expect(cycle.flush().updates == 1)
    #expect(cell.engine.updateCount == before + 1)
    let state = cell.appliedConfigurationState
    #expect(state.isEditing && state.isExpanded && state.isSwiped && state.isReordering && state.isSelected)
    #expect(state.cellDragState == .lifting && state.cellDropState == .targeted)
    var ran = 0
    cell.configurationUpdateHandler = { _ in ran += 1 }
    #expect(cell.engine.needsUpdate)
    cycle.flush()
    #expect(ran == 1)
    #expect(cycle.flush().updates == 0)
  }

  @Test("A configuration set outside a pass is styled for the current state in the next pass")
  func setOutsidePass() {
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    cell.isSelected = true
    cycle.flush()
    cell.backgroundConfiguration = .listPlainCell()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    cycle.flush()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray5)
  }

  @Test("Default configurations follow the cell's kind and list")
  func defaults() {
    let header = Cell(kind: .header, traitCollection: TraitCollection(listEnvironment: .grouped))
    #expect(header.defaultContentConfiguration().textProperties.font.pointSize == 13)
    #expect(header.defaultBackgroundConfiguration().backgroundColor == .clear)
    #expect(header.backgroundConfiguration?.backgroundColor == .systemBackground)
    header.engine.updateIfNeeded()
    #expect(header.backgroundConfiguration?.backgroundColor == .clear)
    let footer = Cell(kind: .footer)
    #expect(footer.defaultContentConfiguration().textProperties.color == .secondaryLabel)
    let cell = Cell(traitCollection: TraitCollection(listEnvironment: .insetGrouped))
    #expect(cell.defaultBackgroundConfiguration().cornerRadius == 10)
  }

  @Test("A bad length keeps the last good appearance and reports the error; fixing it clears the error")
  func badLengthKeepsLastAppearance() throws {
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    cycle.flush()
    let good = cell.appearance
    var background = cell.backgroundConfiguration
    background?.cornerRadius = -9
    cell.backgroundConfiguration = background
    cycle.flush()
    #expect(cell.appearance == good)
    #expect(cell.configurationError == .negative(property: "BackgroundConfiguration.cornerRadius", value: -9))
    #expect(throws: ConfigurationError.self) { try cell.resolvedAppearance() }
    background?.cornerRadius = 4
    background?.strokeWidth = -2
    cell.backgroundConfiguration = background
    cycle.flush()
    #expect(
      cell.configurationError?.description
        == "BackgroundConfiguration.strokeWidth is -2.0; it must be zero or positive")
    background?.strokeWidth = 1
    cell.backgroundConfiguration = background
    cycle.flush()
    #expect(cell.configurationError == nil)
    #expect(try cell.resolvedAppearance().background?.corner == .rounded(4))
  }

  @Test("A reused cell whose new row cannot be resolved shows no content, not the previous row's")
  func reusedCellWithBadConfigurationShowsNoOldRow() throws {
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    var content = ListContentConfiguration.cell()
    content.text = "Row 0"
    cell.contentConfiguration = content
    cycle.flush()
    #expect(cell.appearance.content?.text?.string == "Row 0")
    cell.prepareForReuse()
    content.text = "Row 30"
    cell.contentConfiguration = content
    var background = cell.backgroundConfiguration
    background?.cornerRadius = -9
    cell.backgroundConfiguration = background
    cycle.flush()
    #expect(cell.configurationError == .negative(property: "BackgroundConfiguration.cornerRadius", value: -9))
    #expect(cell.appearance.content == nil && cell.appearance.background == nil)
    // Still bad in the next update: still nothing of row 0.
    cell.isSelected = true
    cycle.flush()
    #expect(cell.appearance.content == nil)
    background?.cornerRadius = 4
    cell.backgroundConfiguration = background
    cycle.flush()
    #expect(cell.configurationError == nil)
    #expect(cell.appearance.content?.text?.string == "Row 30")
  }

  @Test("A custom content configuration is updated automatically and flagged in the appearance")
  func customContent() {
    struct Badge: ContentConfiguration, Hashable {
      var count = 0
      var color = DynamicColor.systemRed
      func updated<State: ConfigurationState>(for state: State) -> Badge {
        var copy = self
        copy.color = state.isSelected ? .white : .systemRed
        return copy
      }
    }
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    cell.contentConfiguration = Badge(count: 3)
    cell.isSelected = true
    cycle.flush()
    #expect((cell.contentConfiguration as? Badge)?.color == .white)
    #expect(cell.appearance.hasCustomContent && cell.appearance.content == nil)
  }
}
