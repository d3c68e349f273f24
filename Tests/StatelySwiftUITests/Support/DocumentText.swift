import Foundation
import Testing

/// The lines between `// NAME-begin` (indented by `indent` spaces) and `// NAME-end` of a source file,
/// with `indent` spaces of indentation taken off: a snippet as a document shows it.
func snippet(_ name: String, in source: String, indent: Int) throws -> String {
  let prefix = String(repeating: " ", count: indent)
  let begin = try #require(source.range(of: "\(prefix)// \(name)-begin\n"))
  // The end marker's line, at any indentation: the formatter moves a comment before `#endif` to column 0.
  let marker = try #require(source.range(of: "// \(name)-end", range: begin.upperBound..<source.endIndex))
  let end = source[begin.upperBound..<marker.lowerBound].lastIndex(of: "\n").map(source.index(after:))
  let body = source[begin.upperBound..<(end ?? begin.upperBound)]
  return body.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.hasPrefix(prefix) ? String($0.dropFirst(indent)) : String($0) }.joined(separator: "\n")
}

/// A file of the package, by its path from the package's root.
func packageFile(_ path: String, from testFile: String = #filePath) throws -> String {
  var root = URL(fileURLWithPath: testFile)
  while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
    let parent = root.deletingLastPathComponent()
    try #require(parent != root, "no Package.swift above \(testFile)")
    root = parent
  }
  return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}
