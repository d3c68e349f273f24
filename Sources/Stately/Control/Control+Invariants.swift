extension Control {
  /// Keeps the `implies` and `excludes` invariants by changing stored flags after a change.
  ///
  /// Turning bits on: every `a ⇒ b` whose `a` now holds turns `b` on, and every `a ⊥ b` turns off
  /// the side that did not just change. Turning bits off: every `a ⇒ b` whose `b` no longer holds turns
  /// `a` off. Each correction propagates in turn. Bits owned by computed factors are never written.
  internal func propagateInvariants(changed: UInt, on: Bool) {
    let computed = factors.reduce(UInt(0)) { $0 | $1.bits }
    var pending: [(bits: UInt, on: Bool)] = [(changed, on)]
    var steps = 0
    let limit = 4 * (stateSpace.invariants.count + 1) * ControlState.customBitCount
    while !pending.isEmpty && steps < limit {
      steps += 1
      let change = pending.removeFirst()
      for invariant in stateSpace.invariants {
        let a = invariant.condition.rawValue
        let b = invariant.consequence.rawValue
        let stored = storedBits
        switch invariant.kind {
        case .implies:
          guard stored & a == a, stored & b != b else { continue }
          if change.on, change.bits & a != 0 {
            let add = b & ~stored & ~computed
            if add != 0 {
              storedBits |= add
              pending.append((add, true))
            }
          } else if !change.on, change.bits & b != 0 {
            let remove = a & stored & ~computed
            if remove != 0 {
              storedBits &= ~remove
              pending.append((remove, false))
            }
          }
        case .excludes:
          guard change.on, stored & a == a, stored & b == b else { continue }
          let loser = change.bits & a != 0 ? b & ~a : a & ~b
          let remove = loser & stored & ~computed
          if remove != 0 {
            storedBits &= ~remove
            pending.append((remove, false))
          }
        case .forces, .suppresses:
          continue
        }
      }
    }
  }
}
