/// Why a ``StateSpace`` could not be built: the ``reason``, which names the states or invariants at
/// fault, printed with the names the declaration gave its custom states.
///
/// ```text
/// contradictory invariants: [mutual] can never hold, because it leads through [mutual] ⇒ [selected]
/// to [mutual] ⊥ [selected]
/// ```
public struct StateSpaceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Reason: Hashable, Sendable {
    /// A declared custom state is not exactly one application bit.
    case notASingleCustomBit(ControlState, name: String)
    /// A custom state was declared with an empty name.
    case emptyName(bit: Int)
    /// A declared built-in set contains non-built-in bits.
    case notBuiltIn(ControlState)
    /// One name is used for two bits.
    case duplicateName(String, bits: [Int])
    /// One bit was declared under two names.
    case conflictingNames(bit: Int, names: [String])
    /// An invariant mentions a bit the space does not declare.
    case undeclaredBits(StateInvariant, ControlState)
    /// An invariant has an empty side, which would make it vacuous or unsatisfiable.
    case emptyInvariant(StateInvariant)
    /// Two invariants contradict each other: `condition` can never hold.
    ///
    /// `chain` lists the implications that lead from `condition` into the exclusion.
    case contradiction(condition: ControlState, chain: [StateInvariant], exclusion: StateInvariant)
    /// An exclusion hides what an implication requires: a control whose flags and factors are `flags`
    /// would show `shown`, which breaks `invariant`.
    case hiddenConsequence(flags: ControlState, shown: ControlState, invariant: StateInvariant)
    /// A custom state was given a name that ``StateNames`` prints for another bit, such as `disabled`
    /// or `application(2)`.
    case reservedName(String, bit: Int)
    /// A stored property of a ``CustomStateSet`` is not a `ControlState`.
    case notAControlState(property: String, type: String)
    /// A ``CustomStateSet`` is not a struct, so its properties cannot be read as its states.
    case notAStruct(type: String)
  }

  /// What was wrong.
  public let reason: Reason
  /// The names the declaration gave its custom states, used to print ``reason``.
  public let names: StateNames

  /// Creates an error whose description prints states with `names`.
  public init(_ reason: Reason, names: StateNames = .unnamed) {
    self.reason = reason
    self.names = names
  }

  /// A sentence saying what is wrong and where.
  public var description: String {
    let names = self.names
    switch reason {
    case .notASingleCustomBit(let state, let name):
      return "custom state '\(name)' is \(names.describe(state)) (0x\(String(state.rawValue, radix: 16))), "
        + "not exactly one application bit"
    case .emptyName(let bit):
      return StateError.emptyName(bit: bit).description
    case .notBuiltIn(let state):
      return "built-in states \(names.describe(state)) include bits that are not highlighted, disabled, "
        + "selected or focused"
    case .duplicateName(let name, let bits):
      return
        "the name '\(name)' is used for application bits \(bits.map(String.init).joined(separator: " and "))"
    case .conflictingNames(let bit, let declared):
      return "application bit \(bit) is declared twice, as '\(declared.joined(separator: "' and '"))'"
    case .undeclaredBits(let invariant, let bits):
      return "invariant \(names.describe(invariant)) mentions \(names.describe(bits)), which the state "
        + "space does not declare"
    case .emptyInvariant(let invariant):
      return "invariant \(names.describe(invariant)) has an empty side"
    case .contradiction(let condition, let chain, let exclusion):
      let path = chain.isEmpty ? "" : " through " + chain.map(names.describe).joined(separator: ", ")
      return "contradictory invariants: \(names.describe(condition)) can never hold, because it leads"
        + "\(path) to \(names.describe(exclusion))"
    case .hiddenConsequence(let flags, let shown, let invariant):
      return "contradictory invariants: a control at \(names.describe(flags)) would show "
        + "\(names.describe(shown)), which breaks \(names.describe(invariant)): an exclusion hides what it "
        + "requires"
    case .reservedName(let name, let bit):
      return "application bit \(bit) cannot be named '\(name)': the name describes another bit"
    case .notAControlState(let property, let type):
      return "the custom state set's property '\(property)' is a \(type), not a ControlState"
    case .notAStruct(let type):
      return "the custom state set \(type) is not a struct: declare its states as stored properties of one"
    }
  }
}
