#if canImport(UIKit)
  import Stately
  import StatelyControls
  import StatelyUIKit
  import Testing
  import UIKit

  @MainActor
  @Suite("One control source compiles against StatelyControls and StatelyUIKit")
  struct OneSourceTests {
    @Test("On StatelyUIButton, the one-source follow button reads Follow, Following and Mutual")
    func uikitButton() {
      let cycle = UpdateCycle()
      let button = OneSourceFollowButton(cycle: cycle)
      let steps: [(change: (OneSourceFollowButton) -> Void, title: String, subtitle: String?)] = [
        ({ _ in }, "Follow", nil),
        ({ $0.isSelected = true }, "Following", nil),
        ({ $0.isMutual = true }, "Mutual", nil),
        ({ $0.isHighlighted = true }, "Mutual", "Release to follow"),
        ({ $0.isSelected = false }, "Follow", "Release to follow"),
      ]
      for (index, step) in steps.enumerated() {
        step.change(button)
        cycle.flush()
        button.layoutIfNeeded()
        #expect(button.configuration?.title == step.title, "step \(index)")
        #expect(button.configuration?.subtitle == step.subtitle, "step \(index)")
      }
      #expect(!button.isMutual)
      #expect(!button.showsMutual)
    }
  }
#endif
