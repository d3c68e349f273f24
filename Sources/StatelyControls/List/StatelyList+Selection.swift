extension StatelyList {
  /// The selected items, in index-path order, whether their cells are shown or not.
  public var indexPathsForSelectedItems: [IndexPath] { itemStates.selected.sorted() }

  /// Selects an item; without multiple selection, deselects the others. Works whatever
  /// ``allowsSelection`` says, and tells the delegate nothing, as UIKit's programmatic selection does.
  ///
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func selectItem(at indexPath: IndexPath) throws(ListError) {
    try checkItem(indexPath)
    if !allowsMultipleSelection && hasOtherSelectedItems(than: indexPath) {
      for other in indexPathsForSelectedItems where other != indexPath { setSelected(false, at: other) }
    }
    setSelected(true, at: indexPath)
  }

  /// Deselects an item, telling the delegate nothing.
  ///
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func deselectItem(at indexPath: IndexPath) throws(ListError) {
    try checkItem(indexPath)
    setSelected(false, at: indexPath)
  }

  /// A tap that ends inside an item: selects it and deselects the others, or toggles it with multiple
  /// selection, telling the delegate of each change.
  func didTap(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    if allowsMultipleSelection && itemStates.selected.contains(indexPath) {
      setSelected(false, at: indexPath)
      delegate?.list(self, didDeselectItemAt: indexPath)
      return
    }
    if !allowsMultipleSelection && hasOtherSelectedItems(than: indexPath) {
      for other in indexPathsForSelectedItems where other != indexPath {
        setSelected(false, at: other)
        delegate?.list(self, didDeselectItemAt: other)
      }
      // A delegate that changed the rows as it heard of a deselection may have removed this item.
      guard (try? checkItem(indexPath)) != nil else { return }
    }
    setSelected(true, at: indexPath)
    delegate?.list(self, didSelectItemAt: indexPath)
  }

  /// Whether an item other than `indexPath` is selected; asked before sorting the selection, so that
  /// selecting the only selected item's row again allocates nothing.
  private func hasOtherSelectedItems(than indexPath: IndexPath) -> Bool {
    itemStates.selected.contains { $0 != indexPath }
  }

  /// Selects or deselects an item and gives its cell, if shown, the new flag.
  private func setSelected(_ isSelected: Bool, at indexPath: IndexPath) {
    if isSelected { itemStates.selected.insert(indexPath) } else { itemStates.selected.remove(indexPath) }
    applyItemState(at: indexPath)
  }
}
