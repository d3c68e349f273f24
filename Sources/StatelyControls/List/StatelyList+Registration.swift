public import Stately

extension StatelyList {
  /// The item the list is asking its data source for, and its cell when reconfiguring it.
  struct CellRequest {
    var indexPath: IndexPath
    var reconfiguring: Slot?
  }

  /// A cell handed out by a dequeue while the list asked for an item.
  struct DequeuedCell {
    var cell: Cell
    var reuseIdentifier: String
  }

  /// Registers how to make the cells for a reuse identifier (UIKit's
  /// `register(_:forCellWithReuseIdentifier:)`, which takes the class: here you pass the maker).
  ///
  /// The list calls `makeCell` with its ``cycle`` when ``dequeueReusableCell(withReuseIdentifier:for:)``
  /// finds no cell to reuse, so it makes about as many cells as fit on a screen. Registering an
  /// identifier again replaces its maker: the cells the old one made are no longer reused, and the
  /// cells shown keep their items until they leave the screen or the list reloads.
  ///
  /// ```swift
  /// list.register({ cycle in Cell(cycle: cycle) }, forCellWithReuseIdentifier: "row")
  /// list.register({ cycle in MailCell(cycle: cycle) }, forCellWithReuseIdentifier: "mail")
  /// ```
  ///
  /// - Parameters:
  ///   - makeCell: Makes a new cell on the cycle it is given. It must return a new cell each time.
  ///   - identifier: The reuse identifier the data source dequeues with.
  public func register(
    _ makeCell: @escaping (_ cycle: UpdateCycle) -> Cell, forCellWithReuseIdentifier identifier: String
  ) {
    registrationCount += 1
    registrations[identifier] = Registration(makeCell: makeCell, number: registrationCount)
    for cell in reusableCells.removeValue(forKey: identifier) ?? [] { cell.isInList = false }
  }

  /// Puts a cell that showed an item back in its identifier's pool, unless the identifier has been
  /// registered again since the cell was made: then the list lets it go.
  func pool(_ cell: Cell, as identifier: String) {
    guard registrations[identifier]?.number == cell.registrationNumber else {
      cell.isInList = false
      return
    }
    reusableCells[identifier, default: []].append(cell)
  }

  /// A cell to show an item: one that showed an item that scrolled out, or a new one from the maker
  /// registered for `identifier` (UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`).
  ///
  /// Call it only in ``StatelyListDataSource/list(_:cellForItemAt:)``, for the index path that method
  /// is given. A reused cell has been through ``Cell/prepareForReuse()`` and keeps its content until
  /// you set it. Either way, the cell already has the item's selection, highlight, swipe and
  /// expansion, the list's editing flag and traits. While the list reconfigures an item
  /// (``reconfigureItems(at:)``), it returns the cell already showing it.
  ///
  /// ```swift
  /// func list(_ list: StatelyList, cellForItemAt indexPath: StatelyList.IndexPath) throws(ListError) -> Cell {
  ///   let cell = try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = rows[indexPath.item]
  ///   cell.contentConfiguration = content
  ///   return cell
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - indexPath: The item the list is asking for.
  /// - Throws: ``ListError/unregisteredReuseIdentifier(_:indexPath:)``,
  ///   ``ListError/dequeuedOutsideCellForItem(indexPath:)``, or, when the maker misbehaves,
  ///   ``ListError/cycleMismatch(cell:)`` and ``ListError/cellAlreadyInList(cell:)``.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws(ListError) -> Cell
  {
    guard let request, request.indexPath == indexPath else {
      throw .dequeuedOutsideCellForItem(indexPath: indexPath)
    }
    guard let registration = registrations[identifier] else {
      throw .unregisteredReuseIdentifier(identifier, indexPath: indexPath)
    }
    let cell: Cell
    if let current = request.reconfiguring, current.reuseIdentifier == identifier,
      !dequeued.contains(where: { $0.cell === current.cell })
    {
      cell = current.cell
    } else if let reusable = reusableCells[identifier]?.popLast() {
      reusable.prepareForReuse()
      cell = reusable
    } else {
      let made = registration.makeCell(cycle)
      guard made.engine.cycle === cycle else { throw .cycleMismatch(cell: made.engine.identifier) }
      guard !made.isInList else { throw .cellAlreadyInList(cell: made.engine.identifier) }
      made.isInList = true
      made.registrationNumber = registration.number
      cell = made
    }
    dequeued.append(DequeuedCell(cell: cell, reuseIdentifier: identifier))
    cell.traitCollection = traitCollection
    itemStates.apply(to: cell, at: indexPath, isEditing: isEditing)
    return cell
  }

  /// ``dequeueReusableCell(withReuseIdentifier:for:)`` for a cell of a known type, such as a subclass
  /// with custom states.
  ///
  /// ```swift
  /// let cell = try list.dequeueReusableCell(withReuseIdentifier: "mail", for: indexPath, as: MailCell.self)
  /// cell.isArchived = mailbox.isArchived
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - indexPath: The item the list is asking for.
  ///   - type: The type the identifier's maker makes.
  /// - Throws: What ``dequeueReusableCell(withReuseIdentifier:for:)`` throws, and
  ///   ``ListError/cellTypeMismatch(reuseIdentifier:expected:actual:)`` when the cell is of another type
  ///   (it goes back to the pool).
  public func dequeueReusableCell<Dequeued: Cell>(
    withReuseIdentifier identifier: String, for indexPath: IndexPath, as type: Dequeued.Type
  ) throws(ListError) -> Dequeued {
    let cell = try dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    guard let typed = cell as? Dequeued else {
      throw .cellTypeMismatch(
        reuseIdentifier: identifier, expected: "\(Dequeued.self)", actual: "\(Swift.type(of: cell))")
    }
    return typed
  }

  /// Pools the cells dequeued for the request except `kept` and the cell the request reconfigures.
  func returnDequeuedCells(keeping kept: Cell?) {
    let current = request?.reconfiguring?.cell
    for entry in dequeued where entry.cell !== kept && entry.cell !== current {
      pool(entry.cell, as: entry.reuseIdentifier)
    }
    dequeued.removeAll(keepingCapacity: true)
  }
}

extension StatelyList {
  /// A reuse identifier's cell maker, and the number that tells its cells from an earlier one's.
  struct Registration {
    let makeCell: (UpdateCycle) -> Cell
    let number: Int
  }
}
