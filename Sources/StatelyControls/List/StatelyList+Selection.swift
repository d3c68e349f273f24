extension StatelyList {
  /// The selected items, in index-path order.
  public var indexPathsForSelectedItems: [IndexPath] {
    var result: [IndexPath] = []
    for (sectionIndex, section) in sections.enumerated() {
      for (item, cell) in section.cells.enumerated() where cell.isSelected {
        result.append(IndexPath(item: item, section: sectionIndex))
      }
    }
    return result
  }

  /// Selects an item; without multiple selection, deselects the others. Works whatever
  /// ``allowsSelection`` says, as UIKit's programmatic selection does.
  ///
  /// - Parameter indexPath: The item.
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func selectItem(at indexPath: IndexPath) throws(ListError) {
    let cell = try checkedCell(at: indexPath)
    if !allowsMultipleSelection {
      for other in indexPathsForSelectedItems where other != indexPath {
        cellIfValid(other)?.isSelected = false
      }
    }
    cell.isSelected = true
  }

  /// Deselects an item.
  ///
  /// - Parameter indexPath: The item.
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func deselectItem(at indexPath: IndexPath) throws(ListError) {
    try checkedCell(at: indexPath).isSelected = false
  }

  /// What a tap that ends inside an item does: without multiple selection it selects the item and
  /// deselects the others; with it, it toggles the item.
  func didTap(at indexPath: IndexPath) {
    guard allowsSelection, let cell = cellIfValid(indexPath) else { return }
    if allowsMultipleSelection {
      cell.isSelected.toggle()
    } else {
      try? selectItem(at: indexPath)
    }
  }
}
