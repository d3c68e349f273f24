/// What belongs to a list's items rather than to the cells that show them: which items are selected,
/// highlighted, swiped open and expanded, by index path.
///
/// A cell shows whichever item the list gives it; ``apply(to:at:isEditing:)`` gives a cell its item's
/// flags each time it starts showing the item, so a reused cell never shows the previous item's.
struct ListItemStates {
  var selected: Set<StatelyList.IndexPath> = []
  var highlighted: Set<StatelyList.IndexPath> = []
  var swiped: Set<StatelyList.IndexPath> = []
  var expanded: Set<StatelyList.IndexPath> = []

  /// Gives a cell the flags of the item it shows, and the list's editing flag.
  func apply(to cell: Cell, at indexPath: StatelyList.IndexPath, isEditing: Bool) {
    cell.isSelected = selected.contains(indexPath)
    cell.isHighlighted = highlighted.contains(indexPath)
    cell.isSwiped = swiped.contains(indexPath)
    cell.isExpanded = expanded.contains(indexPath)
    cell.isEditing = isEditing
  }

  /// Forgets the items that `gone` says are no longer in the list.
  mutating func removeAll(where gone: (StatelyList.IndexPath) -> Bool) {
    selected = selected.filter { !gone($0) }
    highlighted = highlighted.filter { !gone($0) }
    swiped = swiped.filter { !gone($0) }
    expanded = expanded.filter { !gone($0) }
  }
}
