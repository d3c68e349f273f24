public import Stately

/// Sections of cells with a list style, selection, highlighting, editing and expansion, all
/// updated through one shared `UpdateCycle`.
///
/// The list gives every cell its traits with the list's ``ListEnvironment``, so the adaptive
/// presets of ``Cell/defaultContentConfiguration()`` and ``BackgroundConfiguration/listCell()``
/// resolve for the list's style.
///
/// ```swift
/// let list = StatelyList(style: .insetGrouped)
/// let section = list.appendSection(header: "Mailboxes")
/// try list.appendCell(text: "Inbox", image: .system("tray"), toSection: section)
/// try list.appendCell(text: "Sent", image: .system("paperplane"), toSection: section)
/// try list.tap(at: StatelyList.IndexPath(item: 1, section: 0))
/// list.cycle.flush()
/// list.indexPathsForSelectedItems  // [[0, 1]]
/// ```
///
/// A list is not `Sendable`: it lives with its cells and its cycle in one isolation domain.
public final class StatelyList {
  /// The section storage: an optional header and footer around the rows.
  struct Section {
    var header: Cell?
    var footer: Cell?
    var cells: [Cell] = []
  }

  /// The list's style.
  public let style: Style

  /// The cycle every cell of the list updates through. Flush it once per event.
  public let cycle: UpdateCycle

  /// Light or dark appearance and tint for every cell; the list environment always comes from
  /// ``style``. Setting it updates every cell's traits.
  public var traitCollection: TraitCollection {
    didSet {
      traitCollection.listEnvironment = style.listEnvironment
      for cell in allCells { cell.traitCollection = traitCollection }
    }
  }

  /// Whether tapping selects items. Default `true`. When `false`, pressing does not highlight.
  public var allowsSelection = true

  /// Whether several items can be selected at once; a tap then toggles an item. Default `false`:
  /// a tap selects its item and deselects the others. Turning it off keeps only the first selected
  /// item.
  public var allowsMultipleSelection = false {
    didSet {
      guard !allowsMultipleSelection else { return }
      for indexPath in indexPathsForSelectedItems.dropFirst() { cellIfValid(indexPath)?.isSelected = false }
    }
  }

  /// Whether the list is editing; every cell's ``Cell/isEditing`` follows it.
  public var isEditing = false {
    didSet { for cell in allCells { cell.isEditing = isEditing } }
  }

  var sections: [Section] = []

  /// Creates an empty list.
  ///
  /// - Parameters:
  ///   - style: The list's style. Defaults to plain.
  ///   - traitCollection: Appearance and tint; its list environment is replaced by the style's.
  ///   - cycle: The cycle its cells share. Defaults to a new one.
  public init(
    style: Style = .plain, traitCollection: TraitCollection = TraitCollection(),
    cycle: UpdateCycle = UpdateCycle()
  ) {
    self.style = style
    self.cycle = cycle
    var traits = traitCollection
    traits.listEnvironment = style.listEnvironment
    self.traitCollection = traits
  }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The number of items in a section, or `0` for a section outside the list.
  ///
  /// - Parameter section: The section index.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].cells.count : 0
  }

  /// The cell at an index path, or `nil` outside the list.
  ///
  /// - Parameter indexPath: The position.
  public func cell(at indexPath: IndexPath) -> Cell? { cellIfValid(indexPath) }

  /// The header cell of a section, or `nil` when it has none or the section is outside the list.
  ///
  /// - Parameter section: The section index.
  public func header(forSection section: Int) -> Cell? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// The footer cell of a section, or `nil` when it has none or the section is outside the list.
  ///
  /// - Parameter section: The section index.
  public func footer(forSection section: Int) -> Cell? {
    sections.indices.contains(section) ? sections[section].footer : nil
  }

  /// Every header, row and footer cell, section by section, in display order.
  public var allCells: [Cell] {
    var result: [Cell] = []
    for section in sections {
      if let header = section.header { result.append(header) }
      result.append(contentsOf: section.cells)
      if let footer = section.footer { result.append(footer) }
    }
    return result
  }

  /// The index path of a row cell of this list, or `nil`.
  ///
  /// - Parameter cell: A cell.
  /// - Complexity: O(*n*) for *n* rows.
  public func indexPath(for cell: Cell) -> IndexPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let item = section.cells.firstIndex(where: { $0 === cell }) {
        return IndexPath(item: item, section: sectionIndex)
      }
    }
    return nil
  }

  func cellIfValid(_ indexPath: IndexPath) -> Cell? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].cells.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].cells[indexPath.item]
  }

  /// The cell at an index path, or an error naming the position.
  func checkedCell(at indexPath: IndexPath) throws(ListError) -> Cell {
    guard sections.indices.contains(indexPath.section) else {
      throw .sectionOutOfRange(section: indexPath.section, count: sections.count)
    }
    let cells = sections[indexPath.section].cells
    guard cells.indices.contains(indexPath.item) else {
      throw .itemOutOfRange(indexPath: indexPath, count: cells.count)
    }
    return cells[indexPath.item]
  }
}
