import Stately
import StatelyControls
import StatelyExamples
import Testing

@Suite("NKLoadingButton (the NetEase Cloud Music article): a reusable loading state")
struct LoadingButtonTests {
  private func makeButton(hidesTitle: Bool = true) -> LoadingButton {
    var configuration = ButtonConfiguration.filled()
    configuration.title = "Send"
    return LoadingButton(configuration: configuration, hidesTitleWhileLoading: hidesTitle)
  }

  @Test("Loading forces disabled, shows the activity indicator and hides the title")
  func loadingLook() {
    let button = makeButton()
    button.isLoading = true
    button.engine.cycle.flush()
    #expect(button.state == [LoadingButton.loadingStates.loading, .disabled])
    #expect(button.isEnabled)
    #expect(button.appearance.showsActivityIndicator)
    #expect(button.appearance.title == "")
  }

  @Test("A button configured to keep its title shows it beside the indicator")
  func titleKept() {
    let button = makeButton(hidesTitle: false)
    button.isLoading = true
    button.engine.cycle.flush()
    #expect(button.appearance.showsActivityIndicator)
    #expect(button.appearance.title == "Send")
  }

  @Test("isEnabled = true during loading keeps it disabled; loading ends enabled")
  func enablingDuringLoading() {
    let button = makeButton()
    button.isLoading = true
    button.isEnabled = true
    button.engine.cycle.flush()
    #expect(button.state.contains(.disabled))
    button.tap()
    #expect(button.state.contains(.disabled))
    button.isLoading = false
    button.engine.cycle.flush()
    #expect(button.state == .normal)
    #expect(!button.appearance.showsActivityIndicator)
    #expect(button.appearance.title == "Send")
  }

  @Test("A successful request applies its change in one update, a failed one restores the state")
  func requestOutcomes() throws {
    let button = makeButton()
    button.engine.cycle.flush()
    let token = try button.startRequest { $0.isSelected = true }
    button.engine.cycle.flush()
    #expect(button.isLoading)
    let before = button.engine.updateCount
    #expect(try button.complete(token, success: true) == .succeeded)
    #expect(button.engine.updateCount == before + 1)
    #expect(button.state == .selected)

    try button.startRequest { $0.isSelected = false }
    button.engine.cycle.flush()
    #expect(try button.complete(success: false) == .failed)
    button.engine.cycle.flush()
    #expect(button.state == .selected)
    #expect(button.lastRequestOutcome == .failed)
  }

  @Test("Cancelling ends loading without the change, and a stale token is refused with a typed error")
  func cancelAndStaleToken() throws {
    let button = makeButton()
    let token = try button.startRequest { $0.isSelected = true }
    #expect(button.cancel() == token)
    button.engine.cycle.flush()
    #expect(button.state == .normal)
    #expect(button.lastRequestOutcome == .cancelled)
    #expect(throws: LoadingRequestError.staleToken(token, current: nil)) {
      try button.complete(token, success: true)
    }
    #expect(!button.isSelected)
    #expect(throws: LoadingRequestError.noRequestInFlight) { try button.complete(success: true) }
    #expect(button.cancel() == nil)
  }

  @Test("Starting a second request while one is in flight is refused and changes nothing")
  func requestInFlight() throws {
    let button = makeButton()
    let first = try button.startRequest()
    #expect(throws: LoadingRequestError.requestInFlight(first)) { try button.startRequest() }
    #expect(button.currentRequest == first)
    #expect(LoadingRequestError.requestInFlight(first).description.contains("request #1"))
  }

  @Test("Every reachable state resolves to the expected look")
  func fullTable() {
    let space = LoadingButton.stateSpace
    // A button disabled while pressed ([highlighted, disabled], reachable as in UIKit) looks disabled:
    // in a configuration's default look, disabled wins.
    let expected: [String: String] = [
      "[normal]": "Send|-|#007AFF|#FFFFFF",
      "[highlighted]": "Send|-|#0062CC|#FFFFFF",
      "[disabled]": "Send|-|#7676801F|#3C3C434D",
      "[highlighted, disabled]": "Send|-|#7676801F|#3C3C434D",
      "[selected]": "Send|-|#007AFF|#FFFFFF",
      "[highlighted, selected]": "Send|-|#0062CC|#FFFFFF",
      "[disabled, selected]": "Send|-|#7676801F|#3C3C434D",
      "[highlighted, disabled, selected]": "Send|-|#7676801F|#3C3C434D",
      "[disabled, loading]": "|spinner|#7676801F|#3C3C434D",
      "[highlighted, disabled, loading]": "|spinner|#7676801F|#3C3C434D",
      "[disabled, selected, loading]": "|spinner|#7676801F|#3C3C434D",
      "[highlighted, disabled, selected, loading]": "|spinner|#7676801F|#3C3C434D",
    ]
    #expect(space.reachableStates.count == expected.count)
    for (text, look) in expected.sorted(by: { $0.key < $1.key }) {
      let target = state(text, in: space)
      let button = makeButton()
      button.engine.setFactors(matching: target)
      button.engine.cycle.flush()
      #expect(button.state == target, "\(text)")
      #expect(summary(button.appearance) == look, "\(text)")
    }
  }
}
