extension Cell {
  /// What a cell stands for in its list; it picks the presets of
  /// ``Cell/defaultContentConfiguration()`` and ``Cell/defaultBackgroundConfiguration()``.
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// A row: ``ListContentConfiguration/cell()`` and ``BackgroundConfiguration/listCell()``.
    case cell
    /// A section header: ``ListContentConfiguration/header()`` and ``BackgroundConfiguration/listHeader()``.
    case header
    /// A section footer: ``ListContentConfiguration/footer()`` and ``BackgroundConfiguration/listFooter()``.
    case footer
  }
}
