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
        grids: [
          GalleryGrid(
            title: "<u>grid</u>",
            items: [
              GalleryItem(
                caption: "<i>", html: "<b>trusted</b>",
                notes: [GalleryNote(badge: "1:1", text: "a < b & \"c\"")])
            ])
        ])
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
    // The button: 8 styles × 6 states, light and dark; 4 glass styles × 16 states, light and dark;
    // 4 sizes × 6 corner styles; 6 contents × 8 styles; 3 tints × 8 styles. Then one tile per
    // reachable state of the switch, the segmented control and every catalog example.
    let button = 8 * 6 * 2 + 4 * 16 * 2 + 4 * 6 + 6 * 8 + 3 * 8
    let reachable =
      ExampleCatalog.entries.map { $0.stateSpace.reachableStates.count }.reduce(0, +)
      + Switch.stateSpace.reachableStates.count + SegmentedControl.stateSpace.reachableStates.count
    #expect(gallery.occurrences(of: "class=\"stately-tile\"") == button + reachable)
    #expect(gallery.occurrences(of: "class=\"stately-why\" popover=\"auto\"") == button + reachable)
    #expect(gallery.occurrences(of: "data-color-scheme=\"dark\"") == 8 * 6 + 4 * 16)
    // The navigation lists every component once, in two groups, in this order.
    let groups = ["Controls", "Examples from the articles"].map {
      gallery.range(of: "<li class=\"nav-group\"><h2>\($0)</h2>")?.lowerBound
    }
    #expect(groups.allSatisfy { $0 != nil } && groups.compactMap { $0 } == groups.compactMap { $0 }.sorted())
    for section in PlaygroundRegistry.standard.gallerySections() {
      #expect(gallery.occurrences(of: "data-component=\"\(section.id)\"") == 1, "\(section.id)")
      #expect(gallery.contains(#"<section class="component" id="\#(section.id)""#), "\(section.id)")
    }
    #expect(gallery.contains("Diagnostics: clean"))
    #expect(gallery.contains(#"data-state="highlighted selected""#))
    #expect(gallery.contains(">Following</span>"))
    // Every tile id is unique on the page, so each "Why?" opens its own popover.
    let ids = gallery.components(separatedBy: "popovertarget=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(Set(ids).count * 2 == ids.count, "each popover has an open and a close button")
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
    #expect(page.contains(#"aria-label="&lt;i&gt;""#))
    #expect(page.contains("<h2>&lt;u&gt;grid&lt;/u&gt;</h2>"))
    #expect(page.contains("a &lt; b &amp; &quot;c&quot;"))
    #expect(page.contains("<b>trusted</b>"))
  }
}
