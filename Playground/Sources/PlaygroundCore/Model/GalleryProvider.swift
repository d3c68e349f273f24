/// One control shown in one state on the gallery page.
public struct GalleryItem: Sendable, Hashable {
  /// A caption, such as `"highlighted"`.
  public var caption: String
  /// The control's markup in that state.
  public var html: HTML

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - caption: The caption.
  ///   - html: The control's markup.
  public init(caption: String, html: HTML) {
    self.caption = caption
    self.html = html
  }
}

/// A group of gallery items, usually one control in each of its interesting states.
public struct GallerySection: Sendable, Hashable {
  /// A stable id used for the anchor, such as `"follow-button"`.
  public var id: String
  /// The heading.
  public var title: String
  /// One or two sentences under the heading.
  public var summary: String
  /// The items, in display order.
  public var items: [GalleryItem]
  /// The group the section stands in, such as `"Buttons"`, or `nil`.
  public var group: String?

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - id: A stable id used for the anchor.
  ///   - title: The heading.
  ///   - summary: Text under the heading.
  ///   - items: The items, in display order.
  ///   - group: The group the section stands in, or `nil`.
  public init(id: String, title: String, summary: String, items: [GalleryItem], group: String? = nil) {
    self.id = id
    self.title = title
    self.summary = summary
    self.items = items
    self.group = group
  }
}

/// Supplies the static gallery; later backed by StatelyHTML's output.
public protocol GalleryProvider: Sendable {
  /// The sections, in display order.
  func gallerySections() -> [GallerySection]
}
