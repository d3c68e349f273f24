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
  /// - Throws: ``GalleryExportError`` naming the folder or file that could not be written, and why.
  @discardableResult
  public func export(to directory: URL) throws(GalleryExportError) -> [String] {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw GalleryExportError(
        path: directory.path, action: "export to", reason: "it is a file, not a folder")
    }
    do {
      try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw GalleryExportError(path: directory.path, action: "create the folder", underlying: error)
    }
    var written: [String] = []
    for file in files() {
      let url = directory.appendingPathComponent(file.path)
      let folder = url.deletingLastPathComponent()
      do {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw GalleryExportError(path: folder.path, action: "create the folder", underlying: error)
      }
      do {
        try Data(file.contents.utf8).write(to: url, options: .atomic)
      } catch {
        throw GalleryExportError(path: url.path, action: "write the file", underlying: error)
      }
      written.append(file.path)
    }
    return written.sorted()
  }
}

/// Why the gallery could not be exported: what could not be done, where, and the system's reason.
///
/// Its description is a sentence, such as `Cannot create the folder /proc/nope: No such file or
/// directory.`
public struct GalleryExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The folder or file that could not be made.
  public var path: String
  /// What was attempted: `"export to"`, `"create the folder"` or `"write the file"`.
  public var action: String
  /// The system's reason, such as `"Permission denied"`.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The folder or file.
  ///   - action: What was attempted.
  ///   - reason: Why it could not be done.
  init(path: String, action: String, reason: String) {
    self.path = path
    self.action = action
    self.reason = reason
  }

  /// Creates an error from the file system's.
  ///
  /// - Parameters:
  ///   - path: The folder or file.
  ///   - action: What was attempted.
  ///   - underlying: The file system's error; its POSIX reason is used when it has one.
  init(path: String, action: String, underlying: any Error) {
    self.path = path
    self.action = action
    self.reason = Self.reason(of: underlying)
  }

  /// The sentence.
  public var description: String { "Cannot \(action) \(path): \(reason)." }

  /// The POSIX reason inside a Foundation error (`No such file or directory`), else its description.
  static func reason(of error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
      let posix = underlying as NSError
      if posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    return error.localizedDescription
  }
}
