extension ControlEngine {
  /// Sets the stored factors so that the control's state becomes `target`, as far as stored factors
  /// can make it so; for previews, galleries and tests that need a fresh control in a given state.
  ///
  /// ```swift
  /// let button = FollowButton()
  /// button.setFactors(matching: [.selected, FollowButton.mutual])
  /// button.cycle.flush()
  /// button.state  // [selected, mutual]
  /// ```
  ///
  /// - Built-in bits set ``isHighlighted``, ``isSelected``, ``isFocused`` and ``isEnabled`` (the
  ///   inverse of `.disabled`); custom bits set the flags declared with ``StateFlag``.
  /// - Bits owned by computed factors are left to their factors, and bits outside the
  ///   ``stateSpace`` are ignored.
  /// - A bit that a `forces` invariant supplies is not stored when its condition is in `target`:
  ///   `[loading, disabled]` under `.forces(.loading, .disabled)` leaves ``isEnabled`` `true`, so the
  ///   control is enabled again when loading ends.
  /// - The bits are written together, without propagating invariants one change at a time, so a
  ///   reachable `target` is reproduced exactly; an unreachable one is closed under the invariants
  ///   like any other stored bits. Flags declared `= true` should be touched before calling this.
  ///
  /// Requests an update when the state changes; nothing is applied until the next update.
  ///
  /// - Parameter target: The state to reproduce, usually one of the space's reachable states.
  /// - Returns: The control's state afterwards.
  @discardableResult
  public func setFactors(matching target: ControlState) -> ControlState {
    let space = stateSpace
    let spaceBits = space.bits.rawValue
    var wanted = target.rawValue & spaceBits
    for invariant in space.invariants where invariant.kind == .forces {
      let condition = invariant.condition.rawValue
      if wanted & condition == condition {
        wanted &= ~(invariant.consequence.rawValue & ~condition)
      }
    }
    let computed = factors.reduce(UInt(0)) { $0 | $1.bits }
    let writable = spaceBits & ~computed
    let before = computeRawState()
    storedBits = (storedBits & ~writable) | (wanted & writable)
    if computeRawState() != before { requestUpdate(explicitly: false) }
    return state
  }
}
