/// The part of a ``StateSpace`` a control reads on every state change: the invariants that act on the
/// computed state, as raw masks.
///
/// One per space, shared by its engines, so that the masks stay in the cache however many engines read
/// them.
internal final class StateClosure: Hashable, Sendable {
  /// The implications as raw `(condition, consequence)` masks, flattened.
  let implicationMasks: [UInt]
  /// The exclusions (`excludes` and `suppresses`) as raw `(condition, hidden bits)` masks, flattened.
  let exclusionMasks: [UInt]
  /// Every bit some invariant mentions: changing any other bit never triggers an invariant.
  let invariantBits: UInt

  /// The masks of a space's invariants.
  init(_ invariants: [StateInvariant]) {
    self.implicationMasks = invariants.filter(\.isImplication).flatMap {
      [$0.condition.rawValue, $0.consequence.rawValue]
    }
    self.exclusionMasks = invariants.filter { !$0.isImplication }.flatMap {
      [$0.condition.rawValue, $0.consequence.rawValue & ~$0.condition.rawValue]
    }
    self.invariantBits = invariants.reduce(0) { $0 | $1.condition.rawValue | $1.consequence.rawValue }
  }

  /// Equal when the masks are equal.
  static func == (lhs: StateClosure, rhs: StateClosure) -> Bool {
    lhs === rhs
      || (lhs.implicationMasks == rhs.implicationMasks && lhs.exclusionMasks == rhs.exclusionMasks
        && lhs.invariantBits == rhs.invariantBits)
  }

  /// Hashes the masks.
  func hash(into hasher: inout Hasher) {
    hasher.combine(implicationMasks)
    hasher.combine(exclusionMasks)
  }

  /// Closes raw bits under the invariants that act on the computed state, as ``StateInvariant``
  /// describes: implications add their consequence, then exclusions hide their right-hand side.
  ///
  /// - Complexity: O(*i*²) in the worst case for *i* implications chained one after another; O(*i*)
  ///   when one round settles them.
  func close(_ bits: UInt) -> UInt {
    var raw = bits
    let implications = implicationMasks
    if !implications.isEmpty {
      var changed = true
      var rounds = 0
      while changed && rounds <= implications.count / 2 {
        changed = false
        rounds += 1
        var index = 0
        while index < implications.count {
          let condition = implications[index]
          let consequence = implications[index + 1]
          if raw & condition == condition && raw & consequence != consequence {
            raw |= consequence
            changed = true
          }
          index += 2
        }
      }
    }
    // Stored flags keep `excludes` by propagation; only computed factors can break it. Then, as with
    // `suppresses`, the left-hand side wins and the right-hand side is hidden. Conditions are read
    // before anything is hidden: an exclusion does not depend on another one declared before it.
    let exclusions = exclusionMasks
    var hidden: UInt = 0
    var index = 0
    while index < exclusions.count {
      let condition = exclusions[index]
      if raw & condition == condition { hidden |= exclusions[index + 1] }
      index += 2
    }
    return raw & ~hidden
  }
}
