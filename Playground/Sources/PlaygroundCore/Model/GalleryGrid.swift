/// Tiles in an aligned grid: one heading per column (usually a state), one label per row (a variant),
/// and every tile the same size.
///
/// ```swift
/// GalleryGrid(
///   title: "Style", columns: ["normal", "highlighted"],
///   rows: [GalleryRow(label: "Filled", cells: [normalTile, highlightedTile])])
/// ```
public struct GalleryGrid: Sendable, Hashable {
  /// The grid's heading, such as `"Size × corner"`; `nil` for a component's only grid.
  public var title: String?
  /// A sentence under the heading, or `nil`.
  public var summary: String?
  /// The column headings, left to right.
  public var columns: [String]
  /// The rows, top to bottom, each with one cell per column.
  public var rows: [GalleryRow]

  /// Creates a grid.
  ///
  /// - Parameters:
  ///   - title: The heading, or `nil`.
  ///   - summary: A sentence under the heading, or `nil`.
  ///   - columns: The column headings.
  ///   - rows: The rows; a row with fewer cells than columns leaves the rest empty.
  public init(title: String? = nil, summary: String? = nil, columns: [String], rows: [GalleryRow]) {
    self.title = title
    self.summary = summary
    self.columns = columns
    self.rows = rows
  }

  /// One row of tiles, each tile's caption heading its column.
  ///
  /// - Parameters:
  ///   - title: The heading, or `nil`.
  ///   - summary: A sentence under the heading, or `nil`.
  ///   - items: The tiles, left to right.
  public init(title: String? = nil, summary: String? = nil, items: [GalleryItem]) {
    self.init(
      title: title, summary: summary, columns: items.map(\.caption),
      rows: [GalleryRow(label: "", cells: items)])
  }

  /// Every tile, row by row.
  public var items: [GalleryItem] { rows.flatMap { $0.cells.compactMap { $0 } } }
}

/// One row of a ``GalleryGrid``: a variant, such as a style or a size, in each of the grid's columns.
public struct GalleryRow: Sendable, Hashable {
  /// The row's label, such as `"Filled"`; empty for a grid with one unlabelled row.
  public var label: String
  /// One cell per column, left to right; `nil` where the variant cannot be in that column's state.
  public var cells: [GalleryItem?]

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - label: The row's label.
  ///   - cells: One cell per column; `nil` for an empty one.
  public init(label: String, cells: [GalleryItem?]) {
    self.label = label
    self.cells = cells
  }
}
