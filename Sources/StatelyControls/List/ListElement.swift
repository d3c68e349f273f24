/// One thing a list lays out: a section's header, an item, or a section's footer. Ordered as a list
/// shows them: by section, then header, items, footer.
enum ListElement: Hashable, Comparable, CustomStringConvertible {
  /// A section's header.
  case header(section: Int)
  /// An item.
  case item(StatelyList.IndexPath)
  /// A section's footer.
  case footer(section: Int)

  /// The section the element belongs to.
  var section: Int {
    switch self {
    case .header(let section), .footer(let section): section
    case .item(let indexPath): indexPath.section
    }
  }

  /// The element's place within its section: the header first, the footer last.
  private var position: Int {
    switch self {
    case .header: -1
    case .item(let indexPath): indexPath.item
    case .footer: .max
    }
  }

  /// Orders by section, then header, items and footer.
  static func < (lhs: ListElement, rhs: ListElement) -> Bool {
    (lhs.section, lhs.position) < (rhs.section, rhs.position)
  }

  /// `header 0`, `item [0, 3]`, `footer 0`.
  var description: String {
    switch self {
    case .header(let section): "header \(section)"
    case .item(let indexPath): "item \(indexPath)"
    case .footer(let section): "footer \(section)"
    }
  }
}
