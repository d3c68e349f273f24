/// Whether a cell is the target of a drop (UIKit's `UICellConfigurationDropState`, with its raw values).
public enum CellConfigurationDropState: Int, Sendable, Hashable, CaseIterable {
  /// No drop is in progress, or the cell takes no part (0).
  case none = 0
  /// A drop is in progress and the cell is not its target (1).
  case notTargeted = 1
  /// The cell is the target of the drop (2).
  case targeted = 2
}
