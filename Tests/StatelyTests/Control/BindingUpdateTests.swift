import PropertyBased
import Stately
import Testing

/// One step of a random session: a state change, a rule set, or a rule removed.
private struct BindingStep: Sendable, CustomStringConvertible {
  /// 0: set the four built-in flags from `bits`; 1: set a rule; 2: remove a rule.
  var kind: Int
  var bits: UInt
  var mode: Int
  var value: Int

  var predicate: StatePredicate {
    let state = ControlState(rawValue: bits)
    switch mode {
    case 0: return .exact(state)
    case 1: return .containsAll(state)
    case 2: return .doesNotContainAll(state)
    case 3: return .containsAny(state)
    default: return .containsNone(state)
    }
  }

  var description: String {
    switch kind {
    case 0: return "state \(bits)"
    case 1: return "set \(predicate) = \(value)"
    default: return "remove \(predicate)"
    }
  }
}

private let stepGen = zip(
  Gen.int(in: 0...2), Gen<UInt>.bitSet(mask: 0xF), Gen.int(in: 0...4), Gen.int(in: 0...5)
).map { BindingStep(kind: $0, bits: $1, mode: $2, value: $3) }

/// A model whose property counts its reads and writes.
private final class CountingModel {
  var reads = 0
  var writes = 0
  var stored = -1

  var level: Int {
    get {
      reads += 1
      return stored
    }
    set {
      writes += 1
      stored = newValue
    }
  }
}

@Suite("Bindings on the update path: winners kept by state, unchanged bindings idle")
struct BindingUpdateTests {
  @Test(
    "After every flush a bound property holds what plain resolution gives, through state and rule changes")
  func boundValueFollowsPlainResolution() async {
    await propertyCheck(count: 200, input: stepGen.array(of: 1...30)) { steps in
      let cycle = UpdateCycle()
      let control = Control(cycle: cycle)
      let model = CountingModel()
      // The reference: the same rules in a plain table, resolved from scratch for each state.
      var reference = StateTable(default: -1)
      for step in steps {
        switch step.kind {
        case 0:
          control.isHighlighted = step.bits & 1 != 0
          control.isEnabled = step.bits & 2 == 0
          control.isSelected = step.bits & 4 != 0
          control.isFocused = step.bits & 8 != 0
        case 1:
          reference.setValue(step.value, for: step.predicate)
          control.engine.setValue(step.value, for: step.predicate, on: model, at: \.level)
        default:
          reference.removeValue(for: step.predicate)
          control.engine.removeValue(for: step.predicate, on: model, at: \.level)
        }
        cycle.flush()
        #expect(model.level == reference.value(for: control.state), "after \(step)")
      }
    }
  }

  @Test("A binding whose winning rule did not change neither reads nor writes its target")
  func unchangedWinnerTouchesNothing() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CountingModel()
    control.engine.setValue(1, for: .containsAll(.selected), on: model, at: \.level)
    control.engine.setValue(2, for: .containsAll(.disabled), on: model, at: \.level)
    cycle.flush()
    control.isSelected = true
    cycle.flush()
    #expect(model.level == 1)
    let (reads, writes) = (model.reads, model.writes)
    // Highlighting changes the state, but the selected rule still wins.
    control.isHighlighted = true
    cycle.flush()
    control.isHighlighted = false
    cycle.flush()
    #expect(model.reads == reads)
    #expect(model.writes == writes)
    control.isEnabled = false
    cycle.flush()
    #expect(model.level == 2)
    #expect(model.writes == writes + 1)
  }

  @Test("An update asked for by setNeedsUpdate runs even when the state ends where it was")
  func explicitRequestRunsWithoutStateChange() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, space: .ctlFollow, cycle: cycle)
    control.recordHandlerAndEvents()
    cycle.flush()
    recorder.take()
    control.isSelected = true
    control.isSelected = false
    #expect(cycle.flush().updates == 0)
    #expect(recorder.take() == [])
    control.isSelected = true
    control.setNeedsUpdateConfiguration()
    control.isSelected = false
    #expect(cycle.flush().updates == 1)
    #expect(recorder.take() == ["update", "handler"])
  }
}
