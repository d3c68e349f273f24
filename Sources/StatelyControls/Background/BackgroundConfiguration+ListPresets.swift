extension BackgroundConfiguration.DefaultStyle {
  // Names are at most 15 bytes so they stay small strings: comparing them costs no memory access.
  static let listCell = Self(rawValue: "listCell")
  static let listHeader = Self(rawValue: "listHeader")
  static let listFooter = Self(rawValue: "listFooter")
  static let listPlainCell = Self(rawValue: "plainCell")
  static let listGroupedCell = Self(rawValue: "groupedCell")
  static let listSidebarCell = Self(rawValue: "sidebarCell")
  static let listAccompaniedSidebarCell = Self(rawValue: "accSidebarCell")
  static let listPlainHeaderFooter = Self(rawValue: "plainHF")
  static let listGroupedHeaderFooter = Self(rawValue: "groupedHF")
  static let listSidebarHeader = Self(rawValue: "sidebarHeader")
}

extension BackgroundConfiguration {
  /// Makes a preset with its normal, plain-environment look.
  private static func preset(_ style: DefaultStyle) -> BackgroundConfiguration {
    var configuration = BackgroundConfiguration(defaultStyle: style)
    configuration.update(for: ViewConfigurationState(traitCollection: TraitCollection()))
    return configuration
  }

  /// The background of a list cell, styled for the list it is in (UIKit's `listCell()`).
  ///
  /// Each ``updated(for:)`` reads the state's ``TraitCollection/listEnvironment`` and uses the plain,
  /// grouped, inset grouped or sidebar cell look; outside a list, the plain look.
  ///
  /// ```swift
  /// var state = CellConfigurationState(traitCollection: TraitCollection(listEnvironment: .insetGrouped))
  /// state.isHighlighted = true
  /// let background = BackgroundConfiguration.listCell().updated(for: state)
  /// background.cornerRadius  // 10
  /// ```
  ///
  /// - Returns: The adaptive cell background, with the plain normal look until updated.
  public static func listCell() -> BackgroundConfiguration { preset(.listCell) }

  /// The background of a list header, styled for the list it is in (UIKit's `listHeader()`).
  ///
  /// - Returns: The adaptive header background, with the plain look until updated.
  public static func listHeader() -> BackgroundConfiguration { preset(.listHeader) }

  /// The background of a list footer, styled for the list it is in (UIKit's `listFooter()`).
  ///
  /// - Returns: The adaptive footer background, with the plain look until updated.
  public static func listFooter() -> BackgroundConfiguration { preset(.listFooter) }

  /// The background of a cell in a plain list: an opaque system background that turns gray when
  /// highlighted or selected.
  public static func listPlainCell() -> BackgroundConfiguration { preset(.listPlainCell) }

  /// The background of a cell in a grouped or inset grouped list: the grouped cell fill, gray when
  /// highlighted or selected.
  public static func listGroupedCell() -> BackgroundConfiguration { preset(.listGroupedCell) }

  /// The background of a sidebar cell: clear, gray when highlighted, the tint when selected.
  ///
  /// - Returns: A rounded sidebar cell background.
  public static func listSidebarCell() -> BackgroundConfiguration { preset(.listSidebarCell) }

  /// The background of a sidebar cell whose selection is shown elsewhere (a sidebar next to a
  /// detail view): clear, gray when highlighted or selected.
  ///
  /// - Returns: A rounded sidebar cell background.
  public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
    preset(.listAccompaniedSidebarCell)
  }

  /// The background of a header or footer in a plain list: opaque, a light gray while pinned.
  public static func listPlainHeaderFooter() -> BackgroundConfiguration { preset(.listPlainHeaderFooter) }

  /// The background of a header or footer in a grouped list: clear in every state.
  public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
    preset(.listGroupedHeaderFooter)
  }

  /// The background of a sidebar section header: clear in every state.
  public static func listSidebarHeader() -> BackgroundConfiguration { preset(.listSidebarHeader) }
}
