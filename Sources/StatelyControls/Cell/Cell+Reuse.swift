extension Cell {
  /// Clears what belonged to the row the cell showed, before it shows another (UIKit's
  /// `prepareForReuse()`).
  ///
  /// ``StatelyList`` calls it when ``StatelyList/dequeueReusableCell(withReuseIdentifier:for:)`` takes
  /// the cell from its pool for a new row, and then gives the cell that row's selection, highlight,
  /// swipe, expansion and editing. It turns off the selection, the highlight, focus, the swipe, the
  /// expansion, reordering and drag and drop, and enables the cell; it leaves the content, the
  /// background, the traits and custom states to the data source, which sets them for every row.
  ///
  /// ```swift
  /// cell.isSelected = true
  /// cell.isSwiped = true
  /// cell.prepareForReuse()
  /// cell.isSelected || cell.isSwiped  // false
  /// ```
  ///
  /// Like every change of a flag, it requests an update only if something changed.
  public func prepareForReuse() {
    isSelected = false
    isHighlighted = false
    isFocused = false
    isEnabled = true
    isSwiped = false
    isExpanded = false
    isReordering = false
    cellDragState = .none
    cellDropState = .none
  }
}
