import PropertyBased
import Stately
import StatelyControls
import Testing

@testable import StatelyHTML

@Suite("Escaping: every piece of text shows as typed")
struct EscapingTests {
  @Test("A script title renders as text, never as a script element")
  func scriptTitle() throws {
    let html = HTMLRenderer.render(try appearance(configuration(title: "<script>alert(1)</script>")))
    #expect(!html.contains("<script"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;</span>"))
  }

  @Test("Quotes, ampersands and angle brackets in a title are escaped inside aria-label")
  func attributeEscaping() throws {
    let title = #"Say "hi" & <b>'bye'</b>"#
    let html = HTMLRenderer.render(try appearance(configuration(title: title)))
    let label = try #require(html.attribute("aria-label"))
    #expect(label == "Say &quot;hi&quot; &amp; &lt;b&gt;&#39;bye&#39;&lt;/b&gt;")
    #expect(!html.contains(#""hi""#))
  }

  @Test("Escaping agrees with a character-by-character reference on mixed text")
  func escapingMatchesReference() async {
    let pieces: [Character] = ["a", "Z", " ", "&", "<", ">", "\"", "'", "é", "e\u{301}", "😀", "日", ";", "#"]
    await propertyCheck(
      count: 300, input: Gen<Character?>.element(of: pieces).compactMap { $0 }.array(of: 0...24)
    ) {
      characters in
      let text = String(characters)
      #expect(Escaping.attribute(text) == referenceEscaped(text), "\(text)")
    }
  }

  @Test("Text that looks like an entity is escaped too, so it shows literally")
  func entityLookalike() throws {
    let html = HTMLRenderer.render(try appearance(configuration(title: "&amp; &#60;")))
    #expect(html.contains(">&amp;amp; &amp;#60;</span>"))
  }

  @Test("An id with quotes cannot close the attribute")
  func idEscaping() throws {
    let html = HTMLRenderer.render(try appearance(configuration()), id: #"x" onclick="evil"#)
    #expect(html.attribute("id") == "x&quot; onclick=&quot;evil")
    #expect(!html.contains(#" onclick=""#))
  }

  @Test("Extra attribute values are escaped and names are checked")
  func extraAttributes() throws {
    let html = HTMLRenderer.render(
      try appearance(configuration()), attributes: [.dataControl(#"a"b<c"#), .dataKeys])
    #expect(html.attribute("data-control") == "a&quot;b&lt;c")
    #expect(html.attribute("data-keys") == "true")
    // The button's own data-state stands: a caller's is dropped.
    let restated = HTMLRenderer.render(try appearance(configuration()), attributes: [.dataState("bogus")])
    #expect(restated.occurrences(of: "data-state=") == 1)
    #expect(restated.attribute("data-state") != "bogus")
    #expect(throws: StatelyHTMLError.self) { try HTMLAttribute(name: "onclick", value: "x") }
    #expect(throws: StatelyHTMLError.self) { try HTMLAttribute(name: "style", value: "x") }
    #expect(throws: StatelyHTMLError.self) { try HTMLAttribute(name: "data x", value: "x") }
    #expect(throws: StatelyHTMLError.self) { try HTMLAttribute(name: "", value: "x") }
    #expect(throws: StatelyHTMLError.self) { try HTMLAttribute(name: "9x", value: "x") }
    #expect((try? HTMLAttribute(name: "data-row", value: "3")) != nil)
  }

  @Test(
    "Attributes that could navigate, load content or submit a form are refused",
    arguments: ["formaction", "form", "href", "src", "srcdoc", "action", "xlink:href", "autofocus"])
  func navigatingAttributesAreRefused(name: String) {
    #expect(throws: StatelyHTMLError.self) { try HTMLAttribute(name: name, value: "javascript:alert(1)") }
  }

  @Test(
    "data-, aria- and the harmless global attributes are accepted",
    arguments: [
      "data-row", "aria-describedby", "role", "tabindex", "title", "lang", "dir", "hidden", "translate",
    ])
  func harmlessAttributesAreAccepted(name: String) throws {
    #expect(try HTMLAttribute(name: name, value: "x").name == name)
  }

  @Test("An invalid attribute name's error says which name and what is wrong")
  func attributeError() {
    do {
      _ = try HTMLAttribute(name: "data x", value: "1")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == #"HTMLAttribute(name: "data x"): character 5 (" ") is not allowed in an attribute name"#)
    }
  }

  @Test(
    "A CSS property name that cannot be used is refused with the name and the reason, length first",
    arguments: [
      ("", "a property name is empty"),
      (String(repeating: "a", count: 65), "a property name is longer than 64 characters"),
      (String(repeating: "A", count: 65), "a property name is longer than 64 characters"),
      ("Color", #""C" is not allowed in a property name (only a-z and -)"#),
      ("font-größe", #""ö" is not allowed in a property name (only a-z and -)"#),
      ("gap;x", #"";" is not allowed in a property name (only a-z and -)"#),
    ])
  func cssPropertyErrors(name: String, reason: String) {
    #expect(throws: StatelyHTMLError.invalidCSS(name, reason: reason)) { try CSSProperty(name) }
  }

  @Test("A CSS property name of up to 64 characters is accepted; a keyword with a space is refused")
  func cssPropertyAccepted() throws {
    // Variables, not literals: a literal takes the initialiser that traps on a bad name.
    let name = "background-color"
    let longest = String(repeating: "a", count: 64)
    let keyword = "a b"
    #expect(try CSSProperty(name).name == name)
    #expect(try CSSProperty(longest).name == longest)
    #expect(
      throws: StatelyHTMLError.invalidCSS(
        keyword, reason: #"" " is not allowed in a keyword (only letters, digits and -)"#)
    ) { try CSSKeyword(keyword) }
  }

  @Test("An unknown symbol's name is escaped in the placeholder")
  func symbolNameEscaping() throws {
    let html = HTMLRenderer.render(try appearance(configuration(image: "<img src=x>")))
    #expect(!html.contains("<img"))
    #expect(html.contains(">&lt;img src=x&gt;</span>"))
  }

  @Test("The page title is escaped")
  func pageTitle() {
    let page = HTMLRenderer.page(title: "</title><script>", body: [HTMLFragment.text("<b>")])
    #expect(page.hasPrefix("<!DOCTYPE html><html lang=\"en\">"))
    #expect(page.contains("<title>&lt;/title&gt;&lt;script&gt;</title>"))
    #expect(page.contains("&lt;b&gt;</body>"))
    #expect(page.occurrences(of: "<script") == 0)
  }
}

/// Escapes one character at a time, the obvious way.
private func referenceEscaped(_ text: String) -> String {
  text.map { character -> String in
    switch character {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    case "'": "&#39;"
    default: String(character)
    }
  }.joined()
}
