extension ControlEngine {
  /// Keeps the `implies` and `excludes` invariants by changing stored flags after a change.
  ///
  /// Turning bits on: every `a ⇒ b` whose `a` now holds turns `b` on, and every `a ⊥ b` turns off
  /// the side that did not just change. Turning bits off: every `a ⇒ b` whose `b` no longer holds turns
  /// `a` off. Each correction propagates in turn. Bits owned by computed factors are never written.
  internal func propagateInvariants(changed: UInt, on: Bool) {
    // The standard space has no `implies` or `excludes`; any other space lives in the side storage.
    guard let masks = side?.stateSpace.propagationMasks, !masks.isEmpty else { return }
    var computed: UInt = 0
    for factor in factors { computed |= factor.bits }
    // The bits turned on and off by the previous round; each round corrects what they broke.
    var turnedOn: UInt = on ? changed : 0
    var turnedOff: UInt = on ? 0 : changed
    var rounds = 0
    let limit = masks.count * ControlState.customBitCount + 1
    while (turnedOn | turnedOff) != 0 && rounds < limit {
      rounds += 1
      var nextOn: UInt = 0
      var nextOff: UInt = 0
      var index = 0
      while index < masks.count {
        let a = masks[index]
        let b = masks[index + 1]
        let isImplication = masks[index + 2] != 0
        index += 3
        let stored = storedBits
        if isImplication {
          guard stored & a == a, stored & b != b else { continue }
          if turnedOn & a != 0 {
            let add = b & ~stored & ~computed
            storedBits |= add
            nextOn |= add
          } else if turnedOff & b != 0 {
            let remove = a & stored & ~computed
            storedBits &= ~remove
            nextOff |= remove
          }
        } else {
          guard stored & a == a, stored & b == b, (turnedOn & (a | b)) != 0 else { continue }
          let loser = turnedOn & a != 0 ? b & ~a : a & ~b
          let remove = loser & stored & ~computed
          storedBits &= ~remove
          nextOff |= remove
        }
      }
      turnedOn = nextOn
      turnedOff = nextOff
    }
  }
}
