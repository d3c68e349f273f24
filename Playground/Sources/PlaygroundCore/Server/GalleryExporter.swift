public import Foundation

/// Writes the gallery as static files: `index.html`, `gallery.html`, `assets/style.css` and
/// `assets/page.js`.
public struct GalleryExporter: Sendable {
  /// Supplies the gallery.
  public let gallery: any GalleryProvider

  /// Creates an exporter.
  ///
  /// - Parameter gallery: Supplies the gallery.
  public init(gallery: any GalleryProvider) {
    self.gallery = gallery
  }

  /// The files to write, by relative path, sorted by path.
  public func files() -> [(path: String, contents: String)] {
    [
      ("assets/page.js", Assets.pageScript),
      ("assets/style.css", Assets.stylesheet),
      ("gallery.html", Pages.gallery(gallery.gallerySections(), links: .staticExport).markup),
      ("index.html", Pages.index(links: .staticExport).markup),
    ]
  }

  /// Writes the files, creating `directory` and `assets/` as needed and replacing files already there.
  ///
  /// - Parameter directory: The folder to write into.
  /// - Returns: The relative paths written, sorted.
  /// - Throws: A file-system error naming the file that could not be written.
  @discardableResult
  public func export(to directory: URL) throws -> [String] {
    let manager = FileManager.default
    var written: [String] = []
    for file in files() {
      let url = directory.appendingPathComponent(file.path)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url, options: .atomic)
      written.append(file.path)
    }
    return written.sorted()
  }
}
