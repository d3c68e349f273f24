import Stately
import Testing

/// The checkout button of the iOS 15 configuration tutorial: its title shows an item count that lives outside the control.
private final class CheckoutScreen {
  let button: CtlRecordingControl
  var itemCount = 0 {
    didSet { button.setNeedsUpdateConfiguration() }
  }
  var titles: [String] = []

  init(_ recorder: CtlRecorder, cycle: UpdateCycle) {
    button = CtlRecordingControl(recorder, cycle: cycle)
    button.configurationUpdateHandler = { [unowned self] _ in
      titles.append("Checkout \(itemCount)")
    }
  }
}

@Suite("UpdateCycle: requests coalesce into one update per control per flush")
struct UpdateCycleTests {
  @Test("N changes in one event lead to exactly one updateConfiguration")
  func manyChangesOneUpdate() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, cycle: cycle)
    cycle.flush()
    recorder.take()
    control.isSelected = true
    control.isFilled = true
    control.isHighlighted = true
    control.isValidFlag = true
    control.setNeedsUpdateConfiguration()
    control.setNeedsUpdateConfiguration()
    #expect(cycle.pendingCount == 1)
    let report = cycle.flush()
    #expect(recorder.take() == ["update"])
    #expect(report.updates == 1)
    #expect(report.passes == 1)
    #expect(control.lastAppliedState == [.selected, .highlighted, .ctlFilled, .ctlValid])
  }

  @Test("The handler runs after updateConfiguration, bound values before both")
  func handlerAfterOverride() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, cycle: cycle)
    control.setValue("Selected", for: .containsAll(.selected), on: control, at: \.title)
    control.recordHandlerAndEvents()
    control.isSelected = true
    cycle.flush()
    #expect(recorder.take() == ["title = Selected", "update", "handler"])
  }

  @Test("Setting configurationUpdateHandler requests an update")
  func settingHandlerRequestsUpdate() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    cycle.flush()
    #expect(!control.needsUpdateConfiguration)
    var calls = 0
    control.configurationUpdateHandler = { _ in calls += 1 }
    #expect(control.needsUpdateConfiguration)
    cycle.flush()
    #expect(calls == 1)
  }

  @Test(
    "The iOS 15 configuration tutorial's checkout: ten item-count changes in one event give one update that sees 10"
  )
  func checkoutExample() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let screen = CheckoutScreen(recorder, cycle: cycle)
    cycle.flush()
    #expect(screen.titles == ["Checkout 0"])
    recorder.take()
    for _ in 0..<10 { screen.itemCount += 1 }
    let report = cycle.flush()
    #expect(report.updates == 1)
    #expect(recorder.take() == ["update"])
    #expect(screen.titles == ["Checkout 0", "Checkout 10"])
  }

  @Test("updateIfNeeded() updates one control now, and the flush does not update it again")
  func updateIfNeededUpdatesOneControl() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let first = CtlRecordingControl(recorder, name: "A", cycle: cycle)
    let second = CtlRecordingControl(recorder, name: "B", cycle: cycle)
    cycle.flush()
    recorder.take()
    first.isSelected = true
    second.isSelected = true
    first.updateIfNeeded()
    #expect(recorder.take() == ["A: update"])
    #expect(!first.needsUpdateConfiguration)
    #expect(second.needsUpdateConfiguration)
    first.updateIfNeeded()
    #expect(recorder.entries.isEmpty)
    let report = cycle.flush()
    #expect(recorder.take() == ["B: update"])
    #expect(report.updates == 1)
  }

  @Test("Controls update in request order within a pass")
  func requestOrder() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let first = CtlRecordingControl(recorder, name: "A", cycle: cycle)
    let second = CtlRecordingControl(recorder, name: "B", cycle: cycle)
    cycle.flush()
    recorder.take()
    second.isSelected = true
    first.isSelected = true
    second.isFilled = true
    cycle.flush()
    #expect(recorder.take() == ["B: update", "A: update"])
    #expect(cycle.totalUpdates == 4)
  }

  @Test("A flush with nothing requested does nothing")
  func emptyFlush() {
    let cycle = UpdateCycle()
    let report = cycle.flush()
    #expect(report.passes == 0 && report.updates == 0 && report.unsettled.isEmpty)
    #expect(report.settled)
    #expect(report.description == "flush settled after 0 passes and 0 updates")
  }

  @Test("A flush called from inside a flush returns at once and leaves the work to the outer one")
  func reentrantFlush() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let first = CtlRecordingControl(recorder, name: "A", cycle: cycle)
    let second = CtlRecordingControl(recorder, name: "B", cycle: cycle)
    cycle.flush()
    recorder.take()
    var inner: FlushReport?
    first.configurationUpdateHandler = { _ in
      second.isSelected = true
      inner = cycle.flush()
    }
    let outer = cycle.flush()
    #expect(inner?.passes == 0)
    #expect(inner?.updates == 0)
    #expect(recorder.take() == ["A: update", "B: update"])
    #expect(outer.updates == 2)
  }

  @Test("A control that asks for another update from its own handler is updated again in the same flush")
  func selfRequestInHandler() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, cycle: cycle)
    control.configurationUpdateHandler = { control in
      if !control.isSelected { control.isSelected = true }
    }
    let report = cycle.flush()
    #expect(recorder.take() == ["update", "update"])
    #expect(report.passes == 2)
    #expect(control.lastAppliedState == .selected)
  }

  @Test("Controls on separate cycles are flushed separately")
  func separateCycles() {
    let recorder = CtlRecorder()
    let mine = UpdateCycle()
    let theirs = UpdateCycle()
    _ = CtlRecordingControl(recorder, name: "A", cycle: mine)
    let other = CtlRecordingControl(recorder, name: "B", cycle: theirs)
    mine.flush()
    #expect(recorder.take() == ["A: update"])
    #expect(theirs.hasPendingUpdates)
    theirs.flush()
    #expect(recorder.take() == ["B: update"])
    #expect(other.updateCount == 1)
  }

  @Test("A pending control stays alive until the flush updates it, and the cycle then lets it go")
  func pendingControlLifetime() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    weak var weakControl: CtlRecordingControl?
    do {
      let control = CtlRecordingControl(recorder, name: "A", cycle: cycle)
      weakControl = control
    }
    #expect(weakControl != nil)
    #expect(cycle.pendingCount == 1)
    cycle.flush()
    #expect(recorder.take() == ["A: update"])
    #expect(weakControl == nil)
    #expect(!cycle.hasPendingUpdates)
  }

  @Test("A control updated early by updateIfNeeded() is let go by the next flush without a second update")
  func earlyUpdateLifetime() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    weak var weakControl: CtlRecordingControl?
    do {
      let control = CtlRecordingControl(recorder, name: "A", cycle: cycle)
      weakControl = control
      control.updateIfNeeded()
    }
    #expect(recorder.take() == ["A: update"])
    #expect(weakControl != nil)
    let report = cycle.flush()
    #expect(report.updates == 0)
    #expect(recorder.take().isEmpty)
    #expect(weakControl == nil)
  }

  @Test("A control in an open transition stays pending and alive through flushes until it commits")
  func transitionLifetime() throws {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    weak var weakControl: CtlRecordingControl?
    do {
      let control = CtlRecordingControl(recorder, name: "A", cycle: cycle)
      cycle.flush()
      recorder.take()
      control.beginTransition()
      control.isSelected = true
      weakControl = control
    }
    cycle.flush()
    cycle.flush()
    #expect(recorder.take().isEmpty)
    #expect(cycle.pendingCount == 1)
    let control = try #require(weakControl)
    control.commitTransition()
    #expect(recorder.take() == ["A: update"])
    #expect(control.lastAppliedState?.contains(.selected) == true)
  }

  @Test("Many controls requesting updates are each updated once, in request order, across repeated frames")
  func repeatedFrames() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let controls = (0..<50).map { CtlRecordingControl(recorder, name: "\($0)", cycle: cycle) }
    cycle.flush()
    recorder.take()
    for frame in 0..<3 {
      for control in controls.reversed() { control.isSelected.toggle() }
      let report = cycle.flush()
      #expect(report.updates == controls.count, "frame \(frame)")
      #expect(recorder.take() == controls.indices.reversed().map { "\($0): update" }, "frame \(frame)")
      #expect(controls.allSatisfy { $0.isSelected == (frame % 2 == 0) })
    }
  }
}
