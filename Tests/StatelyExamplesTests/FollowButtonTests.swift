import Stately
import StatelyControls
import StatelyExamples
import Testing

@Suite("NKFollowButton (the NetEase Cloud Music article): followed, mutual and loading")
struct FollowButtonTests {
  @Test("Follow → loading → followed → mutual, and back")
  func followCycle() throws {
    let button = FollowButton()
    button.engine.cycle.flush()
    #expect(button.appearance.title == "Follow")

    button.tap()
    button.engine.cycle.flush()
    #expect(button.state == [.disabled, LoadingButton.loadingStates.loading])
    #expect(button.appearance.title == "")
    #expect(button.appearance.showsActivityIndicator)

    try button.complete(success: true)
    button.engine.cycle.flush()
    #expect(button.state == .selected)
    #expect(button.appearance.title == "Following")

    button.isMutual = true
    button.engine.cycle.flush()
    #expect(button.state == [.selected, FollowButton.followStates.mutual])
    #expect(button.appearance.title == "Mutual")

    button.tap()
    button.engine.cycle.flush()
    #expect(
      button.state == [
        .disabled, .selected, FollowButton.followStates.mutual, LoadingButton.loadingStates.loading,
      ])
    #expect(button.appearance.title == "")

    try button.complete(success: true)
    button.engine.cycle.flush()
    #expect(button.state == .normal)
    #expect(!button.isMutual)
    #expect(button.appearance.title == "Follow")
  }

  @Test("A failed follow request returns to not followed; a cancelled unfollow stays followed")
  func failedAndCancelled() throws {
    let button = FollowButton()
    button.tap()
    try button.complete(success: false)
    button.engine.cycle.flush()
    #expect(button.state == .normal)
    #expect(button.appearance.title == "Follow")

    button.isFollowed = true
    button.tap()
    #expect(button.isLoading)
    button.cancel()
    button.engine.cycle.flush()
    #expect(button.state == .selected)
    #expect(button.appearance.title == "Following")
  }

  @Test("Setting mutual selects; deselecting clears mutual")
  func mutualImpliesSelected() {
    let button = FollowButton()
    button.isMutual = true
    #expect(button.isSelected)
    button.isSelected = false
    #expect(!button.isMutual)
    #expect(button.state == .normal)
  }

  @Test("isEnabled = true during loading keeps the follow button disabled, and a tap does nothing")
  func loadingStaysDisabled() throws {
    let button = FollowButton()
    let token = try button.toggleFollow()
    button.isEnabled = true
    button.tap()
    #expect(button.state.contains(.disabled))
    #expect(button.currentRequest == token)
  }

  @Test("Each look has its own highlighted look")
  func highlightedLooks() {
    for base in [ControlState.normal, .selected, [.selected, FollowButton.followStates.mutual]] {
      let plain = FollowButton()
      plain.engine.setFactors(matching: base)
      plain.engine.cycle.flush()
      let pressed = FollowButton()
      pressed.engine.setFactors(matching: base.union(.highlighted))
      pressed.engine.cycle.flush()
      #expect(plain.appearance.title == pressed.appearance.title)
      #expect(plain.appearance.backgroundColor != pressed.appearance.backgroundColor, "\(base)")
    }
  }

  @Test("Every reachable state resolves to the expected title, indicator and colours")
  func fullTable() {
    let space = FollowButton.followSpace
    // A button disabled while pressed ([highlighted, disabled], reachable as in UIKit) looks disabled:
    // in a configuration's default look, disabled wins.
    let expected: [String: String] = [
      "[normal]": "Follow|-|#007AFF|#FFFFFF",
      "[highlighted]": "Follow|-|#0062CC|#FFFFFF",
      "[disabled]": "Follow|-|#7676801F|#3C3C434D",
      "[highlighted, disabled]": "Follow|-|#7676801F|#3C3C434D",
      "[selected]": "Following|-|#78788029|#000000",
      "[highlighted, selected]": "Following|-|#60606652|#000000",
      "[disabled, selected]": "Following|-|#7676801F|#3C3C434D",
      "[highlighted, disabled, selected]": "Following|-|#7676801F|#3C3C434D",
      "[selected, mutual]": "Mutual|-|#34C75933|#34C759",
      "[highlighted, selected, mutual]": "Mutual|-|#2A9F4766|#34C759",
      "[disabled, selected, mutual]": "Mutual|-|#7676801F|#3C3C434D",
      "[highlighted, disabled, selected, mutual]": "Mutual|-|#7676801F|#3C3C434D",
      "[disabled, loading]": "|spinner|#7676801F|#3C3C434D",
      "[highlighted, disabled, loading]": "|spinner|#7676801F|#3C3C434D",
      "[disabled, selected, loading]": "|spinner|#7676801F|#3C3C434D",
      "[highlighted, disabled, selected, loading]": "|spinner|#7676801F|#3C3C434D",
      "[disabled, selected, mutual, loading]": "|spinner|#7676801F|#3C3C434D",
      "[highlighted, disabled, selected, mutual, loading]": "|spinner|#7676801F|#3C3C434D",
    ]
    #expect(space.reachableStates.count == expected.count)
    for (text, look) in expected.sorted(by: { $0.key < $1.key }) {
      let target = state(text, in: space)
      let button = FollowButton()
      button.engine.setFactors(matching: target)
      button.engine.cycle.flush()
      #expect(button.state == target, "\(text)")
      #expect(summary(button.appearance) == look, "\(text)")
    }
  }

  @Test("Mutual wins over following by specificity, not declaration order")
  func mutualExplained() {
    let button = FollowButton()
    button.isMutual = true
    button.engine.cycle.flush()
    let configuration = button.explanations.first { $0.property == "configuration" }?.explanation
    #expect(configuration?.winner?.specificity == 2)
    #expect(button.ruleDiagnostics.allSatisfy { $0.diagnostics.isClean })
  }
}
