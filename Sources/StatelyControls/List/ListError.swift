/// A list operation given a position or a cell it cannot use; each case names what and where.
///
/// ```text
/// section 3 is out of range; the list has 2 sections
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

  /// A cell whose update cycle is not the list's, so its updates would not flush with the list.
  ///
  /// - Parameter cell: The cell's identifier.
  case cycleMismatch(cell: String)

  /// A cell that is already in a list.
  ///
  /// - Parameter cell: The cell's identifier.
  case cellAlreadyInList(cell: String)

  /// A sentence naming the position or the cell and what was wrong.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let section, let count):
      "section \(section) is out of range; the list has \(count) section\(count == 1 ? "" : "s")"
    case .itemOutOfRange(let indexPath, let count):
      "item \(indexPath.item) of section \(indexPath.section) is out of range; the section has "
        + "\(count) item\(count == 1 ? "" : "s")"
    case .cycleMismatch(let cell):
      "cell \(cell) uses another update cycle than the list; create it with the list's cycle"
    case .cellAlreadyInList(let cell):
      "cell \(cell) is already in a list"
    }
  }
}
