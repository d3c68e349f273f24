import Stately
import Testing

@Suite("Dependencies between controls settle in one flush; cycles stop at the pass limit")
struct ControlDependencyTests {
  @Test("The QUIckControl article: the next field is enabled while the PIN is [.filled, .valid]")
  func nextFieldEnabledWhilePinFilledAndValid() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let pin = CtlRecordingControl(recorder, name: "pin", cycle: cycle)
    let next = CtlRecordingControl(recorder, name: "next", cycle: cycle)
    next.isEnabled = false
    pin.engine.setValue(true, for: .containsAll([.ctlFilled, .ctlValid]), on: next, at: \.isEnabled)
    cycle.flush()
    #expect(!next.isEnabled)
    recorder.take()

    pin.isFilled = true
    cycle.flush()
    #expect(!next.isEnabled)
    #expect(recorder.take() == ["pin: update"])

    pin.isValidFlag = true
    let report = cycle.flush()
    #expect(next.isEnabled)
    #expect(next.engine.lastAppliedState == .normal)
    #expect(recorder.take() == ["pin: update", "next: update"])
    #expect(report.passes == 2)
    #expect(report.updates == 2)
    #expect(report.settled)

    pin.isFilled = false
    cycle.flush()
    #expect(!next.isEnabled)
    #expect(next.engine.lastAppliedState == .disabled)
  }

  @Test("A cascade through three controls settles in the same flush")
  func cascadeSettlesInOneFlush() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let first = CtlRecordingControl(recorder, name: "A", cycle: cycle)
    let second = CtlRecordingControl(recorder, name: "B", cycle: cycle)
    let third = CtlRecordingControl(recorder, name: "C", cycle: cycle)
    first.engine.setValue(true, for: .containsAll(.selected), on: second, at: \.isSelected)
    second.engine.setValue("On", for: .containsAll(.selected), on: third, at: \.title)
    second.engine.setValue(true, for: .containsAll(.selected), on: third, at: \.isFilled)
    cycle.flush()
    recorder.take()
    first.isSelected = true
    let report = cycle.flush()
    #expect(report.settled)
    #expect(recorder.take() == ["A: update", "C: title = On", "B: update", "C: update"])
    #expect(third.state == .ctlFilled)
    #expect(third.engine.lastAppliedState == .ctlFilled)
    #expect(!cycle.hasPendingUpdates)
  }

  @Test("A handler that changes another control is processed in the same flush")
  func handlerChangingAnotherControl() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let source = CtlRecordingControl(recorder, name: "A", cycle: cycle)
    let other = CtlRecordingControl(recorder, name: "B", cycle: cycle)
    cycle.flush()
    recorder.take()
    source.configurationUpdateHandler = { control in
      recorder.log("A: handler")
      other.isSelected = control.isSelected
    }
    source.isSelected = true
    let report = cycle.flush()
    #expect(recorder.take() == ["A: update", "A: handler", "B: update"])
    #expect(other.engine.lastAppliedState == .selected)
    #expect(report.settled)
    #expect(report.passes == 2)
  }

  @Test("A cycle A drives B drives A stops at the pass limit and names both controls")
  func cycleDetected() {
    let cycle = UpdateCycle(passLimit: 8)
    let first = Control(cycle: cycle)
    first.engine.identifier = "A"
    let second = Control(cycle: cycle)
    second.engine.identifier = "B"
    // A selected deselects B, A deselected selects B; B follows onto A: the values keep toggling.
    first.engine.setValue(false, for: .containsAll(.selected), on: second, at: \.isSelected)
    first.engine.setValue(true, for: .doesNotContainAll(.selected), on: second, at: \.isSelected)
    second.engine.setValue(true, for: .containsAll(.selected), on: first, at: \.isSelected)
    second.engine.setValue(false, for: .doesNotContainAll(.selected), on: first, at: \.isSelected)
    let report = cycle.flush()
    #expect(report.passes == 8)
    #expect(!report.settled)
    #expect(report.unsettled.sorted() == ["A", "B"])
    #expect(report.description.contains("did not settle"))
    // Every later flush is bounded too.
    let again = cycle.flush()
    #expect(again.passes == 8)
    #expect(again.unsettled.sorted() == ["A", "B"])
  }

  @Test("A cycle of three controls names all three")
  func threeControlCycle() {
    let cycle = UpdateCycle()
    let controls = ["A", "B", "C"].map { name in
      let control = Control(cycle: cycle)
      control.engine.identifier = name
      return control
    }
    for index in controls.indices {
      let next = controls[(index + 1) % controls.count]
      // Each control's selection inverts the next one's: an odd ring never settles.
      controls[index].engine.setValue(false, for: .containsAll(.selected), on: next, at: \.isSelected)
      controls[index].engine.setValue(true, for: .doesNotContainAll(.selected), on: next, at: \.isSelected)
    }
    let report = cycle.flush()
    #expect(report.passes == cycle.passLimit)
    #expect(report.unsettled.sorted() == ["A", "B", "C"])
  }

  @Test("A flush that settles names nobody, and a fixed point is not a cycle")
  func fixedPointSettles() {
    let cycle = UpdateCycle()
    let first = Control(cycle: cycle)
    let second = Control(cycle: cycle)
    first.engine.setValue(true, for: .containsAll(.selected), on: second, at: \.isSelected)
    second.engine.setValue(true, for: .containsAll(.selected), on: first, at: \.isSelected)
    first.isSelected = true
    let report = cycle.flush()
    #expect(report.settled)
    #expect(report.unsettled.isEmpty)
    #expect(first.isSelected && second.isSelected)
  }
}
