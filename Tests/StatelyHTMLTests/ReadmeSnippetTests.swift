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
    let button: String = StatelyHTML.render(appearance, id: "follow")
    let page: String = StatelyHTML.page(title: "Follow", body: [StatelyHTML.node(appearance)])

    #expect(button.hasPrefix("<button"))
    #expect(button.contains("id=\"follow\""))
    #expect(button.contains("Follow"))
    #expect(page.contains("<!DOCTYPE html>") || page.contains("<!doctype html>"))
    #expect(page.contains("<title>Follow</title>"))
  }
}
