/// One control, or one example made of several, as the playground shows it: a component of the gallery,
/// with its grids of tiles, and, optionally, live controls.
///
/// Most entries are one configured control: make them with
/// ``control(id:title:summary:acceptsKeys:make:handle:)``, which shows it in every reachable state of its
/// space, states across and value states down. An entry made with ``init(id:title:summary:gallery:live:)``
/// draws what it likes, in grids of its own (``GalleryGrid``).
public struct PlaygroundEntry: Sendable {
  /// A stable id: the gallery section's anchor and the prefix of the live controls' ids.
  public let id: String
  /// The section's heading.
  public let title: String
  /// One or two sentences under the heading.
  public let summary: String
  /// One sentence under the heading on the live page, saying what to try; `nil` shows ``summary``.
  public var liveSummary: String? = nil
  /// What the keyboard does on the live page, such as `"Keys: s swipes the focused row."`; the page
  /// hides it where the pointer is a finger. `nil` for none.
  public var liveKeys: String? = nil
  /// The group the gallery's navigation lists the entry under, such as `"Controls"`; a group's entries
  /// stand together, in the order the group first appears. `nil` lists it under "Registered".
  public var group: String? = nil
  /// Makes the gallery's grids, fresh each time.
  let makeGallery: @Sendable () -> [GalleryGrid]
  /// Makes the live controls of one session, or `nil` for a gallery-only entry.
  let makeLive: (@Sendable (LiveContext) -> [LiveControl])?

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - id: A stable id: ASCII letters, digits, `-`, `_` and `.`; checked when registered.
  ///   - title: The section's heading.
  ///   - summary: Text under the heading.
  ///   - gallery: Makes the component's grids of tiles, such as ``GalleryGrid/states(_:names:title:)``
  ///     of one `StatelyHTML/StateTile` per state; tiles' ids must be unique on the page, so start them
  ///     with the entry's id.
  ///   - live: Makes one session's live controls on the context's cycle, with the same ids every time;
  ///     `nil` for none. Registering the entry makes them once to check their ids.
  public init(
    id: String, title: String, summary: String, gallery: @escaping @Sendable () -> [GalleryGrid],
    live: (@Sendable (LiveContext) -> [LiveControl])? = nil
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.makeGallery = gallery
    self.makeLive = live
  }

  /// The entry's gallery section.
  public func gallerySection() -> GallerySection {
    GallerySection(id: id, title: title, summary: summary, grids: makeGallery(), group: group)
  }
}
