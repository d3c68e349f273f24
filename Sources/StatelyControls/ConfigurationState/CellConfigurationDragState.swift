/// Where a cell is in a drag (UIKit's `UICellConfigurationDragState`, with its raw values).
public enum CellConfigurationDragState: Int, Sendable, Hashable, CaseIterable {
  /// Not being dragged (0).
  case none = 0
  /// Lifting off the list at the start of a drag (1).
  case lifting = 1
  /// Being dragged (2).
  case dragging = 2
}
