/// The logic of one control's state, as a value: factors in, state out, under the invariants of a
/// ``StateSpace``, with the bookkeeping of updates, transitions and queued events.
///
/// The state is never stored. It is the stored factors (the built-in flags and the custom flags) and the
/// computed factors' values, closed under the space's invariants: implications add their consequence,
/// exclusions and suppressions hide theirs. Changing a stored factor keeps the `implies` and `excludes`
/// invariants by correcting the other stored factors (``propagate(_:changed:isOn:)``).
struct ControlStateMachine: Sendable, Hashable {
  /// Where an update is.
  enum Phase: Sendable, Hashable {
    /// No update is running: requests are served by the next one.
    case idle
    /// The update is writing bound values and running the host's work.
    case updating
    /// The update has applied its state and tells the observers.
    case notifying
  }

  /// What a change asks of the driver: nothing, or to schedule an update.
  enum Request: Sendable, Hashable {
    case none
    case schedule
  }

  /// What closing a transition asks of the driver.
  enum TransitionEnd: Sendable, Hashable {
    /// Nothing: no transition was open, or an outer one still is.
    case none
    /// The outermost transition committed: run the update now, then deliver what
    /// ``takeDeliveries()`` returns.
    case updateThenDeliver
    /// The outermost transition committed inside the control's own update, which cannot start again:
    /// deliver these sends now (empty when they wait for the commit that runs the update), and schedule
    /// an update when `schedule` says so.
    case deliver([ControlEvent], schedule: Bool)
  }

  /// The states the control can be in.
  let space: StateSpace

  /// The stored factors: the built-in flags and the custom flags.
  private(set) var stored: ControlState = []
  /// The bits that computed factors own; the machine never stores them.
  private(set) var computedMask: ControlState = []
  /// The computed factors' values, within ``computedMask``, as last observed.
  private(set) var computed: ControlState = []

  /// Whether an update is requested and has not run yet.
  private(set) var needsUpdate = false
  /// Whether the requested update must run even when the state is back to the last applied one.
  private var updateIsExplicit = false

  /// Where the running update is.
  private(set) var phase = Phase.idle
  /// The state the running update applies; `nil` outside an update. Stored here only.
  private(set) var applying: ControlState?
  /// The state applied by the last update, or `nil` before the first one.
  private(set) var lastAppliedState: ControlState?
  /// The number of updates run.
  private(set) var updateCount = 0

  /// The depth of open transitions.
  private(set) var transitionDepth = 0
  /// The sends queued while transitions are open, in order.
  private var queuedEvents: [ControlEvent] = []
  /// For each open transition, the number of sends queued before it began.
  private var queueMarks: [Int] = []
  /// The sends of a committed transition whose commit runs the update, with those of the transitions
  /// committed inside that update after them; `nil` outside such a commit.
  private var deliveries: [ControlEvent]?

  /// A machine in `space`, with no flag on and no update requested.
  init(space: StateSpace) {
    self.space = space
  }

  // MARK: State

  /// The current state: the stored and computed factors, closed under the invariants.
  var state: ControlState {
    ControlState(rawValue: space.closure.close(stored.rawValue | computed.rawValue))
  }

  /// Whether a transition is open.
  var isInTransition: Bool { transitionDepth > 0 }

  /// Whether an update is running.
  var isUpdating: Bool { phase != .idle }

  /// Turns stored factors on or off, keeps the invariants, and asks for an update if the state changed.
  /// Bits that a computed factor owns are left to it.
  mutating func setStored(_ bits: ControlState, _ isOn: Bool) -> Request {
    let raw = bits.rawValue & ~computedMask.rawValue
    guard raw != 0 else { return .none }
    let current = stored.rawValue & raw
    if isOn ? current == raw : current == 0 { return .none }
    let before = state
    var next = stored.rawValue
    if isOn { next |= raw } else { next &= ~raw }
    stored = ControlState(rawValue: propagate(next, changed: raw, isOn: isOn))
    return state == before ? .none : requestUpdate(explicitly: false)
  }

  /// Stores the factors that make the state `target` (see ``ControlEngine/setFactors(matching:)``).
  mutating func setStored(matching target: ControlState) -> Request {
    let spaceBits = space.bits.rawValue
    var wanted = target.rawValue & spaceBits
    for invariant in space.invariants where invariant.kind == .forces {
      let condition = invariant.condition.rawValue
      if wanted & condition == condition { wanted &= ~(invariant.consequence.rawValue & ~condition) }
    }
    let writable = spaceBits & ~computedMask.rawValue
    let before = state
    stored = ControlState(rawValue: (stored.rawValue & ~writable) | (wanted & writable))
    return state == before ? .none : requestUpdate(explicitly: false)
  }

  /// Takes the computed factors' values as they are now, without asking for an update.
  mutating func observeComputed(_ values: ControlState) {
    computed = values.intersection(computedMask)
  }

  /// Declares which bits computed factors own, with their values, and asks for an update if the state
  /// changed.
  mutating func setComputedFactors(mask: ControlState, values: ControlState) -> Request {
    let before = state
    computedMask = mask
    computed = values.intersection(mask)
    return state == before ? .none : requestUpdate(explicitly: false)
  }

  /// Takes new values of the computed factors, and asks for an update when the state differs from the
  /// one the running update applies, or, between updates, from the last applied one.
  mutating func computedFactorsDidChange(_ values: ControlState) -> Request {
    observeComputed(values)
    return state == (applying ?? lastAppliedState) ? .none : requestUpdate(explicitly: false)
  }

  // MARK: Updates

  /// Asks for an update because something outside the state changed: it runs even if the state ends
  /// where the last update left it.
  mutating func setNeedsUpdate() -> Request {
    requestUpdate(explicitly: true)
  }

  /// Records a request; the first since the last update asks the driver to schedule one.
  private mutating func requestUpdate(explicitly: Bool) -> Request {
    if explicitly { updateIsExplicit = true }
    if needsUpdate { return .none }
    needsUpdate = true
    return .schedule
  }

  /// Starts the requested update, if it should run now, and returns the state it applies.
  ///
  /// Returns `nil` when there is nothing to run now: no update was requested; a transition is open (the
  /// request stays, for the commit); or only the state asked for the update and it is back where the
  /// last update left it (a toggle and its undo in one event). With `force`, as when the host's own
  /// scheduler runs it, the update runs outside a transition whatever was requested.
  mutating func beginUpdate(force: Bool = false) -> ControlState? {
    precondition(phase == .idle, "beginUpdate() during an update")
    guard needsUpdate || force, transitionDepth == 0 else { return nil }
    needsUpdate = false
    let current = state
    if !force && !updateIsExplicit && current == lastAppliedState { return nil }
    updateIsExplicit = false
    applying = current
    phase = .updating
    return current
  }

  /// Records that the running update applied its state; returns whether observers must hear of it.
  mutating func finishUpdate() -> ControlState? {
    guard let applied = applying else { return nil }
    let changed = lastAppliedState != applied
    updateCount += 1
    lastAppliedState = applied
    phase = changed ? .notifying : .idle
    applying = changed ? applied : nil
    return changed ? applied : nil
  }

  /// Ends the update once its observers were told.
  mutating func endUpdate() {
    phase = .idle
    applying = nil
  }

  // MARK: Events and transitions

  /// Sends events: returns those to deliver now, or `nil` while a transition queues them.
  mutating func send(_ events: ControlEvent) -> ControlEvent? {
    guard transitionDepth > 0 else { return events }
    queuedEvents.append(events)
    return nil
  }

  /// Opens a transition: until the outermost one closes, updates are deferred and sends are queued.
  mutating func beginTransition() {
    transitionDepth += 1
    queueMarks.append(queuedEvents.count)
  }

  /// Closes the innermost transition, keeping what was queued in it for the outer one.
  mutating func commitTransition() -> TransitionEnd {
    guard transitionDepth > 0 else { return .none }
    transitionDepth -= 1
    queueMarks.removeLast()
    guard transitionDepth == 0 else { return .none }
    var events: [ControlEvent] = []
    swap(&events, &queuedEvents)
    guard phase == .idle else {
      // Inside the control's own update: its state waits for the scheduler, and its sends for the
      // commit that runs the update, if one does.
      if deliveries != nil {
        deliveries?.append(contentsOf: events)
        return .deliver([], schedule: needsUpdate)
      }
      return .deliver(events, schedule: needsUpdate)
    }
    deliveries = events
    return .updateThenDeliver
  }

  /// The sends a commit delivers after the update it ran: its own, then those of the transitions
  /// committed inside that update.
  mutating func takeDeliveries() -> [ControlEvent] {
    let taken = deliveries ?? []
    deliveries = nil
    return taken
  }

  /// Closes the innermost transition and discards the sends queued since it opened; schedules the update
  /// again when the outermost one ends with one requested.
  mutating func endTransition() -> Request {
    guard transitionDepth > 0 else { return .none }
    transitionDepth -= 1
    let mark = queueMarks.removeLast()
    queuedEvents.removeSubrange(mark...)
    return transitionDepth == 0 && needsUpdate ? .schedule : .none
  }
}
