import Observation
import Stately
import StatelyControls
import StatelySwiftUI
import Testing

/// The inputs a SwiftUI button gives the style, as independent factors.
final class SwiftUIInputs {
  var isPressed = false
  var isDisabled = false
  var isSelected = false
  var isMutual = false
  var isLoading = false
}

/// An `@Observable` model, as an app keeps one.
@Observable final class ObservedUser {
  var isFollowed = false
  var followsBack = false
  var isMutual: Bool { isFollowed && followsBack }
}

/// How SwiftUI's inputs become a state. SwiftUI documents `ButtonStyleConfiguration.isPressed` as
/// "whether the user is currently pressing the button", `EnvironmentValues.isEnabled` as whether the view
/// "allows user interaction" and `EnvironmentValues.isFocused` as "whether the nearest focusable ancestor
/// has focus" (developer.apple.com/documentation/swiftui); they are UIKit's highlighted, the inverse of
/// enabled, and focused.
@MainActor
@Suite("A SwiftUI button's inputs make its state")
struct ButtonStyleStateTests {
  let readme = ReadmeFollowLook()

  var style: StatelyButtonStyle { StatelyButtonStyle(space: readme.space, configurationTable: readme.look) }

  @Test("Pressed is highlighted, not enabled is disabled, the selection is selected")
  func builtInInputs() {
    #expect(style.state() == .normal)
    #expect(style.state(isPressed: true) == .highlighted)
    #expect(style.state(isEnabled: false) == .disabled)
    #expect(style.selected(true).state() == .selected)
    #expect(style.selected(true).selected(false).state() == .normal)
  }

  @Test(
    "Every combination of inputs shows the state of an engine whose computed factors are those inputs"
  )
  func everyCombinationMatchesAnEngine() {
    let states = readme.states
    let inputs = SwiftUIInputs()
    let engine = ControlEngine(space: readme.space)
    engine.register(.highlighted, from: inputs, at: \.isPressed)
    engine.register(.disabled, from: inputs, at: \.isDisabled)
    engine.register(.selected, from: inputs, at: \.isSelected)
    engine.register(states.mutual, from: inputs, at: \.isMutual)
    engine.register(states.loading, from: inputs, at: \.isLoading)
    for combination in 0..<32 {
      inputs.isPressed = combination & 1 != 0
      inputs.isDisabled = combination & 2 != 0
      inputs.isSelected = combination & 4 != 0
      inputs.isMutual = combination & 8 != 0
      inputs.isLoading = combination & 16 != 0
      engine.factorsDidChange()
      let shown = style.selected(inputs.isSelected).flag(states.mutual, inputs.isMutual)
        .flag(states.loading, inputs.isLoading)
        .state(isPressed: inputs.isPressed, isEnabled: !inputs.isDisabled)
      #expect(shown == engine.state, "inputs \(combination)")
      #expect(readme.space.contains(shown), "inputs \(combination): a state of the space")
    }
  }

  @Test("Loading forces disabled while SwiftUI says enabled: the invariant holds")
  func loadingForcesDisabled() {
    let loading = style.flag(readme.states.loading).state(isEnabled: true)
    #expect(loading == [.disabled, readme.states.loading])
  }

  @Test("Mutual alone shows selected: the implication adds it")
  func mutualImpliesSelected() {
    #expect(style.flag(readme.states.mutual).state() == [.selected, readme.states.mutual])
  }

  @Test("A pressed button that becomes disabled shows both, as UIKit's does")
  func pressedAndDisabled() {
    #expect(style.state(isPressed: true, isEnabled: false) == [.highlighted, .disabled])
  }

  @Test("Focus counts in a space that declares it, and is dropped in one that does not")
  func focus() throws {
    #expect(style.state(isFocused: true) == .normal, "the README's space has no focused state")
    let focusable = try StateSpace(builtIn: [.highlighted, .disabled, .selected, .focused])
    let focusStyle = StatelyButtonStyle(space: focusable, configurationTable: readme.look)
    #expect(focusStyle.state(isFocused: true) == .focused)
  }

  @Test("A flag outside the space is dropped")
  func flagOutsideTheSpace() {
    #expect(style.flag(ControlState(customBit: 5)).state() == .normal)
  }

  @Test("A model's property sets its state when the state is asked for, and a later change shows next time")
  func modelFactor() {
    let user = ObservedUser()
    let following = style.flag(.selected, from: user, at: \.isFollowed)
      .flag(readme.states.mutual, from: user, at: \.isMutual)
    #expect(following.state() == .normal)
    user.isFollowed = true
    #expect(following.state() == .selected)
    user.followsBack = true
    #expect(following.state() == [.selected, readme.states.mutual])
    #expect(following.computedFactorStates == [.selected, readme.states.mutual])
  }

  @Test("An inverted factor holds while the property is false")
  func invertedFactor() {
    let user = ObservedUser()
    let style = self.style.flag(.selected, from: user, at: \.isFollowed, inverted: true)
    #expect(style.state() == .selected)
    user.isFollowed = true
    #expect(style.state() == .normal)
  }

  @Test("A factor owns its bit: the style's own flag for it is ignored, as the engine ignores setFlag")
  func factorOwnsItsBit() {
    let user = ObservedUser()
    let style = self.style.flag(.selected, from: user, at: \.isFollowed).selected(true)
    #expect(style.state() == .normal)
  }

  @Test("Reading a state from a second model replaces the first factor")
  func factorIsReplaced() {
    let first = ObservedUser()
    let second = ObservedUser()
    second.isFollowed = true
    let style = self.style.flag(.selected, from: first, at: \.isFollowed)
      .flag(.selected, from: second, at: \.isFollowed)
    #expect(style.computedFactorStates == [.selected])
    #expect(style.state() == .selected)
  }

  @Test("A factor is off once its model is gone: the style holds it weakly")
  func factorModelGone() {
    var user: ObservedUser? = ObservedUser()
    user?.isFollowed = true
    let style = self.style.flag(.selected, from: user!, at: \.isFollowed)
    #expect(style.state() == .selected)
    user = nil
    #expect(style.state() == .normal)
  }

  @Test("Two styles are equal when they read the same model's property, and differ for another model")
  func factorEquality() {
    let user = ObservedUser()
    let other = ObservedUser()
    #expect(
      style.flag(.selected, from: user, at: \.isFollowed)
        == style.flag(.selected, from: user, at: \.isFollowed))
    #expect(
      style.flag(.selected, from: user, at: \.isFollowed)
        != style.flag(.selected, from: other, at: \.isFollowed))
    #expect(
      style.flag(.selected, from: user, at: \.isFollowed)
        != style.flag(.selected, from: user, at: \.followsBack))
  }
}
