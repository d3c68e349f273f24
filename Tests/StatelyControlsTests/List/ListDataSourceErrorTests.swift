import Stately
import Testing

@testable import StatelyControls

/// A data source whose cell for each item is made by a closure, for data sources that misbehave.
private final class ClosureRows: StatelyListDataSource {
  var counts: [Int]
  var cell: (StatelyList, StatelyList.IndexPath) throws(ListError) -> Cell

  init(counts: [Int], cell: @escaping (StatelyList, StatelyList.IndexPath) throws(ListError) -> Cell) {
    self.counts = counts
    self.cell = cell
  }

  func numberOfSections(in list: StatelyList) -> Int { counts.count }
  func list(_ list: StatelyList, numberOfItemsInSection section: Int) -> Int { counts[section] }
  func list(_ list: StatelyList, cellForItemAt indexPath: StatelyList.IndexPath) throws(ListError) -> Cell {
    try cell(list, indexPath)
  }
}

@Suite("Lists: what a data source does wrong is recorded, and the list goes on")
struct ListDataSourceErrorTests {
  typealias Path = StatelyControls.StatelyList.IndexPath

  /// A list that registers plain cells under "row".
  static func makeList() -> StatelyControls.StatelyList {
    let list = StatelyList()
    list.register({ Cell(cycle: $0) }, forCellWithReuseIdentifier: "row")
    return list
  }

  @Test("An unregistered identifier, or a cell not dequeued, leaves that item without a cell")
  func badCells() throws {
    let list = Self.makeList()
    let rows = ClosureRows(counts: [3]) { list, indexPath throws(ListError) in
      switch indexPath.item {
      case 0: return try list.dequeueReusableCell(withReuseIdentifier: "mail", for: indexPath)
      case 1: return Cell(cycle: list.cycle)
      default: return try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      }
    }
    list.dataSource = rows
    #expect(
      list.diagnostics == [
        .unregisteredReuseIdentifier("mail", indexPath: Path(item: 0, section: 0)),
        .cellNotDequeued(indexPath: Path(item: 1, section: 0)),
      ])
    #expect(list.cellForItem(at: Path(item: 0, section: 0)) == nil)
    #expect(list.cellForItem(at: Path(item: 1, section: 0)) == nil)
    #expect(list.cellForItem(at: Path(item: 2, section: 0)) != nil)
    #expect(list.visibleCells.count == 1)
    #expect(
      list.diagnostics[0].description
        == "no cell is registered for reuse identifier \"mail\" (dequeued for item [0, 0]); "
        + "register one with register(_:forCellWithReuseIdentifier:)")
  }

  @Test("Dequeuing is only for the item being asked for")
  func dequeueOutsideCellForItem() throws {
    let list = Self.makeList()
    #expect(throws: ListError.dequeuedOutsideCellForItem(indexPath: Path(item: 0, section: 0))) {
      try list.dequeueReusableCell(withReuseIdentifier: "row", for: Path(item: 0, section: 0))
    }
    let rows = ClosureRows(counts: [2]) { list, indexPath throws(ListError) in
      try list.dequeueReusableCell(withReuseIdentifier: "row", for: Path(item: 1, section: indexPath.section))
    }
    list.dataSource = rows
    #expect(list.diagnostics.last == .dequeuedOutsideCellForItem(indexPath: Path(item: 1, section: 0)))
    #expect(list.visibleCells.count == 1)
  }

  @Test("A cell of the wrong type goes back to the pool and is used for the next item")
  func typeMismatch() throws {
    final class Special: Cell {}
    let list = Self.makeList()
    var madeBefore: Cell?
    let rows = ClosureRows(counts: [2]) { list, indexPath throws(ListError) in
      if indexPath.item == 0 {
        return try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath, as: Special.self)
      }
      return try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    // The first item's dequeue makes a plain cell and throws; the second item reuses that cell.
    list.register(
      { cycle in
        let cell = Cell(cycle: cycle)
        if madeBefore == nil { madeBefore = cell }
        return cell
      }, forCellWithReuseIdentifier: "row")
    list.dataSource = rows
    #expect(
      list.diagnostics == [.cellTypeMismatch(reuseIdentifier: "row", expected: "Special", actual: "Cell")])
    #expect(list.cellForItem(at: Path(item: 1, section: 0)) === madeBefore)
  }

  @Test("Registering an identifier again with a new cell type: after a reload every row gets the new type")
  func registeringAgainReplacesTheCells() throws {
    final class Special: Cell {}
    let list = Self.makeList()
    var wantsSpecial = false
    let rows = ClosureRows(counts: [3]) { list, indexPath throws(ListError) in
      wantsSpecial
        ? try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath, as: Special.self)
        : try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    list.dataSource = rows
    #expect(list.visibleCells.count == 3)
    list.register({ Special(cycle: $0) }, forCellWithReuseIdentifier: "row")
    wantsSpecial = true
    list.reloadData()
    #expect(list.diagnostics.isEmpty)
    #expect(list.visibleCells.count == 3)
    #expect(list.visibleCells.allSatisfy { $0 is Special })
  }

  @Test("A maker that returns a cell on another cycle, or one already in a list, is refused")
  func badMakers() throws {
    let list = StatelyList()
    let foreign = Cell(cycle: UpdateCycle())
    foreign.engine.identifier = "foreign"
    list.register({ _ in foreign }, forCellWithReuseIdentifier: "foreign")
    let shared = Cell(cycle: list.cycle)
    shared.engine.identifier = "shared"
    list.register({ _ in shared }, forCellWithReuseIdentifier: "shared")
    let rows = ClosureRows(counts: [3]) { list, indexPath throws(ListError) in
      try list.dequeueReusableCell(
        withReuseIdentifier: indexPath.item == 0 ? "foreign" : "shared", for: indexPath)
    }
    list.dataSource = rows
    #expect(list.diagnostics == [.cycleMismatch(cell: "foreign"), .cellAlreadyInList(cell: "shared")])
    #expect(list.cellForItem(at: Path(item: 1, section: 0)) === shared)
    #expect(list.visibleCells.count == 1)
  }

  @Test("Negative counts are recorded and read as 0")
  func negativeCounts() {
    let list = Self.makeList()
    let rows = ClosureRows(counts: [2, -4]) { list, indexPath throws(ListError) in
      try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    list.dataSource = rows
    #expect(list.diagnostics == [.negativeCount(section: 1, count: -4)])
    #expect(list.numberOfItems(inSection: 1) == 0)
    #expect(list.indexPathsForVisibleItems.count == 2)
    #expect(
      list.diagnostics[0].description == "the data source gave -4 items for section 1; the list shows none")
  }

  @Test("More sections than a list shows are recorded, and the list shows the first ones")
  func tooManySections() {
    final class EndlessSections: StatelyListDataSource {
      var asked = 0
      func numberOfSections(in list: StatelyList) -> Int { Int.max }
      func list(_ list: StatelyList, numberOfItemsInSection section: Int) -> Int {
        asked += 1
        return 1
      }
      func list(_ list: StatelyList, cellForItemAt indexPath: Path) throws(ListError) -> Cell {
        try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      }
    }
    let list = Self.makeList()
    let rows = EndlessSections()
    list.dataSource = rows
    let limit = StatelyList.sectionLimit
    #expect(list.diagnostics == [.tooManySections(count: Int.max, limit: limit)])
    #expect(list.numberOfSections == limit)
    #expect(rows.asked == limit)
    #expect(list.indexPathsForVisibleItems.first == Path(item: 0, section: 0))
    #expect(
      list.diagnostics[0].description
        == "the data source gave \(Int.max) sections; the list shows the first \(limit)")
  }

  @Test("A data source may change the list while it answers; one that never stops is cut off")
  func reentrantChanges() throws {
    let list = Self.makeList()
    list.rowHeight = 10
    list.visibleHeight = 100
    list.prefetchMargin = 0
    var scrolls = 0
    let rows = ClosureRows(counts: [1_000]) { list, indexPath throws(ListError) in
      if indexPath.item == 0 && scrolls < 1 {
        scrolls += 1
        list.contentOffset = 500
      }
      return try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    list.dataSource = rows
    #expect(list.diagnostics.isEmpty)
    #expect(list.contentOffset == 500)
    #expect(list.visibleCells.count == 10)
    #expect((50..<60).allSatisfy { list.cellForItem(at: Path(item: $0, section: 0)) != nil })
    #expect(list.cellForItem(at: Path(item: 0, section: 0)) == nil)

    let restless = ClosureRows(counts: [1_000]) { list, indexPath throws(ListError) in
      list.contentOffset += 100
      return try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    list.dataSource = restless
    #expect(list.diagnostics == [.layoutDidNotSettle(passes: StatelyList.layoutPassLimit)])
  }
}
