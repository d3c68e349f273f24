import Stately
import StatelyControls

/// The rows the scrolling benchmark shows: "Row n" with a subtitle, in one section. Every 7th row is
/// selected, every 11th swiped and every 13th expanded, so reused cells change state as rows enter.
///
/// It counts the cells the list makes (and holds them weakly, to count those alive) and the cells it
/// configures, and it owns the list, which holds its data source weakly.
final class BenchmarkRows: StatelyListDataSource {
  /// A cell the list made, held weakly.
  private struct MadeCell {
    weak var cell: Cell?
  }

  let list: StatelyList
  let count: Int
  /// The cells configured since the count was last reset: the rows that entered.
  var configured = 0
  private var made: [MadeCell] = []

  /// A list of `count` rows, `screenRows` rows in view.
  init(count: Int, screenRows: Int) {
    self.count = count
    list = StatelyList(style: .insetGrouped)
    list.visibleHeight = Double(screenRows) * list.rowHeight
    list.register(
      { [weak self] cycle in
        let cell = Cell(cycle: cycle)
        self?.made.append(MadeCell(cell: cell))
        return cell
      }, forCellWithReuseIdentifier: "row")
    list.dataSource = self
    list.allowsMultipleSelection = true
    for item in 0..<count {
      let indexPath = StatelyList.IndexPath(item: item, section: 0)
      if Self.isSelected(item) { try? list.selectItem(at: indexPath) }
      if Self.isSwiped(item) { try? list.setSwiped(true, at: indexPath) }
      if Self.isExpanded(item) { try? list.setExpanded(true, at: indexPath) }
    }
  }

  static func isSelected(_ item: Int) -> Bool { item % 7 == 0 }
  static func isSwiped(_ item: Int) -> Bool { item % 11 == 0 }
  static func isExpanded(_ item: Int) -> Bool { item % 13 == 0 }
  static func text(_ item: Int) -> String { "Row \(item)" }

  /// How many cells the list made.
  var cellsMade: Int { made.count }
  /// How many of them are alive.
  var cellsAlive: Int { made.count { $0.cell != nil } }

  func list(_ list: StatelyList, numberOfItemsInSection section: Int) -> Int { count }

  func list(_ list: StatelyList, cellForItemAt indexPath: StatelyList.IndexPath) throws(ListError) -> Cell {
    configured += 1
    let cell = try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = Self.text(indexPath.item)
    content.secondaryText = "subtitle"
    cell.contentConfiguration = content
    return cell
  }
}
