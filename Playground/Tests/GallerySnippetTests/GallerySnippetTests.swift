import Foundation
import PlaygroundCore
import Testing

/// The Swift a gallery tile shows is generated from the values the tile is drawn from; these tests
/// check that it is valid Swift and that it draws the tile. Stately's code is compiled in this target
/// (`Generated/StatelySnippets.swift`) and run; UIKit's cannot be compiled on Linux, so it is written to
/// `UIKit/UIKitSnippets.swift`, which `Tools/typecheck-uikit-snippets.sh` type-checks against Apple's iOS
/// SDK where one is extracted.
@Suite("Gallery: the Swift of each tile")
struct GallerySnippetTests {
  static let record = ProcessInfo.processInfo.environment["STATELY_RECORD_SNIPPETS"] == "1"

  @Test("The generated files hold the code of every tile, in both idioms")
  func generatedFilesAreCurrent() throws {
    let stately = GallerySnippet.statelyFileText(GallerySnippet.all(.stately))
    let uikit = GallerySnippet.uikitFileText(GallerySnippet.all(.uikit))
    if Self.record {
      try FileManager.default.createDirectory(
        at: GallerySnippet.uikitFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try stately.write(to: GallerySnippet.statelyFile, atomically: true, encoding: .utf8)
      try uikit.write(to: GallerySnippet.uikitFile, atomically: true, encoding: .utf8)
      return
    }
    let onDisk = try String(contentsOf: GallerySnippet.statelyFile, encoding: .utf8)
    #expect(
      onDisk == stately,
      "Generated/StatelySnippets.swift is stale: run STATELY_RECORD_SNIPPETS=1 swift test --package-path Playground --filter GallerySnippetTests, then build again"
    )
    let uikitOnDisk = try String(contentsOf: GallerySnippet.uikitFile, encoding: .utf8)
    #expect(uikitOnDisk == uikit, "UIKit/UIKitSnippets.swift is stale: record it as above")
  }

  @Test("Each tile's Stately code compiles, runs and draws what the tile shows")
  func statelyCodeDrawsItsTiles() throws {
    let snippets = GallerySnippet.all(.stately)
    try #require(
      snippets.count == statelySnippets.count, "the generated file is stale (see the test above)")
    #expect(snippets.count > 300, "only \(snippets.count) distinct snippets")
    for (snippet, run) in zip(snippets, statelySnippets) {
      let drawn = try run()
      #expect(drawn.count == snippet.controls.count)
      for tile in snippet.tiles {
        let shown = withoutState(tile)
        for (control, markup) in zip(snippet.controls, drawn) {
          let drawsTheTile = shown.contains(markup)
          #expect(
            drawsTheTile,
            "\(snippet.caption): \(control) draws something else than its tile\n\(snippet.source)")
        }
      }
    }
  }

  @Test("Every button, switch and segmented control tile shows its code in both idioms")
  func everyControlTileHasCode() {
    for idiom in [GalleryCode.Idiom.uikit, .stately] {
      let withCode = GallerySnippet.all(idiom).reduce(0) { $0 + $1.tiles.count }
      #expect(
        withCode == GallerySnippet.tileCount, "\(idiom): \(withCode) of \(GallerySnippet.tileCount) tiles")
    }
  }
}
