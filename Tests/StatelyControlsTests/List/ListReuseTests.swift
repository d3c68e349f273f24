import Stately
import Testing

@testable import StatelyControls

@Suite("Lists: cells are reused for the rows in view")
struct ListReuseTests {
  typealias Path = StatelyControls.StatelyList.IndexPath

  /// A list of `rows` rows 44 points tall in one section, 10 rows in view (440 points) and a
  /// prefetch margin of 2 rows (88 points) on each side.
  static func makeList(rows count: Int) -> (list: StatelyControls.StatelyList, rows: ListTestRows) {
    let list = StatelyList()
    list.rowHeight = 44
    list.visibleHeight = 440
    list.prefetchMargin = 88
    let rows = ListTestRows(counts: [count])
    rows.attach(to: list)
    list.cycle.flush()
    return (list, rows)
  }

  /// The items of section 0 from `range`.
  static func items(_ range: Range<Int>) -> [Path] { range.map { Path(item: $0, section: 0) } }

  @Test("A list of 100,000 rows holds cells only for the rows in view and the margin, however far it scrolls")
  func liveCellsFollowTheView() throws {
    let (list, rows) = Self.makeList(rows: 100_000)
    #expect(list.indexPathsForVisibleItems == Self.items(0..<10))
    #expect(rows.asked == Self.items(0..<12))
    #expect(rows.made.count == 12)
    for _ in 0..<50 {
      list.contentOffset += list.visibleHeight
      list.cycle.flush()
    }
    list.contentOffset = 2_000_000
    list.cycle.flush()
    list.contentOffset = list.contentHeight
    list.cycle.flush()
    // In view, 10 rows (11 when a row is cut at each edge), and 2 rows of margin on each side.
    #expect(rows.made.count <= 15)
    #expect(rows.liveCells == rows.made.count)
    #expect(list.contentOffset == 100_000 * 44 - 440)
    #expect(list.indexPathsForVisibleItems == Self.items(99_990..<100_000))
    #expect(
      list.visibleCells.map { $0.appearance.content?.text?.string }
        == (99_990..<100_000).map { "Row 0.\($0)" })
  }

  @Test("Scrolling by one screen asks only for the rows that entered, and updates only their cells")
  func scrollingReconfiguresOnlyEnteredRows() throws {
    let (list, rows) = Self.makeList(rows: 100_000)
    rows.asked.removeAll()
    let cellsBefore = Dictionary(
      uniqueKeysWithValues: Self.items(8..<12).map { ($0, list.cellForItem(at: $0)) })
    list.contentOffset = 440
    // The laid-out rows go from 0..<12 to 8..<22: rows 12 to 21 entered.
    #expect(rows.asked == Self.items(12..<22))
    #expect(list.cycle.flush().updates == 10)
    for (path, cell) in cellsBefore { #expect(list.cellForItem(at: path) === cell, "\(path) kept its cell") }
    #expect(rows.made.count == 12 + 2)
    rows.asked.removeAll()
    list.contentOffset = 0
    #expect(rows.asked == Self.items(0..<8))
    #expect(list.cycle.flush().updates == 8)
  }

  @Test("A reused cell shows its new row's selection, highlight, swipe and expansion, not the old row's")
  func reusedCellsShowTheirRowsState() throws {
    let (list, rows) = Self.makeList(rows: 1_000)
    try list.selectItem(at: Path(item: 0, section: 0))
    try list.press(at: Path(item: 1, section: 0))
    try list.setSwiped(true, at: Path(item: 2, section: 0))
    try list.setExpanded(true, at: Path(item: 3, section: 0))
    try list.setSwiped(true, at: Path(item: 15, section: 0))
    list.cycle.flush()
    let oldCells = (0..<4).compactMap { list.cellForItem(at: Path(item: $0, section: 0)) }
    #expect(oldCells.count == 4)
    list.contentOffset = 440 * 2
    list.cycle.flush()
    // Rows 18 to 31 are laid out now: 14 cells, 12 of them the cells of rows 0 to 11.
    #expect(rows.made.count == 14)
    for cell in list.visibleCells {
      let path = try #require(list.indexPath(for: cell))
      let state = cell.appearance.state
      #expect(!state.isSelected && !state.isHighlighted && !state.isExpanded, "\(path)")
      #expect(state.isSwiped == (path.item == 15), "\(path)")
      #expect(cell.appearance.content?.text?.string == rows.title(at: path))
    }
    #expect(oldCells.contains { list.indexPath(for: $0) != nil }, "the old rows' cells show other rows")
    list.contentOffset = 0
    list.cycle.flush()
    let states = (0..<4).map { list.cellForItem(at: Path(item: $0, section: 0))?.appearance.state }
    #expect(states.map { $0?.isSelected } == [true, false, false, false])
    #expect(states.map { $0?.isHighlighted } == [false, true, false, false])
    #expect(states.map { $0?.isSwiped } == [false, false, true, false])
    #expect(states.map { $0?.isExpanded } == [false, false, false, true])
  }

  @Test("prepareForReuse clears the row's flags and leaves content, background and traits")
  func prepareForReuse() {
    let cycle = UpdateCycle()
    let cell = Cell(traitCollection: .dark, cycle: cycle)
    var content = cell.defaultContentConfiguration()
    content.text = "Inbox"
    cell.contentConfiguration = content
    cell.isSelected = true
    cell.isHighlighted = true
    cell.isFocused = true
    cell.isEnabled = false
    cell.isSwiped = true
    cell.isExpanded = true
    cell.isReordering = true
    cell.cellDragState = .dragging
    cell.cellDropState = .targeted
    cell.isEditing = true
    cycle.flush()
    cell.prepareForReuse()
    cycle.flush()
    let state = cell.appliedConfigurationState
    #expect(!state.isSelected && !state.isHighlighted && !state.isFocused && !state.isDisabled)
    #expect(!state.isSwiped && !state.isExpanded && !state.isReordering)
    #expect(state.cellDragState == .none && state.cellDropState == .none)
    #expect(state.isEditing, "editing is the list's, which sets it for every cell")
    #expect(cell.appearance.content?.text?.string == "Inbox")
    #expect(cell.traitCollection.userInterfaceStyle == .dark)
    let updates = cell.engine.updateCount
    cell.prepareForReuse()
    cycle.flush()
    #expect(cell.engine.updateCount == updates, "a cell with nothing to clear is not updated")
  }

  @Test("reconfigureItems asks again for items shown, in the cells already showing them")
  func reconfigure() throws {
    let (list, rows) = Self.makeList(rows: 100)
    let path = Path(item: 3, section: 0)
    try list.selectItem(at: path)
    list.cycle.flush()
    let cell = try #require(list.cellForItem(at: path))
    rows.titles[0][3] = "Renamed"
    rows.titles[0][50] = "Renamed too"
    rows.asked.removeAll()
    try list.reconfigureItems(at: [path, Path(item: 50, section: 0)])
    #expect(rows.asked == [path], "an item not shown is asked for when it comes into view")
    #expect(list.cellForItem(at: path) === cell)
    #expect(list.cycle.flush().updates == 1)
    #expect(cell.appearance.content?.text?.string == "Renamed")
    #expect(cell.appearance.state.isSelected, "a reconfigured cell is not prepared for reuse")
    list.contentOffset = 50 * 44
    list.cycle.flush()
    #expect(
      list.cellForItem(at: Path(item: 50, section: 0))?.appearance.content?.text?.string == "Renamed too")
  }

  @Test("Reloading asks for everything again with the same cells, and forgets the states of rows gone")
  func reload() throws {
    let (list, rows) = Self.makeList(rows: 20)
    try list.selectItem(at: Path(item: 2, section: 0))
    try list.setSwiped(true, at: Path(item: 8, section: 0))
    try list.setExpanded(true, at: Path(item: 9, section: 0))
    rows.titles = [(0..<9).map { "New \($0)" }]
    rows.asked.removeAll()
    list.reloadData()
    list.cycle.flush()
    #expect(rows.asked == Self.items(0..<9))
    #expect(rows.made.count == 12)
    #expect(list.numberOfItems(inSection: 0) == 9)
    #expect(list.indexPathsForSelectedItems == [Path(item: 2, section: 0)])
    #expect(list.isSwiped(at: Path(item: 8, section: 0)))
    #expect(!list.isExpanded(at: Path(item: 9, section: 0)))
    #expect(list.visibleCells.map { $0.appearance.content?.text?.string } == (0..<9).map { "New \($0)" })
    #expect(list.visibleCells.map(\.appearance.state.isSelected) == (0..<9).map { $0 == 2 })
    rows.titles = [(0..<12).map { "Newer \($0)" }]
    list.reloadData()
    list.cycle.flush()
    #expect(list.cellForItem(at: Path(item: 9, section: 0))?.appearance.state.isExpanded == false)
  }

  @Test("Headers and footers are reused as sections scroll by, each showing its own section's text")
  func supplementaryViews() throws {
    let list = StatelyList(style: .grouped)
    list.visibleHeight = 200
    list.prefetchMargin = 0
    let count = 1_000
    let rows = ListTestRows(
      counts: Array(repeating: 2, count: count), headers: (0..<count).map { "Header \($0)" },
      footers: (0..<count).map { $0.isMultiple(of: 2) ? "Footer \($0)" : nil })
    rows.attach(to: list)
    var headerCells: [ObjectIdentifier] = []
    for section in stride(from: 0, to: count, by: 37) {
      // A section with a footer is 28 + 88 + 28 points tall, one without 28 + 88.
      list.contentOffset = Double(section / 2) * 260 + (section.isMultiple(of: 2) ? 0 : 144)
      list.cycle.flush()
      let header = try #require(list.headerView(forSection: section), "section \(section)")
      #expect(header.kind == .header)
      #expect(header.appearance.content?.text?.string == "Header \(section)")
      #expect(header.appearance.state.isSelected == false)
      if !headerCells.contains(ObjectIdentifier(header)) { headerCells.append(ObjectIdentifier(header)) }
      let footer = list.footerView(forSection: section)
      #expect(
        footer?.appearance.content?.text?.string == (section.isMultiple(of: 2) ? "Footer \(section)" : nil))
    }
    #expect(headerCells.count <= 3)
  }

  @Test("Lengths are checked: a bad one is recorded and ignored, and the offset stays within the content")
  func lengths() {
    let (list, _) = Self.makeList(rows: 5)
    list.rowHeight = 0
    list.rowHeight = .nan
    list.visibleHeight = -1
    list.sectionHeaderHeight = .infinity
    list.contentOffset = .nan
    list.prefetchMargin = -0.5
    #expect(list.rowHeight == 44 && list.visibleHeight == 440 && list.sectionHeaderHeight == 28)
    #expect(list.prefetchMargin == 88 && list.contentOffset == 0)
    #expect(list.diagnostics.count == 6)
    #expect(list.diagnostics.first == .invalidLength(property: "rowHeight", value: 0))
    #expect(list.diagnostics.first?.description == "rowHeight cannot be 0.0; it keeps its value")
    list.contentOffset = 100
    #expect(list.contentOffset == 0, "5 rows fit in view: nothing to scroll")
    list.visibleHeight = 100
    list.contentOffset = 1_000
    #expect(list.contentOffset == 5 * 44 - 100)
    #expect(list.contentHeight == 5 * 44)
    list.contentOffset = -30
    #expect(list.contentOffset == 0)
  }
}
