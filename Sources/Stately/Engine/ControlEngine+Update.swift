extension ControlEngine {
  /// Requests an update in the next flush of ``cycle``. Calls before the flush coalesce into one update.
  ///
  /// The engine calls this itself when its state changes. Call it when something outside the engine that
  /// the host's update reads has changed, such as the number of items in a cart. A request made during
  /// an update is served by a later pass of the same flush.
  public func setNeedsUpdate() {
    requestUpdate(explicitly: true)
  }

  /// Requests an update; `explicitly` when something outside the state changed, so the update must run
  /// even if the state ends where it was.
  @inline(__always)
  internal func requestUpdate(explicitly: Bool) {
    if explicitly { updateRequestedExplicitly = true }
    guard !needsUpdate else { return }
    needsUpdate = true
    cycle.schedule(self)
  }

  /// Whether an update has been requested and has not run yet.
  public var needsUpdateConfiguration: Bool { needsUpdate }

  /// Runs this engine's requested update now, without waiting for the cycle to flush.
  ///
  /// Does nothing when no update is requested or while a transition is open. Calling it from inside an
  /// update of the same engine is a programming error and traps, naming the phase.
  public func updateIfNeeded() {
    guard needsUpdate, transitionDepth == 0 else { return }
    runUpdate()
  }

  /// Traps unless the running update is in `expected`; hosts call it at the top of a step that only
  /// makes sense in one phase, such as resolving a configuration in the apply phase.
  ///
  /// ```swift
  /// open func applyConfiguration() {
  ///   engine.requirePhase(.apply, for: "applyConfiguration()")
  ///   appearance = resolve()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The phase the step belongs to.
  ///   - step: The step, as the message names it.
  public func requirePhase(_ expected: UpdatePhase, for step: @autoclosure () -> String) {
    guard phase != expected else { return }
    preconditionFailure(
      "\(step()) belongs to the \(expected) phase of an update, but \(identifier) was in the \(phase) phase"
        + (phase == .idle ? " (no update was running): request one with setNeedsUpdateConfiguration()" : ""))
  }

  /// One update, in the order ``UpdatePhase`` lists:
  /// 1. prepare: every bound property whose winning rule changed since its last write gets the rule's
  ///    value, when it differs from the target's current value, in binding order; then the host
  ///    prepares;
  /// 2. update: the host's override;
  /// 3. handler: the host's handler;
  /// 4. apply: the host turns its configuration into what is drawn;
  /// 5. observe: observers are told about the state if it differs from the last applied one.
  ///
  /// An update that only state changes asked for, whose state is back to the last applied one, is
  /// skipped: it would write nothing.
  ///
  /// - Returns: Whether the update ran.
  @discardableResult
  internal func runUpdate() -> Bool {
    guard phase == .idle else {
      preconditionFailure(
        "re-entrant update: \(identifier) was asked to update during the \(phase) phase of its own update")
    }
    needsUpdate = false
    let current = computeRawState()
    // Only the state asked for this update, and it is back where the last update left it (a toggle
    // and its undo in one event): nothing that update wrote would change.
    if !updateRequestedExplicitly && updateCount > 0 && current == lastAppliedRaw { return false }
    updateRequestedExplicitly = false
    rawStateBeingApplied = current
    defer { phase = .idle }
    phase = .prepare
    applyBindings(forRaw: current)
    // The host is reached without a retain: the cycle, or the caller of `updateIfNeeded()`, keeps it
    // alive through the update.
    if let host, let hostType {
      host._withUnsafeGuaranteedRef { object in
        hostType.perform(.prepare, on: object, engine: self)
        phase = .update
        hostType.perform(.update, on: object, engine: self)
        phase = .handler
        hostType.perform(.handler, on: object, engine: self)
        phase = .apply
        hostType.perform(.apply, on: object, engine: self)
      }
    }
    phase = .observe
    let changed = updateCount == 0 || lastAppliedRaw != current
    updateCount += 1
    lastAppliedRaw = current
    if changed, let side, side.hasObservers {
      notifyObservers(ControlState(rawValue: current))
    }
    return true
  }
}
