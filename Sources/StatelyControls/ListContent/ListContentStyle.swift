/// The list content presets.
enum ListContentStyle: Int, Sendable, Hashable, CaseIterable {
  case cell, subtitleCell, valueCell, header, footer
  case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
  case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell

  /// Whether the preset draws the sidebar cell look (white content when selected) in `environment`.
  func usesSidebarCellLook(in environment: ListEnvironment) -> Bool {
    switch self {
    case .sidebarCell, .sidebarSubtitleCell: true
    case .cell, .subtitleCell, .valueCell: environment == .sidebar || environment == .sidebarPlain
    default: false
    }
  }
}
