import Foundation
import Stately
import StatelyControls
import Testing

/// The README's follow button, as its code blocks show it: the lines between the markers are the
/// README's, re-indented (the test below reads them back from this file and compares).
@Suite("The README's follow button")
struct ReadmeFollowButtonTests {
  @Test("Declared once, the follow button reads Mutual, explains it, and its rules are clean")
  func followButton() throws {
    // shared-begin
    // The states a follow button can be in, and the rules between them, declared once.
    struct FollowStates: CustomStateSet {
      let mutual = ControlState(customBit: 0)
      let loading = ControlState(customBit: 1)
    }
    let states = FollowStates()
    let space = StateSpace(
      states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])

    // Its look in each state: a configuration, and a value for the states each rule names.
    var look = ConfigurationTable(base: ButtonConfiguration.filled())
    look.base.title = "Follow"
    look.setValue("Following", for: .containsAll(.selected), at: \.title)
    look.setValue("Mutual", for: .containsAll([.selected, states.mutual]), at: \.title)
    look.setValue(true, for: .containsAll(states.loading), at: \.showsActivityIndicator)
    // shared-end
    // linux-begin
    let button = StatelyButton(space: space)
    button.configurationTable = look
    button.engine.setFlag(states.mutual, true)  // mutual implies selected
    button.engine.cycle.flush()  // one update, however many changes
    let title = button.appearance.title  // "Mutual"
    let why = look.explain(button.state, names: space.names)  // the rule behind each value
    let findings = look.diagnostics(in: space)  // clean over all 18 reachable states: no dead rule, no tie
    // linux-end
    #expect(title == "Mutual")
    #expect(button.state == [.selected, states.mutual])
    #expect(space.reachableStates.count == 18)
    #expect(findings.allSatisfy { $0.diagnostics.isClean })
    // The title's table: the only one whose winner is the mutual rule.
    let titleWhy = try #require(
      why.first { $0.explanation.winner?.predicate == .containsAll([.selected, states.mutual]) }?.explanation)
    #expect(titleWhy.value.contains("Mutual"))
    #expect(titleWhy.description.contains("loses to #1 on specificity"))
    button.engine.setFlag(states.loading, true)
    button.engine.cycle.flush()
    #expect(button.state.contains(.disabled), "loading forces disabled")
    #expect(button.appearance.showsActivityIndicator)
  }

  @Test("The README shows the snippets exactly as tested")
  func documentsShowTheSnippets() throws {
    let here = URL(fileURLWithPath: #filePath)
    let source = try String(contentsOf: here, encoding: .utf8)
    let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let shared =
      "```swift\nimport Stately\nimport StatelyControls\n\n" + (try snippet("shared", in: source)) + "```"
    let linux = "```swift\n" + (try snippet("linux", in: source)) + "```"
    #expect(readme.contains(shared))
    #expect(readme.contains(linux))
  }
}
