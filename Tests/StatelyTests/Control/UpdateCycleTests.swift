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
    #expect(control.engine.lastAppliedState == [.selected, .highlighted, .ctlFilled, .ctlValid])
  }

  @Test("The handler runs after updateConfiguration, bound values before both")
  func handlerAfterOverride() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, cycle: cycle)
    control.engine.setValue("Selected", for: .containsAll(.selected), on: control, at: \.title)
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
    #expect(!control.engine.needsUpdate)
    var calls = 0
    control.configurationUpdateHandler = { _ in calls += 1 }
    #expect(control.engine.needsUpdate)
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
    first.engine.updateIfNeeded()
    #expect(recorder.take() == ["A: update"])
    #expect(!first.engine.needsUpdate)
    #expect(second.engine.needsUpdate)
    first.engine.updateIfNeeded()
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
    #expect(first.engine.updateCount + second.engine.updateCount == 4)
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
    #expect(control.engine.lastAppliedState == .selected)
  }

  @Test("Controls on separate cycles are flushed separately")
  func separateCycles() {
    let recorder = CtlRecorder()
    let mine = UpdateCycle()
    let theirs = UpdateCycle()
    let control = CtlRecordingControl(recorder, name: "A", cycle: mine)
    let other = CtlRecordingControl(recorder, name: "B", cycle: theirs)
    mine.flush()
    #expect(recorder.take() == ["A: update"])
    #expect(theirs.hasPendingUpdates)
    theirs.flush()
    #expect(recorder.take() == ["B: update"])
    #expect(other.engine.updateCount == 1)
    #expect(control.engine.updateCount == 1)
  }

  @Test("A control released before the flush is freed at once and never updated, as UIKit does")
  func releasedPendingControlIsFreed() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    weak var weakControl: CtlRecordingControl?
    let kept = CtlRecordingControl(recorder, name: "B", cycle: cycle)
    do {
      let control = CtlRecordingControl(recorder, name: "A", cycle: cycle)
      weakControl = control
      #expect(cycle.pendingCount == 2)
    }
    #expect(weakControl == nil)
    #expect(cycle.pendingCount == 1)
    let report = cycle.flush()
    #expect(recorder.take() == ["B: update"])
    #expect(report.updates == 1)
    #expect(!cycle.hasPendingUpdates)
    #expect(kept.engine.updateCount == 1)
  }

  @Test("A control with a cycle of its own, changed and released without a flush, is freed with its cycle")
  func ownCycleControlIsFreed() {
    weak var weakControl: Control?
    weak var weakCycle: UpdateCycle?
    do {
      let control = Control()
      control.isSelected = true
      weakControl = control
      weakCycle = control.engine.cycle
      #expect(control.engine.cycle.hasPendingUpdates)
    }
    #expect(weakControl == nil)
    #expect(weakCycle == nil)
  }

  @Test("A cycle released with pending updates is freed with its controls")
  func releasedCycleWithPendingUpdatesIsFreed() {
    let recorder = CtlRecorder()
    weak var weakCycle: UpdateCycle?
    var weakControls: [() -> CtlRecordingControl?] = []
    do {
      let cycle = UpdateCycle()
      weakCycle = cycle
      let controls = ["A", "B", "C"].map { CtlRecordingControl(recorder, name: $0, cycle: cycle) }
      for control in controls {
        control.isSelected = true
        weakControls.append { [weak control] in control }
      }
      #expect(cycle.pendingCount == 3)
    }
    #expect(weakCycle == nil)
    #expect(weakControls.allSatisfy { $0() == nil })
    #expect(recorder.take().isEmpty)
  }

  @Test("A control updated early by updateIfNeeded() is freed when released, and the next flush skips it")
  func earlyUpdateLifetime() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    weak var weakControl: CtlRecordingControl?
    do {
      let control = CtlRecordingControl(recorder, name: "A", cycle: cycle)
      weakControl = control
      control.engine.updateIfNeeded()
    }
    #expect(recorder.take() == ["A: update"])
    #expect(weakControl == nil)
    let report = cycle.flush()
    #expect(report.updates == 0)
    #expect(recorder.take().isEmpty)
  }

  @Test("A control updated early and changed again waits in its first request: one entry, one later update")
  func earlyUpdateThenChange() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, name: "A", cycle: cycle)
    control.engine.updateIfNeeded()
    control.isSelected = true
    #expect(cycle.pendingCount == 1)
    let report = cycle.flush()
    #expect(report.updates == 1)
    #expect(recorder.take() == ["A: update", "A: update"])
    #expect(control.engine.lastAppliedState?.contains(.selected) == true)
  }

  @Test("An update that releases another pending control frees it, and the flush goes on without it")
  func updateReleasingAnotherPendingControl() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    weak var weakVictim: CtlRecordingControl?
    var victim: CtlRecordingControl? = CtlRecordingControl(recorder, name: "victim", cycle: cycle)
    weakVictim = victim
    let first = CtlRecordingControl(recorder, name: "first", cycle: cycle)
    let last = CtlRecordingControl(recorder, name: "last", cycle: cycle)
    cycle.flush()
    recorder.take()
    first.configurationUpdateHandler = { _ in victim = nil }
    first.isSelected = true
    victim?.isSelected = true
    last.isSelected = true
    let report = cycle.flush()
    #expect(weakVictim == nil)
    #expect(recorder.take() == ["first: update", "last: update"])
    #expect(report.updates == 2)
    #expect(!cycle.hasPendingUpdates)
  }

  @Test("An update that releases its own control finishes, and the control is freed after it")
  func updateReleasingItsOwnControl() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    weak var weakControl: CtlRecordingControl?
    var holder: CtlRecordingControl? = CtlRecordingControl(recorder, name: "A", cycle: cycle)
    weakControl = holder
    holder?.configurationUpdateHandler = { _ in holder = nil }
    let report = cycle.flush()
    #expect(report.updates == 1)
    #expect(recorder.take() == ["A: update"])
    #expect(weakControl == nil)
  }

  @Test("A control in an open transition stays pending through flushes until it commits")
  func transitionLifetime() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, name: "A", cycle: cycle)
    cycle.flush()
    recorder.take()
    control.engine.beginTransition()
    control.isSelected = true
    cycle.flush()
    cycle.flush()
    #expect(recorder.take().isEmpty)
    #expect(cycle.pendingCount == 1)
    control.engine.commitTransition()
    #expect(recorder.take() == ["A: update"])
    #expect(control.engine.lastAppliedState?.contains(.selected) == true)
    #expect(cycle.flush().updates == 0)
    #expect(!cycle.hasPendingUpdates)
  }

  @Test(
    "After a flush leaves a control waiting in a transition, the next request still asks the host for a flush"
  )
  func requestAfterDeferredTransition() {
    let (recorder, cycle, requests, a, b) = makeFlushedPair()
    #expect(requests.value == 1)
    a.engine.beginTransition()
    a.isSelected = true
    #expect(requests.value == 2)
    cycle.flush()
    a.engine.commitTransition()
    #expect(recorder.take() == ["A: update"])
    // A's request is still in the queue, as the flush left it; B's is the first since that flush.
    b.isSelected = true
    #expect(requests.value == 3)
    cycle.flush()
    #expect(recorder.take() == ["B: update"])
  }

  @Test("Ending a transition that a flush passed over asks for a flush, which applies the real state")
  func endAfterDeferredTransition() {
    let (recorder, cycle, requests, a, _) = makeFlushedPair()
    a.engine.beginTransition()
    a.isSelected = true
    cycle.flush()
    let before = requests.value
    a.engine.endTransition()
    #expect(requests.value == before + 1)
    #expect(cycle.flush().updates == 1)
    #expect(recorder.take() == ["A: update"])
    #expect(a.engine.lastAppliedState?.contains(.selected) == true)
  }

  @Test(
    "A flush started from inside a control's own update leaves that control for the next flush, which it asks for"
  )
  func flushFromInsideAnUpdate() {
    let (recorder, cycle, requests, a, b) = makeFlushedPair()
    // An observer that flushes, and changes the control it observes once.
    var flushed: [FlushReport] = []
    a.engine.observeState { state in
      b.isSelected = state.contains(.selected)
      flushed.append(cycle.flush())
      if state.contains(.selected) { a.isFilled = true }
    }
    let before = requests.value
    a.isSelected = true
    a.engine.updateIfNeeded()
    // The nested flush updated B; A's own update was running, so its entry waited, and the flush asked
    // for another (the first request was A's change).
    #expect(recorder.take() == ["A: update", "B: update"])
    #expect(flushed.map(\.updates) == [1])
    #expect(requests.value == before + 2)
    #expect(a.engine.needsUpdate)
    #expect(cycle.flush().updates == 1)
    #expect(recorder.take() == ["A: update"])
    #expect(a.engine.lastAppliedState?.contains(.ctlFilled) == true)
  }

  @Test("A control whose transition another update commits, and changes again, is updated in the same flush")
  func transitionCommittedDuringFlush() {
    let (recorder, cycle, _, a, b) = makeFlushedPair()
    a.engine.beginTransition()
    a.isSelected = true
    // B's handler, run later in the same flush, commits A's transition and changes A again.
    b.configurationUpdateHandler = { _ in
      guard a.engine.isInTransition else { return }
      a.engine.commitTransition()
      a.isFilled = true
    }
    let report = cycle.flush()
    #expect(recorder.take() == ["B: update", "A: update", "A: update"])
    #expect(report.settled)
    #expect(!a.engine.needsUpdate)
    #expect(a.engine.lastAppliedState?.contains(.ctlFilled) == true)
  }

  @Test("A control released inside an open transition is freed, and later flushes skip its entry")
  func releasedInTransition() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    weak var weakControl: CtlRecordingControl?
    do {
      let control = CtlRecordingControl(recorder, name: "A", cycle: cycle)
      cycle.flush()
      control.engine.beginTransition()
      control.isSelected = true
      cycle.flush()
      weakControl = control
    }
    #expect(weakControl == nil)
    #expect(!cycle.hasPendingUpdates)
    recorder.take()
    #expect(cycle.flush().updates == 0)
    #expect(recorder.take().isEmpty)
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
