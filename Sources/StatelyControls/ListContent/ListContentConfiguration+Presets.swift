extension ListContentConfiguration {
  /// A cell with an image and a text, styled for the list it is in (UIKit's `cell()`). A secondary
  /// text, if set, is stacked below the text. In a sidebar it uses the sidebar look.
  ///
  /// - Returns: The adaptive cell content, with its normal plain-list look until updated.
  public static func cell() -> ListContentConfiguration { ListContentConfiguration(style: .cell) }

  /// A cell with a text and a smaller secondary text below it (UIKit's `subtitleCell()`).
  ///
  /// - Returns: The adaptive subtitle cell content.
  public static func subtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(style: .subtitleCell)
  }

  /// A cell with a text and a secondary text side by side, the value at the trailing edge
  /// (UIKit's `valueCell()`).
  ///
  /// - Returns: The adaptive value cell content.
  public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(style: .valueCell) }

  /// A section header, styled for the list it is in (UIKit's `header()`): a bold headline in a plain
  /// list, a small secondary-colour text in a grouped list, a semibold secondary text in a sidebar.
  ///
  /// - Returns: The adaptive header content.
  public static func header() -> ListContentConfiguration { ListContentConfiguration(style: .header) }

  /// A section footer: a small secondary-colour text (UIKit's `footer()`).
  ///
  /// - Returns: The adaptive footer content.
  public static func footer() -> ListContentConfiguration { ListContentConfiguration(style: .footer) }

  /// A prominent header for an inset grouped list: a bold 20-point title.
  ///
  /// - Returns: The header content.
  public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
    ListContentConfiguration(style: .prominentInsetGroupedHeader)
  }

  /// An extra prominent header for an inset grouped list: a bold 22-point title.
  ///
  /// - Returns: The header content.
  public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
    ListContentConfiguration(style: .extraProminentInsetGroupedHeader)
  }

  /// A sidebar cell: its text, secondary text and image turn white when selected, over the tinted
  /// ``BackgroundConfiguration/listSidebarCell()``, and keep their colours while the row is pressed or
  /// focused, over the highlight's gray.
  ///
  /// - Returns: The sidebar cell content.
  public static func sidebarCell() -> ListContentConfiguration {
    ListContentConfiguration(style: .sidebarCell)
  }

  /// A sidebar cell with a secondary text below the text.
  ///
  /// - Returns: The sidebar subtitle cell content.
  public static func sidebarSubtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(style: .sidebarSubtitleCell)
  }

  /// A sidebar cell whose selection is shown elsewhere: its colours do not change when selected.
  ///
  /// - Returns: The accompanied sidebar cell content.
  public static func accompaniedSidebarCell() -> ListContentConfiguration {
    ListContentConfiguration(style: .accompaniedSidebarCell)
  }
}
