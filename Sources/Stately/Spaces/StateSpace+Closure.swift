extension StateSpace {
  /// The standard space: highlighted, disabled and selected, with no custom states.
  public static let standard: StateSpace = {
    do { return try StateSpace() } catch {
      preconditionFailure("the standard state space is valid: \(error)")
    }
  }()

  /// Closes raw bits under the invariants that act on the computed state: implications add their
  /// consequence, then exclusions hide their right-hand side (stored flags never break an exclusion,
  /// so this only matters when a computed factor does).
  @usableFromInline
  internal func close(_ bits: UInt) -> UInt {
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
    // `suppresses`, the left-hand side wins and the right-hand side is hidden.
    let exclusions = exclusionMasks
    var index = 0
    while index < exclusions.count {
      let condition = exclusions[index]
      if raw & condition == condition { raw &= ~exclusions[index + 1] }
      index += 2
    }
    return raw
  }

}
