import Stately
import Testing

/// A recording control, flushed once, with handler and events logged.
private func makeButton(_ recorder: CtlRecorder, cycle: UpdateCycle) -> CtlRecordingControl {
  let button = CtlRecordingControl(recorder, space: .ctlFollow, cycle: cycle)
  button.recordHandlerAndEvents()
  cycle.flush()
  recorder.take()
  return button
}

@Suite("Events: press, release, tap, application events and actions")
struct ControlEventTests {
  @Test("press() highlights and sends touchDown")
  func pressHighlights() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let button = makeButton(recorder, cycle: cycle)
    button.press()
    #expect(button.isHighlighted)
    #expect(button.state == .highlighted)
    cycle.flush()
    #expect(recorder.take() == ["event touchDown", "update", "handler"])
  }

  @Test("release(inside: true) unhighlights and sends touchUpInside, then primaryActionTriggered")
  func releaseInside() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let button = makeButton(recorder, cycle: cycle)
    button.press()
    button.release(inside: true)
    #expect(!button.isHighlighted)
    #expect(
      recorder.take() == ["event touchDown", "event touchUpInside", "event primaryActionTriggered"])
    cycle.flush()
    // The state is back where the last update left it: the look is a function of the state, so the
    // coalesced update has nothing to do and is skipped.
    #expect(recorder.take() == [])
    #expect(button.engine.lastAppliedState == .normal)
  }

  @Test("release(inside: false) is a lift past the tracking bounds: it unhighlights and sends touchUpOutside")
  func releaseOutside() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let button = makeButton(recorder, cycle: cycle)
    button.press()
    button.release(inside: false)
    #expect(!button.isHighlighted)
    #expect(recorder.take() == ["event touchDown", "event touchUpOutside"])
  }

  @Test("Releasing a control that was not pressed does nothing")
  func releaseWithoutPress() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let button = makeButton(recorder, cycle: cycle)
    button.release()
    #expect(recorder.entries.isEmpty)
  }

  @Test("tap() is a press and a release inside; the coalesced update is skipped as the state is unchanged")
  func tapPressesAndReleases() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let button = makeButton(recorder, cycle: cycle)
    button.tap()
    #expect(
      recorder.take() == [
        "event touchDown", "event touchUpInside", "event primaryActionTriggered",
      ])
    #expect(button.state == .normal)
    cycle.flush()
    #expect(recorder.take() == [], "a press and release in one event leave the look as it was")
  }

  @Test("cancelTracking() unhighlights and sends touchCancel")
  func cancelTracking() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let button = makeButton(recorder, cycle: cycle)
    button.press()
    button.cancelTracking()
    button.cancelTracking()
    #expect(!button.isHighlighted)
    #expect(recorder.take() == ["event touchDown", "event touchCancel"])
  }

  @Test("A disabled control ignores press, release and tap")
  func disabledIgnoresAll() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let button = makeButton(recorder, cycle: cycle)
    button.isEnabled = false
    button.press()
    button.release()
    button.release(inside: false)
    button.tap()
    #expect(!button.isHighlighted)
    #expect(recorder.entries.isEmpty)
  }

  @Test("A control disabled while pressed keeps its highlight until the release, which sends nothing")
  func disablingWhilePressed() {
    // Source for the highlight: material-components-ios testUnhighlighted (run on real UIKit). The
    // release sending nothing is Stately's choice: UIKit's decompiled touchesEnded still sends
    // touchUpInside (not confirmed on a device); WinObjC drops it. Facts F2.1, F2.6, F2.8.
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let button = makeButton(recorder, cycle: cycle)
    button.press()
    button.isEnabled = false
    #expect(button.state == [.highlighted, .disabled])
    button.release()
    #expect(!button.isHighlighted)
    button.isEnabled = true
    #expect(button.state == .normal)
    #expect(recorder.take() == ["event touchDown"])
  }

  @Test("A touch that lifts while loading leaves no highlight behind when loading ends")
  func noGhostHighlightAfterLoading() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let button = makeButton(recorder, cycle: cycle)
    button.press()
    button.isLoading = true
    // The highlight stays while disabled, as in UIKit (material-components-ios testUnhighlighted).
    #expect(button.state == [.highlighted, .disabled, .ctlLoading])
    button.release()
    button.isLoading = false
    #expect(button.state == .normal)
    #expect(recorder.take() == ["event touchDown"])
  }

  @Test("Application-defined events reach only their actions")
  func applicationEvents() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    var log: [String] = []
    control.addAction(for: .application(0)) { _, event in log.append("zero \(event.ctlName)") }
    control.addAction(for: .application(1)) { _, event in log.append("one \(event.ctlName)") }
    control.addAction(for: .applicationReserved) { _, event in log.append("any \(event.ctlName)") }
    control.sendActions(for: .ctlTypeComplete)
    control.sendActions(for: .application(1))
    #expect(log == ["zero application(0)", "any application(0)", "one application(1)", "any application(1)"])
    #expect(ControlEvent.application(0).rawValue == 1 << 24)
    #expect(ControlEvent.application(3).rawValue == 1 << 27)
  }

  @Test("Actions run in the order they were added, once per event, and removeAction removes one")
  func removeAction() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    var log: [String] = []
    let first = control.addAction(for: [.touchDown, .touchUpInside]) { _, event in
      log.append("first \(event.ctlName)")
    }
    control.addAction(for: .touchUpInside) { _, event in log.append("second \(event.ctlName)") }
    control.sendActions(for: .touchUpInside)
    #expect(control.removeAction(identifiedBy: first, for: .allEvents))
    #expect(!control.removeAction(identifiedBy: first, for: .allEvents))
    control.sendActions(for: [.touchDown, .touchUpInside])
    #expect(log == ["first touchUpInside", "second touchUpInside", "second touchUpInside"])
  }

  @Test("An action receives the control that sent the event")
  func actionReceivesControl() {
    let control = Control(cycle: UpdateCycle())
    control.engine.identifier = "sender"
    var senders: [String] = []
    control.addAction(for: .valueChanged) { sender, _ in senders.append(sender.engine.identifier) }
    control.sendActions(for: .valueChanged)
    #expect(senders == ["sender"])
  }
}
