import Stately
import Testing

@testable import StatelyControls

@Suite("Cells: StatelyList")
struct CellListTests {
  typealias Path = StatelyControls.StatelyList.IndexPath

  static func makeList(_ style: StatelyControls.StatelyList.Style = .insetGrouped) throws
    -> StatelyControls.StatelyList
  {
    let list = StatelyList(style: style)
    let first = list.appendSection(header: "Mailboxes", footer: "3 mailboxes")
    for name in ["Inbox", "Sent", "Trash"] { try list.appendCell(text: name, toSection: first) }
    let second = list.appendSection()
    try list.appendCell(text: "Archive", image: .system("archivebox"), toSection: second)
    list.cycle.flush()
    return list
  }

  @Test("Single selection: a tap selects its item and deselects the previous one")
  func singleSelection() throws {
    let list = try Self.makeList()
    try list.tap(at: Path(item: 1, section: 0))
    list.cycle.flush()
    #expect(list.indexPathsForSelectedItems == [Path(item: 1, section: 0)])
    try list.tap(at: Path(item: 0, section: 1))
    list.cycle.flush()
    #expect(list.indexPathsForSelectedItems == [Path(item: 0, section: 1)])
    #expect(
      list.cell(at: Path(item: 0, section: 1))?.appearance.background?.fillColor
        == DynamicColor.systemGray5.light)
    #expect(list.cell(at: Path(item: 1, section: 0))?.appearance.state.isSelected == false)
  }

  @Test("Multiple selection: taps toggle; turning it off keeps the first selected item")
  func multipleSelection() throws {
    let list = try Self.makeList()
    list.allowsMultipleSelection = true
    for item in [2, 0, 1] { try list.tap(at: Path(item: item, section: 0)) }
    try list.tap(at: Path(item: 1, section: 0))
    list.cycle.flush()
    #expect(list.indexPathsForSelectedItems == [Path(item: 0, section: 0), Path(item: 2, section: 0)])
    list.allowsMultipleSelection = false
    #expect(list.indexPathsForSelectedItems == [Path(item: 0, section: 0)])
  }

  @Test("Pressing highlights until release; a release outside selects nothing")
  func highlightOnPress() throws {
    let list = try Self.makeList(.plain)
    let path = Path(item: 0, section: 0)
    try list.press(at: path)
    list.cycle.flush()
    let cell = try #require(list.cell(at: path))
    #expect(cell.appearance.state.isHighlighted)
    #expect(cell.appearance.background?.fillColor == DynamicColor.systemGray4.light)
    try list.release(at: path, inside: false)
    list.cycle.flush()
    #expect(!cell.appearance.state.isHighlighted)
    #expect(list.indexPathsForSelectedItems.isEmpty)
    list.allowsSelection = false
    try list.tap(at: path)
    list.cycle.flush()
    #expect(list.indexPathsForSelectedItems.isEmpty && !cell.isHighlighted)
    cell.isEnabled = false
    list.allowsSelection = true
    try list.tap(at: path)
    #expect(list.indexPathsForSelectedItems.isEmpty)
  }

  @Test("The list style reaches every cell as its list environment, headers and footers included")
  func environment() throws {
    let list = try Self.makeList(.insetGrouped)
    let cell = try #require(list.cell(at: Path(item: 0, section: 0)))
    #expect(cell.traitCollection.listEnvironment == .insetGrouped)
    #expect(cell.appearance.background?.corner == .rounded(10))
    #expect(list.header(forSection: 0)?.appearance.content?.text?.string == "Mailboxes")
    #expect(list.header(forSection: 0)?.appearance.content?.text?.font.pointSize == 13)
    #expect(list.footer(forSection: 0)?.appearance.background?.fillColor == .clear)
    #expect(list.header(forSection: 1) == nil)
    #expect(list.allCells.count == 6)
    list.traitCollection = .dark
    list.cycle.flush()
    #expect(cell.traitCollection.listEnvironment == .insetGrouped)
    #expect(cell.appearance.content?.text?.color == .white)
  }

  @Test("Editing and expansion reach the cells through the shared cycle in one flush")
  func editingAndExpansion() throws {
    let list = try Self.makeList()
    list.isEditing = true
    let expanded = try list.toggleExpansion(at: Path(item: 0, section: 1))
    #expect(expanded)
    #expect(list.cycle.pendingCount == 6)
    list.cycle.flush()
    #expect(list.allCells.allSatisfy { $0.appliedConfigurationState.isEditing })
    #expect(list.cell(at: Path(item: 0, section: 1))?.appearance.state.isExpanded == true)
    try list.setExpanded(false, at: Path(item: 0, section: 1))
    list.cycle.flush()
    #expect(list.cell(at: Path(item: 0, section: 1))?.appearance.state.isExpanded == false)
  }

  @Test("Bad positions and foreign cells are typed errors naming what and where")
  func badInput() throws {
    let list = try Self.makeList()
    #expect(throws: ListError.sectionOutOfRange(section: 5, count: 2)) {
      try list.tap(at: Path(item: 0, section: 5))
    }
    #expect(throws: ListError.itemOutOfRange(indexPath: Path(item: 3, section: 0), count: 3)) {
      try list.selectItem(at: Path(item: 3, section: 0))
    }
    #expect(
      ListError.itemOutOfRange(indexPath: Path(item: 3, section: 0), count: 1).description
        == "item 3 of section 0 is out of range; the section has 1 item")
    let foreign = Cell(cycle: UpdateCycle())
    foreign.identifier = "foreign"
    #expect(throws: ListError.cycleMismatch(cell: "foreign")) { try list.append(foreign, toSection: 0) }
    let inList = try #require(list.cell(at: Path(item: 0, section: 0)))
    #expect(throws: ListError.cellAlreadyInList(cell: inList.identifier)) {
      try list.append(inList, toSection: 1)
    }
    #expect(throws: ListError.sectionOutOfRange(section: 9, count: 2)) { try list.appendCell(toSection: 9) }
    #expect(list.cell(at: Path(item: -1, section: 0)) == nil)
    #expect(list.numberOfItems(inSection: 7) == 0)
  }

  @Test("Selection after random taps matches a plain reference model")
  func selectionMatchesReference() throws {
    for multiple in [false, true] {
      for seed in 0..<20 {
        let list = try Self.makeList()
        list.allowsMultipleSelection = multiple
        var reference: Set<Path> = []
        var generator = seed &* 7919 &+ 17
        for _ in 0..<12 {
          generator = (generator &* 1_103_515_245 &+ 12345) & 0x7FFF_FFFF
          let path = generator % 4 == 3 ? Path(item: 0, section: 1) : Path(item: generator % 4, section: 0)
          try list.tap(at: path)
          if multiple {
            if reference.contains(path) { reference.remove(path) } else { reference.insert(path) }
          } else {
            reference = [path]
          }
        }
        list.cycle.flush()
        #expect(list.indexPathsForSelectedItems == reference.sorted())
      }
    }
  }
}
