import Foundation
import StatelyControls
import StatelyHTML
import Testing

@Suite("The StatelyHTML guide's first snippet")
struct ReadmeSnippetTests {
  @Test("The snippet renders one escaped button and a whole page with the stylesheet")
  func readmeSnippet() throws {
    // snippet-begin
    var configuration = ButtonConfiguration.filled()
    configuration.title = "Follow"
    configuration.image = .system("person.badge.plus")
    configuration.cornerStyle = .capsule

    let appearance = try configuration.resolvedAppearance(for: .highlighted, traits: .light)
    let button = HTMLRenderer.render(appearance, id: "follow")
    let page = HTMLRenderer.page(title: "Follow", body: [HTMLRenderer.fragment(appearance)])
    // snippet-end

    #expect(button.hasPrefix("<button"))
    #expect(button.contains("id=\"follow\""))
    #expect(button.contains("Follow"))
    #expect(page.contains("<!DOCTYPE html>") || page.contains("<!doctype html>"))
    #expect(page.contains("<title>Follow</title>"))
  }

  @Test("The StatelyHTML guide shows the snippet exactly as tested")
  func guideShowsTheSnippet() throws {
    let here = URL(fileURLWithPath: #filePath)
    let source = try String(contentsOf: here, encoding: .utf8)
    let begin = try #require(source.range(of: "    // snippet-begin\n"))
    let end = try #require(source.range(of: "    // snippet-end"))
    let snippet = source[begin.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    let guide = try String(
      contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/StatelyHTML/StatelyHTML.docc/StatelyHTML.md"), encoding: .utf8)
    #expect(guide.contains("import StatelyControls\nimport StatelyHTML\n\n" + snippet + "```"))
  }
}

@Suite("HTMLRenderer.escape")
struct PublicEscapeTests {
  @Test("escape(_:) turns every markup character into a reference and leaves other text alone")
  func escapeReplacesMarkupCharacters() {
    #expect(HTMLRenderer.escape("<script>alert(1)</script>") == "&lt;script&gt;alert(1)&lt;/script&gt;")
    #expect(HTMLRenderer.escape("Tom & \"Jerry\" 'n' Café") == "Tom &amp; &quot;Jerry&quot; &#39;n&#39; Café")
    #expect(HTMLRenderer.escape("&amp;") == "&amp;amp;")
  }
}
