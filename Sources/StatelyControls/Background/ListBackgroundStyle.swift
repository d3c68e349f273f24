/// The list background presets, with the look each one has in each state.
///
/// The adaptive presets (``listCell``, ``listHeader``, ``listFooter``) pick a concrete one from the
/// state's ``TraitCollection/listEnvironment`` each time they are updated. The table is documented
/// in the CellPresets article.
enum ListBackgroundStyle: Sendable, Hashable, CaseIterable {
  case listCell, listHeader, listFooter
  case plainCell, groupedCell, insetGroupedCell, sidebarCell, accompaniedSidebarCell
  case plainHeaderFooter, groupedHeaderFooter, sidebarHeader

  /// Which visual phase of a state a preset draws.
  enum Phase: Sendable, Hashable, CaseIterable {
    case normal, highlighted, selected, pinned
  }

  /// The preset for a background configuration's default style, or `nil` for a style that is not a
  /// list preset (``BackgroundConfiguration/clear()`` and button backgrounds).
  init?(_ style: BackgroundConfiguration.DefaultStyle) {
    switch style {
    case .listCell: self = .listCell
    case .listHeader: self = .listHeader
    case .listFooter: self = .listFooter
    case .listPlainCell: self = .plainCell
    case .listGroupedCell: self = .groupedCell
    case .listSidebarCell: self = .sidebarCell
    case .listAccompaniedSidebarCell: self = .accompaniedSidebarCell
    case .listPlainHeaderFooter: self = .plainHeaderFooter
    case .listGroupedHeaderFooter: self = .groupedHeaderFooter
    case .listSidebarHeader: self = .sidebarHeader
    default: return nil
    }
  }

  /// The concrete preset for a list environment; concrete presets return themselves.
  func concrete(in environment: ListEnvironment) -> ListBackgroundStyle {
    switch (self, environment) {
    case (.listCell, .none), (.listCell, .plain): .plainCell
    case (.listCell, .grouped): .groupedCell
    case (.listCell, .insetGrouped): .insetGroupedCell
    case (.listCell, .sidebar), (.listCell, .sidebarPlain): .sidebarCell
    case (.listHeader, .none), (.listHeader, .plain), (.listFooter, .none), (.listFooter, .plain):
      .plainHeaderFooter
    case (.listHeader, .grouped), (.listHeader, .insetGrouped), (.listFooter, _): .groupedHeaderFooter
    case (.listHeader, .sidebar), (.listHeader, .sidebarPlain): .sidebarHeader
    default: self
    }
  }

  /// The phase a state shows: disabled shows normal; highlighted or focused shows highlighted;
  /// then selected; then pinned; else normal.
  static func phase<State: ConfigurationState>(of state: State) -> Phase {
    if state.isDisabled { return .normal }
    if state.isHighlighted || state.isFocused { return .highlighted }
    if state.isSelected { return .selected }
    if state.isPinned { return .pinned }
    return .normal
  }

  /// The fill of a concrete preset in a phase; `nil` means the tint colour.
  func fill(_ phase: Phase) -> DynamicColor? {
    switch self {
    case .plainCell, .listCell:
      switch phase {
      case .highlighted: .systemGray4
      case .selected: .systemGray5
      case .normal, .pinned: .systemBackground
      }
    case .groupedCell, .insetGroupedCell:
      switch phase {
      case .highlighted: .systemGray4
      case .selected: .systemGray5
      case .normal, .pinned: ListBackgroundStyle.groupedCellBackground
      }
    case .sidebarCell:
      switch phase {
      case .highlighted: .systemGray5
      case .selected: nil
      case .normal, .pinned: .clear
      }
    case .accompaniedSidebarCell:
      switch phase {
      case .highlighted: .systemGray5
      case .selected: .systemGray4
      case .normal, .pinned: .clear
      }
    case .plainHeaderFooter, .listHeader, .listFooter:
      phase == .pinned ? .systemGray6 : .systemBackground
    case .groupedHeaderFooter, .sidebarHeader:
      .clear
    }
  }

  /// The corner radius of a concrete preset.
  var cornerRadius: Double {
    switch self {
    case .insetGroupedCell, .sidebarCell, .accompaniedSidebarCell: 10
    default: 0
    }
  }

  /// The fill of a cell in a grouped list: white in light appearance, `#1C1C1E` in dark (UIKit's
  /// secondary grouped background).
  static let groupedCellBackground = DynamicColor(
    light: .white, dark: ResolvedColor(uncheckedRed: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
}
