/// The names of custom application bits, shared between state values.
///
/// Immutable and therefore safe to share across isolation domains. A state built from raw bits has
/// no labels; union and intersection keep the labels of both operands.
@usableFromInline
internal final class StateLabels: Sendable {
  /// Names by application bit index; `nil` where a bit has no name.
  let names: [String?]

  init(names: [String?]) { self.names = names }

  convenience init(bit: Int, name: String) {
    var names = [String?](repeating: nil, count: ControlState.customBitCount)
    names[bit] = name
    self.init(names: names)
  }

  func name(of bit: Int) -> String? {
    names.indices.contains(bit) ? names[bit] : nil
  }

  /// Combines two label sets. Where both name a bit, the left one is kept; ``StateSpace`` reports
  /// such clashes when the states are declared together.
  static func merge(_ lhs: StateLabels?, _ rhs: StateLabels?) -> StateLabels? {
    guard let lhs else { return rhs }
    guard let rhs, lhs !== rhs else { return lhs }
    var merged = lhs.names
    var changed = false
    for bit in merged.indices where merged[bit] == nil && rhs.names[bit] != nil {
      merged[bit] = rhs.names[bit]
      changed = true
    }
    return changed ? StateLabels(names: merged) : lhs
  }
}
