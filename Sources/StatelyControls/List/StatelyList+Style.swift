extension StatelyList {
  /// How a list looks (UIKit's `UICollectionLayoutListConfiguration.Appearance`); it becomes the
  /// ``TraitCollection/listEnvironment`` of every cell, so adaptive presets resolve for it.
  public enum Style: Sendable, Hashable, CaseIterable {
    /// Rows edge to edge.
    case plain
    /// Sections separated by space, on a grouped background.
    case grouped
    /// Grouped sections inset from the edges with rounded corners.
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A sidebar without the sidebar background.
    case sidebarPlain

    /// The list environment cells of this style see.
    public var listEnvironment: ListEnvironment {
      switch self {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      case .sidebar: .sidebar
      case .sidebarPlain: .sidebarPlain
      }
    }
  }
}
