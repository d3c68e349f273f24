/// Why a ``StateSpace`` could not be built. Each case names the states or invariants at fault.
public enum StateSpaceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A declared custom state is not exactly one application bit.
  case notASingleCustomBit(ControlState)
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

  /// A sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .notASingleCustomBit(let state):
      return
        "custom state \(state) (0x\(String(state.rawValue, radix: 16))) is not exactly one application bit"
    case .notBuiltIn(let state):
      return "built-in states \(state) include bits that are not highlighted, disabled, selected or focused"
    case .duplicateName(let name, let bits):
      return
        "the name '\(name)' is used for application bits \(bits.map(String.init).joined(separator: " and "))"
    case .conflictingNames(let bit, let names):
      return "application bit \(bit) is declared twice, as '\(names.joined(separator: "' and '"))'"
    case .undeclaredBits(let invariant, let bits):
      return "invariant \(invariant) mentions \(bits), which the state space does not declare"
    case .emptyInvariant(let invariant):
      return "invariant \(invariant) has an empty side"
    case .contradiction(let condition, let chain, let exclusion):
      let path = chain.isEmpty ? "" : " through " + chain.map(\.description).joined(separator: ", ")
      return "contradictory invariants: \(condition) can never hold, because it leads\(path) to \(exclusion)"
    }
  }
}
