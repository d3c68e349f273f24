import Foundation
import Testing

/// The doc snippets of the package's sources, read as generate.py reads them.
struct DocSnippet: CustomStringConvertible {
  /// The source file, from the package's root.
  var path: String
  /// The snippet's lines, with the comment markers taken off.
  var lines: [String]

  var description: String { "\(path): \(lines.first ?? "")" }

  /// The lines the generated file must hold, in order: trimmed, without imports (the file imports) and
  /// without `@Test` (a snippet's test is compiled, not run).
  var compiledLines: [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
      .map { $0.hasPrefix("@Test ") ? String($0.dropFirst(6)) : $0 }
  }

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
    "StatelySwiftUI",
  ]

  /// The folder of a module's compiled snippets: StatelySwiftUI's are in its own test target, which the
  /// real-SDK type-check builds against SwiftUI.
  static func generatedFolder(of module: String) -> String {
    module == "StatelySwiftUI"
      ? "Tests/StatelySwiftUITests/Generated" : "Tests/StatelyDocSnippetTests/Generated"
  }

  /// A generated file cut at its `// Sources/…` marks: each snippet's path and the lines after it.
  static func chunks(of module: String) throws -> [(path: String, lines: [String])] {
    let generated = try String(
      contentsOf: DocSnippet.root.appendingPathComponent(
        "\(generatedFolder(of: module))/\(module)Snippets.swift"),
      encoding: .utf8)
    var chunks: [(path: String, lines: [String])] = []
    for line in generated.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// Sources/") {
        chunks.append((String(trimmed.dropFirst(3)), []))
      } else if !chunks.isEmpty {
        chunks[chunks.count - 1].lines.append(trimmed)
      }
    }
    return chunks
  }

  @Test(
    "every doc snippet of the sources is compiled, each in its place and its lines in order",
    arguments: modules)
  func everySnippetIsCompiled(module: String) throws {
    let snippets = try DocSnippet.all(in: module)
    let chunks = try Self.chunks(of: module)
    #expect(!snippets.isEmpty)
    #expect(
      chunks.count == snippets.count,
      "\(module) has \(snippets.count) doc snippets and the compiled file \(chunks.count): run generate.py")
    for (snippet, chunk) in zip(snippets, chunks) {
      #expect(chunk.path == snippet.path, "\(snippet) is not where the compiled file has it: run generate.py")
      // The chunk without the wrapping generate.py adds (a function, enum or subclass around the
      // snippet, which opens with the snippet's own name and closes with the chunk's last brace) is the
      // snippet, line for line.
      // The UIKit and SwiftUI files end with the `#endif` of their `#if canImport(…)`.
      var lines = chunk.lines.filter { !$0.isEmpty && $0 != "#endif" }
      let isWrapper = { (line: String) in
        line.hasSuffix("{") && line.contains("Snippet")
          && (line.hasPrefix("@MainActor func ") || line.hasPrefix("enum ") || line.hasPrefix("final class "))
      }
      if let header = lines.firstIndex(where: isWrapper), lines.last == "}" {
        lines.remove(at: header)
        lines.removeLast()
      }
      #expect(
        lines == snippet.compiledLines,
        "\(snippet) changed: run python3 Tests/StatelyDocSnippetTests/generate.py")
    }
  }
}
