extension Control {
  /// Requests an update in the next flush of ``cycle``. Calls before the flush coalesce into one update.
  ///
  /// The control calls this itself when its state changes. Call it when something outside the control
  /// that ``updateConfiguration()`` or `configurationUpdateHandler` reads has changed, such as the
  /// number of items in a cart.
  public func setNeedsUpdateConfiguration() {
    guard !needsUpdate else { return }
    needsUpdate = true
    cycle.schedule(self)
  }

  /// Whether an update has been requested and has not run yet.
  public var needsUpdateConfiguration: Bool { needsUpdate }

  /// Runs this control's requested update now, without waiting for the cycle to flush.
  ///
  /// Does nothing when no update is requested or while a transition is open.
  public func updateIfNeeded() {
    guard needsUpdate, transitionDepth == 0 else { return }
    runUpdate()
  }

  /// One update, in this order:
  /// 1. every bound value that differs from the target's current value is written, in binding order;
  /// 2. ``prepareForConfigurationUpdate()``;
  /// 3. ``updateConfiguration()``;
  /// 4. `configurationUpdateHandler`;
  /// 5. ``applyConfiguration()``;
  /// 6. observers are told about the state if it differs from the last applied one.
  internal func runUpdate() {
    needsUpdate = false
    let current = computeRawState()
    rawStateBeingApplied = current
    defer { rawStateBeingApplied = nil }
    applyBindings(forRaw: current)
    prepareForConfigurationUpdate()
    updateConfiguration()
    updateHandler?(self)
    applyConfiguration()
    updateCount += 1
    let changed = lastAppliedRaw != current
    lastAppliedRaw = current
    if changed, let side, side.hasObservers {
      notifyObservers(ControlState(rawValue: current))
    }
  }
}
