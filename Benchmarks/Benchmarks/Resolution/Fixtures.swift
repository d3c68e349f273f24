import Stately

/// The rules every resolution benchmark resolves, in two forms: a Stately ``StateTable`` and the plain
/// data the hand-written baselines read. Both are built from the same list, so every baseline answers
/// exactly what the table answers; `Fixture.init` checks this for every input state and traps otherwise.
struct Fixture {
  /// One rule in plain data, as a hand-written scan would store it.
  struct PlainRule {
    enum Mode { case exact, containsAll, doesNotContainAll, containsAny, containsNone }
    let mode: Mode
    let mask: UInt
    /// Priority, then specificity, packed so that one integer comparison ranks two rules.
    let rank: Int
    let value: Int

    @inline(__always) func matches(_ raw: UInt) -> Bool {
      switch mode {
      case .exact: return raw == mask
      case .containsAll: return raw & mask == mask
      case .doesNotContainAll: return raw & mask != mask
      case .containsAny: return raw & mask != 0
      case .containsNone: return raw & mask == 0
      }
    }
  }

  let ruleCount: Int
  let table: StateTable<Int>
  let plainRules: [PlainRule]
  /// UIKit/MDC storage: one entry per state whose value differs from `.normal`'s, plus `.normal`.
  let perState: [UInt: Int]
  let defaultValue: Int
  /// 1,024 input states over the bits the rules name, in a fixed pseudo-random order.
  let inputs: [UInt]

  static let loading = ControlState(customBit: 0)

  /// The 5-bit table the hand-written chain (``handWritten(_:)``) implements.
  static func fiveBit() -> Fixture {
    var rules: [(StatePredicate, Int, StatePriority?)] = []
    rules.append((.containsAll(.selected), 1, nil))
    rules.append((.containsAll([.selected, .highlighted]), 2, nil))
    rules.append((.containsAny([.disabled, loading]), 3, .exact + 100))
    rules.append((.exact(.focused), 4, nil))
    let bits: [UInt] = [1, 2, 4, 8, 1 << 16]
    return Fixture(rules: rules, bits: bits)
  }

  /// A table of `count` distinct generated rules over the four built-in and eight application bits,
  /// mixing every bit mode and some explicit priorities. Deterministic.
  static func generated(count: Int) -> Fixture {
    let bits: [UInt] = [1, 2, 4, 8] + (16..<24).map { UInt(1) << UInt($0) }
    var random = SplitMix(seed: UInt64(count))
    var seen = Set<StatePredicate>()
    var rules: [(StatePredicate, Int, StatePriority?)] = []
    while rules.count < count {
      var mask: UInt = 0
      for _ in 0..<(1 + Int(random.next() % 3)) { mask |= bits[Int(random.next() % UInt64(bits.count))] }
      let state = ControlState(rawValue: mask)
      let predicate: StatePredicate
      switch random.next() % 20 {
      case 0..<9: predicate = .containsAll(state)
      case 9..<11: predicate = .exact(state)
      case 11..<14: predicate = .containsAny(state)
      case 14..<17: predicate = .doesNotContainAll(state)
      default: predicate = .containsNone(state)
      }
      guard seen.insert(predicate).inserted else { continue }
      let priority: StatePriority? =
        random.next() % 10 == 0 ? StatePriority(rawValue: 150 + rules.count) : nil
      rules.append((predicate, rules.count + 1, priority))
    }
    return Fixture(rules: rules, bits: bits)
  }

  private init(rules: [(StatePredicate, Int, StatePriority?)], bits: [UInt]) {
    ruleCount = rules.count
    defaultValue = 0
    var table = StateTable(default: 0)
    for (predicate, value, priority) in rules { table.setValue(value, for: predicate, priority: priority) }
    self.table = table
    plainRules = table.rules.map { rule in
      let mask = rule.predicate.constrainedBits.rawValue
      let mode: PlainRule.Mode
      switch rule.predicate.mode {
      case .exact: mode = .exact
      case .containsAll: mode = .containsAll
      case .doesNotContainAll: mode = .doesNotContainAll
      case .containsAny: mode = .containsAny
      case .containsNone: mode = .containsNone
      case .custom, .composite: preconditionFailure("fixtures use the five bit modes only")
      }
      return PlainRule(
        mode: mode, mask: mask, rank: rule.priority.rawValue * 64 + rule.specificity, value: rule.value)
    }
    // Every combination of the bits, materialised as UIKit stores per-state values.
    var perState: [UInt: Int] = [0: table.value(for: .normal)]
    for combination in 1..<(1 << bits.count) {
      var raw: UInt = 0
      for (index, bit) in bits.enumerated() where combination & (1 << index) != 0 { raw |= bit }
      let value = table.value(for: ControlState(rawValue: raw))
      if value != perState[0] { perState[raw] = value }
    }
    self.perState = perState
    var random = SplitMix(seed: 0x5EED)
    inputs = (0..<1024).map { _ in
      var raw: UInt = 0
      for bit in bits where random.next() % 3 == 0 { raw |= bit }
      return raw
    }
    for raw in inputs {
      let expected = table.value(for: ControlState(rawValue: raw))
      precondition(linearScan(raw) == expected, "linear scan disagrees at \(raw)")
      precondition(dictionaryLookup(raw) == expected, "dictionary disagrees at \(raw)")
      if bits.count == 5 { precondition(Fixture.handWritten(raw) == expected, "chain disagrees at \(raw)") }
    }
  }

  /// Baseline 1: what a developer writes by hand for the 5-bit table, most important case first.
  @inline(never) static func handWritten(_ raw: UInt) -> Int {
    if raw & (2 | 1 << 16) != 0 { return 3 }  // disabled or loading, explicit priority 500
    if raw == 8 { return 4 }  // exactly focused
    if raw & 5 == 5 { return 2 }  // selected and highlighted
    if raw & 4 != 0 { return 1 }  // selected
    return 0
  }

  /// Baseline 2: UIKit's and MDC's per-state storage, the exact state else `.normal`.
  @inline(never) func dictionaryLookup(_ raw: UInt) -> Int {
    perState[raw] ?? perState[0] ?? defaultValue
  }

  /// Baseline 3: QUIckControl's algorithm, every rule tested and the highest rank kept (a later rule
  /// wins a tie, as in Stately).
  @inline(never) func linearScan(_ raw: UInt) -> Int {
    var bestRank = Int.min
    var best = defaultValue
    for rule in plainRules where rule.matches(raw) && rule.rank >= bestRank {
      bestRank = rule.rank
      best = rule.value
    }
    return best
  }
}

/// A small deterministic generator (SplitMix64), so fixtures are the same in every run.
struct SplitMix {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
