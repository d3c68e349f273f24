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
      cycle.flush()
      button.layoutIfNeeded()
      #expect(button.configuration?.title == "Follow")
      button.isSelected = true
      cycle.flush()
      button.layoutIfNeeded()
      #expect(button.configuration?.title == "Following")
      button.isMutual = true
      cycle.flush()
      button.layoutIfNeeded()
      #expect(button.configuration?.title == "Mutual")
      #expect(button.showsMutual)
      #expect(button.state.contains(.selected))
      button.isHighlighted = true
      cycle.flush()
      button.layoutIfNeeded()
      #expect(button.configuration?.subtitle == "Release to follow")
      button.isSelected = false
      cycle.flush()
      button.layoutIfNeeded()
      #expect(!button.isMutual)
      #expect(button.configuration?.title == "Follow")
    }
  }
#endif
