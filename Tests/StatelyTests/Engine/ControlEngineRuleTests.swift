import PropertyBased
import Stately
import Testing

// The engine against the rules its documentation states, written plainly here: random sequences of
// public operations, and after each one what the rules say the engine shows, updates and delivers.

/// One random operation on an engine.
private enum Operation: CustomStringConvertible {
  /// Turn flag `flag` (an index into `flags`) on or off.
  case set(flag: Int, on: Bool)
  case setNeedsUpdate
  case flush
  case begin, commit, end
  /// Send the events at `events` (an index into `sends`).
  case send(events: Int)

  static let codeRange = 0...(12 * 8 - 1)

  init(code: Int) {
    let choice = code % 12
    let argument = code / 12
    switch choice {
    case 0...4: self = .set(flag: argument % flags.count, on: choice % 2 == 0)
    case 5: self = .setNeedsUpdate
    case 6, 7: self = .flush
    case 8: self = .begin
    case 9: self = .commit
    case 10: self = .end
    default: self = .send(events: argument % sends.count)
    }
  }

  var description: String {
    switch self {
    case .set(let flag, let on): "set \(flags[flag]) \(on)"
    case .setNeedsUpdate: "setNeedsUpdate"
    case .flush: "flush"
    case .begin: "begin"
    case .commit: "commit"
    case .end: "end"
    case .send(let events): "send \(sends[events])"
    }
  }
}

private let loading = ControlState(customBit: 0)
private let mutual = ControlState(customBit: 1)
private let flags: [ControlState] = [.selected, .highlighted, .disabled, .focused, loading, mutual]
private let sends: [ControlEvent] = [.touchDown, .valueChanged, [.touchUpInside, .primaryActionTriggered]]
private let space = try! StateSpace(
  builtIn: [.highlighted, .disabled, .selected, .focused], custom: ["loading": loading, "mutual": mutual],
  invariants: [.forces(loading, .disabled), .implies(mutual, .selected)])

/// What the documentation says, kept plainly: the flags set, the state they show under the two
/// invariants, what was applied last and whether something outside the state asked for an update, and
/// the sends waiting in open transitions.
private struct Rules {
  var on: Set<UInt> = []
  var lastApplied: UInt?
  var explicitRequest = true  // attaching requests the first update
  /// Sends inside open transitions, each with the depth it was sent at.
  var waiting: [(events: ControlEvent, depth: Int)] = []
  var depth = 0

  /// `forces(loading, .disabled)` shows disabled while loading; `implies(mutual, .selected)` is kept
  /// by the setters themselves (see `set`).
  var state: UInt {
    var bits = on.reduce(0, |)
    if bits & loading.rawValue != 0 { bits |= ControlState.disabled.rawValue }
    return bits
  }

  /// `setFlag`: turning mutual on turns selected on; turning selected off turns mutual off.
  mutating func set(_ flag: ControlState, _ isOn: Bool) {
    if isOn { on.insert(flag.rawValue) } else { on.remove(flag.rawValue) }
    if isOn && flag == mutual { on.insert(ControlState.selected.rawValue) }
    if !isOn && flag == .selected { on.remove(mutual.rawValue) }
  }

  /// Whether an update runs now: outside transitions, when something asked for one or the state is not
  /// the one applied last (a change and its undo between two updates asks for none).
  mutating func takeUpdate() -> Bool {
    guard depth == 0, explicitRequest || state != lastApplied else { return false }
    explicitRequest = false
    lastApplied = state
    return true
  }
}

/// A host that counts its updates and the observers' calls.
private final class Counter: ControlEngineHost {
  let engine: ControlEngine
  var updates = 0
  var observed: [ControlState] = []
  var delivered: [ControlEvent] = []

  init(cycle: UpdateCycle) {
    engine = ControlEngine(space: space, cycle: cycle)
    engine.attach(to: self) { counter, _ in counter.updates += 1 }
    engine.observeState { [unowned self] in observed.append($0) }
    engine.addAction(for: .allEvents) { [unowned self] in delivered.append($0) }
  }
}

@Suite("ControlEngine against its documented rules")
struct ControlEngineRuleTests {
  @Test("Any sequence of changes, flushes, transitions and sends does what the rules say")
  func randomOperationsFollowTheRules() async {
    await propertyCheck(count: 400, input: Gen.int(in: Operation.codeRange).array(of: 0...40)) { codes in
      let cycle = UpdateCycle()
      let counter = Counter(cycle: cycle)
      var rules = Rules()
      var updates = 0
      var observed: [ControlState] = []
      var delivered: [ControlEvent] = []
      for (index, operation) in codes.map(Operation.init(code:)).enumerated() {
        let label = "operation \(index): \(operation)"
        switch operation {
        case .set(let flag, let on):
          counter.engine.setFlag(flags[flag], on)
          rules.set(flags[flag], on)
        case .setNeedsUpdate:
          counter.engine.setNeedsUpdate()
          rules.explicitRequest = true
        case .flush:
          cycle.flush()
          if rules.takeUpdate() {
            updates += 1
            if observed.last?.rawValue != rules.state { observed.append(ControlState(rawValue: rules.state)) }
          }
        case .begin:
          counter.engine.beginTransition()
          rules.depth += 1
        case .commit:
          counter.engine.commitTransition()
          guard rules.depth > 0 else { break }
          rules.depth -= 1
          if rules.depth == 0 {
            // The outermost commit applies the state, then delivers every waiting send, in order.
            if rules.takeUpdate() {
              updates += 1
              if observed.last?.rawValue != rules.state {
                observed.append(ControlState(rawValue: rules.state))
              }
            }
            delivered += rules.waiting.map(\.events)
            rules.waiting.removeAll()
          } else {
            // An inner commit keeps its sends for the outer transition.
            rules.waiting = rules.waiting.map { ($0.events, min($0.depth, rules.depth)) }
          }
        case .end:
          counter.engine.endTransition()
          guard rules.depth > 0 else { break }
          // Ending discards the sends made since the transition began; its changes stay.
          rules.waiting.removeAll { $0.depth >= rules.depth }
          rules.depth -= 1
        case .send(let events):
          counter.engine.sendActions(for: sends[events])
          if rules.depth == 0 {
            delivered.append(sends[events])
          } else {
            rules.waiting.append((sends[events], rules.depth))
          }
        }
        #expect(counter.engine.state.rawValue == rules.state, "\(label)")
        #expect(space.contains(counter.engine.state), "\(label)")
        #expect(counter.engine.isInTransition == (rules.depth > 0), "\(label)")
        #expect(counter.updates == updates, "\(label)")
        #expect(counter.engine.updateCount == updates, "\(label)")
        #expect(counter.observed == observed, "\(label)")
        #expect(counter.delivered == delivered, "\(label)")
        if case .flush = operation, rules.depth == 0 {
          #expect(counter.engine.lastAppliedState?.rawValue == rules.state, "\(label): the look is current")
        }
      }
    }
  }

  @Test("Forcing invariants: loading shows disabled; stored factors reproduce every reachable state")
  func invariantsAndMatching() {
    let engine = ControlEngine(space: space)
    engine.setFlag(loading, true)
    #expect(engine.state == [.disabled, loading])
    engine.setFlag(loading, false)
    #expect(engine.state == .normal, "disabled was shown, never stored")
    engine.setFlag(mutual, true)
    #expect(engine.state == [.selected, mutual])
    for target in space.reachableStates {
      let fresh = ControlEngine(space: space)
      #expect(fresh.setFactors(matching: target) == target, "\(space.describe(target))")
    }
  }

  @Test("A computed factor changed back during the update that applies it asks for one more update")
  func computedChangeDuringUpdate() {
    final class Source {
      var isMutual = false
    }
    let cycle = UpdateCycle()
    let source = Source()
    final class Host: ControlEngineHost {
      let engine: ControlEngine
      var shown: [ControlState] = []
      init(cycle: UpdateCycle, source: Source) {
        engine = ControlEngine(space: space, cycle: cycle)
        engine.register(mutual, from: source, at: \.isMutual)
        engine.attach(to: self) { host, state in
          host.shown.append(state)
          // The update's own work turns the factor off again.
          if source.isMutual {
            source.isMutual = false
            host.engine.factorsDidChange()
          }
        }
      }
    }
    let host = Host(cycle: cycle, source: source)
    cycle.flush()
    source.isMutual = true
    host.engine.factorsDidChange()
    cycle.flush()
    #expect(host.shown == [.normal, [.selected, mutual], .normal])
    #expect(host.engine.lastAppliedState == .normal)
  }
}
