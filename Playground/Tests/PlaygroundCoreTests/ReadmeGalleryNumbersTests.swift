import Foundation
import Testing

@testable import PlaygroundCore

/// The README's sentence under the gallery's screenshot is written by the browser tests'
/// `--docs-screenshots` run from the page they photograph; this checks it still tells the gallery's
/// numbers, so a new control or grid cannot leave it behind.
@Suite("README: the gallery's numbers")
struct ReadmeGalleryNumbersTests {
  /// The repository's root folder.
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("ARCHITECTURE.md").path) {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  @Test("The README's gallery sentence and docs/gallery-numbers.json match the gallery")
  func numbersMatchTheGallery() throws {
    let sections = PlaygroundRegistry.standard.gallerySections()
    let button = try #require(sections.first { $0.id == "button" })
    let numbers = [
      "components": sections.count,
      "tiles": sections.reduce(0) { $0 + $1.items.count },
      "grids": sections.reduce(0) { $0 + $1.grids.count },
      "buttonTiles": button.items.count,
      "styles": button.grids[0].rows.count,
    ]
    let sentence =
      "The gallery shows \(numbers["components"]!) components in \(numbers["tiles"]!) tiles on "
      + "\(numbers["grids"]!) grids; \(numbers["buttonTiles"]!) of the tiles are the button's, its "
      + "\(numbers["styles"]!) styles in every state, light and dark."
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme.contains("-->\n\(sentence)\n<!-- /gallery-numbers -->"),
      "the README's gallery numbers are stale: run python3 Playground/BrowserTests/run.py --docs-screenshots docs"
    )
    let json = try Data(contentsOf: Self.root.appendingPathComponent("docs/gallery-numbers.json"))
    #expect(try JSONDecoder().decode([String: Int].self, from: json) == numbers)
  }
}
