/// The states a control can be in: the built-in and custom states it uses, their names, and the
/// invariants between them.
///
/// ```swift
/// struct FollowStates: CustomStateSet {
///   let mutual = ControlState(customBit: 0)
///   let loading = ControlState(customBit: 1)
/// }
/// let states = FollowStates()
/// let space = StateSpace(
///   states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])
/// space.reachableStates.count                 // 18
/// space.describe([.selected, states.mutual])  // "[selected, mutual]"
/// ```
///
/// A space adds no invariant of its own. `[.highlighted, .disabled]` is reachable, as in UIKit, where a
/// control disabled while pressed keeps its highlight and reports both bits until the touch ends; what
/// keeps a disabled control from becoming highlighted is touch tracking (see ``ControlEngine/isHighlighted``
/// and the article <doc:Resolution>). Declare ``disabledSuppressesHighlighted`` to hide the highlight
/// while disabled instead.
///
/// Building a space validates it: every custom state is one named application bit, no name prints
/// another bit, names and bits are one to one, invariants mention declared bits only, no invariants
/// contradict each other, and no exclusion hides what an implication requires, so every combination of
/// flags shows one of the ``reachableStates``.
///
/// A ``CustomStateSet``, as above, builds a space without `try`. A space that comes from data uses
/// `init(builtIn:custom:invariants:)`, which throws a ``StateSpaceError`` naming what is wrong.
public struct StateSpace: Hashable, Sendable, CustomStringConvertible {
  /// The invariants that act on the computed state, as raw masks; derived from ``invariants``.
  internal let closure: StateClosure

  /// The built-in states used, a subset of ``ControlState/builtIn``.
  public let builtIn: ControlState
  /// The custom states declared, in declaration order, each one named application bit.
  public let custom: [CustomState]
  /// The declared invariants.
  public let invariants: [StateInvariant]
  /// Every bit the space uses.
  public let bits: ControlState
  /// The names of the custom states: what ``describe(_:)`` prints them by.
  public let names: StateNames
  /// The reachable states: every combination of ``bits`` that obeys every invariant.
  ///
  /// Ordered by number of bits, then by raw value, so the order is stable everywhere.
  public let reachableStates: [ControlState]

  /// The `implies` and `excludes` invariants as raw `(a, b, isImplication)` triples, flattened: the
  /// ones a control keeps by changing stored flags. Derived from ``invariants``.
  internal let propagationMasks: [UInt]

  /// An invariant that hides `.highlighted` while `.disabled` holds, for a space that wants it.
  public static let disabledSuppressesHighlighted = StateInvariant.suppresses(.disabled, .highlighted)

  /// Declares a state space and checks it.
  ///
  /// - Parameters:
  ///   - builtIn: The built-in states used. Defaults to UIKit's three flags: highlighted, disabled and
  ///     selected. Add `.focused` for focus-driven platforms.
  ///   - custom: The custom states with their names, each one application bit.
  ///   - invariants: Rules between states.
  /// - Throws: ``StateSpaceError`` naming the states or invariants at fault.
  /// - Complexity: O(2^*b* · *i*) for *b* bits and *i* invariants; at most 12 bits.
  public init(
    builtIn: ControlState = [.highlighted, .disabled, .selected], custom: [CustomState] = [],
    invariants: [StateInvariant] = []
  ) throws(StateSpaceError) {
    let names = StateNames(custom)
    func fail(_ reason: StateSpaceError.Reason) -> StateSpaceError {
      StateSpaceError(reason, names: names)
    }
    guard ControlState.builtIn.isSuperset(of: builtIn) else {
      throw fail(.notBuiltIn(builtIn.subtracting(ControlState.builtIn)))
    }
    var bits = builtIn
    var nameOfBit = [String?](repeating: nil, count: ControlState.customBitCount)
    for declaration in custom {
      let state = declaration.state
      guard state.bitCount == 1, state.isSubset(of: .application), let bit = state.customBits.first else {
        throw fail(.notASingleCustomBit(state, name: declaration.name))
      }
      guard !declaration.name.isEmpty else { throw fail(.emptyName(bit: bit)) }
      guard !StateNames.isReserved(declaration.name) else {
        throw fail(.reservedName(declaration.name, bit: bit))
      }
      if let existing = nameOfBit[bit], existing != declaration.name {
        throw fail(.conflictingNames(bit: bit, names: [existing, declaration.name]))
      }
      if let other = nameOfBit.indices.first(where: { nameOfBit[$0] == declaration.name && $0 != bit }) {
        throw fail(.duplicateName(declaration.name, bits: [min(other, bit), max(other, bit)]))
      }
      nameOfBit[bit] = declaration.name
      bits.formUnion(state)
    }
    let all = invariants
    for invariant in all {
      if invariant.condition.isEmpty || invariant.consequence.isEmpty {
        throw fail(.emptyInvariant(invariant))
      }
      let undeclared = invariant.condition.union(invariant.consequence).subtracting(bits)
      if !undeclared.isEmpty { throw fail(.undeclaredBits(invariant, undeclared)) }
    }
    if let contradiction = Self.contradiction(in: all) { throw fail(contradiction) }
    let closure = StateClosure(all)
    if let hidden = Self.hiddenConsequence(bits: bits, closure: closure, invariants: all) {
      throw fail(hidden)
    }
    self.builtIn = builtIn
    self.custom = custom
    self.invariants = all
    self.bits = bits
    self.names = names
    self.reachableStates = Self.enumerate(bits: bits, invariants: all)
    self.closure = closure
    self.propagationMasks = all.filter { $0.kind == .implies || $0.kind == .excludes }.flatMap {
      [$0.condition.rawValue, $0.consequence.rawValue, $0.kind == .implies ? 1 : 0]
    }
  }

  /// Declares a state space whose custom states are named in a literal, in declaration order.
  ///
  /// ```swift
  /// let space = try StateSpace(custom: ["mutual": mutual, "loading": loading])
  /// ```
  ///
  /// - Throws: ``StateSpaceError`` naming the states or invariants at fault.
  public init(
    builtIn: ControlState = [.highlighted, .disabled, .selected], custom: KeyValuePairs<String, ControlState>,
    invariants: [StateInvariant] = []
  ) throws(StateSpaceError) {
    try self.init(
      builtIn: builtIn, custom: custom.map { CustomState($0.key, $0.value) }, invariants: invariants)
  }

  /// Whether `state` uses only this space's bits and obeys every invariant.
  public func contains(_ state: ControlState) -> Bool {
    bits.isSuperset(of: state) && invariants.allSatisfy { $0.holds(in: state) }
  }

  /// `state` with this space's names, such as `[selected, mutual]`.
  ///
  /// - Parameter state: Any state; bits outside the space print too.
  public func describe(_ state: ControlState) -> String { names.describe(state) }

  /// The custom state declared with `name`, if any.
  public func customState(named name: String) -> ControlState? {
    custom.first { $0.name == name }?.state
  }

  /// A summary: the bits, the invariants, and the number of reachable states.
  public var description: String {
    let rules = invariants.map(names.describe).joined(separator: "; ")
    return "StateSpace(bits: \(describe(bits)), invariants: [\(rules)], reachable: \(reachableStates.count))"
  }

  private static func enumerate(bits: ControlState, invariants: [StateInvariant]) -> [ControlState] {
    subsets(of: bits).map(ControlState.init(rawValue:)).filter { state in
      invariants.allSatisfy { $0.holds(in: state) }
    }.sorted { ($0.bitCount, $0.rawValue) < ($1.bitCount, $1.rawValue) }
  }

  /// Every subset of `bits` as raw bits, the empty one first, in ascending raw order.
  private static func subsets(of bits: ControlState) -> some Sequence<UInt> {
    let mask = bits.rawValue
    return sequence(state: UInt?.some(0)) { next in
      guard let subset = next else { return nil }
      next = subset == mask ? nil : (subset &- mask) & mask
      return subset
    }
  }

  /// The first combination of flags and factors, in ascending raw order, that the invariants close to a
  /// state breaking one of them: an exclusion hides what an implication adds. Every other combination
  /// closes to a reachable state.
  private static func hiddenConsequence(
    bits: ControlState, closure: StateClosure, invariants: [StateInvariant]
  ) -> StateSpaceError.Reason? {
    for subset in subsets(of: bits) {
      let shown = ControlState(rawValue: closure.close(subset))
      if let broken = invariants.first(where: { !$0.holds(in: shown) }) {
        return .hiddenConsequence(flags: ControlState(rawValue: subset), shown: shown, invariant: broken)
      }
    }
    return nil
  }

  /// A declared condition (or invariant side) that can never hold, with the invariants that say why.
  private static func contradiction(in invariants: [StateInvariant]) -> StateSpaceError.Reason? {
    let implications = invariants.filter(\.isImplication)
    let exclusions = invariants.filter { !$0.isImplication }
    // Every side of every invariant must be satisfiable on its own.
    var conditions: [ControlState] = []
    for invariant in invariants {
      for side in [invariant.condition, invariant.consequence] where !conditions.contains(side) {
        conditions.append(side)
      }
    }
    for condition in conditions {
      // Close `condition` under the implications, remembering which ones fired.
      var closure = condition
      var chain: [StateInvariant] = []
      var changed = true
      while changed {
        changed = false
        for implication in implications
        where closure.isSuperset(of: implication.condition)
          && !closure.isSuperset(of: implication.consequence)
        {
          closure.formUnion(implication.consequence)
          chain.append(implication)
          changed = true
        }
      }
      if let exclusion = exclusions.first(where: {
        closure.isSuperset(of: $0.condition) && closure.isSuperset(of: $0.consequence)
      }) {
        // Keep the implications that derive the excluded bits, in firing order. Walk the chain
        // backwards: an implication that supplies a needed bit is kept, and the bits of its own
        // condition that `condition` lacks become needed in turn, so `a ⇒ b, b ⇒ c` with `a ⊥ c`
        // reports both steps rather than only `b ⇒ c`.
        var needed = exclusion.condition.union(exclusion.consequence).subtracting(condition)
        var relevant: [StateInvariant] = []
        for implication in chain.reversed() where !implication.consequence.intersection(needed).isEmpty {
          relevant.insert(implication, at: 0)
          needed.formUnion(implication.condition.subtracting(condition))
        }
        return .contradiction(condition: condition, chain: relevant, exclusion: exclusion)
      }
    }
    return nil
  }
}
