/// Where a ``StateTable``'s winning rule is for every state, kept beside its rules so that a lookup takes
/// the same time whatever the number of rules.
///
/// The bits the rules name make a small key: key bit *i* is the *i*-th named bit, lowest first, and one
/// more key bit means "some other bit is set" where an exact rule needs to see it. Each key holds the
/// index of the rule that wins for every state with that key, found with the table's own ranking.
///
/// The lookup is inlinable, with ``StateTable/value(for:)``: unspecialised, reading a rule of a generic
/// table looks up its type's metadata, and a lookup from another module cost about 470 instructions
/// instead of 30 (instruction gate, `lookup`).
@usableFromInline
struct StateIndex: Sendable {
  /// The most bits an index covers: 2^12 keys.
  static let maximumBits = 12

  /// The bits the rules name.
  @usableFromInline private(set) var named: UInt
  /// Whether an exact rule needs to know that a bit outside ``named`` is set.
  @usableFromInline private(set) var seesOtherBits: Bool
  /// The index of the winning rule per key, or -1 where no rule matches.
  @usableFromInline private(set) var winners: [Int32]

  /// The index of `rules`, or `nil` when they cannot be indexed.
  ///
  /// - Complexity: O(2^*k* · *n*) for *k* named bits and *n* rules.
  init?<Value>(_ rules: [StateRule<Value>]) {
    var named: UInt = 0
    var seesOtherBits = false
    for rule in rules {
      guard !rule.predicate.containsCustom else { return nil }
      named |= rule.predicate.constrainedBits.rawValue
      seesOtherBits = seesOtherBits || rule.predicate.usesExactMatch
    }
    guard named.nonzeroBitCount + (seesOtherBits ? 1 : 0) <= Self.maximumBits else { return nil }
    self.named = named
    self.seesOtherBits = seesOtherBits
    let count = 1 << (named.nonzeroBitCount + (seesOtherBits ? 1 : 0))
    winners = (0..<count).map { key in Self.scan(rules, Self.representative(ofKey: key, named: named)) }
  }

  /// The key of a state.
  ///
  /// - Complexity: O(*k*) for *k* named bits.
  @inlinable
  func key(for raw: UInt) -> Int {
    var key = 0
    var bit = 1
    var rest = named
    while rest != 0 {
      if raw & rest & (0 &- rest) != 0 { key |= bit }
      bit <<= 1
      rest &= rest &- 1
    }
    if seesOtherBits, raw & ~named != 0 { key |= bit }
    return key
  }

  /// The index of the rule that wins in `raw`, or `nil` when none matches.
  ///
  /// - Complexity: O(*k*) for *k* named bits, whatever the number of rules.
  @inlinable
  func winner(for raw: UInt) -> Int? {
    let index = winners[key(for: raw)]
    return index < 0 ? nil : Int(index)
  }

  /// Takes in a rule just appended at `index` of `rules`: it wins every key it matches where it outranks
  /// the winner, as the latest declaration. Returns `false` when the rule names bits the index does not
  /// cover, and the index must be made again.
  ///
  /// - Complexity: O(2^*k*).
  mutating func didAppend<Value>(_ rules: [StateRule<Value>], at index: Int) -> Bool {
    let rule = rules[index]
    guard !rule.predicate.containsCustom, rule.predicate.constrainedBits.rawValue & ~named == 0,
      !rule.predicate.usesExactMatch || seesOtherBits
    else { return false }
    for key in winners.indices {
      let state = ControlState(rawValue: Self.representative(ofKey: key, named: named))
      guard rule.matches(state) else { continue }
      let current = Int(winners[key])
      if current < 0 || rule.outranks(rules[current], index: index, otherIndex: current) {
        winners[key] = Int32(index)
      }
    }
    return true
  }

  /// Takes out the rule that was at `index`: the keys it won are resolved again among `rules` (the rules
  /// after the removal), and the later rules' indices move down by one.
  ///
  /// - Complexity: O(2^*k* + *w* · *n*) for *w* keys the removed rule won.
  mutating func didRemove<Value>(at index: Int, leaving rules: [StateRule<Value>]) {
    for key in winners.indices {
      let winner = Int(winners[key])
      if winner == index {
        winners[key] = Self.scan(rules, Self.representative(ofKey: key, named: named))
      } else if winner > index {
        winners[key] = Int32(winner - 1)
      }
    }
  }

  /// The winning rule's index among `rules` for `raw`, by scanning them: -1 when none matches.
  private static func scan<Value>(_ rules: [StateRule<Value>], _ raw: UInt) -> Int32 {
    let state = ControlState(rawValue: raw)
    var best = -1
    for index in rules.indices where rules[index].matches(state) {
      if best < 0 || rules[index].outranks(rules[best], index: index, otherIndex: best) { best = index }
    }
    return Int32(best)
  }

  /// A state with the key `key`: the named bits its key bits stand for, and one bit outside them when
  /// the key says other bits are set.
  private static func representative(ofKey key: Int, named: UInt) -> UInt {
    var raw: UInt = 0
    var bit = 1
    var rest = named
    while rest != 0 {
      let lowest = rest & (0 &- rest)
      if key & bit != 0 { raw |= lowest }
      bit <<= 1
      rest &= rest &- 1
    }
    if key & bit != 0 { raw |= ~named & (0 &- ~named) }
    return raw
  }
}

extension StatePredicate {
  /// Whether an exact-match predicate appears anywhere in the expression: only those depend on bits
  /// the predicate does not name.
  var usesExactMatch: Bool { node.usesExactMatch }
}

extension StatePredicate.Node {
  var usesExactMatch: Bool {
    switch self {
    case .exact: return true
    case .containsAll, .doesNotContainAll, .containsAny, .containsNone, .custom: return false
    case .and(let lhs, let rhs), .or(let lhs, let rhs): return lhs.usesExactMatch || rhs.usesExactMatch
    case .not(let inner): return inner.usesExactMatch
    }
  }
}
