/// The article a live example rebuilds, as its group on the live page links it.
public struct ControlGroupSource: Sendable, Hashable, Codable {
  /// The article's published title.
  public var title: String
  /// Where the landing page lists it, such as `"/#article-1"`.
  public var href: String

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - title: The article's published title.
  ///   - href: The link to it.
  public init(title: String, href: String) {
    self.title = title
    self.href = href
  }
}
