/// One tile of the gallery: a control in one state or variant.
public struct GalleryItem: Sendable, Hashable {
  /// What the tile shows, such as `"Filled, highlighted"`: its accessible name, and its column's heading
  /// when it stands in a grid made from a list of tiles.
  public var caption: String
  /// The tile's markup, usually a `StatelyHTML/StateTile`.
  public var html: HTML
  /// Findings about the tile, such as a text contrast under WCAG AA's; the contrast lint marks the
  /// tile with each and lists it under its grid.
  public var notes: [GalleryNote]
  /// The Swift that draws the tile, one piece per idiom; the tile offers it behind a "Swift" button.
  public var code: [GalleryCode]

  /// Creates a tile.
  ///
  /// - Parameters:
  ///   - caption: What the tile shows.
  ///   - html: The tile's markup.
  ///   - notes: Findings about it; none by default.
  ///   - code: The Swift that draws it; none by default.
  public init(caption: String, html: HTML, notes: [GalleryNote] = [], code: [GalleryCode] = []) {
    self.caption = caption
    self.html = html
    self.notes = notes
    self.code = code
  }
}

/// A finding about a tile: a short mark on the tile and a sentence under its grid.
///
/// Tiles with the same sentence share one line under the grid, which names them.
public struct GalleryNote: Sendable, Hashable {
  /// The mark on the tile, such as `"4.0:1"`.
  public var badge: String
  /// The whole finding, with what to change, such as `"White text on systemBlue (#007AFF) is 4.0:1; …"`.
  public var text: String

  /// Creates a note.
  ///
  /// - Parameters:
  ///   - badge: The mark on the tile.
  ///   - text: The whole finding.
  public init(badge: String, text: String) {
    self.badge = badge
    self.text = text
  }
}
