import StatelyControls
import StatelyHTML
import Testing

@Suite("The README's StatelyHTML snippet")
struct ReadmeSnippetTests {
  @Test("The snippet renders one escaped button and a whole page with the stylesheet")
  func readmeSnippet() throws {
    var configuration = ButtonConfiguration.filled()
    configuration.title = "Follow"
    configuration.image = .system("person.badge.plus")
    configuration.cornerStyle = .capsule

    let appearance = try configuration.resolvedAppearance(for: .highlighted, traits: .light)
    let button: String = HTMLRenderer.render(appearance, id: "follow")
    let page: String = HTMLRenderer.page(title: "Follow", body: [HTMLRenderer.fragment(appearance)])

    #expect(button.hasPrefix("<button"))
    #expect(button.contains("id=\"follow\""))
    #expect(button.contains("Follow"))
    #expect(page.contains("<!DOCTYPE html>") || page.contains("<!doctype html>"))
    #expect(page.contains("<title>Follow</title>"))
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
