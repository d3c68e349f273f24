/// What a segment of a ``SegmentedControl`` shows: a title or an image, never both, as in UIKit.
///
/// ```swift
/// let control = SegmentedControl(items: [.title("Day"), .title("Week"), .image(.system("calendar"))])
/// ```
public enum SegmentContent: Sendable, Hashable {
  /// A text title.
  case title(String)
  /// An image; a renderer tints it with the segment's title colour.
  case image(ImageReference)

  /// The title, or `nil` for an image.
  public var title: String? {
    if case .title(let title) = self { return title }
    return nil
  }

  /// The image, or `nil` for a title.
  public var image: ImageReference? {
    if case .image(let image) = self { return image }
    return nil
  }
}
