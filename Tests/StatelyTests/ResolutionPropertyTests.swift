import PropertyBased
import Stately
import Testing

// Property tests: random tables against references written plainly, without the engine's code.

/// The five bits random predicates and states draw from; a 5-bit number `n` stands for a state.
private let universe: [ControlState] = [.highlighted, .disabled, .selected, .mutual, .loading]

/// The state a 5-bit number stands for: bit `i` of `n` sets `universe[i]`.
private func universeState(_ n: UInt) -> ControlState {
  var state = ControlState.normal
  for (index, bit) in universe.enumerated() where n & (1 << UInt(index)) != 0 { state.formUnion(bit) }
  return state
}

/// All 32 states over ``universe``.
private let allStates: [ControlState] = (0..<32).map { universeState(UInt($0)) }

/// Priorities close together, so random explicit priorities tie with each other and with the defaults.
private let priorities: [StatePriority] = [99, 100, 150, 200, 300, 400, 401]

/// A predicate described plainly. Leaf modes: 0 exact, 1 containsAll, 2 doesNotContainAll, 3 containsAny,
/// 4 containsNone, 5 a custom "odd number of these bits" test named after its bits.
private indirect enum Spec: Hashable, Sendable, CustomStringConvertible {
  case leaf(mode: Int, bits: UInt)
  case and(Spec, Spec)
  case or(Spec, Spec)
  case not(Spec)

  /// Negation with the documented normal form: bit modes turn into their complements, `!!p` is `p`.
  var negated: Spec {
    switch self {
    case .leaf(1, let bits): .leaf(mode: 2, bits: bits)
    case .leaf(2, let bits): .leaf(mode: 1, bits: bits)
    case .leaf(3, let bits): .leaf(mode: 4, bits: bits)
    case .leaf(4, let bits): .leaf(mode: 3, bits: bits)
    case .not(let inner): inner
    default: .not(self)
    }
  }

  /// Whether the state numbered `s` matches, from the formulas in the documentation.
  func matches(_ s: UInt) -> Bool {
    switch self {
    case .leaf(let mode, let m):
      switch mode {
      case 0: return s == m
      case 1: return s & m == m
      case 2: return s & m != m
      case 3: return s & m != 0
      case 4: return s & m == 0
      default: return (s & m).nonzeroBitCount % 2 == 1
      }
    case .and(let a, let b): return a.matches(s) && b.matches(s)
    case .or(let a, let b): return a.matches(s) || b.matches(s)
    case .not(let a): return !a.matches(s)
    }
  }

  /// The documented default priority.
  var priority: Int {
    switch self {
    case .leaf(let mode, _): return [400, 300, 200, 100, 100, 150][mode]
    case .and(let a, let b): return max(a.priority, b.priority)
    case .or(let a, let b): return min(a.priority, b.priority)
    case .not: return 200
    }
  }

  /// The bits the predicate names.
  var bits: UInt {
    switch self {
    case .leaf(_, let bits): return bits
    case .and(let a, let b), .or(let a, let b): return a.bits | b.bits
    case .not(let a): return a.bits
    }
  }

  /// The engine's predicate for this description.
  var predicate: StatePredicate {
    switch self {
    case .leaf(let mode, let n):
      let bits = universeState(n)
      switch mode {
      case 0: return .exact(bits)
      case 1: return .containsAll(bits)
      case 2: return .doesNotContainAll(bits)
      case 3: return .containsAny(bits)
      case 4: return .containsNone(bits)
      default:
        return .custom("odd \(n)", priority: 150, constrains: bits) {
          ($0.rawValue & bits.rawValue).nonzeroBitCount % 2 == 1
        }
      }
    case .and(let a, let b): return a.predicate & b.predicate
    case .or(let a, let b): return a.predicate | b.predicate
    case .not(let a): return !a.predicate
    }
  }

  var description: String { predicate.description }
}

/// One step of building a table.
private struct Step: Sendable, CustomStringConvertible {
  /// 0...5 set a new rule, 6...7 re-set an existing one, 8...9 remove an existing one.
  var kind: Int
  /// 0 leaf, 1 `a & b`, 2 `a | b`, 3 `!a`, 4 `!!a`.
  var shape: Int
  var modeA: Int
  var bitsA: UInt
  var modeB: Int
  var bitsB: UInt
  var value: Int?
  var priority: StatePriority?

  /// The predicate as built with the engine's operators, and its plain description in normal form.
  var predicate: (built: StatePredicate, spec: Spec) {
    let a = Spec.leaf(mode: modeA, bits: bitsA)
    let b = Spec.leaf(mode: modeB, bits: bitsB)
    switch shape {
    case 1: return (a.predicate & b.predicate, .and(a, b))
    case 2: return (a.predicate | b.predicate, .or(a, b))
    case 3: return (!a.predicate, a.negated)
    case 4: return (!(!a.predicate), a.negated.negated)
    default: return (a.predicate, a)
    }
  }

  var description: String {
    let action = kind < 6 ? "set \(predicate.spec)" : kind < 8 ? "re-set #\(bitsA)" : "remove #\(bitsA)"
    return "\(action) = \(value.map(String.init) ?? "nil") @\(priority.map(\.description) ?? "-")"
  }
}

private let stepGenerator = zip(
  Gen.int(in: 0...9), Gen.int(in: 0...4), Gen.int(in: 0...5), Gen.uint(in: 0...31), Gen.int(in: 0...5),
  Gen.uint(in: 0...31), Gen.int(in: 0...4).optional, Gen.int(in: 0...(priorities.count - 1)).optional
).map { t in
  Step(
    kind: t.0, shape: t.1, modeA: t.2, bitsA: t.3, modeB: t.4, bitsB: t.5, value: t.6,
    priority: t.7.map { priorities[$0] })
}

/// The same steps without the custom test (mode 5 becomes exact), so every table they build is indexed.
private let indexedStepGenerator = stepGenerator.map { step in
  var step = step
  step.modeA %= 5
  step.modeB %= 5
  return step
}

/// A rule of the reference table.
private struct ReferenceRule {
  var spec: Spec
  var value: Int?
  var priority: Int?
}

/// Applies `steps` to an engine table and to a plain list of rules, the same way.
private func build(_ steps: [Step]) -> (table: StateTable<Int?>, reference: [ReferenceRule]) {
  var table = StateTable<Int?>(default: -1)
  var reference: [ReferenceRule] = []
  for step in steps {
    var spec = step.predicate.spec
    var predicate = step.predicate.built
    if step.kind >= 6 {
      guard !reference.isEmpty else { continue }
      spec = reference[Int(step.bitsA) % reference.count].spec
      predicate = spec.predicate
    }
    if step.kind >= 8 {
      table.removeValue(for: predicate)
      reference.removeAll { $0.spec == spec }
    } else {
      table.setValue(step.value, for: predicate, priority: step.priority)
      reference.removeAll { $0.spec == spec }
      reference.append(ReferenceRule(spec: spec, value: step.value, priority: step.priority?.rawValue))
    }
  }
  return (table, reference)
}

/// The reference resolution: the matching rule with the largest (priority, specificity, index).
private func referenceWinner(_ rules: [ReferenceRule], _ s: UInt) -> Int? {
  let ranked = rules.indices.filter { rules[$0].spec.matches(s) }.map { index in
    let rule = rules[index]
    return (
      priority: rule.priority ?? rule.spec.priority, specificity: rule.spec.bits.nonzeroBitCount, index: index
    )
  }
  let sorted = ranked.sorted { lhs, rhs in
    if lhs.priority != rhs.priority { return lhs.priority < rhs.priority }
    if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
    return lhs.index < rhs.index
  }
  return sorted.last?.index
}

@Suite("Resolution properties")
struct ResolutionPropertyTests {
  @Test("Random tables keep the same rules, in the same order, as a plain list")
  func rulesMatchReference() async {
    await propertyCheck(count: 300, input: stepGenerator.array(of: 0...20)) { steps in
      let (table, reference) = build(steps)
      #expect(table.rules.map(\.predicate) == reference.map(\.spec.predicate))
      #expect(table.rules.map(\.value) == reference.map(\.value))
      #expect(table.rules.map(\.explicitPriority?.rawValue) == reference.map(\.priority))
    }
  }

  @Test("value(for:) equals the brute-force resolution in every state")
  func valueMatchesReference() async {
    await propertyCheck(count: 300, input: stepGenerator.array(of: 0...20)) { steps in
      let (table, reference) = build(steps)
      for n in UInt(0)..<32 {
        let winner = referenceWinner(reference, n)
        let expected: Int? = winner.map { reference[$0].value } ?? -1
        #expect(table.value(for: universeState(n)) == expected, "state \(universeState(n))")
        #expect(table.indexOfWinner(for: universeState(n)) == winner, "state \(universeState(n))")
      }
    }
  }

  /// Without custom tests every table keeps its index, updated rule by rule as the steps set, re-set and
  /// remove rules; with a custom test anywhere in it, a table scans (the test above).
  @Test("Tables of bit predicates, whose lookups are indexed, equal the brute-force resolution everywhere")
  func indexedValueMatchesReference() async {
    await propertyCheck(count: 400, input: indexedStepGenerator.array(of: 0...30)) { steps in
      let (table, reference) = build(steps)
      for n in UInt(0)..<32 {
        let winner = referenceWinner(reference, n)
        #expect(table.indexOfWinner(for: universeState(n)) == winner, "state \(universeState(n))")
        #expect(table.value(for: universeState(n)) == (winner.map { reference[$0].value } ?? -1))
      }
    }
  }

  @Test("explain's winner agrees with winningRule(for:), and every loser really ranks lower")
  func explainAgrees() async {
    await propertyCheck(count: 200, input: stepGenerator.array(of: 0...20)) { steps in
      let (table, _) = build(steps)
      for s in allStates {
        let explanation = table.explain(s)
        let winner = table.winningRule(for: s)
        #expect(explanation.winner?.predicate == winner?.predicate)
        #expect(explanation.winner?.ruleIndex == table.indexOfWinner(for: s))
        #expect(explanation.usedDefault == (winner == nil))
        #expect(explanation.entries.count == table.count)
        for entry in explanation.entries {
          #expect(entry.predicate.matches(s) == (entry.verdict != .didNotMatch))
          guard case .lost(let to, let step) = entry.verdict, let best = explanation.winner else { continue }
          #expect(to == best.ruleIndex)
          switch step {
          case .priority: #expect(best.priority > entry.priority)
          case .specificity:
            #expect(best.priority == entry.priority && best.specificity > entry.specificity)
          case .declarationOrder:
            #expect(best.priority == entry.priority && best.specificity == entry.specificity)
            #expect(best.ruleIndex > entry.ruleIndex)
          }
        }
      }
    }
  }

  @Test("Diagnostics: uncovered and shadowed equal brute force over the follow button's reachable states")
  func diagnosticsMatchReference() async throws {
    let space = try StateSpace(
      custom: [.mutual, .loading], invariants: [.implies(.mutual, .selected), .forces(.loading, .disabled)])
    // Reachable states written plainly: universe bits 0 highlighted, 1 disabled, 2 selected, 3 mutual, 4 loading.
    let reachable = (UInt(0)..<32).filter { n in
      let mutualImpliesSelected = n & 0b01000 == 0 || n & 0b00100 != 0
      let loadingImpliesDisabled = n & 0b10000 == 0 || n & 0b00010 != 0
      return mutualImpliesSelected && loadingImpliesDisabled
    }.sorted {
      ($0.nonzeroBitCount, universeState($0).rawValue) < ($1.nonzeroBitCount, universeState($1).rawValue)
    }
    #expect(space.reachableStates == reachable.map(universeState))
    await propertyCheck(count: 200, input: stepGenerator.array(of: 0...20)) { steps in
      let (table, reference) = build(steps)
      let report = table.diagnostics(in: space)
      #expect(
        report.uncovered == reachable.filter { referenceWinner(reference, $0) == nil }.map(universeState))
      let winners = Set(reachable.compactMap { referenceWinner(reference, $0) })
      #expect(report.shadowed.map(\.ruleIndex) == reference.indices.filter { !winners.contains($0) })
      for rule in report.shadowed {
        let matchesSomewhere = reachable.contains { reference[rule.ruleIndex].spec.matches($0) }
        #expect((rule.reason == .neverMatches) == !matchesSomewhere)
      }
      #expect(report.statesExamined == reachable.count)
    }
  }
}

/// One step of building a table through the legacy per-state API.
private struct LegacyStep: Sendable, CustomStringConvertible {
  /// 0...5 set a legacy value, 6...7 remove one, 8...9 set a containsAll rule the lookup must ignore.
  var kind: Int
  var state: UInt
  var value: Int?

  var description: String {
    let action = kind < 6 ? "set" : kind < 8 ? "remove" : "set containsAll"
    return "\(action) \(universeState(state)) = \(value.map(String.init) ?? "nil")"
  }
}

private func stateOf(_ n: UInt) -> ControlState { universeState(n) }

private let legacyStepGenerator = zip(Gen.int(in: 0...9), Gen.uint(in: 0...31), Gen.int(in: 0...4).optional)
  .map { t in LegacyStep(kind: t.0, state: t.1, value: t.2) }

@Suite("Legacy lookup properties")
struct LegacyLookupPropertyTests {
  @Test("legacyValue(for:) equals a plain dictionary lookup: normalised state, else normal, else default")
  func legacyMatchesReference() async {
    await propertyCheck(count: 300, input: legacyStepGenerator.array(of: 0...20)) { steps in
      var table = StateTable<Int?>(default: -1)
      // Keyed by the 5-bit number of the normalised state; highlighted is bit 0, disabled bit 1.
      var stored: [UInt: Int?] = [:]
      func normalised(_ n: UInt) -> UInt { n & 0b1 != 0 ? n & ~0b10 : n }
      for step in steps {
        switch step.kind {
        case 0...5:
          table.setLegacyValue(step.value, for: universeState(step.state))
          stored[normalised(step.state)] = .some(step.value)
        case 6...7:
          table.removeLegacyValue(for: universeState(step.state))
          stored.removeValue(forKey: normalised(step.state))
        default:
          table.setValue(step.value, for: .containsAll(universeState(step.state)), priority: 1000)
        }
      }
      for n in UInt(0)..<32 {
        let expected: Int?
        if let value = stored[normalised(n)] {
          expected = value
        } else if let value = stored[0] {
          expected = value
        } else {
          expected = -1
        }
        #expect(table.legacyValue(for: universeState(n)) == expected, "state \(universeState(n))")
      }
    }
  }
}
