import Foundation
import Testing

@Suite("The guide \"Test every state of your control\"")
struct GuideTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("The guide shows the example app's control and test exactly as they are built and run")
  func guideShowsTheExampleApp() throws {
    let guide = try Self.read("Sources/StatelyTesting/StatelyTesting.docc/TestEveryState.md")
    for file in [
      "Examples/TestingGuide/Sources/Badges/Badge.swift",
      "Examples/TestingGuide/Tests/BadgesTests/BadgeTests.swift",
    ] {
      #expect(guide.contains("```swift\n" + (try Self.read(file)) + "```"), "\(file)")
    }
    let manifest = try Self.read("Examples/TestingGuide/Package.swift")
    let target = try #require(guide.range(of: ".testTarget(\n  name: \"BadgesTests\""))
    let block = guide[target.lowerBound...].prefix { $0 != "`" }
    let compact = { (text: Substring) in text.filter { !$0.isWhitespace } }
    #expect(compact(manifest[...]).contains(compact(block)))
  }

  @Test("The guide's excerpt of the badge's text snapshot is in the recorded snapshot")
  func guideExcerptIsRecorded() throws {
    let guide = try Self.read("Sources/StatelyTesting/StatelyTesting.docc/TestEveryState.md")
    let start = try #require(guide.range(of: "```text\n"))
    let end = try #require(guide[start.upperBound...].range(of: "```"))
    let excerpt = guide[start.upperBound..<end.lowerBound]
    let snapshot = try Self.read(
      "Examples/TestingGuide/Tests/BadgesTests/__Snapshots__/BadgeTests/everyStateOfTheBadge.1.txt")
    #expect(snapshot.contains(excerpt))
  }
}
