import Stately
import StatelyControls
import StatelyExamples
import Testing

@Suite("Old against new (the iOS 15 configuration tutorial)")
struct PrecedenceDemoTests {
  private func titles(_ demo: PrecedenceDemo) -> [String] {
    demo.items.map { $0.button.appearance.title ?? "nil" }
  }

  @Test("Four buttons with captions, in the article's order")
  func items() {
    let demo = PrecedenceDemo()
    #expect(demo.items.map(\.id) == ["legacy", "oldOverNew", "button", "button2"])
    #expect(demo.items.allSatisfy { !$0.caption.isEmpty && !$0.title.isEmpty })
    #expect(demo.item("legacy")?.button.configuration == nil)
  }

  @Test("What iOS 15 showed: Old, Old, Old, New; pressed: Old, Old, New Highlighted, New Highlighted")
  func normalAndPressed() {
    let demo = PrecedenceDemo()
    demo.cycle.flush()
    #expect(titles(demo) == ["Old", "Old", "Old", "New"])
    for item in demo.items { item.button.press() }
    demo.cycle.flush()
    #expect(titles(demo) == ["Old", "Old", "New Highlighted", "New Highlighted"])
    for item in demo.items { item.button.release() }
    demo.cycle.flush()
    #expect(titles(demo) == ["Old", "Old", "Old", "New Highlighted"])
  }

  @Test("Every reachable state of a fresh demo shows the expected titles")
  func fullTable() throws {
    let entry = try ExampleCatalog.entry(id: "precedence")
    // The article's handler checks `state == .highlighted` exactly, so a button disabled while pressed
    // ([highlighted, disabled], UIKit's state 3) gets no highlighted title from it.
    let expected: [String: [String]] = [
      "[normal]": ["Old", "Old", "Old", "New"],
      "[highlighted]": ["Old", "Old", "New Highlighted", "New Highlighted"],
      "[highlighted, disabled]": ["Old", "Old", "Old", "New"],
      "[disabled]": ["Old", "Old", "Old", "New"],
      "[selected]": ["Old", "Old", "Old", "New"],
      "[highlighted, selected]": ["Old", "Old", "Old", "New"],
      "[highlighted, disabled, selected]": ["Old", "Old", "Old", "New"],
      "[disabled, selected]": ["Old", "Old", "Old", "New"],
    ]
    #expect(PrecedenceDemo.stateSpace.reachableStates.count == expected.count)
    for (text, look) in expected.sorted(by: { $0.key < $1.key }) {
      let preview = try entry.preview(for: state(text, in: PrecedenceDemo.stateSpace))
      let titles = preview.appearance.parts.map { part -> String in
        guard let button = part.appearance as? ButtonAppearance else { return "?" }
        return button.title ?? "nil"
      }
      #expect(titles == look, "\(text)")
    }
  }
}
