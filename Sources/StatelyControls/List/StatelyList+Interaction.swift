extension StatelyList {
  /// A finger going down on an item: highlights it, unless selection is off or the cell is disabled.
  ///
  /// - Parameter indexPath: The item.
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func press(at indexPath: IndexPath) throws(ListError) {
    let cell = try checkedCell(at: indexPath)
    guard allowsSelection else { return }
    cell.press()
  }

  /// A finger lifting from an item: removes the highlight and, inside, selects it (or toggles it
  /// with multiple selection).
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - inside: Whether the finger lifted inside the item.
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func release(at indexPath: IndexPath, inside: Bool = true) throws(ListError) {
    try checkedCell(at: indexPath).release(inside: inside)
  }

  /// A press followed by a release inside.
  ///
  /// - Parameter indexPath: The item.
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func tap(at indexPath: IndexPath) throws(ListError) {
    try press(at: indexPath)
    try release(at: indexPath)
  }

  /// Expands or collapses an outline item.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether it shows its children.
  ///   - indexPath: The item.
  /// - Throws: ``ListError`` when the index path is outside the list.
  public func setExpanded(_ isExpanded: Bool, at indexPath: IndexPath) throws(ListError) {
    try checkedCell(at: indexPath).isExpanded = isExpanded
  }

  /// Flips the expansion of an outline item.
  ///
  /// - Parameter indexPath: The item.
  /// - Throws: ``ListError`` when the index path is outside the list.
  /// - Returns: Whether the item is now expanded.
  @discardableResult
  public func toggleExpansion(at indexPath: IndexPath) throws(ListError) -> Bool {
    let cell = try checkedCell(at: indexPath)
    cell.isExpanded.toggle()
    return cell.isExpanded
  }
}
