/// The logic of one control's state, as a value: factors in, state out, under the invariants of a
/// ``StateSpace``, with the bookkeeping of updates, transitions and queued events.
///
/// A ``ControlEngine`` drives one: it holds the references (the host, the cycle, bindings, actions and
/// observers), and does what the machine's mutating methods return. The machine itself holds no
/// reference and calls nothing, so it can be tested, copied and compared like any other value.
///
/// ```swift
/// let loading = ControlState(customBit: 0)
/// var machine = ControlStateMachine(
///   space: try StateSpace(custom: ["loading": loading], invariants: [.forces(loading, .disabled)]))
/// machine.setStored(loading, true)   // .scheduleUpdate: the state changed
/// machine.state                      // [disabled, loading]
/// machine.beginUpdate()              // .run([disabled, loading])
/// machine.finishUpdate(applied: machine.state)  // .notifyObservers([disabled, loading])
/// ```
///
/// The state is never stored. It is the stored factors (the built-in flags and the custom flags) and the
/// computed factors' current values, closed under the space's invariants: implications add their
/// consequence, exclusions and suppressions hide theirs. Changing a stored factor keeps the `implies` and
/// `excludes` invariants by correcting the other stored factors, as ``setStored(_:_:)`` describes.
public struct ControlStateMachine: Sendable, Hashable {
  /// What the driver must do after a change: nothing, or ask its cycle for an update.
  public enum UpdateRequest: Sendable, Hashable {
    /// Nothing: the state did not change, or an update is already requested.
    case none
    /// Ask the update cycle to run this control's update: the first request since the last update.
    case scheduleUpdate
  }

  /// What a requested update should do when its turn comes.
  public enum UpdateStart: Sendable, Hashable {
    /// Run the update's phases for this state.
    case run(ControlState)
    /// Nothing to do: no update was requested, or only the state asked for one and it is back where
    /// the last update left it.
    case skip
    /// A transition is open: keep the request; the transition's commit runs the update.
    case deferred
  }

  /// What a finished update asks of the driver.
  public enum UpdateFinish: Sendable, Hashable {
    /// Nothing: the applied state is the one applied before.
    case none
    /// Tell the observers about the newly applied state.
    case notifyObservers(ControlState)
  }

  /// What sending events asks of the driver.
  public enum EventDelivery: Sendable, Hashable {
    /// Run the actions registered for any of these events, once each.
    case deliver(ControlEvent)
    /// Nothing now: a transition is open, and the events wait for its commit.
    case queued
  }

  /// What closing a transition asks of the driver.
  public enum TransitionEnd: Sendable, Hashable {
    /// Nothing: no transition was open, or an outer one still is.
    case none
    /// The outermost transition committed: run the update if one is requested, then deliver each
    /// queued send, in order.
    case updateThenDeliver([ControlEvent])
  }

  /// The states the control can be in.
  public let space: StateSpace

  /// The stored factors: the built-in flags (`.disabled` is the inverse of `isEnabled`) and the custom
  /// flags.
  public private(set) var stored: ControlState = []

  /// The bits that computed factors own; the machine never stores them.
  public private(set) var computedMask: ControlState = []

  /// The computed factors' current values, within ``computedMask``.
  public private(set) var computed: ControlState = []

  /// Whether an update is requested and has not run yet.
  public private(set) var needsUpdate = false

  /// Whether the requested update must run even when the state is back to the last applied one,
  /// because something outside the state changed.
  private var updateIsExplicit = false

  /// The state applied by the last update, or `nil` before the first one.
  public private(set) var lastAppliedState: ControlState?

  /// The state the update begun with ``beginUpdate()`` applies, until ``finishUpdate(applied:)``.
  private var stateBeingApplied: ControlState?

  /// The number of updates run.
  public private(set) var updateCount = 0

  /// The depth of open transitions.
  public private(set) var transitionDepth = 0

  /// The sends queued while transitions are open, in order.
  public private(set) var queuedEvents: [ControlEvent] = []

  /// For each open transition, the number of sends queued before it began.
  private var queueMarks: [Int] = []

  /// A machine in `space`: enabled, not selected, not highlighted, not focused, no custom flag on, and
  /// no update requested.
  ///
  /// - Parameter space: The states the control can be in.
  public init(space: StateSpace) {
    self.space = space
  }

  // MARK: State

  /// The current state: the stored and computed factors, closed under the invariants.
  ///
  /// - Complexity: O(*i*) for *i* invariants.
  public var state: ControlState {
    ControlState(rawValue: space.closure.close(stored.rawValue | computed.rawValue))
  }

  /// Whether a transition is open.
  public var isInTransition: Bool { transitionDepth > 0 }

  /// Turns stored factors on or off, keeps the invariants, and asks for an update if the state changed.
  /// Bits that a computed factor owns are left to it.
  ///
  /// Turning bits on: every `a ⇒ b` whose `a` now holds turns `b` on, and every `a ⊥ b` turns off the side
  /// that did not just change. Turning bits off: every `a ⇒ b` whose `b` no longer holds turns `a` off.
  /// Each correction propagates in turn; a correction never writes a bit that a computed factor owns.
  ///
  /// - Parameters:
  ///   - bits: The factors to change.
  ///   - isOn: Whether they should hold.
  /// - Returns: Whether the driver must schedule an update.
  /// - Complexity: O(*i* · *c*) for *i* invariants and *c* custom bits, in the worst case.
  public mutating func setStored(_ bits: ControlState, _ isOn: Bool) -> UpdateRequest {
    // A bit a computed factor owns is the factor's: setting it is ignored.
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

  /// Sets the stored factors so that the state becomes `target`, as far as stored factors can make it
  /// so: bits outside the space and bits computed factors own are left alone, and a bit that a `forces`
  /// invariant supplies is not stored while its condition is in `target`. The bits are written together,
  /// without propagating invariants one change at a time, so a reachable `target` is reproduced exactly.
  ///
  /// - Parameter target: The state to reproduce.
  /// - Returns: Whether the driver must schedule an update.
  public mutating func setStored(matching target: ControlState) -> UpdateRequest {
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

  /// Takes the computed factors' values as they are now, without asking for an update: the driver reads
  /// its computed factors before each operation, so the state the operation compares is current.
  ///
  /// - Parameter values: The computed factors' values; bits outside ``computedMask`` are ignored.
  public mutating func observeComputed(_ values: ControlState) {
    computed = values.intersection(computedMask)
  }

  /// Declares which bits computed factors own, with their current values, and asks for an update if
  /// the state changed.
  ///
  /// - Parameters:
  ///   - mask: Every bit a computed factor owns.
  ///   - values: Their current values.
  /// - Returns: Whether the driver must schedule an update.
  public mutating func setComputedFactors(mask: ControlState, values: ControlState) -> UpdateRequest {
    let before = state
    computedMask = mask
    computed = values.intersection(mask)
    return state == before ? .none : requestUpdate(explicitly: false)
  }

  /// Takes new values of the computed factors, and asks for an update when the state differs from the
  /// one the running update applies, or, between updates, from the last applied one (or nothing was
  /// applied yet).
  ///
  /// - Parameter values: The computed factors' values.
  /// - Returns: Whether the driver must schedule an update.
  public mutating func computedFactorsDidChange(_ values: ControlState) -> UpdateRequest {
    observeComputed(values)
    return state == (stateBeingApplied ?? lastAppliedState) ? .none : requestUpdate(explicitly: false)
  }

  // MARK: Updates

  /// Asks for an update because something outside the state changed: it runs even if the state ends
  /// where the last update left it.
  ///
  /// - Returns: Whether the driver must schedule an update.
  public mutating func setNeedsUpdate() -> UpdateRequest {
    requestUpdate(explicitly: true)
  }

  private mutating func requestUpdate(explicitly: Bool) -> UpdateRequest {
    if explicitly { updateIsExplicit = true }
    if needsUpdate { return .none }
    needsUpdate = true
    return .scheduleUpdate
  }

  /// Starts the requested update, if it should run now.
  ///
  /// An update only the state asked for, whose state is back to the last applied one (a toggle and its
  /// undo in one event), is skipped: nothing it wrote would change.
  ///
  /// - Returns: The state to apply, or why there is nothing to run now.
  public mutating func beginUpdate() -> UpdateStart {
    guard needsUpdate else { return .skip }
    if transitionDepth > 0 { return .deferred }
    needsUpdate = false
    let current = state
    if !updateIsExplicit && current == lastAppliedState { return .skip }
    updateIsExplicit = false
    stateBeingApplied = current
    return .run(current)
  }

  /// Records that the update begun with ``beginUpdate()`` applied `applied`.
  ///
  /// - Parameter applied: The state the update applied.
  /// - Returns: Whether observers must hear of it.
  public mutating func finishUpdate(applied: ControlState) -> UpdateFinish {
    let changed = lastAppliedState != applied
    updateCount += 1
    lastAppliedState = applied
    stateBeingApplied = nil
    return changed ? .notifyObservers(applied) : .none
  }

  // MARK: Events and transitions

  /// Sends events: delivered now, or queued while a transition is open.
  ///
  /// One send is one delivery: an action registered for several of the events runs once, as UIKit's
  /// target-action table does.
  ///
  /// - Parameter events: The events to send.
  /// - Returns: What to deliver now.
  public mutating func send(_ events: ControlEvent) -> EventDelivery {
    guard transitionDepth > 0 else { return .deliver(events) }
    queuedEvents.append(events)
    return .queued
  }

  /// Opens a transition: until the outermost one closes, updates are deferred and sends are queued.
  public mutating func beginTransition() {
    transitionDepth += 1
    queueMarks.append(queuedEvents.count)
  }

  /// Closes the innermost transition, keeping what was queued in it for the outer one.
  ///
  /// - Returns: When it was the outermost one, the update to run and the sends to deliver.
  public mutating func commitTransition() -> TransitionEnd {
    guard transitionDepth > 0 else { return .none }
    transitionDepth -= 1
    queueMarks.removeLast()
    guard transitionDepth == 0 else { return .none }
    var events: [ControlEvent] = []
    swap(&events, &queuedEvents)
    return .updateThenDeliver(events)
  }

  /// Closes the innermost transition and discards the sends queued since it opened. The state changes
  /// made inside it stay, and so does the request for an update, so nothing stays stale.
  public mutating func endTransition() {
    guard transitionDepth > 0 else { return }
    transitionDepth -= 1
    let mark = queueMarks.removeLast()
    queuedEvents.removeSubrange(mark...)
  }
}
