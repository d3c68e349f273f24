extension Cell {
  /// The adaptive background preset for a kind.
  static func defaultBackground(for kind: Kind) -> BackgroundConfiguration {
    switch kind {
    case .cell: .listCell()
    case .header: .listHeader()
    case .footer: .listFooter()
    }
  }

  /// A content configuration styled for this cell's kind and list, with no content (UIKit's
  /// `defaultContentConfiguration()`): ``ListContentConfiguration/cell()``, `header()` or
  /// `footer()`, updated for the normal state in this cell's traits.
  ///
  /// ```swift
  /// var content = cell.defaultContentConfiguration().updated(for: state)
  /// content.image = .system("star")
  /// ```
  ///
  /// - Returns: A fresh configuration; assign it to ``contentConfiguration`` after setting content.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    var content: ListContentConfiguration =
      switch kind {
      case .cell: .cell()
      case .header: .header()
      case .footer: .footer()
      }
    content.update(for: CellConfigurationState(traitCollection: traitCollection))
    return content
  }

  /// A background configuration styled for this cell's kind and list (UIKit's
  /// `defaultBackgroundConfiguration()`): ``BackgroundConfiguration/listCell()``, `listHeader()` or
  /// `listFooter()`, updated for the normal state in this cell's traits.
  public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
    var background = Self.defaultBackground(for: kind)
    background.update(for: CellConfigurationState(traitCollection: traitCollection))
    return background
  }
}
