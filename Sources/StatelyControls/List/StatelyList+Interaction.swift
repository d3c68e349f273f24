extension StatelyList {
  /// A finger going down on an item: highlights it, unless selection is off or the item's cell is
  /// disabled.
  ///
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func press(at indexPath: IndexPath) throws(ListError) {
    try checkItem(indexPath)
    guard allowsSelection, isEnabled(at: indexPath) else { return }
    itemStates.highlighted.insert(indexPath)
    applyItemState(at: indexPath)
  }

  /// A finger lifting from an item: removes the highlight and, inside, selects the item (or toggles
  /// it with multiple selection). Releasing an item that was not pressed does nothing.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - inside: Whether the finger lifted inside the item.
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func release(at indexPath: IndexPath, inside: Bool = true) throws(ListError) {
    try checkItem(indexPath)
    guard itemStates.highlighted.remove(indexPath) != nil else { return }
    applyItemState(at: indexPath)
    guard inside, isEnabled(at: indexPath) else { return }
    didTap(at: indexPath)
  }

  /// A press followed by a release inside.
  ///
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func tap(at indexPath: IndexPath) throws(ListError) {
    try press(at: indexPath)
    try release(at: indexPath)
  }

  /// Whether an item is highlighted: pressed and not yet released.
  public func isHighlighted(at indexPath: IndexPath) -> Bool { itemStates.highlighted.contains(indexPath) }

  /// Swipes an item open or closed.
  ///
  /// - Parameters:
  ///   - isSwiped: Whether it shows its swipe actions.
  ///   - indexPath: The item.
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func setSwiped(_ isSwiped: Bool, at indexPath: IndexPath) throws(ListError) {
    try checkItem(indexPath)
    if isSwiped { itemStates.swiped.insert(indexPath) } else { itemStates.swiped.remove(indexPath) }
    applyItemState(at: indexPath)
  }

  /// Whether an item is swiped open.
  public func isSwiped(at indexPath: IndexPath) -> Bool { itemStates.swiped.contains(indexPath) }

  /// Expands or collapses an outline item.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether it shows its children.
  ///   - indexPath: The item.
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func setExpanded(_ isExpanded: Bool, at indexPath: IndexPath) throws(ListError) {
    try checkItem(indexPath)
    if isExpanded { itemStates.expanded.insert(indexPath) } else { itemStates.expanded.remove(indexPath) }
    applyItemState(at: indexPath)
  }

  /// Whether an outline item is expanded.
  public func isExpanded(at indexPath: IndexPath) -> Bool { itemStates.expanded.contains(indexPath) }

  /// Flips the expansion of an outline item.
  ///
  /// - Throws: ``ListError`` when the index path is outside the list.
  /// - Returns: Whether the item is now expanded.
  @discardableResult
  public func toggleExpansion(at indexPath: IndexPath) throws(ListError) -> Bool {
    let isExpanded = !self.isExpanded(at: indexPath)
    try setExpanded(isExpanded, at: indexPath)
    return isExpanded
  }

  /// Whether an item takes touches: its cell, when shown, is enabled.
  private func isEnabled(at indexPath: IndexPath) -> Bool { cellForItem(at: indexPath)?.isEnabled ?? true }
}
