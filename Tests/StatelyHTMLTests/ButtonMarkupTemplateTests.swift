import PropertyBased
import Stately
import StatelyControls
import StatelyHTML
import Testing

@Suite("Button markup templates: one drawing serves every title of a look")
struct ButtonMarkupTemplateTests {
  /// Pieces of titles, with everything escaping handles, a NUL and the template's own slot text.
  private static let titlePieces = [
    "a", "Checkout 3", " ", "&", "<", ">", "\"", "'", "&amp;", "\u{0}", "<\u{0}title>", "é", "😀", "日", ", ",
  ]
  private static let states: [ControlState] = [
    .normal, .highlighted, .disabled, .selected, [.selected, .focused],
  ]
  private static let styles: [ButtonConfiguration] = [.filled(), .plain(), .gray(), .tinted()]

  /// A look: a style, a state, a title, a subtitle and an image, each picked by its index.
  private static func look(_ picks: [Int], title: String?) throws -> ButtonAppearance {
    var configuration = styles[picks[0] % styles.count]
    configuration.title = title
    configuration.subtitle = [nil, "", "Sub & <co>", "Second line"][picks[2] % 4]
    if picks[3] % 2 == 1 { configuration.image = .system("heart") }
    configuration.showsActivityIndicator = picks[3] % 3 == 2
    return try configuration.resolvedAppearance(for: states[picks[1] % states.count], traits: .light)
  }

  private static let titles = Gen<String?>.element(of: titlePieces).compactMap { $0 }.array(of: 0...6)
    .map { $0.joined() }

  @Test("A template's markup for any other title equals a fresh drawing of that look, in every context")
  func filledTemplateMatchesDrawing() async {
    let contexts = [
      HTMLContext(),
      HTMLContext(id: #"pay"x"#, attributes: [.dataControl("checkout.pay"), .dataKeys]),
    ]
    await propertyCheck(
      count: 250, input: Gen.int(in: 0...59).array(of: 4), Self.titles, Self.titles, Gen.int(in: 0...1)
    ) { picks, first, second, contextIndex in
      let context = contexts[contextIndex]
      let original = try Self.look(picks, title: first)
      let template = ButtonMarkupTemplate(original, in: context)
      #expect((template == nil) == first.isEmpty, "a template exactly when the title is not empty: \(first)")
      guard let template else { return }
      let retitled = try Self.look(picks, title: second)
      let markup = template.fragment(for: retitled)
      #expect((markup == nil) == second.isEmpty, "markup exactly when the new title is not empty: \(second)")
      if let markup {
        #expect(
          markup
            == HTMLRenderer.fragment(
              retitled, id: context.id, names: context.names, attributes: context.attributes),
          "\(first) -> \(second) with picks \(picks)")
      }
      #expect(
        template.fragment(for: original)
          == HTMLRenderer.fragment(
            original, id: context.id, names: context.names, attributes: context.attributes))
    }
  }

  @Test("A template gives nothing for a look that differs in more than its title, and draws what it gives")
  func otherLooksAreRefused() async {
    await propertyCheck(
      count: 250, input: Gen.int(in: 0...59).array(of: 4), Gen.int(in: 0...59).array(of: 4), Self.titles
    ) { picks, otherPicks, title in
      let template = try #require(ButtonMarkupTemplate(try Self.look(picks, title: "Follow")))
      let other = try Self.look(otherPicks, title: title.isEmpty ? "Following" : title)
      var sameTitle = other
      sameTitle.title = "Follow"
      let reference = try Self.look(picks, title: "Follow")
      let markup = template.fragment(for: other)
      #expect((markup != nil) == (sameTitle == reference), "picks \(picks) against \(otherPicks)")
      if let markup { #expect(markup == HTMLRenderer.fragment(other)) }
    }
  }

  @Test("A look without a title, or with an empty one, gets no template")
  func untitledLooksHaveNoTemplate() throws {
    #expect(ButtonMarkupTemplate(try appearance(configuration(title: nil))) == nil)
    #expect(ButtonMarkupTemplate(try appearance(configuration(title: ""))) == nil)
    let template = try #require(ButtonMarkupTemplate(try appearance(configuration(title: "Follow"))))
    #expect(template.fragment(for: try appearance(configuration(title: nil))) == nil)
    #expect(template.fragment(for: try appearance(configuration(title: ""))) == nil)
  }

  @Test("A title with markup in it is escaped in the text and in the accessible name")
  func titleIsEscaped() throws {
    let template = try #require(ButtonMarkupTemplate(try appearance(configuration(title: "Follow"))))
    let html = try #require(
      template.fragment(for: try appearance(configuration(title: "<script>alert('x')</script>")))
    ).markup
    #expect(!html.contains("<script"))
    #expect(html.attribute("aria-label") == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;")
    #expect(html.contains(">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</span>"))
  }
}
