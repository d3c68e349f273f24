public import Stately

/// A list that shows a data source's items in reused cells, as UIKit's collection and table views do:
/// sections of items with header and footer texts, a list style, a scroll position, selection,
/// highlighting, editing, swiping and expansion, all updated through one shared `UpdateCycle`.
///
/// Register a cell maker for a reuse identifier, and give the list a ``StatelyListDataSource``. The
/// list asks it for a cell only for the items in view (``indexPathsForVisibleItems``) and a
/// ``prefetchMargin`` around them; a cell whose item scrolls out goes back to the pool and shows the
/// next item that scrolls in. A list of 100,000 rows holds about as many cells as fit on a screen.
///
/// ```swift
/// final class Rows: StatelyListDataSource {
///   func list(_ list: StatelyList, numberOfItemsInSection section: Int) -> Int { 100_000 }
///   func list(_ list: StatelyList, cellForItemAt indexPath: StatelyList.IndexPath) throws(ListError)
///     -> Cell
///   {
///     let cell = try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = "Row \(indexPath.item)"
///     cell.contentConfiguration = content
///     return cell
///   }
/// }
///
/// let rows = Rows()
/// let list = StatelyList(style: .insetGrouped)
/// list.register({ cycle in Cell(cycle: cycle) }, forCellWithReuseIdentifier: "row")
/// list.dataSource = rows
/// try list.tap(at: StatelyList.IndexPath(item: 1, section: 0))
/// list.contentOffset += list.visibleHeight  // the next screen: only its rows are configured
/// list.cycle.flush()
/// list.indexPathsForSelectedItems  // [[0, 1]], whichever cell shows it
/// ```
///
/// How the list lays out, reuses cells and keeps each row's state (change it through the list, never
/// on a cell) is in <doc:ListsThatReuseCells>.
///
/// The list gives every cell its traits with the list's ``ListEnvironment``, so the adaptive presets
/// of ``Cell/defaultContentConfiguration()`` and ``BackgroundConfiguration/listCell()`` resolve for
/// the list's style.
///
/// A list is not `Sendable`: it lives with its cells and its cycle in one isolation domain.
public final class StatelyList {
  /// What the data source said of one section.
  struct SectionContent {
    var itemCount: Int
    var header: String?
    var footer: String?
  }

  /// The list's style.
  public let style: Style

  /// The cycle every cell of the list updates through. Flush it once per event.
  public let cycle: UpdateCycle

  /// What the list shows. Setting it reloads the list. Held weakly, as UIKit does.
  public weak var dataSource: (any StatelyListDataSource)? {
    didSet { reloadData() }
  }

  /// What hears taps that select and deselect items. Held weakly, as UIKit does.
  public weak var delegate: (any StatelyListDelegate)?

  /// Light or dark appearance and tint for every cell; the list environment always comes from
  /// ``style``. Setting it updates the traits of every cell shown.
  public var traitCollection: TraitCollection {
    didSet {
      traitCollection.listEnvironment = style.listEnvironment
      for slot in slots { slot.cell.traitCollection = traitCollection }
      if isLayingOut { cellsNeedItemStates = true }
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
      for indexPath in indexPathsForSelectedItems.dropFirst() {
        itemStates.selected.remove(indexPath)
        applyItemState(at: indexPath)
      }
    }
  }

  /// Whether the list is editing; the ``Cell/isEditing`` of every cell shown follows it.
  public var isEditing = false {
    didSet {
      for slot in slots { slot.cell.isEditing = isEditing }
      if isLayingOut { cellsNeedItemStates = true }
    }
  }

  /// The lengths the layout reads.
  var metrics = Metrics()
  /// See ``contentOffset``.
  var offset = 0.0
  /// The counts and titles of the last reload.
  var sections: [SectionContent] = []
  /// Where each element lies.
  var layout = ListLayout(shapes: [], rowHeight: 44, headerHeight: 0, footerHeight: 0)
  var itemStates = ListItemStates()
  /// The cells shown (in view or in the prefetch margin), in display order.
  var slots: [Slot] = []
  var registrations: [String: Registration] = [:]
  var registrationCount = 0
  /// Cells waiting to show another item, by reuse identifier.
  var reusableCells: [String: [Cell]] = [:]
  var reusableHeaders: [Cell] = []
  var reusableFooters: [Cell] = []
  /// The item the list is asking its data source for, while it asks.
  var request: CellRequest?
  /// The cells dequeued while answering ``request``.
  var dequeued: [DequeuedCell] = []
  /// The work the next layout pass owes; see ``setNeedsLayout(reload:geometry:)``.
  var needsReload = false
  var needsGeometry = false
  var needsLayout = false
  var pendingReconfigurations: [IndexPath] = []
  /// Whether a layout pass is running (and the data source may be answering).
  var isLayingOut = false
  /// Whether an item state, the traits or editing changed while a pass placed cells.
  var cellsNeedItemStates = false
  /// Buffers a layout pass reuses.
  var wantedElements: [ListElement] = []
  var placements: [Placement] = []
  var recorded: [ListError] = []

  /// Creates an empty list. Register cells and set ``dataSource`` to fill it.
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

  /// The number of sections, as of the last reload.
  public var numberOfSections: Int { sections.count }

  /// The number of items in a section as of the last reload, or `0` for a section outside the list.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].itemCount : 0
  }

  /// The cell showing an item, or `nil` when the item is neither in view nor in the prefetch margin
  /// (or outside the list).
  ///
  /// - Complexity: O(log *c*) for *c* cells shown.
  public func cellForItem(at indexPath: IndexPath) -> Cell? { slot(for: .item(indexPath))?.cell }

  /// The header cell of a section, or `nil` when the section has no header or it is not shown.
  public func headerView(forSection section: Int) -> Cell? { slot(for: .header(section: section))?.cell }

  /// The footer cell of a section, or `nil` when the section has no footer or it is not shown.
  public func footerView(forSection section: Int) -> Cell? { slot(for: .footer(section: section))?.cell }

  /// The cells of the items in view (``indexPathsForVisibleItems``), in index-path order; cells in
  /// the prefetch margin are not among them.
  public var visibleCells: [Cell] {
    let visible = visibleRange
    return slots.compactMap { slot in
      guard case .item = slot.element, layout.frame(of: slot.element).overlaps(visible) else { return nil }
      return slot.cell
    }
  }

  /// The index path of the item a cell shows, or `nil` when the list shows no item in it.
  ///
  /// - Parameter cell: A cell.
  /// - Complexity: O(*c*) for *c* cells shown.
  public func indexPath(for cell: Cell) -> IndexPath? {
    for slot in slots where slot.cell === cell {
      if case .item(let indexPath) = slot.element { return indexPath }
    }
    return nil
  }

  /// Problems the list noticed instead of failing, oldest first: what a data source did wrong and
  /// lengths it could not use. At most ``diagnosticsLimit`` are kept; a problem repeated at once is
  /// kept once.
  public var diagnostics: [ListError] { recorded }

  /// The maximum number of ``diagnostics`` kept.
  public static var diagnosticsLimit: Int { 32 }

  /// Adds a diagnostic unless it repeats the last one, keeping at most ``diagnosticsLimit``.
  func record(_ error: ListError) {
    if recorded.last == error { return }
    recorded.append(error)
    if recorded.count > Self.diagnosticsLimit { recorded.removeFirst(recorded.count - Self.diagnosticsLimit) }
  }

  /// Throws unless an index path names an item of the list.
  func checkItem(_ indexPath: IndexPath) throws(ListError) {
    guard sections.indices.contains(indexPath.section) else {
      throw .sectionOutOfRange(section: indexPath.section, count: sections.count)
    }
    let count = sections[indexPath.section].itemCount
    guard indexPath.item >= 0 && indexPath.item < count else {
      throw .itemOutOfRange(indexPath: indexPath, count: count)
    }
  }
}
