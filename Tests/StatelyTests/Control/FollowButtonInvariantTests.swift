import Stately
import Testing

/// The NK follow button of the NetEase Cloud Music article: `mutual` implies `selected`, `loading` forces `disabled`.
private final class NKFollowButton: Control {
  @StateFlag(.ctlMutual) var isMutual = false
  @StateFlag(.ctlLoading) var isLoading = false
  var title = "Follow"

  init(cycle: UpdateCycle) {
    let space = try! StateSpace(
      custom: [.ctlMutual, .ctlLoading],
      invariants: [.implies(.ctlMutual, .selected), .forces(.ctlLoading, .disabled)])
    super.init(space: space, cycle: cycle)
    engine.setValue("Following", for: .containsAll(.selected), on: self, at: \.title)
    engine.setValue("Mutual", for: .containsAll(.ctlMutual), on: self, at: \.title)
    engine.setValue("", for: .containsAll(.ctlLoading), on: self, at: \.title)
  }
}

@Suite("Invariants of the NK follow button (the NetEase Cloud Music article)")
struct FollowButtonInvariantTests {
  @Test("Setting mutual selects, and the title reads Mutual after the flush")
  func mutualSelects() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    button.isMutual = true
    #expect(button.isSelected)
    #expect(button.state == [.selected, .ctlMutual])
    cycle.flush()
    #expect(button.title == "Mutual")
  }

  @Test("Deselecting clears mutual")
  func deselectClearsMutual() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    button.isMutual = true
    button.isSelected = false
    #expect(!button.isMutual)
    cycle.flush()
    #expect(button.title == "Follow")
  }

  @Test("Clearing mutual keeps the button selected (following)")
  func clearingMutualKeepsSelected() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    button.isMutual = true
    button.isMutual = false
    #expect(button.isSelected)
    cycle.flush()
    #expect(button.title == "Following")
  }

  @Test("Loading disables; isEnabled = true while loading keeps it disabled until loading ends")
  func loadingDisables() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    button.isLoading = true
    #expect(button.state.contains(.disabled))
    button.isEnabled = true
    #expect(button.state.contains(.disabled))
    button.isLoading = false
    #expect(!button.state.contains(.disabled))
  }

  @Test("Loading does not forget that the control was disabled on its own")
  func loadingKeepsOwnDisabled() {
    let button = NKFollowButton(cycle: UpdateCycle())
    button.isEnabled = false
    button.isLoading = true
    button.isLoading = false
    #expect(button.state.contains(.disabled))
  }

  @Test("Loading while mutual shows the empty title, and the mutual title comes back afterwards")
  func loadingWhileMutual() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    button.isMutual = true
    button.isLoading = true
    cycle.flush()
    #expect(button.state == [.selected, .disabled, .ctlMutual, .ctlLoading])
    #expect(button.title == "")
    button.isLoading = false
    cycle.flush()
    #expect(button.title == "Mutual")
  }

  @Test("A loading button ignores press()")
  func loadingIgnoresPress() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    var events: [String] = []
    button.addAction(for: .allEvents) { _, event in events.append(event.ctlName) }
    button.isLoading = true
    button.tap()
    #expect(!button.isHighlighted)
    #expect(events.isEmpty)
  }

  @Test("Excludes: setting valid clears invalid, and setting invalid clears valid")
  func excludesValidInvalid() {
    let cycle = UpdateCycle()
    let pin = CtlRecordingControl(CtlRecorder(), space: .ctlFollow, cycle: cycle)
    pin.isValidFlag = true
    #expect(pin.state == .ctlValid)
    pin.isInvalidFlag = true
    #expect(!pin.isValidFlag)
    #expect(pin.state == .ctlInvalid)
    pin.isValidFlag = true
    #expect(!pin.isInvalidFlag)
    #expect(pin.state == .ctlValid)
  }

  @Test("Disabling keeps the highlight: the state is [highlighted, disabled], as UIKit reports it")
  func disablingKeepsHighlight() {
    // Source: material-components-ios MDCButtonTests.m testUnhighlighted (run on real UIKit: a
    // highlighted UIButton set to enabled = NO is still highlighted); UIKit's -[UIControl state] and
    // setEnabled: (decompiled): state ORs the flags, setEnabled: leaves the highlight. Facts F2.1, F2.4, F2.5.
    let control = Control(cycle: UpdateCycle())
    #expect(control.engine.stateSpace.invariants.isEmpty)
    control.isHighlighted = true
    control.isEnabled = false
    #expect(control.isHighlighted)
    #expect(control.state == [.highlighted, .disabled])
    control.isHighlighted = false
    #expect(control.state == .disabled)
  }

  @Test("Setting isHighlighted = true on a disabled control is ignored; false always applies")
  func highlightIgnoredWhileDisabled() {
    // Source: UIKit's -[UIControl setHighlighted:] (decompiled: it changes the flag only when
    // `(highlighted && disabled) == 0`), and material-components-ios testHighlighted's comment, "we can
    // only set the highlighted state to YES if its enabled is also YES" (run on real UIKit). Facts F2.2, F2.3.
    let control = Control(cycle: UpdateCycle())
    control.isEnabled = false
    control.isHighlighted = true
    #expect(!control.isHighlighted)
    #expect(control.state == .disabled)
    // A state disabled by an invariant counts too, as the bridge's isEnabled reads the state.
    let forced = Control(
      space: try! StateSpace(custom: [.ctlLoading], invariants: [.forces(.ctlLoading, .disabled)]),
      cycle: UpdateCycle())
    forced.engine.setFlag(.ctlLoading, true)
    forced.isHighlighted = true
    #expect(!forced.isHighlighted)
  }

  @Test("Built-in: press() is ignored while disabled")
  func pressIgnoredWhileDisabled() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, cycle: cycle)
    control.recordHandlerAndEvents()
    cycle.flush()
    recorder.take()
    control.isEnabled = false
    control.press()
    #expect(!control.isHighlighted)
    cycle.flush()
    #expect(recorder.take() == ["update", "handler"])
  }

  @Test("Ten changes in one event lead to one update, handler after override")
  func coalescing() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    cycle.flush()
    let before = button.engine.updateCount
    var log: [String] = []
    button.configurationUpdateHandler = { _ in log.append("handler") }
    for index in 0..<10 { button.isSelected = index % 2 == 0 }
    button.setNeedsUpdateConfiguration()
    let report = cycle.flush()
    #expect(button.engine.updateCount == before + 1)
    #expect(report.updates == 1)
    #expect(log == ["handler"])
  }
}
