/// The states a control can be in: the built-in and custom states it uses and the invariants between them.
///
/// ```swift
/// extension ControlState {
///   static let mutual = ControlState.custom(bit: 0, name: "mutual")
///   static let loading = ControlState.custom(bit: 1, name: "loading")
/// }
/// let space = try StateSpace(
///   custom: [.mutual, .loading],
///   invariants: [.implies(.mutual, .selected), .forces(.loading, .disabled)])
/// space.reachableStates.count  // 12
/// ```
///
/// When both `.disabled` and `.highlighted` are used, the space adds UIKit's rule
/// `.suppresses(.disabled, .highlighted)`: a disabled control is never highlighted, which leaves the six
/// usable combinations of highlighted, disabled and selected that seed 002 found.
///
/// Building a space validates it: every custom state is one named application bit, names and bits are
/// one to one, invariants mention declared bits only, and no invariants contradict each other.
public struct StateSpace: Hashable, Sendable, CustomStringConvertible {
  /// The invariants that act on the computed state, as raw masks: what a control reads on every
  /// state change. Derived from ``invariants``.
  internal let closure: StateClosure

  /// The built-in states used, a subset of ``ControlState/builtIn``.
  public let builtIn: ControlState
  /// The custom states declared, in declaration order, each one application bit.
  public let custom: [ControlState]
  /// The declared invariants, followed by the built-in one when it applies.
  public let invariants: [StateInvariant]
  /// Every bit the space uses, carrying the custom names.
  public let bits: ControlState
  /// The reachable states: every combination of ``bits`` that obeys every invariant.
  ///
  /// Ordered by number of bits, then by raw value, so the order is stable everywhere.
  public let reachableStates: [ControlState]

  /// The `implies` and `excludes` invariants as raw `(a, b, isImplication)` triples, flattened: the
  /// ones a control keeps by changing stored flags. Derived from ``invariants``.
  @usableFromInline internal let propagationMasks: [UInt]

  /// The invariant every space with both `.disabled` and `.highlighted` has.
  public static let disabledSuppressesHighlighted = StateInvariant.suppresses(.disabled, .highlighted)

  /// Declares a state space and checks it.
  ///
  /// - Parameters:
  ///   - builtIn: The built-in states used. Defaults to UIKit's three flags: highlighted, disabled and
  ///     selected. Add `.focused` for focus-driven platforms.
  ///   - custom: The custom states, each made with ``ControlState/custom(bit:name:)``.
  ///   - invariants: Rules between states.
  /// - Throws: ``StateSpaceError`` naming the states or invariants at fault.
  /// - Complexity: O(2^*b* · *i*) for *b* bits and *i* invariants; at most 12 bits.
  public init(
    builtIn: ControlState = [.highlighted, .disabled, .selected], custom: [ControlState] = [],
    invariants: [StateInvariant] = []
  ) throws(StateSpaceError) {
    guard ControlState.builtIn.isSuperset(of: builtIn) else {
      throw .notBuiltIn(builtIn.subtracting(ControlState.builtIn))
    }
    var bits = builtIn
    var namesByBit: [Int: String] = [:]
    for state in custom {
      let customBits = state.customBits
      guard customBits.count == 1, state.rawValue & ~ControlState.application.rawValue == 0,
        let bit = customBits.first
      else { throw .notASingleCustomBit(state) }
      let name = state.name(ofCustomBit: bit) ?? "application(\(bit))"
      if let existing = namesByBit[bit], existing != name {
        throw .conflictingNames(bit: bit, names: [existing, name])
      }
      if let other = namesByBit.first(where: { $0.value == name && $0.key != bit })?.key {
        throw .duplicateName(name, bits: [min(other, bit), max(other, bit)])
      }
      namesByBit[bit] = name
      bits.formUnion(state)
    }
    var all = invariants
    if bits.isSuperset(of: [.disabled, .highlighted]), !all.contains(Self.disabledSuppressesHighlighted) {
      all.append(Self.disabledSuppressesHighlighted)
    }
    for invariant in all {
      if invariant.condition.isEmpty || invariant.consequence.isEmpty { throw .emptyInvariant(invariant) }
      let undeclared = invariant.condition.union(invariant.consequence).subtracting(bits)
      if !undeclared.isEmpty { throw .undeclaredBits(invariant, undeclared.labeled(like: bits)) }
    }
    try Self.checkContradictions(all, labels: bits)
    self.builtIn = builtIn
    self.custom = custom
    self.invariants = all
    self.bits = bits
    self.reachableStates = Self.enumerate(bits: bits, invariants: all)
    self.closure = StateClosure(all)
    self.propagationMasks = all.filter { $0.kind == .implies || $0.kind == .excludes }.flatMap {
      [$0.condition.rawValue, $0.consequence.rawValue, $0.kind == .implies ? 1 : 0]
    }
  }

  /// Whether `state` uses only this space's bits and obeys every invariant.
  ///
  /// - Parameter state: The state to check.
  public func contains(_ state: ControlState) -> Bool {
    bits.isSuperset(of: state) && invariants.allSatisfy { $0.holds(in: state) }
  }

  /// `state` carrying the names of this space's custom bits, for printing.
  ///
  /// - Parameter state: A state, perhaps built from raw bits.
  public func labeled(_ state: ControlState) -> ControlState { state.labeled(like: bits) }

  /// The custom state declared with `name`, if any.
  ///
  /// - Parameter name: A custom state's name.
  public func customState(named name: String) -> ControlState? {
    custom.first { state in state.customBits.first.flatMap(state.name(ofCustomBit:)) == name }
  }

  /// A summary: the bits, the invariants, and the number of reachable states.
  public var description: String {
    let rules = invariants.map(\.description).joined(separator: "; ")
    return "StateSpace(bits: \(bits), invariants: [\(rules)], reachable: \(reachableStates.count))"
  }

  private static func enumerate(bits: ControlState, invariants: [StateInvariant]) -> [ControlState] {
    let mask = bits.rawValue
    var states: [ControlState] = []
    var subset: UInt = 0
    while true {
      let state = ControlState(rawValue: subset).labeled(like: bits)
      if invariants.allSatisfy({ $0.holds(in: state) }) { states.append(state) }
      if subset == mask { break }
      subset = (subset &- mask) & mask
    }
    return states.sorted { ($0.bitCount, $0.rawValue) < ($1.bitCount, $1.rawValue) }
  }

  /// Finds a declared condition (or invariant side) that can never hold, and names the invariants why.
  private static func checkContradictions(_ invariants: [StateInvariant], labels: ControlState)
    throws(StateSpaceError)
  {
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
        throw .contradiction(
          condition: condition.labeled(like: labels), chain: relevant, exclusion: exclusion)
      }
    }
  }
}
