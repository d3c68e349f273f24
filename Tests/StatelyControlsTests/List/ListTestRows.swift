import Stately

@testable import StatelyControls

/// A data source for list tests: sections of rows titled "Row s.i" (or given titles), optional header
/// and footer texts, disabled rows, and a record of what the list asked and which cells it made.
final class ListTestRows: StatelyListDataSource {
  typealias Path = StatelyList.IndexPath

  /// A cell made by the list, held weakly so that a test can count the cells alive.
  struct MadeCell {
    weak var cell: Cell?
  }

  /// The rows' titles, section by section.
  var titles: [[String]]
  /// The header texts, by section.
  var headers: [String?]
  /// The footer texts, by section.
  var footers: [String?]
  /// Rows whose cells are disabled.
  var disabled: Set<Path> = []
  /// The reuse identifier `list(_:cellForItemAt:)` dequeues with.
  var reuseIdentifier = "row"
  /// The items the list asked cells for, in order.
  var asked: [Path] = []
  /// Every cell the registered maker made.
  private(set) var made: [MadeCell] = []

  /// Rows titled "Row s.i", `counts[s]` in section `s`.
  convenience init(counts: [Int], headers: [String?] = [], footers: [String?] = []) {
    let titles = counts.enumerated().map { section, count in (0..<count).map { "Row \(section).\($0)" } }
    self.init(titles: titles, headers: headers, footers: footers)
  }

  init(titles: [[String]], headers: [String?] = [], footers: [String?] = []) {
    self.titles = titles
    self.headers = headers
    self.footers = footers
  }

  /// Registers the maker for ``reuseIdentifier`` and becomes the list's data source.
  func attach(to list: StatelyList) {
    list.register(
      { [weak self] cycle in
        let cell = Cell(cycle: cycle)
        self?.made.append(MadeCell(cell: cell))
        return cell
      }, forCellWithReuseIdentifier: "row")
    list.dataSource = self
  }

  /// The cells made that are still alive.
  var liveCells: Int { made.count { $0.cell != nil } }

  /// The title of an item.
  func title(at indexPath: Path) -> String { titles[indexPath.section][indexPath.item] }

  func numberOfSections(in list: StatelyList) -> Int { titles.count }

  func list(_ list: StatelyList, numberOfItemsInSection section: Int) -> Int { titles[section].count }

  func list(_ list: StatelyList, cellForItemAt indexPath: Path) throws(ListError) -> Cell {
    asked.append(indexPath)
    let cell = try list.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = title(at: indexPath)
    cell.contentConfiguration = content
    cell.isEnabled = !disabled.contains(indexPath)
    return cell
  }

  func list(_ list: StatelyList, titleForHeaderInSection section: Int) -> String? {
    headers.indices.contains(section) ? headers[section] : nil
  }

  func list(_ list: StatelyList, titleForFooterInSection section: Int) -> String? {
    footers.indices.contains(section) ? footers[section] : nil
  }
}
