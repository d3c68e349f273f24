import Stately
import Testing

@testable import StatelyControls

/// The article's custom cell: yellow when highlighted or selected, 9 pt corners.
final class YellowCell: Cell {
  override func updateConfiguration(using state: CellConfigurationState) {
    var configuration = BackgroundConfiguration.listPlainCell()
    if state.isHighlighted || state.isSelected {
      configuration.backgroundColor = .systemYellow
    }
    configuration.cornerRadius = 9
    backgroundConfiguration = configuration
  }
}

/// The article's colour-transformer cell: the tint, at 30 % while highlighted.
final class TintCell: Cell {
  var image: ImageReference? = .system("heart")

  override func updateConfiguration(using state: CellConfigurationState) {
    var background = BackgroundConfiguration.clear()
    background.cornerRadius = 10
    if state.isHighlighted || state.isSelected {
      background.backgroundColor = nil
      if state.isHighlighted {
        background.backgroundColorTransformer = ColorTransformer(name: "alpha30") {
          $0.withAlphaComponent(0.3)
        }
      }
    }
    backgroundConfiguration = background
    var content = defaultContentConfiguration().updated(for: state)
    content.image = image
    contentConfiguration = content
  }
}

/// A cell with a typed custom state that drives its background.
final class ArchivableCell: Cell {
  var isArchived = false {
    didSet { if isArchived != oldValue { setNeedsUpdateConfiguration() } }
  }

  override var configurationState: CellConfigurationState {
    var state = super.configurationState
    state[.isArchived] = isArchived
    return state
  }

  override func updateConfiguration(using state: CellConfigurationState) {
    var background = BackgroundConfiguration.listPlainCell().updated(for: state)
    if state[.isArchived] { background.backgroundColor = .systemGray3 }
    backgroundConfiguration = background
  }
}

@Suite("Cells: the article's examples")
struct CellArticleTests {
  static let blue = DynamicColor.systemBlue.light

  @Test("Corner radius 9 set through backgroundConfiguration survives every state")
  func cornerRadiusNine() {
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    var content = cell.defaultContentConfiguration()
    content.image = .system("imageName")
    content.text = "text"
    cell.contentConfiguration = content
    var background = cell.backgroundConfiguration
    background?.cornerRadius = 9
    cell.backgroundConfiguration = background
    cycle.flush()
    #expect(cell.appearance.background?.corner == .rounded(9))
    #expect(cell.appearance.content?.text?.string == "text")
    #expect(cell.appearance.content?.image == .system("imageName"))
    cell.isHighlighted = true
    cycle.flush()
    #expect(cell.appearance.background?.corner == .rounded(9))
    #expect(cell.appearance.background?.fillColor == DynamicColor.systemGray4.light)
  }

  @Test("updateConfiguration(using:) paints the background yellow when highlighted or selected")
  func yellowWhenHighlightedOrSelected() {
    let cycle = UpdateCycle()
    let cell = YellowCell(cycle: cycle)
    cycle.flush()
    #expect(cell.appearance.background?.fillColor == .white)
    #expect(cell.appearance.background?.corner == .rounded(9))
    for (highlighted, selected) in [(true, false), (false, true), (true, true)] {
      cell.isHighlighted = highlighted
      cell.isSelected = selected
      cycle.flush()
      #expect(cell.appearance.background?.fillColor == DynamicColor.systemYellow.light)
    }
    cell.isHighlighted = false
    cell.isSelected = false
    cycle.flush()
    #expect(cell.appearance.background?.fillColor == .white)
  }

  @Test("A nil background colour shows the tint, at 30 % alpha through the transformer when highlighted")
  func tintTransformer() {
    let cycle = UpdateCycle()
    let cell = TintCell(cycle: cycle)
    cycle.flush()
    #expect(cell.appearance.background?.fillColor == .clear)
    cell.isHighlighted = true
    cycle.flush()
    #expect(cell.appearance.background?.fillColor == Self.blue.withAlphaComponent(0.3))
    #expect(cell.appearance.background?.corner == .rounded(10))
    cell.isHighlighted = false
    cell.isSelected = true
    cycle.flush()
    #expect(cell.appearance.background?.fillColor == Self.blue)
    cell.traitCollection = TraitCollection(tintColor: .systemPink)
    cycle.flush()
    #expect(cell.appearance.background?.fillColor == DynamicColor.systemPink.light)
  }

  @Test(
    "defaultContentConfiguration().updated(for:) with an image resolves the image and the state's colours")
  func defaultContentWithImage() {
    let cycle = UpdateCycle()
    let cell = TintCell(
      kind: .cell, traitCollection: TraitCollection(listEnvironment: .sidebar), cycle: cycle)
    cell.isSelected = true
    cycle.flush()
    let content = cell.appearance.content
    #expect(content?.image == .system("heart"))
    #expect(content?.imageTintColor == .white)
    #expect(content?.directionalLayoutMargins.leading == 10)
    cell.isSelected = false
    cycle.flush()
    #expect(cell.appearance.content?.imageTintColor == Self.blue)
  }

  @Test("Turning the automatic flags off stops the automatic updates")
  func automaticFlagsOff() {
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    cell.contentConfiguration = ListContentConfiguration.sidebarCell()
    cell.isSelected = true
    cycle.flush()
    #expect(cell.appearance.background?.fillColor == DynamicColor.systemGray5.light)
    #expect(cell.appearance.state.isSelected)
    cell.isSelected = false
    cell.automaticallyUpdatesBackgroundConfiguration = false
    cell.automaticallyUpdatesContentConfiguration = false
    cycle.flush()
    cell.isHighlighted = true
    cell.isSelected = true
    cycle.flush()
    #expect(cell.appearance.background?.fillColor == DynamicColor.systemGray5.light)
    #expect(cell.listContentConfiguration?.textProperties.color == .white)
    cell.contentConfiguration = ListContentConfiguration.sidebarCell()
    cycle.flush()
    #expect(cell.listContentConfiguration?.textProperties.color == .label)
    cell.automaticallyUpdatesBackgroundConfiguration = true
    cycle.flush()
    #expect(cell.appearance.background?.fillColor == DynamicColor.systemGray4.light)
  }

  @Test("A typed custom state drives the background")
  func customStateDrivesBackground() {
    let cycle = UpdateCycle()
    let cell = ArchivableCell(cycle: cycle)
    cycle.flush()
    #expect(cell.appearance.background?.fillColor == .white)
    #expect(!cell.appearance.state[.isArchived])
    cell.isArchived = true
    cycle.flush()
    #expect(cell.appearance.state[.isArchived])
    #expect(cell.appearance.background?.fillColor == DynamicColor.systemGray3.light)
    #expect(cell.appliedConfigurationState.customStateNames == ["com.example.archived"])
  }
}
