import Stately
import Testing

@testable import StatelyControls

@Suite("Lists: selection, highlighting, editing and expansion")
struct StatelyListTests {
  typealias Path = StatelyControls.StatelyList.IndexPath

  /// Two sections: "Mailboxes" (three rows, a header and a footer) and one row without either.
  static func makeList(_ style: StatelyControls.StatelyList.Style = .insetGrouped) -> (
    list: StatelyControls.StatelyList, rows: ListTestRows
  ) {
    let list = StatelyList(style: style)
    let rows = ListTestRows(
      titles: [["Inbox", "Sent", "Trash"], ["Archive"]], headers: ["Mailboxes"], footers: ["3 mailboxes"])
    rows.attach(to: list)
    list.cycle.flush()
    return (list, rows)
  }

  @Test("Single selection: a tap selects its item and deselects the previous one")
  func singleSelection() throws {
    let (list, _) = Self.makeList()
    try list.tap(at: Path(item: 1, section: 0))
    list.cycle.flush()
    #expect(list.indexPathsForSelectedItems == [Path(item: 1, section: 0)])
    try list.tap(at: Path(item: 0, section: 1))
    list.cycle.flush()
    #expect(list.indexPathsForSelectedItems == [Path(item: 0, section: 1)])
    #expect(
      list.cellForItem(at: Path(item: 0, section: 1))?.appearance.background?.fillColor
        == DynamicColor.systemGray5.light)
    #expect(list.cellForItem(at: Path(item: 1, section: 0))?.appearance.state.isSelected == false)
  }

  @Test("Multiple selection: taps toggle; turning it off keeps the first selected item")
  func multipleSelection() throws {
    let (list, _) = Self.makeList()
    list.allowsMultipleSelection = true
    for item in [2, 0, 1] { try list.tap(at: Path(item: item, section: 0)) }
    try list.tap(at: Path(item: 1, section: 0))
    list.cycle.flush()
    #expect(list.indexPathsForSelectedItems == [Path(item: 0, section: 0), Path(item: 2, section: 0)])
    list.allowsMultipleSelection = false
    list.cycle.flush()
    #expect(list.indexPathsForSelectedItems == [Path(item: 0, section: 0)])
    #expect(list.cellForItem(at: Path(item: 2, section: 0))?.appearance.state.isSelected == false)
  }

  @Test("Pressing highlights until release; a release outside selects nothing; a disabled row ignores taps")
  func highlightOnPress() throws {
    let (list, rows) = Self.makeList(.plain)
    let path = Path(item: 0, section: 0)
    try list.press(at: path)
    list.cycle.flush()
    let cell = try #require(list.cellForItem(at: path))
    #expect(list.isHighlighted(at: path))
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
    rows.disabled = [path]
    try list.reconfigureItems(at: [path])
    list.allowsSelection = true
    try list.tap(at: path)
    #expect(list.indexPathsForSelectedItems.isEmpty && !list.isHighlighted(at: path))
  }

  @Test("The list style reaches every cell as its list environment, headers and footers included")
  func environment() throws {
    let (list, _) = Self.makeList(.insetGrouped)
    let cell = try #require(list.cellForItem(at: Path(item: 0, section: 0)))
    #expect(cell.traitCollection.listEnvironment == .insetGrouped)
    #expect(cell.appearance.background?.corner == .rounded(10))
    #expect(list.headerView(forSection: 0)?.appearance.content?.text?.string == "Mailboxes")
    #expect(list.headerView(forSection: 0)?.appearance.content?.text?.font.pointSize == 13)
    #expect(list.footerView(forSection: 0)?.appearance.content?.text?.string == "3 mailboxes")
    #expect(list.footerView(forSection: 0)?.appearance.background?.fillColor == .clear)
    #expect(list.headerView(forSection: 1) == nil)
    #expect(list.visibleCells.count == 4)
    list.traitCollection = .dark
    list.cycle.flush()
    #expect(cell.traitCollection.listEnvironment == .insetGrouped)
    #expect(cell.appearance.content?.text?.color == .white)
    #expect(list.headerView(forSection: 0)?.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("Editing and expansion reach the cells through the shared cycle in one flush")
  func editingAndExpansion() throws {
    let (list, _) = Self.makeList()
    list.isEditing = true
    let expanded = try list.toggleExpansion(at: Path(item: 0, section: 1))
    #expect(expanded)
    #expect(list.cycle.pendingCount == 6)
    list.cycle.flush()
    let shown =
      list.visibleCells + [list.headerView(forSection: 0), list.footerView(forSection: 0)].compactMap { $0 }
    #expect(shown.count == 6)
    #expect(shown.allSatisfy { $0.appliedConfigurationState.isEditing })
    #expect(list.cellForItem(at: Path(item: 0, section: 1))?.appearance.state.isExpanded == true)
    try list.setExpanded(false, at: Path(item: 0, section: 1))
    list.cycle.flush()
    #expect(!list.isExpanded(at: Path(item: 0, section: 1)))
    #expect(list.cellForItem(at: Path(item: 0, section: 1))?.appearance.state.isExpanded == false)
  }

  @Test("Swiping belongs to the item and shows in its cell's state")
  func swipe() throws {
    let (list, _) = Self.makeList()
    let path = Path(item: 2, section: 0)
    try list.setSwiped(true, at: path)
    list.cycle.flush()
    #expect(list.isSwiped(at: path))
    #expect(list.cellForItem(at: path)?.appearance.state.isSwiped == true)
    #expect(list.cellForItem(at: Path(item: 1, section: 0))?.appearance.state.isSwiped == false)
    try list.setSwiped(false, at: path)
    list.cycle.flush()
    #expect(list.cellForItem(at: path)?.appearance.state.isSwiped == false)
  }

  @Test("Bad positions are typed errors naming what and where")
  func badInput() throws {
    let (list, _) = Self.makeList()
    #expect(throws: ListError.sectionOutOfRange(section: 5, count: 2)) {
      try list.tap(at: Path(item: 0, section: 5))
    }
    #expect(throws: ListError.itemOutOfRange(indexPath: Path(item: 3, section: 0), count: 3)) {
      try list.selectItem(at: Path(item: 3, section: 0))
    }
    #expect(throws: ListError.itemOutOfRange(indexPath: Path(item: -1, section: 1), count: 1)) {
      try list.setSwiped(true, at: Path(item: -1, section: 1))
    }
    #expect(throws: ListError.itemOutOfRange(indexPath: Path(item: 1, section: 1), count: 1)) {
      try list.reconfigureItems(at: [Path(item: 0, section: 1), Path(item: 1, section: 1)])
    }
    #expect(
      ListError.itemOutOfRange(indexPath: Path(item: 3, section: 0), count: 1).description
        == "item 3 of section 0 is out of range; the section has 1 item")
    #expect(list.cellForItem(at: Path(item: -1, section: 0)) == nil)
    #expect(list.numberOfItems(inSection: 7) == 0)
    #expect(list.indexPathsForSelectedItems.isEmpty)
  }

  @Test("Selection after random taps matches a plain reference model")
  func selectionMatchesReference() throws {
    for multiple in [false, true] {
      for seed in 0..<20 {
        let (list, _) = Self.makeList()
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

  @Test("Taps tell the delegate what they selected and deselected; programmatic selection does not")
  func delegate() throws {
    final class Recorder: StatelyListDelegate {
      var events: [String] = []
      func list(_ list: StatelyList, didSelectItemAt indexPath: StatelyList.IndexPath) {
        events.append("select \(indexPath)")
      }
      func list(_ list: StatelyList, didDeselectItemAt indexPath: StatelyList.IndexPath) {
        events.append("deselect \(indexPath)")
      }
    }
    let (list, _) = Self.makeList()
    let recorder = Recorder()
    list.delegate = recorder
    try list.tap(at: Path(item: 0, section: 0))
    try list.tap(at: Path(item: 2, section: 0))
    try list.selectItem(at: Path(item: 1, section: 0))
    try list.deselectItem(at: Path(item: 1, section: 0))
    list.allowsMultipleSelection = true
    try list.tap(at: Path(item: 0, section: 1))
    try list.tap(at: Path(item: 0, section: 1))
    try list.press(at: Path(item: 1, section: 0))
    try list.release(at: Path(item: 1, section: 0), inside: false)
    #expect(
      recorder.events == [
        "select [0, 0]", "deselect [0, 0]", "select [0, 2]", "select [1, 0]", "deselect [1, 0]",
      ])
  }

  @Test("A tap selects nothing when the delegate removed its item while hearing of the deselection")
  func delegateRemovesTheTappedItem() throws {
    final class Pruner: StatelyListDelegate {
      let rows: ListTestRows
      var selected: [StatelyList.IndexPath] = []
      init(rows: ListTestRows) { self.rows = rows }
      func list(_ list: StatelyList, didSelectItemAt indexPath: StatelyList.IndexPath) {
        selected.append(indexPath)
      }
      func list(_ list: StatelyList, didDeselectItemAt indexPath: StatelyList.IndexPath) {
        rows.titles = [["Inbox"]]
        list.reloadData()
      }
    }
    let (list, rows) = Self.makeList()
    let pruner = Pruner(rows: rows)
    list.delegate = pruner
    try list.tap(at: Path(item: 0, section: 0))
    try list.tap(at: Path(item: 2, section: 0))
    list.cycle.flush()
    #expect(pruner.selected == [Path(item: 0, section: 0)])
    #expect(!list.indexPathsForSelectedItems.contains(Path(item: 2, section: 0)))
  }
}
