extension ControlEngine {
  /// Whether a transition is open.
  public var isInTransition: Bool { machine.isInTransition }

  /// Opens a transition: until it closes, nothing is applied and events are queued in order.
  ///
  /// Transitions nest. Closing an inner one with ``commitTransition()`` keeps its queued events for
  /// the outer one; closing it with ``endTransition()`` discards the events queued since it opened.
  /// Only the outermost close applies the state or discards everything.
  public func beginTransition() {
    machine.beginTransition()
  }

  /// Closes the innermost transition, keeping its changes.
  ///
  /// When it is the outermost one, the control applies its final state once, by running its update
  /// now, and then delivers each queued send once, in the order they were sent. Does nothing when no
  /// transition is open.
  ///
  /// Committed inside the control's own update (by a state observer or the configuration update
  /// handler), the update cannot start again while it runs: the final state stays requested for the
  /// update cycle (its next pass, or its next flush), and the sends are delivered after those of the
  /// commit that started the running update, or at once when a flush started it.
  public func commitTransition() {
    switch machine.commitTransition() {
    case .none:
      return
    case .deliver(let events, let schedule):
      // The running update cannot apply this transition's state: ask for the next one.
      if schedule { perform(.schedule) }
      for event in events { deliver(event) }
    case .updateThenDeliver:
      // Commits inside the update add their sends after this one's, in the order they were sent.
      updateIfNeeded()
      for event in machine.takeDeliveries() { deliver(event) }
    }
  }

  /// Closes the innermost transition without applying anything, and discards the events queued since
  /// it opened.
  ///
  /// The state changes made inside it stay; the control still needs its update, so the next update
  /// applies the real state and nothing stays stale: ending the outermost transition requests it from
  /// the update cycle. Does nothing when no transition is open.
  public func endTransition() {
    perform(machine.endTransition())
  }

  /// Runs `changes` inside a transition, then commits it or ends it.
  ///
  /// ```swift
  /// pin.engine.performTransition {
  ///   pin.isFilled = true
  ///   pin.isValid = validate(code)
  ///   pin.sendActions(for: .typeComplete)
  /// }  // one update, then `typeComplete` is delivered exactly once
  /// ```
  ///
  /// - Parameters:
  ///   - commit: Whether to commit (apply and deliver) or end (discard events) when `changes` returns.
  ///     If `changes` throws, the transition ends without committing.
  ///   - changes: The changes to make together.
  /// - Throws: Whatever `changes` throws.
  public func performTransition<E: Error>(commit: Bool = true, _ changes: () throws(E) -> Void) throws(E) {
    beginTransition()
    do {
      try changes()
    } catch {
      endTransition()
      throw error
    }
    if commit { commitTransition() } else { endTransition() }
  }
}
