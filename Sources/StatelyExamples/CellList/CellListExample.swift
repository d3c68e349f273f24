public import Stately
public import StatelyControls

/// The modern cell configuration article's example as a list of mail folders: rounded corners, yellow while
/// highlighted or selected, the tint at 30 % while highlighted, an archived look, swipe and expand.
///
/// The example is the list's data source: it registers ``ArchiveCell`` under ``reuseIdentifier`` and
/// gives each row its title and its archived flag from ``mailboxes``.
///
/// ```swift
/// let example = CellListExample()
/// try example.list.tap(at: .init(item: 0, section: 0))
/// example.cycle.flush()
/// example.cell(forItem: 0)?.appearance.background?.fillColor  // system yellow
/// ```
public final class CellListExample: StatelyListDataSource {
  /// One row's data.
  public struct Mailbox: Sendable, Hashable {
    /// The row's text.
    public var title: String
    /// Whether the row shows the archived look.
    public var isArchived: Bool

    /// Creates a mailbox.
    ///
    /// - Parameters:
    ///   - title: The row's text.
    ///   - isArchived: Whether the row shows the archived look.
    public init(title: String, isArchived: Bool = false) {
      self.title = title
      self.isArchived = isArchived
    }
  }

  /// The cycle the list and its cells share.
  public let cycle: UpdateCycle
  /// The list.
  public let list: StatelyList
  /// The rows, in order: "Inbox", "Drafts", and the archived "2019".
  public private(set) var mailboxes: [Mailbox]

  /// The titles of the rows, in order.
  public static let titles = ["Inbox", "Drafts", "2019"]

  /// The reuse identifier of the rows' ``ArchiveCell``.
  public static let reuseIdentifier = "mailbox"

  /// Creates the list.
  ///
  /// - Parameters:
  ///   - traits: The appearance and tint.
  ///   - cycle: The cycle the list and cells share. Defaults to a new one.
  public init(traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle()) {
    self.cycle = cycle
    mailboxes = Self.titles.enumerated().map { Mailbox(title: $1, isArchived: $0 == 2) }
    list = StatelyList(style: .insetGrouped, traitCollection: traits, cycle: cycle)
    list.register(
      { ArchiveCell(traitCollection: traits, cycle: $0) }, forCellWithReuseIdentifier: Self.reuseIdentifier)
    list.dataSource = self
  }

  /// The cell showing a row, or `nil` when the row is not shown.
  ///
  /// - Parameter item: The row's index in ``mailboxes``.
  public func cell(forItem item: Int) -> ArchiveCell? {
    list.cellForItem(at: StatelyList.IndexPath(item: item, section: 0)) as? ArchiveCell
  }

  /// Swipes a row open or closed.
  ///
  /// - Parameters:
  ///   - isSwiped: Whether it is open.
  ///   - item: The row's index in ``mailboxes``.
  /// - Throws: `StatelyControls/ListError` when `item` is out of range.
  public func setSwiped(_ isSwiped: Bool, item: Int) throws(ListError) {
    try list.setSwiped(isSwiped, at: StatelyList.IndexPath(item: item, section: 0))
  }

  /// Archives or unarchives a row, and reconfigures its cell.
  ///
  /// - Parameters:
  ///   - isArchived: Whether the row shows the archived look.
  ///   - item: The row's index in ``mailboxes``.
  /// - Throws: `StatelyControls/ListError` when `item` is out of range.
  public func setArchived(_ isArchived: Bool, item: Int) throws(ListError) {
    let indexPath = StatelyList.IndexPath(item: item, section: 0)
    guard mailboxes.indices.contains(item) else {
      throw .itemOutOfRange(indexPath: indexPath, count: mailboxes.count)
    }
    mailboxes[item].isArchived = isArchived
    try list.reconfigureItems(at: [indexPath])
  }

  /// Diagnostics of every rule table the cells use.
  public var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] {
    ArchiveCell.ruleDiagnostics
  }

  // MARK: - StatelyListDataSource

  /// The number of mailboxes.
  ///
  /// - Parameters:
  ///   - list: The list.
  ///   - section: 0, the only section.
  /// - Returns: The count of ``mailboxes``.
  public func list(_ list: StatelyList, numberOfItemsInSection section: Int) -> Int { mailboxes.count }

  /// An ``ArchiveCell`` with the mailbox's title and archived flag.
  ///
  /// - Parameters:
  ///   - list: The list.
  ///   - indexPath: The row.
  /// - Throws: What the dequeue throws.
  /// - Returns: The configured cell.
  public func list(_ list: StatelyList, cellForItemAt indexPath: StatelyList.IndexPath) throws(ListError)
    -> Cell
  {
    let cell = try list.dequeueReusableCell(
      withReuseIdentifier: Self.reuseIdentifier, for: indexPath, as: ArchiveCell.self)
    let mailbox = mailboxes[indexPath.item]
    var content = cell.defaultContentConfiguration()
    content.text = mailbox.title
    cell.listContentConfiguration = content
    cell.isArchived = mailbox.isArchived
    return cell
  }

  /// "Mailboxes".
  ///
  /// - Parameters:
  ///   - list: The list.
  ///   - section: 0, the only section.
  /// - Returns: The header's text.
  public func list(_ list: StatelyList, titleForHeaderInSection section: Int) -> String? { "Mailboxes" }
}
