/// The driver of one control's state: it runs a ``ControlStateMachine`` and does what the machine asks,
/// schedules updates on an ``UpdateCycle`` and runs their phases on its host.
///
/// Every Stately control owns one: ``Control`` and its subclasses, and the UIKit bridge's controls. Any
/// other object gains the same features by owning an engine and attaching to it:
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
/// The machine decides; the engine holds the references it cannot: the way to its host, the cycle, the
/// computed factors that read the host, the bindings that write to other objects, the actions and the
/// observers. It never keeps its host alive: the host owns the engine. When the state changes, the engine asks its cycle for an update; the flush runs the phases
/// of ``UpdatePhase`` once per engine, however many changes came before.
///
/// An engine is not `Sendable`: it lives in one isolation domain with its host and its cycle, the main
/// actor in an app or a session actor on a server.
public final class ControlEngine {
  /// The logic: factors, state, the bookkeeping of updates, transitions and queued events.
  public var stateMachine: ControlStateMachine { machine }

  // The stored properties are internal or private, so the optimiser sees every access to them and
  // leaves out the run-time exclusivity checks that it can prove never fire.

  /// The machine this engine drives. Unchecked: the run-time exclusivity checks of the accesses to it
  /// cost about 310 instructions per state change of any control and 470 per button update, which would
  /// put the button at about 10,180, over its bound of 10,000 (instruction gate); the machine is a value
  /// that calls nothing, so no access to it can overlap another.
  @exclusivity(unchecked) var machine: ControlStateMachine

  /// The update cycle that coalesces this engine's updates.
  ///
  /// An engine made without one gets a cycle of its own; engines that should update together in one
  /// flush, such as the controls of one screen, share one.
  public let cycle: UpdateCycle

  /// The phase of the running update; ``UpdatePhase/idle`` outside one.
  public var phase: UpdatePhase { currentPhase }

  /// The phase of the running update.
  private var currentPhase = UpdatePhase.idle

  /// Whether the cycle holds an entry for this engine that its flush has not reached yet.
  var isScheduled = false
  /// The sends of a committed transition while the commit runs the control's update, with those of the
  /// transitions committed inside that update after them; `nil` outside such a commit.
  var deliveriesAfterUpdate: [ControlEvent]?

  /// How the engine reaches its host; `nil` before ``attach(to:)`` and after the host is gone.
  private var link: HostLink?

  /// How an engine reaches the object that owns it. A class, so that an update holds its link with one
  /// reference instead of one per closure.
  final class HostLink {
    /// The host's type, which names the engine by default.
    let type: AnyObject.Type
    /// The host, strongly, or `nil` once it is gone: an update holds it while it runs.
    let object: () -> AnyObject?
    /// Runs the prepare, update, handler and apply phases on the host, which is passed in, calling
    /// ``ControlEngine/enter(_:)`` as each one starts: one call per update, not one per phase.
    let runPhases: (AnyObject) -> Void

    init(type: AnyObject.Type, object: @escaping () -> AnyObject?, runPhases: @escaping (AnyObject) -> Void) {
      self.type = type
      self.object = object
      self.runPhases = runPhases
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

  /// The engine's number in its cycle's list of engines that read `@Observable` properties, given on
  /// the first such read; `nil` before it.
  var trackingNumber: Int?

  /// The number of the latest update's tracking: changes seen by an older one are ignored.
  var updateRegistration = 0

  /// The number of the computed factors' latest tracking.
  var factorRegistration = 0

  /// Whether the computed factors' latest tracking saw a read and waits for a change.
  var factorReadsAreTracked = false

  /// Creates an engine. Attach it to its host with ``attach(to:)``, which requests the first update.
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

  /// Makes `host` the object whose updates this engine runs, and requests the first update.
  ///
  /// Call it once, from the host's initializer, after every stored property is set. Attaching twice is
  /// a programming error and traps.
  ///
  /// - Parameter host: The object that owns this engine.
  public func attach<Host: ControlEngineHost>(to host: Host) {
    precondition(
      host.engine === self, "ControlEngine.attach(to:) was given a host whose `engine` is another engine")
    // Weakly: nothing tells the engine when such a host goes away.
    attach(
      HostLink(
        type: Host.self, object: { [weak host] in host },
        runPhases: { host in
          let host = host as! Host
          let engine = host.engine
          for phase in UpdatePhase.hostPhases {
            engine.enter(phase)
            host.engine(engine, perform: phase)
          }
        }))
  }

  /// Links the host whose updates this engine runs, and requests the first update. ``Control`` attaches
  /// this way, so that the phases stay out of its API, and detaches when it goes away.
  ///
  /// - Parameter link: How to reach the host.
  func attach(_ link: HostLink) {
    precondition(
      self.link == nil && !hasHadHost,
      "ControlEngine.attach(to:) was called twice: the engine of \(identifier) already has a host")
    self.link = link
    hasHadHost = true
    setNeedsUpdate()
  }

  /// Marks the start of one of the host's phases of the running update.
  ///
  /// - Parameter phase: The phase that starts.
  func enter(_ phase: UpdatePhase) {
    currentPhase = phase
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

  /// Whether an update is running right now.
  public var isUpdating: Bool { phase != .idle }

  /// The state the running update applies, or `nil` outside an update. Hosts read it instead of
  /// recomputing ``state`` in their update phases.
  public var stateBeingApplied: ControlState? { appliedState }

  /// The state the running update applies.
  private var appliedState: ControlState?

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
  /// Implications add their consequence (`loading` shows `disabled`), and suppressions hide theirs. Print it with ``stateSpace``'s ``StateSpace/describe(_:)`` to name
  /// custom bits.
  ///
  /// - Complexity: O(*f* + *i*) for *f* computed factors and *i* invariants.
  public var state: ControlState {
    observeComputedFactors()
    return machine.state
  }

  /// Whether a custom flag is on: set, or given by the computed factor that owns it.
  ///
  /// - Parameter flag: A custom state.
  public func flag(_ flag: ControlState) -> Bool {
    guard !flag.isEmpty else { return false }
    if !machine.computedMask.isDisjoint(with: flag) { observeComputedFactors() }
    return machine.stored.union(machine.computed).isSuperset(of: flag)
  }

  /// Turns a custom flag on or off, keeping the invariants and requesting an update if the state
  /// changes. ``StateFlag`` properties call this.
  ///
  /// - Parameters:
  ///   - flag: A custom state.
  ///   - isOn: Whether it should hold.
  public func setFlag(_ flag: ControlState, _ isOn: Bool) {
    setStored(flag, isOn)
  }

  /// Sets the stored factors so that the control's state becomes `target`, as far as stored factors
  /// can make it so; for previews, galleries and tests that need a fresh control in a given state.
  ///
  /// ```swift
  /// let button = FollowButton()
  /// button.setFactors(matching: [.selected, FollowButton.followStates.mutual])
  /// button.cycle.flush()
  /// button.state  // [selected, mutual]
  /// ```
  ///
  /// See ``ControlStateMachine/setStored(matching:)`` for which bits are written. Requests an update when
  /// the state changes; nothing is applied until the next update.
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

  /// Gives the machine the computed factors' current values.
  func observeComputedFactors() {
    guard !factors.isEmpty else { return }
    let values = evaluateFactors()
    machine.observeComputed(values)
  }

  /// Does what the machine asked after a change.
  func perform(_ request: ControlStateMachine.UpdateRequest) {
    if request == .scheduleUpdate { cycle.schedule(self) }
  }

  // MARK: Updates

  /// Requests an update in the next flush of ``cycle``. Calls before the flush coalesce into one update.
  ///
  /// The engine calls this itself when its state changes. Call it when something outside the engine that
  /// the host's update reads has changed, such as the number of items in a cart. A request made during
  /// an update is served by a later pass of the same flush.
  public func setNeedsUpdate() {
    perform(machine.setNeedsUpdate())
  }

  /// Whether an update has been requested and has not run yet.
  public var needsUpdateConfiguration: Bool { machine.needsUpdate }

  /// Runs this engine's requested update now, without waiting for the cycle to flush.
  ///
  /// Does nothing when no update is requested or while a transition is open. Calling it from inside an
  /// update of the same engine is a programming error and traps, naming the phase.
  public func updateIfNeeded() {
    runRequestedUpdate()
  }

  /// Traps unless the running update is in `expected`; hosts call it at the top of a step that only
  /// makes sense in one phase, such as resolving a configuration in the apply phase.
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

  /// Runs the requested update, if the machine says it should run now:
  /// 1. prepare: every bound property whose winning rule changed since its last write gets the rule's
  ///    value, when it differs from the target's current value, in binding order; then the host
  ///    prepares;
  /// 2. update: the host's override;
  /// 3. handler: the host's handler;
  /// 4. apply: the host turns its configuration into what is drawn;
  /// 5. observe: observers are told about the state if it differs from the last applied one.
  ///
  /// - Returns: What happened to the request.
  @discardableResult
  func runRequestedUpdate() -> ControlStateMachine.UpdateStart {
    guard currentPhase == .idle else {
      preconditionFailure(
        "re-entrant update: \(identifier) was asked to update during the \(phase) phase of its own update")
    }
    observeComputedFactors()
    let start = machine.beginUpdate()
    guard case .run(let state) = start else { return start }
    appliedState = state
    defer {
      currentPhase = .idle
      appliedState = nil
    }
    // Holds the host through the update, which may drop the last other reference to it.
    let link = self.link
    let host = link?.object()
    currentPhase = .prepare
    applyBindings(for: state)
    if let link, let host { runTrackingReads(link, host) }
    currentPhase = .observe
    if case .notifyObservers(let applied) = machine.finishUpdate(applied: state) {
      notifyObservers(applied)
    }
    withExtendedLifetime(host) {}
    return start
  }
}
