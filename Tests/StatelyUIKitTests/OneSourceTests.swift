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
      for (index, step) in OneSourceFollowButton.steps().enumerated() {
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
