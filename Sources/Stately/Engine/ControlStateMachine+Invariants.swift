extension ControlStateMachine {
  /// `stored` after a change of `changed` bits, corrected so that the `implies` and `excludes`
  /// invariants hold again.
  ///
  /// Turning bits on: every `a ⇒ b` whose `a` now holds turns `b` on, and every `a ⊥ b` turns off the side
  /// that did not just change. Turning bits off: every `a ⇒ b` whose `b` no longer holds turns `a` off.
  func propagate(_ stored: UInt, changed: UInt, isOn: Bool) -> UInt {
    let masks = space.propagationMasks
    guard !masks.isEmpty else { return stored }
    let computed = computedMask.rawValue
    var stored = stored
    // The bits turned on and off by the previous round; each round corrects what they broke.
    var turnedOn: UInt = isOn ? changed : 0
    var turnedOff: UInt = isOn ? 0 : changed
    var rounds = 0
    let limit = masks.count * ControlState.customBitCount + 1
    while (turnedOn | turnedOff) != 0 && rounds < limit {
      rounds += 1
      var nextOn: UInt = 0
      var nextOff: UInt = 0
      for index in stride(from: 0, to: masks.count, by: 3) {
        let a = masks[index]
        let b = masks[index + 1]
        if masks[index + 2] != 0 {
          guard stored & a == a, stored & b != b else { continue }
          if turnedOn & a != 0 {
            let add = b & ~stored & ~computed
            stored |= add
            nextOn |= add
          } else if turnedOff & b != 0 {
            let remove = a & stored & ~computed
            stored &= ~remove
            nextOff |= remove
          }
        } else {
          guard stored & a == a, stored & b == b, (turnedOn & (a | b)) != 0 else { continue }
          let loser = turnedOn & a != 0 ? b & ~a : a & ~b
          let remove = loser & stored & ~computed
          stored &= ~remove
          nextOff |= remove
        }
      }
      turnedOn = nextOn
      turnedOff = nextOff
    }
    return stored
  }
}
