/// One component of the gallery, such as the button or the follow button: its grids of tiles.
public struct GallerySection: Sendable, Hashable {
  /// A stable id used for the anchor, such as `"follow-button"`.
  public var id: String
  /// The heading, which the navigation lists.
  public var title: String
  /// One or two sentences under the heading.
  public var summary: String
  /// The grids, in display order; most components have one.
  public var grids: [GalleryGrid]
  /// The group the navigation lists the component under, such as `"Controls"`, or `nil`.
  public var group: String?

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - id: A stable id used for the anchor.
  ///   - title: The heading.
  ///   - summary: Text under the heading.
  ///   - grids: The grids, in display order.
  ///   - group: The group the navigation lists it under, or `nil`.
  public init(id: String, title: String, summary: String, grids: [GalleryGrid], group: String? = nil) {
    self.id = id
    self.title = title
    self.summary = summary
    self.grids = grids
    self.group = group
  }

  /// Every tile of every grid, row by row.
  public var items: [GalleryItem] { grids.flatMap(\.items) }
}

/// Supplies the gallery's components.
public protocol GalleryProvider: Sendable {
  /// The components, in display order.
  func gallerySections() -> [GallerySection]
}
