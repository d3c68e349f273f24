import PropertyBased
import Stately
import Testing

// A brute-force model of a control with three bound properties, written without the engine's
// resolution code: its own rule lists, its own matching, priorities and specificities, and a sort.

/// The predicates the random operations use, with the facts the model needs about each, written out.
private struct ModelPredicate: Sendable {
  let predicate: StatePredicate
  let priority: Int
  let specificity: Int
  let matches: @Sendable (UInt) -> Bool
}

private let selectedBit: UInt = 1 << 2
private let highlightedBit: UInt = 1 << 0
private let disabledBit: UInt = 1 << 1
private let filledBit: UInt = 1 << 16
private let validBit: UInt = 1 << 17

private let modelPredicates: [ModelPredicate] = [
  .init(predicate: .containsAll(.selected), priority: 300, specificity: 1) { $0 & selectedBit != 0 },
  .init(predicate: .containsAll(.highlighted), priority: 300, specificity: 1) { $0 & highlightedBit != 0 },
  .init(predicate: .exact(.normal), priority: 400, specificity: 0) { $0 == 0 },
  .init(predicate: .doesNotContainAll([.selected, .ctlFilled]), priority: 200, specificity: 2) {
    !($0 & selectedBit != 0 && $0 & filledBit != 0)
  },
  .init(predicate: .containsAny([.disabled, .ctlValid]), priority: 100, specificity: 2) {
    $0 & disabledBit != 0 || $0 & validBit != 0
  },
  .init(predicate: .containsNone(.ctlFilled), priority: 100, specificity: 1) { $0 & filledBit == 0 },
  .init(predicate: .containsAll([.selected, .ctlFilled]), priority: 300, specificity: 2) {
    $0 & selectedBit != 0 && $0 & filledBit != 0
  },
  .init(predicate: .exact([.selected, .ctlValid]), priority: 400, specificity: 2) {
    $0 == selectedBit | validBit
  },
  .init(predicate: .containsAll(.normal), priority: 300, specificity: 0) { _ in true },
]

private let explicitPriorities: [Int?] = [nil, 150, 300, 500]

/// One property's rules in the model: the latest declaration last.
private struct ModelProperty<Value: Equatable> {
  let defaultValue: Value
  var rules: [(predicate: Int, value: Value, priority: Int?)] = []

  mutating func set(_ value: Value, predicate: Int, priority: Int?) {
    rules.removeAll { $0.predicate == predicate }
    rules.append((predicate, value, priority))
  }

  mutating func remove(predicate: Int) { rules.removeAll { $0.predicate == predicate } }

  /// Filter the matching rules, sort by (priority, specificity, declaration index), take the best.
  func value(for state: UInt) -> Value {
    let ranked = rules.enumerated()
      .filter { modelPredicates[$0.element.predicate].matches(state) }
      .map { entry in
        let facts = modelPredicates[entry.element.predicate]
        return (
          rank: [entry.element.priority ?? facts.priority, facts.specificity, entry.offset],
          entry.element.value
        )
      }
      .sorted { $0.rank.lexicographicallyPrecedes($1.rank) }
    return ranked.last?.1 ?? defaultValue
  }
}

/// The model of the control's stored flags and the state they compute.
private struct ModelFlags {
  var selected = false
  var highlighted = false
  var enabled = true
  var filled = false
  var valid = false

  var state: UInt {
    var bits: UInt = 0
    if selected { bits |= selectedBit }
    if highlighted { bits |= highlightedBit }
    if !enabled { bits |= disabledBit }
    if filled { bits |= filledBit }
    if valid { bits |= validBit }
    return bits
  }
}

/// One random operation, decoded from an integer so that shrinking simply shrinks numbers.
private enum Operation: CustomStringConvertible {
  case toggle(Int)
  case begin, commit, end, flush
  case set(property: Int, predicate: Int, value: Int, priority: Int?)
  case remove(property: Int, predicate: Int)
  case removeAll(property: Int)

  static let codeRange = 0...(12 * 3 * 9 * 4 * 4 - 1)

  init(code: Int) {
    let rest = code / 12
    let property = rest % 3
    let predicate = (rest / 3) % 9
    let value = (rest / 27) % 4
    let priority = explicitPriorities[(rest / 108) % 4]
    switch code % 12 {
    case 0...4: self = .toggle(code % 12)
    case 5: self = .begin
    case 6: self = .commit
    case 7: self = .end
    case 8: self = .flush
    case 9, 10: self = .set(property: property, predicate: predicate, value: value, priority: priority)
    case 11 where value == 0: self = .removeAll(property: property)
    default: self = .remove(property: property, predicate: predicate)
    }
  }

  var description: String {
    switch self {
    case .toggle(let flag): "toggle \(["selected", "highlighted", "enabled", "filled", "valid"][flag])"
    case .begin: "begin"
    case .commit: "commit"
    case .end: "end"
    case .flush: "flush"
    case .set(let property, let predicate, let value, let priority):
      "set p\(property) #\(predicate) = v\(value) priority \(priority.map(String.init) ?? "default")"
    case .remove(let property, let predicate): "remove p\(property) #\(predicate)"
    case .removeAll(let property): "removeAll p\(property)"
    }
  }
}

private let countValues = [0, 1, 2, 3]
private let subtitleValues: [String?] = [nil, "a", "b", "sub"]
private let titleValues = ["Follow", "A", "B", "C"]

/// Runs `operations` on a real control and on the model, checking the control against the model.
private func runAgainstModel(_ operations: [Operation]) {
  let cycle = UpdateCycle()
  let recorder = CtlRecorder()
  let control = CtlRecordingControl(recorder, cycle: cycle)
  let model = CtlModel(recorder)
  var flags = ModelFlags()
  var count = ModelProperty(defaultValue: model.count)
  var subtitle = ModelProperty(defaultValue: model.subtitle)
  var title = ModelProperty(defaultValue: control.title)
  var depth = 0
  var frozen: (Int, String?, String)?

  func actual() -> (Int, String?, String) { (model.count, model.subtitle, control.title) }
  func expected() -> (Int, String?, String) {
    (count.value(for: flags.state), subtitle.value(for: flags.state), title.value(for: flags.state))
  }
  func checkApplied(_ step: String) {
    let (a, e) = (actual(), expected())
    #expect(a.0 == e.0 && a.1 == e.1 && a.2 == e.2, "after \(step): \(a) is not the model's \(e)")
  }

  for (index, operation) in operations.enumerated() {
    let step = "#\(index) \(operation)"
    switch operation {
    case .toggle(0):
      flags.selected.toggle()
      control.isSelected = flags.selected
    case .toggle(1):
      // UIKit's setHighlighted: ignores true while disabled; disabling keeps a highlight (facts F2.1, F2.3).
      let wanted = !flags.highlighted
      if !wanted || flags.enabled { flags.highlighted = wanted }
      control.isHighlighted = wanted
    case .toggle(2):
      flags.enabled.toggle()
      control.isEnabled = flags.enabled
    case .toggle(3):
      flags.filled.toggle()
      control.isFilled = flags.filled
    case .toggle:
      flags.valid.toggle()
      control.isValidFlag = flags.valid
    case .begin:
      if depth == 0 { frozen = actual() }
      depth += 1
      control.engine.beginTransition()
    case .commit:
      control.engine.commitTransition()
      if depth == 1 { checkApplied(step) }
      depth = max(0, depth - 1)
    case .end:
      control.engine.endTransition()
      depth = max(0, depth - 1)
    case .flush:
      cycle.flush()
      if depth == 0 { checkApplied(step) }
    case .set(let property, let predicate, let value, let priority):
      let rule = modelPredicates[predicate].predicate
      let explicit = priority.map { StatePriority(rawValue: $0) }
      switch property {
      case 0:
        count.set(countValues[value], predicate: predicate, priority: priority)
        control.engine.setValue(countValues[value], for: rule, on: model, at: \.count, priority: explicit)
      case 1:
        subtitle.set(subtitleValues[value], predicate: predicate, priority: priority)
        control.engine.setValue(
          subtitleValues[value], for: rule, on: model, at: \.subtitle, priority: explicit)
      default:
        title.set(titleValues[value], predicate: predicate, priority: priority)
        control.engine.setValue(titleValues[value], for: rule, on: control, at: \.title, priority: explicit)
      }
    case .remove(let property, let predicate):
      let rule = modelPredicates[predicate].predicate
      switch property {
      case 0:
        count.remove(predicate: predicate)
        control.engine.removeValue(for: rule, on: model, at: \.count)
      case 1:
        subtitle.remove(predicate: predicate)
        control.engine.removeValue(for: rule, on: model, at: \.subtitle)
      default:
        title.remove(predicate: predicate)
        control.engine.removeValue(for: rule, on: control, at: \.title)
      }
    case .removeAll(let property):
      switch property {
      case 0:
        count.rules.removeAll()
        control.engine.removeValues(on: model, at: \.count)
      case 1:
        subtitle.rules.removeAll()
        control.engine.removeValues(on: model, at: \.subtitle)
      default:
        title.rules.removeAll()
        control.engine.removeValues(on: control, at: \.title)
      }
    }
    #expect(control.state.rawValue == flags.state, "after \(step)")
    #expect(control.engine.isInTransition == (depth > 0), "after \(step)")
    if depth > 0, let frozen {
      let now = actual()
      #expect(
        now.0 == frozen.0 && now.1 == frozen.1 && now.2 == frozen.2, "applied inside a transition: \(step)")
    }
  }
  // Close what is open, alternating end and commit, then flush.
  while depth > 0 {
    if depth % 2 == 0 { control.engine.endTransition() } else { control.engine.commitTransition() }
    depth -= 1
  }
  let report = cycle.flush()
  #expect(report.settled)
  checkApplied("the final flush")
}

@Suite("Model-based: a control's bound properties always end at the table's value for its state")
struct ControlModelPropertyTests {
  @Test("Random factor changes, transitions, rule edits and flushes end with every property on the model")
  func randomOperationsMatchModel() async {
    await propertyCheck(count: 300, input: Gen.int(in: Operation.codeRange).array(of: 0...40)) { codes in
      runAgainstModel(codes.map(Operation.init(code:)))
    }
  }

  @Test("The model itself agrees with the examples it is built on")
  func modelSanity() {
    var property = ModelProperty(defaultValue: "default")
    property.set("all", predicate: 0, priority: nil)
    property.set("exact", predicate: 7, priority: nil)
    property.set("always", predicate: 8, priority: nil)
    // containsAll(.selected) and containsAll(.normal) tie on priority; the selected rule is more specific.
    #expect(property.value(for: selectedBit) == "all")
    #expect(property.value(for: selectedBit | validBit) == "exact")
    #expect(property.value(for: 0) == "always")
    property.set("late", predicate: 1, priority: 300)
    property.set("later", predicate: 5, priority: 300)
    // Equal priority and specificity: the later declaration wins.
    #expect(property.value(for: highlightedBit) == "later")
    property.remove(predicate: 8)
    property.remove(predicate: 5)
    #expect(property.value(for: 0) == "default")
  }

  @Test("A hand-picked sequence: rules edited inside a transition that ends, then a flush")
  func handPickedSequence() {
    runAgainstModel([
      .set(property: 0, predicate: 0, value: 2, priority: nil), .toggle(0), .flush, .begin,
      .set(property: 0, predicate: 8, value: 3, priority: 500), .removeAll(property: 0), .toggle(3), .end,
      .set(property: 0, predicate: 6, value: 1, priority: nil), .flush,
    ])
  }
}
