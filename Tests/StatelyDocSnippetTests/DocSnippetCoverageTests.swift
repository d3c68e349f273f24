import Foundation
import Testing

/// The doc snippets of the package's sources, read as generate.py reads them.
struct DocSnippet: CustomStringConvertible {
  /// The source file, from the package's root.
  var path: String
  /// The snippet's lines, with the comment markers taken off.
  var lines: [String]

  var description: String { "\(path): \(lines.first ?? "")" }

  /// The package's root folder.
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  /// Every ```swift block in a `///` comment of a module's sources, in path order.
  static func all(in module: String) throws -> [DocSnippet] {
    let base = root.appendingPathComponent("Sources/\(module)")
    let enumerator = try #require(FileManager.default.enumerator(atPath: base.path))
    let paths = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    var found: [DocSnippet] = []
    for relative in paths {
      let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
      var current: [String]?
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("///") else { continue }
        var content = trimmed.dropFirst(3)
        if content.hasPrefix(" ") { content = content.dropFirst() }
        if current == nil, content == "```swift" {
          current = []
        } else if let lines = current, content == "```" {
          found.append(DocSnippet(path: "Sources/\(module)/\(relative)", lines: lines))
          current = nil
        } else if current != nil {
          current?.append(String(content))
        }
      }
    }
    return found
  }
}

@Suite("Doc snippets")
struct DocSnippetCoverageTests {
  static let modules = [
    "Stately", "StatelyControls", "StatelyExamples", "StatelyHTML", "StatelyTesting", "StatelyUIKit",
  ]

  /// The compiled file of a module's snippets.
  static func generated(_ module: String) throws -> String {
    try String(
      contentsOf: DocSnippet.root.appendingPathComponent(
        "Tests/StatelyDocSnippetTests/Generated/\(module)Snippets.swift"),
      encoding: .utf8)
  }

  @Test(
    "every doc snippet of the sources is in the compiled files, as the sources write it", arguments: modules)
  func everySnippetIsCompiled(module: String) throws {
    let generated = try Self.generated(module)
    // An extension that two snippets declare is compiled once, in the first module's file.
    let compiledLines = Set(
      try Self.modules.map(Self.generated).joined(separator: "\n").split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) })
    let snippets = try DocSnippet.all(in: module)
    #expect(!snippets.isEmpty)
    for snippet in snippets {
      let missing = snippet.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
        .map { $0.hasPrefix("@Test ") ? String($0.dropFirst(6)) : $0 }
        .filter { !compiledLines.contains($0) }
      #expect(missing.isEmpty, "\(snippet) changed: run python3 Tests/StatelyDocSnippetTests/generate.py")
    }
    let marks = generated.split(separator: "\n").filter { $0.hasPrefix("// Sources/") }
    #expect(
      marks.count == snippets.count,
      "\(module) has \(snippets.count) doc snippets and the compiled file \(marks.count): run generate.py")
  }
}
