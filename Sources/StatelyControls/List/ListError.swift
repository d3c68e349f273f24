/// A list operation given something it cannot use, or a data source that gave the list something it
/// cannot show; each case names what and where.
///
/// Operations you call with a bad position throw it. What a data source does wrong while the list
/// lays out (an unregistered reuse identifier, a cell it did not dequeue, a negative count) is
/// recorded in ``StatelyList/diagnostics`` instead, and the row it concerns shows no cell.
///
/// ```text
/// section 3 is out of range; the list has 2 sections
/// no cell is registered for reuse identifier "mail" (dequeued for item [0, 4])
/// ```
public enum ListError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A section index outside the list.
  ///
  /// - Parameters:
  ///   - section: The index given.
  ///   - count: The number of sections.
  case sectionOutOfRange(section: Int, count: Int)

  /// An item index outside its section.
  ///
  /// - Parameters:
  ///   - indexPath: The index path given.
  ///   - count: The number of items in that section.
  case itemOutOfRange(indexPath: StatelyList.IndexPath, count: Int)

  /// A registered cell maker that made a cell on another update cycle than the list's, so its updates
  /// would not flush with the list.
  ///
  /// - Parameter cell: The cell's identifier.
  case cycleMismatch(cell: String)

  /// A registered cell maker that returned a cell already in a list.
  ///
  /// - Parameter cell: The cell's identifier.
  case cellAlreadyInList(cell: String)

  /// A reuse identifier with no registered cell.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier given.
  ///   - indexPath: The item the cell was dequeued for.
  case unregisteredReuseIdentifier(String, indexPath: StatelyList.IndexPath)

  /// A dequeued cell that is not of the type asked for.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier given.
  ///   - expected: The type asked for.
  ///   - actual: The type of the cell registered under the identifier.
  case cellTypeMismatch(reuseIdentifier: String, expected: String, actual: String)

  /// A cell dequeued for an item other than the one the list is asking its data source for, or while
  /// it is asking for none.
  ///
  /// - Parameter indexPath: The item the cell was dequeued for.
  case dequeuedOutsideCellForItem(indexPath: StatelyList.IndexPath)

  /// A data source that returned a cell it did not dequeue for the item.
  case cellNotDequeued(indexPath: StatelyList.IndexPath)

  /// A data source that gave a negative number of sections or items.
  ///
  /// - Parameters:
  ///   - section: The section whose item count was negative, or `nil` for the number of sections.
  ///   - count: The number given; the list used 0.
  case negativeCount(section: Int?, count: Int)

  /// A data source that gave more sections than a list shows (``StatelyList/sectionLimit``).
  ///
  /// - Parameters:
  ///   - count: The number given.
  ///   - limit: The number of sections the list shows: the first ones.
  case tooManySections(count: Int, limit: Int)

  /// A length the list cannot lay out with: not finite, or negative (or 0, for a row height).
  ///
  /// - Parameters:
  ///   - property: The property set.
  ///   - value: The value given; the property kept its previous value.
  case invalidLength(property: String, value: Double)

  /// A data source that kept changing the list while the list was laying out, so the layout did not
  /// settle within ``StatelyList/layoutPassLimit`` passes.
  ///
  /// - Parameter passes: The passes run.
  case layoutDidNotSettle(passes: Int)

  /// A sentence naming the position or the cell and what was wrong.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let section, let count):
      "section \(section) is out of range; the list has \(count) section\(count == 1 ? "" : "s")"
    case .itemOutOfRange(let indexPath, let count):
      "item \(indexPath.item) of section \(indexPath.section) is out of range; the section has "
        + "\(count) item\(count == 1 ? "" : "s")"
    case .cycleMismatch(let cell):
      "cell \(cell) uses another update cycle than the list; make it with the cycle the list passes"
    case .cellAlreadyInList(let cell):
      "cell \(cell) is already in a list; make a new cell each time the list asks"
    case .unregisteredReuseIdentifier(let identifier, let indexPath):
      "no cell is registered for reuse identifier \"\(identifier)\" (dequeued for item \(indexPath)); "
        + "register one with register(_:forCellWithReuseIdentifier:)"
    case .cellTypeMismatch(let identifier, let expected, let actual):
      "the cell registered for reuse identifier \"\(identifier)\" is a \(actual), not a \(expected)"
    case .dequeuedOutsideCellForItem(let indexPath):
      "a cell was dequeued for item \(indexPath) while the list was not asking its data source for "
        + "that item; dequeue cells only in list(_:cellForItemAt:), for the index path it is given"
    case .cellNotDequeued(let indexPath):
      "the data source's cell for item \(indexPath) was not dequeued for it; return a cell from "
        + "dequeueReusableCell(withReuseIdentifier:for:)"
    case .negativeCount(let section, let count):
      if let section {
        "the data source gave \(count) items for section \(section); the list shows none"
      } else {
        "the data source gave \(count) sections; the list shows none"
      }
    case .tooManySections(let count, let limit):
      "the data source gave \(count) sections; the list shows the first \(limit)"
    case .invalidLength(let property, let value):
      "\(property) cannot be \(value); it keeps its value"
    case .layoutDidNotSettle(let passes):
      "the list's data changed during each of \(passes) layout passes; the last pass stands"
    }
  }
}
