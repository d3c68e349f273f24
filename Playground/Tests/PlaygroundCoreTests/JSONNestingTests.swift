import PropertyBased
import Testing

@testable import PlaygroundCore

@Suite("JSON nesting, checked before decoding")
struct JSONNestingTests {
  /// A JSON value nested exactly `depth` levels deep, with strings that hold brackets, quotes and
  /// backslashes at every level, so only a reader that skips strings finds the depth.
  private static func nested(depth: Int, noise: String) -> String {
    let string = "\"" + noise + "\""
    guard depth > 0 else { return string }
    let inner = nested(depth: depth - 1, noise: noise)
    return depth % 2 == 0 ? "[\(string), \(inner), []]" : #"{"a": \#(string), "b": \#(inner)}"#
  }

  private static let noise = Gen<String?>.element(of: ["[", "{", "]", "}", "\\\"", "\\\\", "x", " "])
    .compactMap { $0 }.array(of: 0...8).map { $0.joined() }

  @Test("A value nested N levels exceeds every limit under N and no limit from N up")
  func depthOfGeneratedValues() async {
    await propertyCheck(count: 200, input: Gen.int(in: 1...40), Self.noise) { depth, noise in
      let text = Self.nested(depth: depth, noise: noise)
      #expect(JSONNesting.exceeds(depth - 1, in: text), "\(text)")
      #expect(!JSONNesting.exceeds(depth, in: text), "\(text)")
    }
  }

  @Test("Text that is not JSON is measured by its brackets alone, and an open string hides the rest")
  func notJSON() {
    #expect(JSONNesting.exceeds(2, in: "[[[x"))
    #expect(!JSONNesting.exceeds(2, in: "]]]]][[x"))
    #expect(!JSONNesting.exceeds(0, in: #""[[[[ "#))
  }
}
