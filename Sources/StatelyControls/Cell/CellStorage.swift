/// What a ``Cell`` keeps out of line: its configurations and the transformed texts of its last
/// resolution. An update pass touches it only to update a custom content configuration, so a cell object
/// holds only what a pass reads and writes, and the cells of a long list stay dense in memory.
final class CellStorage {
  /// StatelyList content, kept unboxed so it is updated in place.
  @exclusivity(unchecked) var listContent: ListContentConfiguration?
  /// Any other content configuration.
  @exclusivity(unchecked) var customContent: (any ContentConfiguration)?
  /// The background configuration.
  @exclusivity(unchecked) var background: BackgroundConfiguration?
  /// Transformed strings of the primary and secondary text, kept until the text or transform changes.
  @exclusivity(unchecked) var textCache = TextTransformCache()
  @exclusivity(unchecked) var secondaryTextCache = TextTransformCache()

  init(background: BackgroundConfiguration) {
    self.background = background
  }
}
