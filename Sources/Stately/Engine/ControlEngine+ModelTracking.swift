internal import Observation

extension ControlEngine {
  /// Runs the host's part of an update with reads of `@Observable` properties tracked: a later change
  /// to one of them requests one update. Each update tracks afresh, so only what the latest update read
  /// counts.
  func runTrackingReads(_ body: () -> Void) {
    updateRegistration &+= 1
    guard cycle.tracksModelReads else { return body() }
    // The handler is an autoclosure: made, and the engine given a tracking number, only when the body
    // reads something observable.
    withObservationTracking(body, onChange: changeHandler(.update, updateRegistration))
  }

  /// Evaluates the computed factors, tracking their reads of `@Observable` properties unless an earlier
  /// evaluation's tracking still waits for a change: one tracking per change, not per evaluation.
  func trackingFactorReads(_ body: () -> ControlState) -> ControlState {
    guard !factorReadsAreTracked, cycle.tracksModelReads else { return body() }
    factorRegistration &+= 1
    return withObservationTracking(body, onChange: changeHandler(.factors, factorRegistration))
  }

  /// What a tracking calls when a property it saw changes: it posts the change to the cycle's inbox, from
  /// whatever thread changed the property, and touches nothing else.
  private func changeHandler(_ reader: ModelChange.Reader, _ registration: Int) -> @Sendable () -> Void {
    guard let inbox = cycle.modelChanges else { preconditionFailure("tracking ran without an inbox") }
    if reader == .factors { factorReadsAreTracked = true }
    let change = ModelChange(engine: cycle.track(self), reader: reader, registration: registration)
    return { inbox.post(change) }
  }

  /// Handles a change the cycle's flush took from its inbox: requests an update, or re-evaluates the
  /// computed factors, unless a later read has replaced the tracking that saw it.
  func modelDidChange(_ change: ModelChange) {
    switch change.reader {
    case .update:
      if change.registration == updateRegistration { setNeedsUpdate() }
    case .factors:
      guard change.registration == factorRegistration else { return }
      factorsDidChange()
    }
  }
}
