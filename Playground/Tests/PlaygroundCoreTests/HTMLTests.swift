import Testing

@testable import PlaygroundCore

@Suite("HTML escaping")
struct HTMLTests {
  @Test("Interpolated text is escaped, literal markup and interpolated HTML are not")
  func interpolation() {
    let title = "<b>Tom & \"Jerry\"</b> 'x'"
    let inner: HTML = "<i>kept</i>"
    let html: HTML = "<h2 title=\"\(title)\">\(title)\(inner)\(3)</h2>"
    #expect(
      html.markup
        == "<h2 title=\"&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; &#39;x&#39;\">"
        + "&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; &#39;x&#39;<i>kept</i>3</h2>")
  }

  @Test("Escaping leaves other characters, including non-ASCII, unchanged")
  func plainText() {
    #expect(HTML.escape("Loading… 5 → 6") == "Loading… 5 → 6")
    #expect(HTML.escape("") == "")
  }

  @Test("Joined fragments keep their order and separator")
  func joined() {
    let joined = HTML.joined(["<a>", "<b>"], separator: "<hr>")
    #expect(joined.markup == "<a><hr><b>")
  }
}
