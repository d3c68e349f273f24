public import Stately
public import StatelyControls

/// The modern cell configuration article's example as a list of mail folders: rounded corners, yellow while
/// highlighted or selected, the tint at 30 % while highlighted, an archived look, swipe and expand.
///
/// ```swift
/// let example = try CellListExample()
/// try example.list.tap(at: .init(item: 0, section: 0))
/// example.cycle.flush()
/// example.cells[0].appearance.background?.fillColor  // system yellow
/// ```
public final class CellListExample {
  /// The cycle the list and its cells share.
  public let cycle: UpdateCycle
  /// The list.
  public let list: StatelyList
  /// The cells, in order: "Inbox", "Drafts", and the archived "2019".
  public let cells: [ArchiveCell]

  /// The titles of the cells, in order.
  public static let titles = ["Inbox", "Drafts", "2019"]

  /// Creates the list.
  ///
  /// - Parameters:
  ///   - traits: The appearance and tint.
  ///   - cycle: The cycle the list and cells share. Defaults to a new one.
  /// - Throws: `StatelyControls/ListError` if the list refuses a cell.
  public init(traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle())
    throws(ListError)
  {
    self.cycle = cycle
    list = StatelyList(style: .insetGrouped, traitCollection: traits, cycle: cycle)
    let section = list.appendSection(header: "Mailboxes")
    var cells: [ArchiveCell] = []
    for (index, title) in Self.titles.enumerated() {
      let cell = ArchiveCell(traitCollection: traits, cycle: cycle)
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.listContentConfiguration = content
      cell.isArchived = index == 2
      try list.append(cell, toSection: section)
      cells.append(cell)
    }
    self.cells = cells
  }

  /// Swipes the cell at `item` open or closed.
  ///
  /// - Parameters:
  ///   - isSwiped: Whether it is open.
  ///   - item: The cell's index in ``cells``.
  /// - Throws: `StatelyControls/ListError` when `item` is out of range.
  public func setSwiped(_ isSwiped: Bool, item: Int) throws(ListError) {
    let indexPath = StatelyList.IndexPath(item: item, section: 0)
    guard cells.indices.contains(item) else {
      throw .itemOutOfRange(indexPath: indexPath, count: cells.count)
    }
    cells[item].isSwiped = isSwiped
  }

  /// Diagnostics of every rule table the cells use.
  public var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] {
    ArchiveCell.ruleDiagnostics
  }
}
