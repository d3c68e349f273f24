/// What keeps one control's state, and runs its updates: flags and custom flags, computed factors,
/// invariants, bindings, transitions, actions and observers, with updates coalesced on an
/// ``UpdateCycle``.
///
/// Every Stately control owns one: ``Control`` and its subclasses, and the UIKit bridge's controls. A
/// control's UIKit-named members (`state`, `isSelected`, `setNeedsUpdateConfiguration()`, the actions)
/// are its own; everything Stately adds is on its `engine`, with the same names on every platform. Any
/// other object gains the same features by owning an engine and attaching to it (see
/// ``ControlEngineHost``):
///
/// ```swift
/// struct LikeStates: CustomStateSet {
///   let liked = ControlState(customBit: 0)
/// }
///
/// final class LikeButton: ControlEngineHost {
///   static let states = LikeStates()
///   let engine = ControlEngine(space: StateSpace(LikeButton.states))
///   var title = "Like"
///   init() {
///     engine.attach(to: self)
///     engine.setValue("Liked", for: .containsAll(Self.states.liked), on: self, at: \.title)
///   }
/// }
/// let button = LikeButton()
/// button.engine.setFlag(LikeButton.states.liked, true)
/// button.engine.cycle.flush()
/// button.title  // "Liked"
/// ```
///
/// An update runs once however many changes came before it: the bound values for the state are
/// written, the host does its part (a control's `updateConfiguration()` and handler, then what it
/// draws), and observers hear of the state if it differs from the last applied one. The engine never
/// keeps its host alive: the host owns the engine.
///
/// An engine is not `Sendable`: it lives in one isolation domain with its host and its cycle, the main
/// actor in an app or a session actor on a server.
public final class ControlEngine {
  // The stored properties are internal or private, so the optimiser sees every access to them and
  // leaves out the run-time exclusivity checks that it can prove never fire.

  /// The logic: factors, state, the bookkeeping of updates, transitions and queued events. Unchecked:
  /// the run-time exclusivity checks of the accesses to it cost about 310 instructions per state change
  /// of any control and 470 per button update (instruction gate); the machine is a value that calls
  /// nothing, so no access to it can overlap another.
  @exclusivity(unchecked) var machine: ControlStateMachine

  /// The update cycle that coalesces this engine's updates and takes the changes of the `@Observable`
  /// properties its factors and updates read.
  public let cycle: UpdateCycle

  /// Whether the cycle holds an entry for this engine that its flush has not reached yet: the cycle's
  /// own bookkeeping, kept here so that a freed engine's entry can never be mistaken for a new one's.
  var isQueued = false

  /// How the engine reaches its host; `nil` before ``attach(to:)`` and after the host is gone.
  private var link: HostLink?

  /// How an engine reaches the object that owns it.
  final class HostLink {
    /// The host's type, which names the engine by default.
    let type: AnyObject.Type
    /// The host, strongly, or `nil` once it is gone: an update holds it while it runs.
    let object: () -> AnyObject?
    /// The host's part of an update; `nil` for a host whose own scheduler runs its updates.
    let update: ((AnyObject, ControlState) -> Void)?
    /// Asks the host's own scheduler for an update (UIKit's `setNeedsUpdateConfiguration()`), or `nil`.
    let requestUpdate: (() -> Void)?

    init(
      type: AnyObject.Type, object: @escaping () -> AnyObject?,
      update: ((AnyObject, ControlState) -> Void)?, requestUpdate: (() -> Void)?
    ) {
      self.type = type
      self.object = object
      self.update = update
      self.requestUpdate = requestUpdate
    }
  }

  /// Computed factors, in registration order.
  var factors: [ComputedFactor] = []
  /// Whether the computed factors are being evaluated: a factor that reads the state it makes would
  /// otherwise evaluate them again without end.
  var isEvaluatingFactors = false

  /// Bindings of values to target properties, in the order of their first rule.
  var bindings: [PropertyBindingBox] = []

  /// Registered actions with their events, in the order they run.
  var actions: [ActionEntry] = []

  /// Observers of applied states, in the order they were added.
  var observers: [StateObserverEntry] = []

  /// The last serial number given to an observer.
  var lastSerial = 0

  /// The name set with ``identifier``, or `nil` for the host's type name.
  private var name: String?

  /// The engine's number in its cycle's list of engines that read `@Observable` properties, or `nil`.
  var trackingNumber: Int?

  /// The number of the latest update's tracking: changes seen by an older one are ignored.
  var updateRegistration = 0

  /// The number of the computed factors' latest tracking.
  var factorRegistration = 0

  /// Whether the computed factors' latest tracking saw a read and waits for a change.
  var factorReadsAreTracked = false

  /// Creates an engine. Attach it to its host with ``attach(to:update:)``, which requests the first update.
  ///
  /// The engine starts enabled, not selected, not highlighted and not focused.
  ///
  /// - Parameters:
  ///   - space: The states it can be in. Defaults to ``StateSpace/standard``.
  ///   - cycle: The cycle that coalesces its updates. Defaults to a new cycle of its own.
  public init(space: StateSpace = .standard, cycle: UpdateCycle = UpdateCycle()) {
    self.machine = ControlStateMachine(space: space)
    self.cycle = cycle
  }

  deinit {
    for observer in observers { observer.continuation?.finish() }
    if let trackingNumber { cycle.untrack(trackingNumber) }
  }

  /// Makes `host` the object whose updates this engine runs on its cycle, and requests the first
  /// update. Each update writes the bound values for its state, then calls `update` with the host and
  /// the state (see ``ControlEngineHost`` for an example).
  ///
  /// Call it once, from the host's initializer, after every stored property is set. Attaching twice is
  /// a programming error and traps. The engine holds the host weakly: nothing tells it when such a host
  /// goes away; `update` receives it, so it need not capture it.
  ///
  /// - Parameters:
  ///   - host: The object that owns this engine.
  ///   - update: The host's part of each update: update what depends on the state. By default nothing,
  ///     for a host that only needs state, bindings and events.
  public func attach<Host: ControlEngineHost>(
    to host: Host, update: @escaping (_ host: Host, _ state: ControlState) -> Void = { _, _ in }
  ) {
    precondition(
      host.engine === self, "ControlEngine.attach(to:) was given a host whose `engine` is another engine")
    attach(
      HostLink(
        type: Host.self, object: { [weak host] in host },
        update: { host, state in update(host as! Host, state) }, requestUpdate: nil))
  }

  /// Makes `host` the object whose state this engine keeps, with updates scheduled by the host's own
  /// scheduler, such as UIKit's `setNeedsUpdateConfiguration()`: the engine calls `requestUpdate` where
  /// it would ask its cycle, and the host runs each update inside ``update(_:)``, from the update its
  /// scheduler runs (a `UIButton`'s `updateConfiguration()`). The cycle still delivers the changes of
  /// the `@Observable` properties the engine's factors read. `StatelyUIButton` attaches this way, with
  /// `{ [unowned self] in setNeedsUpdateConfiguration() }`.
  ///
  /// - Parameters:
  ///   - host: The object that owns this engine.
  ///   - requestUpdate: Asks the host's scheduler for an update; it must not run it synchronously.
  public func attach<Host: ControlEngineHost>(
    to host: Host, requestingUpdates requestUpdate: @escaping () -> Void
  ) {
    precondition(
      host.engine === self, "ControlEngine.attach(to:) was given a host whose `engine` is another engine")
    attach(
      HostLink(type: Host.self, object: { [weak host] in host }, update: nil, requestUpdate: requestUpdate))
  }

  /// Links the host whose updates this engine runs, and requests the first update. ``Control`` attaches
  /// this way, so that its update stays out of its API, and detaches when it goes away.
  func attach(_ link: HostLink) {
    precondition(
      self.link == nil && !hasHadHost,
      "ControlEngine.attach(to:) was called twice: the engine of \(identifier) already has a host")
    self.link = link
    hasHadHost = true
    setNeedsUpdate()
  }

  /// Forgets the host, which is going away: later updates write bindings and tell observers only.
  func detach() {
    link = nil
    factors = []
  }

  /// Whether ``attach(to:)`` was called.
  private var hasHadHost = false

  /// The host, while it is alive.
  var hostObject: AnyObject? { link?.object() }

  /// The states this engine's control can be in, their names and the invariants between them.
  public var stateSpace: StateSpace { machine.space }

  /// A name for diagnostics, traces and flush reports. Defaults to the host's type name.
  public var identifier: String {
    get {
      if let name { return name }
      if let link { return String(describing: link.type) }
      return "ControlEngine"
    }
    set { name = newValue }
  }

  /// Whether an update is running right now, its observers included.
  public var isUpdating: Bool { machine.isUpdating }

  /// Whether the running update has not yet applied its state: what the host's work changes is part of
  /// it. `false` outside an update, and while its observers are told.
  package var isApplying: Bool { machine.phase == .updating }

  /// The state the running update applies, or `nil` outside one.
  package var applyingState: ControlState? { machine.applying }

  /// The state applied by the last update, or `nil` before the first one.
  public var lastAppliedState: ControlState? { machine.lastAppliedState }

  /// The number of updates this engine has run. Coalescing keeps it low: ten changes in one event add
  /// one.
  public var updateCount: Int { machine.updateCount }

  // MARK: Factors and state

  /// Whether the control accepts interaction. When `false`, the state has `.disabled`.
  ///
  /// An invariant such as `.forces(loading, .disabled)` can keep the state disabled while this is
  /// `true`; the control becomes enabled again when the forcing state ends.
  ///
  /// Disabling keeps ``isHighlighted``, as UIKit's `setEnabled:` does: a control disabled while pressed
  /// is in `[.highlighted, .disabled]` until the touch ends (material-components-ios `testUnhighlighted`,
  /// run on real UIKit).
  public var isEnabled: Bool {
    get { !flag(.disabled) }
    set { setStored(.disabled, !newValue) }
  }

  /// Whether the control is selected: the `.selected` bit.
  public var isSelected: Bool {
    get { flag(.selected) }
    set { setStored(.selected, newValue) }
  }

  /// Whether a touch is down inside the control: the `.highlighted` bit.
  ///
  /// Setting it to `true` while the state is disabled is ignored, as UIKit's `setHighlighted:` ignores
  /// it; `false` always applies. A highlight set before the control was disabled stays (see
  /// ``isEnabled``).
  public var isHighlighted: Bool {
    get { flag(.highlighted) }
    set {
      if newValue, state.contains(.disabled) { return }
      setStored(.highlighted, newValue)
    }
  }

  /// Whether the control has focus: the `.focused` bit.
  public var isFocused: Bool {
    get { flag(.focused) }
    set { setStored(.focused, newValue) }
  }

  /// The current state, computed from every factor and kept within the invariants.
  ///
  /// Implications add their consequence (`loading` shows `disabled`), and suppressions hide theirs.
  /// Print it with ``stateSpace``'s ``StateSpace/describe(_:)`` to name custom bits. During an update
  /// the computed factors keep the values they had when it began.
  ///
  /// - Complexity: O(*f* + *i*) for *f* computed factors and *i* invariants.
  public var state: ControlState {
    observeComputedFactors()
    return machine.state
  }

  /// Whether a custom flag is on: set, or given by the computed factor that owns it.
  public func flag(_ flag: ControlState) -> Bool {
    guard !flag.isEmpty else { return false }
    if !machine.computedMask.isDisjoint(with: flag) { observeComputedFactors() }
    return machine.stored.union(machine.computed).isSuperset(of: flag)
  }

  /// Turns a custom flag on or off, keeping the invariants (see ``StateInvariant``) and requesting an
  /// update if the state changes. ``StateFlag`` properties call this.
  ///
  /// A bit that a computed factor owns is the factor's: setting it is ignored.
  public func setFlag(_ flag: ControlState, _ isOn: Bool) {
    setStored(flag, isOn)
  }

  /// Sets the stored factors so that the control's state becomes `target`, as far as stored factors
  /// can make it so; for previews, galleries and tests that need a fresh control in a given state.
  ///
  /// ```swift
  /// let button = FollowButton()
  /// button.engine.setFactors(matching: [.selected, FollowButton.followStates.mutual])
  /// button.engine.cycle.flush()
  /// button.state  // [selected, mutual]
  /// ```
  ///
  /// Bits outside the space and bits computed factors own are left alone, and a bit that a `forces`
  /// invariant supplies is not stored while its condition is in `target`; the bits are written
  /// together, so a reachable `target` is reproduced exactly. Requests an update when the state
  /// changes; nothing is applied until the next update.
  ///
  /// - Parameter target: The state to reproduce, usually one of the space's reachable states.
  /// - Returns: The control's state afterwards.
  @discardableResult
  public func setFactors(matching target: ControlState) -> ControlState {
    observeComputedFactors()
    perform(machine.setStored(matching: target))
    return machine.state
  }

  /// Changes stored factors through the machine, with the computed factors read first so the machine
  /// compares the state as it is now.
  func setStored(_ bits: ControlState, _ isOn: Bool) {
    observeComputedFactors()
    perform(machine.setStored(bits, isOn))
  }

  /// Gives the machine the computed factors' current values; during an update they keep the values the
  /// update began with, so each update evaluates them once.
  func observeComputedFactors() {
    guard !factors.isEmpty, !machine.isUpdating else { return }
    machine.observeComputed(evaluateFactors())
  }

  /// Schedules the update the machine asked for: on the host's own scheduler, or on the cycle.
  func perform(_ request: ControlStateMachine.Request) {
    guard request == .schedule else { return }
    if let requestUpdate = link?.requestUpdate { requestUpdate() } else { cycle.schedule(self) }
  }

  // MARK: Updates

  /// Requests an update in the next flush of ``cycle`` (or of the host's own scheduler). Calls before
  /// it coalesce into one update.
  ///
  /// The engine calls this itself when its state changes. Call it when something outside the engine that
  /// the host's update reads has changed, such as the number of items in a cart. A request made during
  /// an update is served by a later pass of the same flush.
  public func setNeedsUpdate() {
    perform(machine.setNeedsUpdate())
  }

  /// Whether an update has been requested and has not run yet.
  public var needsUpdate: Bool { machine.needsUpdate }

  /// Runs this engine's requested update now, without waiting for the cycle to flush; for a host whose
  /// own scheduler runs its updates, asks that scheduler again.
  ///
  /// Does nothing when no update is requested or while a transition is open. Calling it from inside an
  /// update of the same engine is a programming error and traps.
  public func updateIfNeeded() {
    if let requestUpdate = link?.requestUpdate {
      if machine.needsUpdate && !machine.isInTransition { requestUpdate() }
      return
    }
    _ = runUpdate(force: false, tracksReads: true, link?.update)
  }

  /// What the cycle's flush did with this engine's entry.
  enum ScheduledUpdate {
    /// The update ran.
    case ran
    /// Nothing to run: no request, or the state is back where the last update left it.
    case skipped
    /// A transition is open: the request waits for its commit or end.
    case deferred
    /// The engine's own update is running (the flush was started from it).
    case busy
  }

  /// Runs the update the cycle scheduled, if it can run now.
  func runScheduledUpdate() -> ScheduledUpdate {
    if machine.isUpdating { return .busy }
    if machine.isInTransition && machine.needsUpdate { return .deferred }
    return runUpdate(force: false, tracksReads: true, link?.update) ? .ran : .skipped
  }

  /// Runs one update now, with `body` as the host's part: what a host whose own scheduler runs its
  /// updates (see ``attach(to:requestingUpdates:)``) calls from that update, such as a `UIButton`'s
  /// `updateConfiguration()`, as `StatelyUIButton` does.
  ///
  /// The bound values for the state are written, `body` runs with the state, and observers hear of it
  /// if it differs from the last applied one. Inside an open transition it writes and applies nothing:
  /// the transition's end requests the update again. The reads of `@Observable` properties in `body`
  /// are the host's scheduler's to track.
  ///
  /// - Parameter body: The host's part, given the state the update applies.
  public func update(_ body: (ControlState) -> Void) {
    withoutActuallyEscaping(body) { body in
      _ = runUpdate(force: true, tracksReads: false) { _, state in body(state) }
    }
  }

  /// Runs an update if the machine starts one (always with `force`): writes the bound values, runs
  /// `hostUpdate`, its reads tracked when `tracksReads`, and tells the observers if the state changed.
  /// Returns whether an update ran.
  func runUpdate(force: Bool, tracksReads: Bool, _ hostUpdate: ((AnyObject, ControlState) -> Void)?) -> Bool {
    guard !machine.isUpdating else {
      preconditionFailure("re-entrant update: \(identifier) was asked to update during its own update")
    }
    observeComputedFactors()
    guard let state = machine.beginUpdate(force: force) else { return false }
    // Holds the host through the update, which may drop the last other reference to it.
    let host = link?.object()
    applyBindings(for: state)
    if let hostUpdate, let host {
      if tracksReads { runTrackingReads { hostUpdate(host, state) } } else { hostUpdate(host, state) }
    }
    if let applied = machine.finishUpdate() {
      notifyObservers(applied)
      machine.endUpdate()
    }
    withExtendedLifetime(host) {}
    return true
  }
}
