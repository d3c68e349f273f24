import Foundation
import StatelyControls
import StatelyExamples
import Testing

@testable import PlaygroundCore

private struct HostileGallery: GalleryProvider {
  func gallerySections() -> [GallerySection] {
    [
      GallerySection(
        id: "x\"y", title: "<script>alert(1)</script>", summary: "Tom & Jerry",
        items: [GalleryItem(caption: "<i>", html: "<b>trusted</b>")])
    ]
  }
}

@Suite("Gallery pages and static export")
struct ExportTests {
  @Test("Export writes the index, the gallery and the stylesheet with relative links")
  func export() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stately-export-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let written = try GalleryExporter(gallery: PlaygroundRegistry.standard).export(to: directory)
    #expect(written == ["assets/page.js", "assets/style.css", "gallery.html", "index.html"])

    let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains(#"href="gallery.html""#))
    #expect(index.contains(#"href="assets/style.css""#))
    #expect(!index.contains(#"href="/live""#))
    let gallery = try String(contentsOf: directory.appendingPathComponent("gallery.html"), encoding: .utf8)
    // Every style in every state, light and dark: 4 × 6 × 2 tiles; the anatomy sections: 4 styles × 4
    // sizes × 6 corner styles, 4 styles × 6 contents, 4 styles × 3 tints × 2 states; plus one tile per
    // reachable state of every catalog example, the switch and the segmented control.
    let anatomy = 4 * 4 * 6 + 4 * 6 + 4 * 3 * 2
    let reachable =
      ExampleCatalog.entries.map { $0.stateSpace.reachableStates.count }.reduce(0, +)
      + Switch.stateSpace.reachableStates.count + SegmentedControl.stateSpace.reachableStates.count
    #expect(gallery.occurrences(of: "<figure class=\"stately-tile\"") == 48 + anatomy + reachable)
    #expect(gallery.occurrences(of: "<details class=\"stately-why\">") == 48 + anatomy + reachable)
    #expect(gallery.occurrences(of: "data-color-scheme=\"dark\"") == 24)
    // Sections stand in three groups, each heading once, in this order.
    let groups = ["Buttons", "Examples from the articles", "Controls"].map {
      gallery.range(of: "<h2 class=\"gallery-group\">\($0)</h2>")?.lowerBound
    }
    #expect(groups.allSatisfy { $0 != nil } && groups.compactMap { $0 } == groups.compactMap { $0 }.sorted())
    #expect(gallery.occurrences(of: "class=\"gallery-group\"") == 3)
    for entry in ExampleCatalog.entries {
      #expect(gallery.contains(#"id="example-\#(entry.id)""#), "\(entry.id)")
    }
    #expect(gallery.contains("Diagnostics: clean"))
    #expect(gallery.contains(#"data-state="highlighted selected""#))
    #expect(gallery.contains(">Following</span>"))
    let css = try String(contentsOf: directory.appendingPathComponent("assets/style.css"), encoding: .utf8)
    #expect(css == Assets.stylesheet)
  }

  @Test("An export into a file, or under one, is refused with a sentence naming the path and the reason")
  func unwritableFolder() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stately-export-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let exporter = GalleryExporter(gallery: PlaygroundRegistry())
    let intoFile = #expect(throws: GalleryExportError.self) { try exporter.export(to: file) }
    #expect(intoFile?.description == "Cannot export to \(file.path): it is a file, not a folder.")
    let underFile = #expect(throws: GalleryExportError.self) {
      try exporter.export(to: file.appendingPathComponent("gallery"))
    }
    #expect(underFile?.description == "Cannot create the folder \(file.path)/gallery: Not a directory.")
  }

  @Test("Export twice gives the same files")
  func deterministic() {
    let first = GalleryExporter(gallery: PlaygroundRegistry.standard).files().map(\.contents)
    let second = GalleryExporter(gallery: PlaygroundRegistry.standard).files().map(\.contents)
    #expect(first == second)
  }

  @Test("Gallery text from a provider is escaped; its item markup is kept")
  func escaping() {
    let page = Pages.gallery(HostileGallery().gallerySections(), links: .server).markup
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!page.contains("<script>alert"))
    #expect(page.contains("Tom &amp; Jerry"))
    #expect(page.contains(#"id="x&quot;y""#))
    #expect(page.contains("<figcaption>&lt;i&gt;</figcaption>"))
    #expect(page.contains("<b>trusted</b>"))
  }
}
