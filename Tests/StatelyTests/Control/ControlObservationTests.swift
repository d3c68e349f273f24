import Testing

@testable import Stately

@Suite("Observation: applied states, in order, without polling")
struct ControlObservationTests {
  @Test("observeState reports each applied state once, in order, right after its update")
  func observeStateInOrder() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, cycle: cycle)
    control.engine.observeState { state in
      recorder.log("observed \(control.engine.stateSpace.describe(state))")
    }
    cycle.flush()
    control.isSelected = true
    control.isFilled = true
    cycle.flush()
    control.setNeedsUpdateConfiguration()
    cycle.flush()
    control.isSelected = false
    cycle.flush()
    #expect(
      recorder.take() == [
        "update", "observed [normal]", "update", "observed [selected, filled]", "update", "update",
        "observed [filled]",
      ])
  }

  @Test("A removed observer hears nothing more")
  func removeObserver() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    var seen: [ControlState] = []
    let observation = control.engine.observeState { seen.append($0) }
    cycle.flush()
    control.engine.removeStateObserver(observation)
    control.isSelected = true
    cycle.flush()
    #expect(seen == [.normal])
  }

  @Test("States changed and restored inside one event are not reported")
  func changedAndRestored() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    var seen: [ControlState] = []
    control.engine.observeState { seen.append($0) }
    cycle.flush()
    control.isSelected = true
    control.isSelected = false
    cycle.flush()
    #expect(seen == [.normal])
  }

  @Test("appliedStates() yields the applied states in order and finishes when the control goes away")
  func appliedStatesStream() async {
    let cycle = UpdateCycle()
    var control: Control? = Control(cycle: cycle)
    let stream = control!.engine.appliedStates()
    cycle.flush()
    control!.isSelected = true
    cycle.flush()
    control!.isHighlighted = true
    control!.isEnabled = false
    cycle.flush()
    control = nil
    var states: [ControlState] = []
    for await state in stream { states.append(state) }
    // Disabling keeps the highlight, as UIKit's setEnabled: does (material-components-ios testUnhighlighted).
    #expect(states == [.normal, .selected, [.highlighted, .selected, .disabled]])
  }

  @Test("A stream whose consumer went away is dropped at the next applied state; the others stay")
  func droppedStreamIsForgotten() async {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let kept = control.engine.appliedStates()
    do { _ = control.engine.appliedStates() }
    control.engine.observeState { _ in }
    #expect(control.engine.observers.count == 3)
    cycle.flush()
    #expect(control.engine.observers.count == 2)
    control.isSelected = true
    cycle.flush()
    var iterator = kept.makeAsyncIterator()
    #expect(await iterator.next() == .normal)
    #expect(await iterator.next() == .selected)
  }

  @Test("Two streams each see every applied state")
  func twoStreams() async {
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(CtlRecorder(), cycle: cycle)
    let first = control.engine.appliedStates()
    let second = control.engine.appliedStates()
    cycle.flush()
    control.isMutual = true
    cycle.flush()
    var firstIterator = first.makeAsyncIterator()
    var secondIterator = second.makeAsyncIterator()
    #expect(await firstIterator.next() == .normal)
    #expect(await firstIterator.next() == .ctlMutual)
    #expect(await secondIterator.next() == .normal)
    #expect(await secondIterator.next() == .ctlMutual)
  }
}
