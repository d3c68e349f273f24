import PropertyBased
import Stately
import Testing

// The engine's logic tested as a value, without a host, a cycle or an engine: each test drives a
// `ControlStateMachine` and a brute-force model written without the machine's code side by side.

/// One random step on the machine.
private enum MachineStep: CustomStringConvertible {
  /// Turn stored bit `bit` (an index into `stepBits`) on or off.
  case set(bit: Int, on: Bool)
  case setNeedsUpdate
  case update
  case begin, commit, end
  /// Send the events at `events` (an index into `stepEvents`).
  case send(events: Int)

  static let codeRange = 0...(12 * 8 - 1)

  init(code: Int) {
    let choice = code % 12
    let argument = code / 12
    switch choice {
    case 0...4: self = .set(bit: argument % stepBits.count, on: choice % 2 == 0)
    case 5: self = .setNeedsUpdate
    case 6, 7: self = .update
    case 8: self = .begin
    case 9: self = .commit
    case 10: self = .end
    default: self = .send(events: argument % stepEvents.count)
    }
  }

  var description: String {
    switch self {
    case .set(let bit, let on): "set \(stepBits[bit]) \(on)"
    case .setNeedsUpdate: "setNeedsUpdate"
    case .update: "update"
    case .begin: "begin"
    case .commit: "commit"
    case .end: "end"
    case .send(let events): "send \(stepEvents[events])"
    }
  }
}

private let loading = ControlState(customBit: 0)
private let mutual = ControlState(customBit: 1)
private let stepBits: [ControlState] = [.selected, .highlighted, .disabled, .focused, loading, mutual]
private let stepEvents: [ControlEvent] = [
  .touchDown, .valueChanged, [.touchUpInside, .primaryActionTriggered],
]

/// The brute-force model: stored bits as a set of flags, the state as the list of every subset of the
/// space that holds every invariant and contains the stored bits' consequences, updates and sends as
/// plain lists.
private struct MachineModel {
  var stored: Set<UInt> = []
  var lastApplied: UInt?
  var needsUpdate = false
  var explicit = false
  var updates = 0
  /// Sends waiting for commits, each with the depth it was sent at; `depth` open transitions.
  var queue: [(events: ControlEvent, depth: Int)] = []
  var depth = 0

  /// The state: the stored bits, plus `disabled` while loading and `selected` while mutual (the two
  /// rules the test space declares).
  var state: UInt {
    var bits = stored.reduce(0, |)
    if bits & loading.rawValue != 0 { bits |= ControlState.disabled.rawValue }
    if bits & mutual.rawValue != 0 { bits |= ControlState.selected.rawValue }
    return bits
  }
}

private let space = try! StateSpace(
  builtIn: [.highlighted, .disabled, .selected, .focused], custom: ["loading": loading, "mutual": mutual],
  invariants: [.forces(loading, .disabled), .implies(mutual, .selected)])

@Suite("ControlStateMachine: the engine's logic as a value")
struct ControlStateMachineTests {
  @Test("A new machine is normal, has applied nothing and asks for nothing")
  func newMachine() {
    var machine = ControlStateMachine(space: space)
    #expect(machine.state == .normal)
    #expect(machine.lastAppliedState == nil && machine.updateCount == 0 && !machine.needsUpdate)
    #expect(machine.beginUpdate() == .skip)
    #expect(machine.setNeedsUpdate() == .scheduleUpdate)
    #expect(machine.setNeedsUpdate() == .none)
    #expect(machine.beginUpdate() == .run(.normal))
    #expect(machine.finishUpdate(applied: .normal) == .notifyObservers(.normal))
    #expect(machine.updateCount == 1 && machine.lastAppliedState == .normal)
  }

  @Test("A computed factor that changes during an update is compared with the state that update applies")
  func computedChangeDuringUpdate() {
    var machine = ControlStateMachine(space: space)
    #expect(machine.setComputedFactors(mask: mutual, values: []) == .none)
    #expect(machine.setNeedsUpdate() == .scheduleUpdate)
    #expect(machine.beginUpdate() == .run(.normal))
    #expect(machine.finishUpdate(applied: .normal) == .notifyObservers(.normal))
    #expect(machine.computedFactorsDidChange(mutual) == .scheduleUpdate)
    #expect(machine.beginUpdate() == .run([.selected, mutual]))
    // The update's own phases turn the factor off again: back to the last applied state, but not to
    // the one being applied, so one more update is needed.
    #expect(machine.computedFactorsDidChange([]) == .scheduleUpdate)
    #expect(machine.finishUpdate(applied: [.selected, mutual]) == .notifyObservers([.selected, mutual]))
    #expect(machine.beginUpdate() == .run(.normal))
    // Unchanged against the update being applied: nothing more.
    #expect(machine.computedFactorsDidChange([]) == .none)
    #expect(machine.finishUpdate(applied: .normal) == .notifyObservers(.normal))
    #expect(!machine.needsUpdate)
  }

  @Test("Forcing invariants: loading shows disabled; stored factors reproduce a reachable state")
  func invariantsAndMatching() {
    var machine = ControlStateMachine(space: space)
    #expect(machine.setStored(loading, true) == .scheduleUpdate)
    #expect(machine.state == [.disabled, loading])
    #expect(!machine.stored.contains(.disabled))
    #expect(machine.setStored(mutual, true) == .none)  // an update is already asked for
    #expect(machine.state == [.disabled, .selected, loading, mutual])
    #expect(machine.stored.contains(.selected))  // `implies` is kept by storing the consequence
    for target in space.reachableStates {
      var fresh = ControlStateMachine(space: space)
      _ = fresh.setStored(matching: target)
      #expect(fresh.state == target, "\(space.describe(target))")
    }
  }

  @Test("Any sequence of changes, updates, transitions and sends agrees with a brute-force model")
  func randomStepsMatchModel() async {
    await propertyCheck(count: 400, input: Gen.int(in: MachineStep.codeRange).array(of: 0...40)) { codes in
      var machine = ControlStateMachine(space: space)
      var model = MachineModel()
      var delivered: [ControlEvent] = []
      var expectedDelivered: [ControlEvent] = []
      for (index, step) in codes.map(MachineStep.init(code:)).enumerated() {
        let label = "step \(index): \(step)"
        switch step {
        case .set(let bit, let on):
          let flag = stepBits[bit]
          let before = model.state
          if on { model.stored.insert(flag.rawValue) } else { model.stored.remove(flag.rawValue) }
          // Turning mutual on stores selected; turning selected off turns mutual off.
          if on && flag == mutual { model.stored.insert(ControlState.selected.rawValue) }
          if !on && flag == .selected { model.stored.remove(mutual.rawValue) }
          let request = machine.setStored(flag, on)
          let changed = model.state != before
          #expect(request == (changed && !model.needsUpdate ? .scheduleUpdate : .none), "\(label)")
          if changed { model.needsUpdate = true }
        case .setNeedsUpdate:
          #expect(machine.setNeedsUpdate() == (model.needsUpdate ? .none : .scheduleUpdate), "\(label)")
          model.needsUpdate = true
          model.explicit = true
        case .update:
          let start = machine.beginUpdate()
          if !model.needsUpdate {
            #expect(start == .skip, "\(label)")
          } else if model.depth > 0 {
            #expect(start == .deferred, "\(label)")
          } else {
            model.needsUpdate = false
            if !model.explicit && model.lastApplied == model.state {
              #expect(start == .skip, "\(label)")
            } else {
              model.explicit = false
              #expect(start == .run(ControlState(rawValue: model.state)), "\(label)")
              let finish = machine.finishUpdate(applied: ControlState(rawValue: model.state))
              let notify = model.lastApplied != model.state
              #expect(finish == (notify ? .notifyObservers(ControlState(rawValue: model.state)) : .none))
              model.lastApplied = model.state
              model.updates += 1
            }
          }
        case .begin:
          machine.beginTransition()
          model.depth += 1
        case .commit:
          let end = machine.commitTransition()
          if model.depth == 1 {
            let events = model.queue.map(\.events)
            #expect(end == .updateThenDeliver(events), "\(label)")
            if case .updateThenDeliver(let sent) = end { delivered += sent }
            expectedDelivered += events
            model.queue.removeAll()
          } else {
            #expect(end == .none, "\(label)")
            // The inner transition's sends now belong to the outer one.
            if model.depth > 1 {
              model.queue = model.queue.map { ($0.events, min($0.depth, model.depth - 1)) }
            }
          }
          model.depth = max(0, model.depth - 1)
        case .end:
          machine.endTransition()
          if model.depth > 0 {
            model.queue.removeAll { $0.depth >= model.depth }
            model.depth -= 1
          }
        case .send(let events):
          let delivery = machine.send(stepEvents[events])
          if model.depth == 0 {
            #expect(delivery == .deliver(stepEvents[events]), "\(label)")
            delivered.append(stepEvents[events])
            expectedDelivered.append(stepEvents[events])
          } else {
            #expect(delivery == .queued, "\(label)")
            model.queue.append((stepEvents[events], model.depth))
          }
        }
        #expect(machine.state.rawValue == model.state, "\(label)")
        #expect(space.contains(machine.state), "\(label)")
        #expect(machine.needsUpdate == model.needsUpdate, "\(label)")
        #expect(machine.updateCount == model.updates, "\(label)")
        #expect(machine.transitionDepth == model.depth, "\(label)")
        #expect(machine.queuedEvents == model.queue.map(\.events), "\(label)")
      }
      #expect(delivered == expectedDelivered)
    }
  }

  @Test("Machines are values: a copy keeps its own state and compares equal until one changes")
  func valueSemantics() {
    var machine = ControlStateMachine(space: space)
    _ = machine.setStored(.selected, true)
    var copy = machine
    #expect(copy == machine)
    _ = copy.setStored(.selected, false)
    #expect(copy != machine)
    #expect(machine.state == .selected && copy.state == .normal)
  }
}
