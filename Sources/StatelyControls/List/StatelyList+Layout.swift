extension StatelyList {
  /// A cell the list shows, and what it shows.
  struct Slot {
    var element: ListElement
    var cell: Cell
    /// `nil` for headers and footers.
    var reuseIdentifier: String?
  }

  /// An element a layout pass places, with the cell already showing it if it stays.
  struct Placement {
    var element: ListElement
    var staying: Slot?
  }

  /// The most layout passes one change runs; a data source that keeps changing the list while it lays
  /// out is stopped there and recorded as ``ListError/layoutDidNotSettle(passes:)``.
  public static var layoutPassLimit: Int { 8 }

  /// The most sections a list shows: the list asks its data source for each section's count and titles
  /// on every reload, and lays out every section, so a data source that gives more is cut off there and
  /// recorded as ``ListError/tooManySections(count:limit:)``. Stately's own limit: UIKit documents none.
  public static var sectionLimit: Int { 100_000 }

  /// Asks the data source again for everything: the counts and titles, and a cell for every item
  /// shown (UIKit's `reloadData()`).
  ///
  /// The cells shown go back to their pools first, so the new cells are mostly the same objects. The
  /// selection, highlight, swipe and expansion of items still in the list stay; those of items no
  /// longer in it are forgotten. Setting ``dataSource`` reloads.
  ///
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* cells shown.
  public func reloadData() {
    setNeedsLayout(reload: true, geometry: true)
  }

  /// Asks the data source for the cells of items again, in the cells already showing them (UIKit's
  /// `reconfigureItems(at:)`): ``dequeueReusableCell(withReuseIdentifier:for:)`` returns the item's
  /// current cell, without ``Cell/prepareForReuse()``, when the identifier is the same. Items not shown
  /// are left alone.
  ///
  /// ```swift
  /// mailboxes[2].isArchived = true
  /// try list.reconfigureItems(at: [StatelyList.IndexPath(item: 2, section: 0)])
  /// ```
  ///
  /// - Parameter indexPaths: Items of the list.
  /// - Throws: ``ListError`` for an index path outside the list; then nothing is reconfigured.
  public func reconfigureItems(at indexPaths: [IndexPath]) throws(ListError) {
    for indexPath in indexPaths { try checkItem(indexPath) }
    pendingReconfigurations.append(contentsOf: indexPaths)
    layOutIfNeeded()
  }

  /// Notes what changed and lays out, unless a pass is running: then that pass runs another when it
  /// ends, so a data source may change the list while it answers.
  func setNeedsLayout(reload: Bool = false, geometry: Bool = false) {
    needsReload = needsReload || reload
    needsGeometry = needsGeometry || geometry
    needsLayout = true
    layOutIfNeeded()
  }

  /// Runs layout passes until nothing more is owed, or ``layoutPassLimit`` passes have run.
  func layOutIfNeeded() {
    guard !isLayingOut else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    var passes = 0
    while needsLayout || !pendingReconfigurations.isEmpty {
      guard passes < Self.layoutPassLimit else {
        record(.layoutDidNotSettle(passes: passes))
        needsReload = false
        needsGeometry = false
        needsLayout = false
        pendingReconfigurations.removeAll()
        break
      }
      passes += 1
      if needsLayout {
        let reloading = needsReload
        needsLayout = false
        needsReload = false
        if reloading { readSections() }
        if needsGeometry {
          needsGeometry = false
          layout = ListLayout(
            shapes: sections.map {
              .init(itemCount: $0.itemCount, hasHeader: $0.header != nil, hasFooter: $0.footer != nil)
            },
            rowHeight: metrics.rowHeight, headerHeight: metrics.sectionHeaderHeight,
            footerHeight: metrics.sectionFooterHeight)
        }
        offset = min(max(0, offset), max(0, layout.contentHeight - metrics.visibleHeight))
        placeCells(reloading: reloading)
      } else {
        var indexPaths = pendingReconfigurations
        pendingReconfigurations = []
        for indexPath in indexPaths { reconfigure(indexPath) }
        // The buffer goes back for the next request, so reconfiguring allocates nothing.
        indexPaths.removeAll(keepingCapacity: true)
        if pendingReconfigurations.isEmpty { pendingReconfigurations = indexPaths }
      }
      if cellsNeedItemStates {
        cellsNeedItemStates = false
        for slot in slots { applyListState(to: slot) }
      }
    }
  }

  /// Reads the counts and titles from the data source, and forgets the states of items gone.
  private func readSections() {
    sections.removeAll()
    if let dataSource {
      var count = dataSource.numberOfSections(in: self)
      if count < 0 {
        record(.negativeCount(section: nil, count: count))
        count = 0
      } else if count > Self.sectionLimit {
        record(.tooManySections(count: count, limit: Self.sectionLimit))
        count = Self.sectionLimit
      }
      sections.reserveCapacity(count)
      for section in 0..<count {
        var items = dataSource.list(self, numberOfItemsInSection: section)
        if items < 0 {
          record(.negativeCount(section: section, count: items))
          items = 0
        }
        sections.append(
          SectionContent(
            itemCount: items, header: dataSource.list(self, titleForHeaderInSection: section),
            footer: dataSource.list(self, titleForFooterInSection: section)))
      }
    }
    itemStates.removeAll { checkedItemIsGone($0) }
  }

  /// Whether an index path is outside the list.
  private func checkedItemIsGone(_ indexPath: IndexPath) -> Bool {
    do throws(ListError) {
      try checkItem(indexPath)
      return false
    } catch {
      return true
    }
  }

  /// Places a cell on every element in view or in the prefetch margin: cells of elements that left go
  /// back to their pools, cells that stay are left alone (unless `reloading`), new elements get cells.
  private func placeCells(reloading: Bool) {
    let margin = metrics.prefetchMargin
    let range = (offset - margin)..<(offset + metrics.visibleHeight + margin)
    wantedElements.removeAll(keepingCapacity: true)
    layout.forEachElement(overlapping: range) { wantedElements.append($0) }
    // Both are in display order: one walk pairs the cells that stay with their elements.
    placements.removeAll(keepingCapacity: true)
    var index = 0
    for element in wantedElements {
      while index < slots.count && slots[index].element < element {
        recycle(slots[index])
        index += 1
      }
      if index < slots.count && slots[index].element == element {
        if reloading {
          recycle(slots[index])
          placements.append(Placement(element: element, staying: nil))
        } else {
          placements.append(Placement(element: element, staying: slots[index]))
        }
        index += 1
      } else {
        placements.append(Placement(element: element, staying: nil))
      }
    }
    while index < slots.count {
      recycle(slots[index])
      index += 1
    }
    slots.removeAll(keepingCapacity: true)
    for placement in placements {
      if let slot = placement.staying ?? makeSlot(for: placement.element) { slots.append(slot) }
    }
    placements.removeAll(keepingCapacity: true)
  }

  /// A cell for an element that entered; `nil` when the data source gave none.
  private func makeSlot(for element: ListElement) -> Slot? {
    switch element {
    case .header(let section):
      let cell = supplementaryCell(.header, text: sections[section].header ?? "")
      return Slot(element: element, cell: cell, reuseIdentifier: nil)
    case .footer(let section):
      let cell = supplementaryCell(.footer, text: sections[section].footer ?? "")
      return Slot(element: element, cell: cell, reuseIdentifier: nil)
    case .item(let indexPath):
      guard let (cell, identifier) = askDataSource(for: indexPath, reconfiguring: nil) else { return nil }
      return Slot(element: element, cell: cell, reuseIdentifier: identifier)
    }
  }

  /// Asks the data source again for an item shown, and shows the cell it returns.
  private func reconfigure(_ indexPath: IndexPath) {
    guard let index = slotIndex(for: .item(indexPath)) else { return }
    let current = slots[index]
    guard let (cell, identifier) = askDataSource(for: indexPath, reconfiguring: current) else { return }
    guard cell !== current.cell else { return }
    recycle(current)
    slots[index] = Slot(element: current.element, cell: cell, reuseIdentifier: identifier)
  }

  /// The data source's cell for an item and its identifier, checked; `nil`, recorded, when it gave none.
  private func askDataSource(for indexPath: IndexPath, reconfiguring current: Slot?) -> (Cell, String)? {
    guard let dataSource else { return nil }
    request = CellRequest(indexPath: indexPath, reconfiguring: current)
    defer { request = nil }
    let cell: Cell
    do {
      cell = try dataSource.list(self, cellForItemAt: indexPath)
    } catch {
      record(error)
      returnDequeuedCells(keeping: nil)
      return nil
    }
    guard let entry = dequeued.first(where: { $0.cell === cell }) else {
      record(.cellNotDequeued(indexPath: indexPath))
      returnDequeuedCells(keeping: nil)
      return nil
    }
    returnDequeuedCells(keeping: cell)
    // The item's flags again, in case the data source changed them on the cell.
    cell.traitCollection = traitCollection
    itemStates.apply(to: cell, at: indexPath, isEditing: isEditing)
    return (cell, entry.reuseIdentifier)
  }

  /// A header or footer cell showing `text`: one from its pool, or a new one.
  private func supplementaryCell(_ kind: Cell.Kind, text: String) -> Cell {
    let cell: Cell
    if let reusable = kind == .header ? reusableHeaders.popLast() : reusableFooters.popLast() {
      reusable.prepareForReuse()
      cell = reusable
    } else {
      cell = Cell(kind: kind, traitCollection: traitCollection, cycle: cycle)
      cell.isInList = true
    }
    cell.traitCollection = traitCollection
    cell.isEditing = isEditing
    var content = cell.defaultContentConfiguration()
    content.text = text
    cell.listContentConfiguration = content
    return cell
  }

  /// Puts a cell that no longer shows its element back in its pool.
  private func recycle(_ slot: Slot) {
    switch slot.element {
    case .header: reusableHeaders.append(slot.cell)
    case .footer: reusableFooters.append(slot.cell)
    case .item: pool(slot.cell, as: slot.reuseIdentifier ?? "")
    }
  }

  /// Gives a cell shown the list's traits and editing flag, and its item's flags.
  func applyListState(to slot: Slot) {
    slot.cell.traitCollection = traitCollection
    if case .item(let indexPath) = slot.element {
      itemStates.apply(to: slot.cell, at: indexPath, isEditing: isEditing)
    } else {
      slot.cell.isEditing = isEditing
    }
  }

  /// Gives the cell showing an item, if any, the item's flags.
  func applyItemState(at indexPath: IndexPath) {
    if let slot = slot(for: .item(indexPath)) { applyListState(to: slot) }
    if isLayingOut { cellsNeedItemStates = true }
  }

  /// The index of the cell shown for an element, by binary search.
  func slotIndex(for element: ListElement) -> Int? {
    var low = 0
    var high = slots.count
    while low < high {
      let middle = (low + high) / 2
      if slots[middle].element < element { low = middle + 1 } else { high = middle }
    }
    return low < slots.count && slots[low].element == element ? low : nil
  }

  /// The cell shown for an element.
  func slot(for element: ListElement) -> Slot? { slotIndex(for: element).map { slots[$0] } }
}
