import Stately
import Testing

private struct CtlTransitionError: Error {}

/// A control with a bound title, recording updates, handler and events, with a flushed first update.
private func makePin(_ recorder: CtlRecorder, cycle: UpdateCycle) -> CtlRecordingControl {
  let pin = CtlRecordingControl(recorder, cycle: cycle)
  pin.engine.setValue("Filled", for: .containsAll(.ctlFilled), on: pin, at: \.title)
  pin.engine.setValue("Valid", for: .containsAll([.ctlFilled, .ctlValid]), on: pin, at: \.title)
  pin.recordHandlerAndEvents()
  cycle.flush()
  recorder.take()
  return pin
}

@Suite("Transitions: changes together, one application, events delivered once and in order")
struct ControlTransitionTests {
  @Test(
    "The QUIckControl article: performTransition applies the final state once and delivers typeComplete (defect 1)"
  )
  func performTransitionDeliversQueuedEvents() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.engine.performTransition {
      pin.isFilled = true
      pin.isValidFlag = true
      pin.sendActions(for: .ctlTypeComplete)
      #expect(recorder.entries.isEmpty)
    }
    #expect(recorder.take() == ["title = Valid", "update", "handler", "event application(0)"])
    cycle.flush()
    #expect(recorder.take().isEmpty)
  }

  @Test("While a transition is open nothing is applied, not even by a flush or updateIfNeeded")
  func nothingAppliedWhileOpen() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.engine.beginTransition()
    #expect(pin.engine.isInTransition)
    pin.isFilled = true
    let report = cycle.flush()
    pin.engine.updateIfNeeded()
    #expect(report.updates == 0)
    #expect(report.settled)
    #expect(recorder.entries.isEmpty)
    #expect(pin.engine.needsUpdate)
    #expect(pin.title == "Follow")
    pin.engine.commitTransition()
    #expect(!pin.engine.isInTransition)
    #expect(recorder.take() == ["title = Filled", "update", "handler"])
  }

  // One send of two events runs an action registered for both once, as UIKit's target-action table
  // does (Chameleon's and WinObjC's UIControl re-implementations run each target once per
  // sendActionsForControlEvents: call; neither ran on real UIKit).
  @Test("Sends queued in a transition keep their order and are not de-duplicated")
  func queuedEventsKeepOrderAndDuplicates() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.engine.beginTransition()
    pin.sendActions(for: .valueChanged)
    pin.sendActions(for: .ctlTypeComplete)
    pin.sendActions(for: .valueChanged)
    pin.sendActions(for: [.editingChanged, .editingDidBegin])
    pin.engine.commitTransition()
    #expect(
      recorder.take() == [
        "event valueChanged", "event application(0)", "event valueChanged",
        "event editingDidBegin, editingChanged",
      ])
  }

  @Test("Commit delivers each queued event once: a second commit or flush delivers nothing")
  func commitDeliversOnce() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.engine.beginTransition()
    pin.isFilled = true
    pin.sendActions(for: .valueChanged)
    pin.engine.commitTransition()
    pin.engine.commitTransition()
    cycle.flush()
    #expect(recorder.take() == ["title = Filled", "update", "handler", "event valueChanged"])
  }

  @Test("Nesting: an inner commit keeps the outer transition open; the outer commit applies once")
  func nestedCommit() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.engine.beginTransition()
    pin.sendActions(for: .editingDidBegin)
    pin.engine.beginTransition()
    pin.isFilled = true
    pin.sendActions(for: .ctlTypeComplete)
    pin.engine.commitTransition()
    #expect(pin.engine.isInTransition)
    cycle.flush()
    #expect(recorder.entries.isEmpty)
    pin.isValidFlag = true
    pin.engine.commitTransition()
    #expect(
      recorder.take() == [
        "title = Valid", "update", "handler", "event editingDidBegin", "event application(0)",
      ])
  }

  @Test("End without commit applies nothing and discards events; the next update applies the real state")
  func endDiscardsEvents() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.engine.performTransition(commit: false) {
      pin.isFilled = true
      pin.sendActions(for: .ctlTypeComplete)
    }
    #expect(!pin.engine.isInTransition)
    #expect(recorder.entries.isEmpty)
    #expect(pin.state == .ctlFilled)
    cycle.flush()
    #expect(recorder.take() == ["title = Filled", "update", "handler"])
    #expect(pin.engine.lastAppliedState == .ctlFilled)
  }

  @Test("A flush during the transition does not lose the update after an end")
  func flushDuringTransitionThenEnd() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.engine.beginTransition()
    pin.isFilled = true
    cycle.flush()
    pin.engine.endTransition()
    #expect(cycle.hasPendingUpdates)
    cycle.flush()
    #expect(recorder.take() == ["title = Filled", "update", "handler"])
  }

  @Test("An inner end discards only the events queued since it opened")
  func innerEndDiscardsOwnEvents() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.engine.beginTransition()
    pin.sendActions(for: .editingDidBegin)
    pin.engine.beginTransition()
    pin.sendActions(for: .ctlTypeComplete)
    pin.isFilled = true
    pin.engine.endTransition()
    #expect(pin.engine.isInTransition)
    pin.sendActions(for: .editingDidEnd)
    pin.engine.commitTransition()
    #expect(
      recorder.take() == [
        "title = Filled", "update", "handler", "event editingDidBegin", "event editingDidEnd",
      ])
  }

  @Test("An outer end discards the events an inner commit kept")
  func outerEndDiscardsInnerCommittedEvents() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.engine.beginTransition()
    pin.engine.beginTransition()
    pin.sendActions(for: .ctlTypeComplete)
    pin.engine.commitTransition()
    pin.engine.endTransition()
    #expect(!pin.engine.isInTransition)
    cycle.flush()
    #expect(recorder.entries.isEmpty)
  }

  @Test("A transition whose changes throw ends without committing and rethrows")
  func throwingTransitionEnds() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    #expect(throws: CtlTransitionError.self) {
      try pin.engine.performTransition {
        pin.sendActions(for: .ctlTypeComplete)
        throw CtlTransitionError()
      }
    }
    #expect(!pin.engine.isInTransition)
    #expect(recorder.entries.isEmpty)
  }

  @Test("Commit and end without an open transition do nothing")
  func closeWithoutOpen() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.isFilled = true
    pin.engine.commitTransition()
    pin.engine.endTransition()
    #expect(recorder.entries.isEmpty)
    #expect(!pin.engine.isInTransition)
    cycle.flush()
    #expect(recorder.take() == ["title = Filled", "update", "handler"])
  }

  @Test(
    "A transition committed inside the control's own update, by an observer or the handler, leaves its state to the next pass and its sends after the running commit's"
  )
  func commitDuringOwnUpdate() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    // An observer that clears an invalid code, as an app clears a PIN field it rejected.
    let observation = pin.engine.observeState { state in
      guard state.contains(.ctlInvalid) else { return }
      pin.engine.performTransition {
        pin.isInvalidFlag = false
        pin.isFilled = false
        pin.sendActions(for: .valueChanged)
      }
    }
    pin.engine.performTransition {
      pin.isFilled = true
      pin.isInvalidFlag = true
      pin.sendActions(for: .ctlTypeComplete)
      pin.sendActions(for: .editingChanged)
    }
    // The commit's own update ran; the observer's commit inside it queued its send after the commit's.
    #expect(
      recorder.take() == [
        "title = Filled", "update", "handler", "event application(0)", "event editingChanged",
        "event valueChanged",
      ])
    #expect(pin.engine.needsUpdate)
    let report = cycle.flush()
    #expect(report.updates == 1)
    #expect(recorder.take() == ["title = Follow", "update", "handler"])
    #expect(!pin.state.contains(.ctlInvalid) && !pin.state.contains(.ctlFilled))

    // The same from the handler: the handler's commit does not restart the running update.
    pin.configurationUpdateHandler = { control in
      guard control.isLoading else { return }
      control.engine.performTransition { control.isLoading = false }
    }
    pin.isLoading = true
    cycle.flush()
    #expect(!pin.isLoading)
    #expect(!pin.engine.needsUpdate)
    pin.engine.removeStateObserver(observation)
  }

  @Test("A transition another control's update ends during a flush lets its control update in the next pass")
  func transitionEndedDuringFlush() {
    let (recorder, cycle, _, a, b) = makeFlushedPair()
    a.engine.beginTransition()
    a.isSelected = true
    b.configurationUpdateHandler = { _ in a.engine.endTransition() }
    b.isSelected = true
    let report = cycle.flush()
    #expect(recorder.take() == ["B: update", "A: update"])
    #expect(report.passes == 2)
    #expect(a.engine.lastAppliedState == .selected)
  }

  @Test("A commit inside a control's update, after a flush started there, still asks the host for a flush")
  func commitAfterNestedFlushRequestsAFlush() {
    let (recorder, cycle, requests, a, _) = makeFlushedPair()
    let observation = a.engine.observeState { state in
      guard state.contains(.selected) else { return }
      a.engine.beginTransition()
      a.isFilled = true
      cycle.flush()
      a.engine.commitTransition()
    }
    a.isSelected = true
    a.engine.updateIfNeeded()
    #expect(recorder.take() == ["A: update"])
    // The first request was the first updates', the second the selection's, the third the commit's.
    #expect(requests.value == 3)
    #expect(a.engine.needsUpdate)
    #expect(cycle.flush().updates == 1)
    #expect(a.engine.lastAppliedState?.contains(.ctlFilled) == true)
    a.engine.removeStateObserver(observation)
  }

  @Test("An event an action sends while queued events are delivered is delivered at once")
  func eventSentDuringDelivery() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.addAction(for: .ctlTypeComplete) { control, _ in control.sendActions(for: .valueChanged) }
    pin.engine.performTransition {
      pin.sendActions(for: .ctlTypeComplete)
      pin.sendActions(for: .editingDidEnd)
    }
    #expect(
      recorder.take() == ["event application(0)", "event valueChanged", "event editingDidEnd"])
  }

  @Test("An action that runs a transition of its own during delivery gets its events delivered at its commit")
  func transitionDuringDelivery() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = makePin(recorder, cycle: cycle)
    pin.addAction(for: .ctlTypeComplete) { control, _ in
      control.engine.performTransition {
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .editingChanged)
      }
    }
    pin.engine.performTransition {
      pin.sendActions(for: .ctlTypeComplete)
      pin.sendActions(for: .editingDidEnd)
    }
    #expect(
      recorder.take() == [
        "event application(0)", "event valueChanged", "event editingChanged", "event editingDidEnd",
      ])
    // The queue is empty again, and later transitions queue and deliver as before, however often.
    for _ in 0..<3 {
      pin.engine.performTransition { pin.sendActions(for: .editingDidEnd) }
      #expect(recorder.take() == ["event editingDidEnd"])
    }
  }
}
