/// The state machinery of one control: state computed from factors, invariants, values declared per
/// state, transitions, queued events, observation and updates coalesced through an ``UpdateCycle``.
///
/// An engine is owned by its host, the object whose state it keeps (a ``ControlEngineHost``). ``Control``
/// is the engine of itself: it inherits from `ControlEngine` so that a state change reads one object,
/// not two. Any object that cannot inherit from `Control`, such as a `UIButton` subclass, gains the
/// same features by owning an engine:
///
/// ```swift
/// final class LikeButton: ControlEngineHost {
///   static let liked = ControlState(customBit: 0)
///   let engine = ControlEngine(space: try! StateSpace(custom: ["liked": liked]))
///   var title = "Like"
///   init() {
///     engine.attach(to: self)
///     engine.setValue("Liked", for: .containsAll(Self.liked), on: self, at: \.title)
///   }
/// }
/// let button = LikeButton()
/// button.engine.setFlag(LikeButton.liked, true)
/// button.engine.cycle.flush()
/// button.title  // "Liked"
/// ```
///
/// The ``state`` is never stored. It is computed from the factors: the built-in ``isEnabled``,
/// ``isSelected``, ``isHighlighted`` and ``isFocused``, the custom flags (``setFlag(_:_:)``, or
/// ``StateFlag`` properties on the host), and computed factors registered with
/// `register(_:when:inverted:)`. The invariants of the ``stateSpace`` are kept on every change.
///
/// When the state changes, the engine asks its cycle for an update; the flush runs the phases of
/// ``UpdatePhase`` on the host, once per engine however many changes came before.
///
/// An engine is not `Sendable`: it lives in one isolation domain with its host and its cycle, the main
/// actor in an app or a session actor on a server.
open class ControlEngine {
  // Stored properties are declared hottest first, because a class lays them out in declaration order.
  // A state change reads and writes the fields up to `pendingSlot`, which with the header fill 64
  // bytes, one cache line when the object starts on one; an update reads those and the ones after,
  // 128 bytes in all. Everything an update does not read (the full state space, the identifier,
  // actions, observers, queued events) lives out of line in a `ControlSideStorage`, allocated on first
  // use. With many controls updating in one frame, memory traffic, not instructions, sets the pace.
  //
  // The mutable ones opt out of the runtime exclusivity check (`@exclusivity(unchecked)`): an engine is
  // not `Sendable` and lives in one isolation domain, and no code path holds an `inout` access to one of
  // them across a call that could touch it again, so the check could never fire.

  /// Stored factor bits: highlighted, disabled (the inverse of ``isEnabled``), selected, focused and
  /// custom flags.
  @exclusivity(unchecked) internal var storedBits: UInt = 0

  /// Whether an update has been requested and not yet run.
  @exclusivity(unchecked) internal var needsUpdate = false

  /// Whether the pending update was asked for by ``setNeedsUpdate()`` (something outside the state
  /// changed) rather than by a state change alone. A state-only update finds nothing to do when the
  /// state is back to the last applied one, and is skipped.
  @exclusivity(unchecked) internal var updateRequestedExplicitly = false

  /// The phase of the running update; ``UpdatePhase/idle`` outside one.
  @exclusivity(unchecked) public internal(set) var phase = UpdatePhase.idle

  /// The depth of open transitions.
  @exclusivity(unchecked) internal var transitionDepth: Int32 = 0

  /// The invariants of ``stateSpace`` as the masks a state change reads, shared by every engine of the
  /// space.
  internal let closure: StateClosure

  /// Computed factors, in registration order.
  @exclusivity(unchecked) internal var factors: [ComputedFactor] = []

  /// The update cycle that coalesces this engine's updates.
  ///
  /// An engine made without one gets a cycle of its own; engines that should update together in one
  /// flush, such as the controls of one screen, share one.
  public let cycle: UpdateCycle

  /// The index of this engine's entry in its cycle's pending updates, or -1 when it has none. Its
  /// `deinit` clears that entry, so a control freed before its turn is never reached.
  @exclusivity(unchecked) internal var pendingSlot = -1

  /// The raw bits of the state the running update applies; meaningful only while ``phase`` is not
  /// ``UpdatePhase/idle``.
  @exclusivity(unchecked) internal var rawStateBeingApplied: UInt = 0

  /// The raw bits of the state applied by the last update; meaningful only once ``updateCount`` is
  /// positive.
  @exclusivity(unchecked) internal var lastAppliedRaw: UInt = 0

  /// The number of updates this engine has run. Coalescing keeps it low: ten changes in one event add
  /// one.
  @exclusivity(unchecked) public internal(set) var updateCount = 0

  /// The host that owns this engine and performs the phases of its updates; `nil` until
  /// ``attach(to:)``. Unmanaged: the host owns the engine, the cycle retains the host only while it
  /// updates it, and an update reaches it without a retain of its own (an `unowned(unsafe)` existential
  /// would still be retained around each use).
  @exclusivity(unchecked) internal var host: Unmanaged<AnyObject>?

  /// The host's type, through which an update calls the host's phases on the unretained `host`.
  @exclusivity(unchecked) internal var hostType: (any ControlEngineHost.Type)?

  /// Bindings of values to target properties, in the order of their first rule.
  @exclusivity(unchecked) internal var bindings: [PropertyBindingBox] = []

  /// Everything an update does not read, allocated when first needed; see `sideStorage`.
  @exclusivity(unchecked) internal var side: ControlSideStorage?

  /// Creates an engine. Attach it to its host with ``attach(to:)``, which requests the first update.
  ///
  /// The engine starts enabled, not selected, not highlighted and not focused.
  ///
  /// - Parameters:
  ///   - space: The states it can be in. Defaults to ``StateSpace/standard``.
  ///   - cycle: The cycle that coalesces its updates. Defaults to a new cycle of its own.
  public init(space: StateSpace = .standard, cycle: UpdateCycle = UpdateCycle()) {
    self.closure = space.closure
    self.cycle = cycle
    // The standard space is the default and needs no side storage: `stateSpace` falls back to it.
    if space != .standard { self.side = ControlSideStorage(stateSpace: space) }
  }

  deinit {
    if pendingSlot >= 0 { cycle.forget(self) }
  }

  /// Makes `host` the object whose updates this engine runs, and requests the first update.
  ///
  /// Call it once, from the host's initializer, after every stored property is set. Attaching twice is
  /// a programming error and traps.
  ///
  /// - Parameter host: The object that owns this engine.
  public func attach<Host: ControlEngineHost>(to host: Host) {
    precondition(
      self.host == nil,
      "ControlEngine.attach(to:) was called twice: the engine of \(identifier) already has a host")
    precondition(
      host.engine === self, "ControlEngine.attach(to:) was given a host whose `engine` is another engine")
    self.host = .passUnretained(host)
    self.hostType = Host.self
    setNeedsUpdate()
  }

  /// The out-of-line storage, allocated on first use.
  internal var sideStorage: ControlSideStorage {
    if let side { return side }
    let storage = ControlSideStorage(stateSpace: .standard)
    side = storage
    return storage
  }

  /// The states this engine's control can be in, their names and the invariants between them.
  public var stateSpace: StateSpace { side?.stateSpace ?? .standard }

  /// A name for diagnostics, traces and flush reports. Defaults to the host's type name.
  public var identifier: String {
    get {
      if let name = side?.identifier { return name }
      if let host { return String(describing: type(of: host.takeUnretainedValue())) }
      return "ControlEngine"
    }
    set { sideStorage.identifier = newValue }
  }

  /// Whether an update is running right now.
  public var isUpdating: Bool { phase != .idle }

  /// The state the running update applies, or `nil` outside an update. Hosts read it instead of
  /// recomputing ``state`` in their update phases.
  public var stateBeingApplied: ControlState? {
    phase == .idle ? nil : ControlState(rawValue: rawStateBeingApplied)
  }

  /// The state applied by the last update, or `nil` before the first one.
  public var lastAppliedState: ControlState? {
    updateCount == 0 ? nil : ControlState(rawValue: lastAppliedRaw)
  }

  // MARK: Built-in factors

  /// Whether the control accepts interaction. When `false`, the state has `.disabled`.
  ///
  /// An invariant such as `.forces(loading, .disabled)` can keep the state disabled while this is
  /// `true`; the control becomes enabled again when the forcing state ends. Disabling clears
  /// ``isHighlighted``.
  public var isEnabled: Bool {
    get { storedBits & ControlState.disabled.rawValue == 0 }
    set {
      if !newValue { setStoredBits(ControlState.highlighted.rawValue, on: false) }
      setStoredBits(ControlState.disabled.rawValue, on: !newValue)
    }
  }

  /// Whether the control is selected: the `.selected` bit.
  public var isSelected: Bool {
    get { storedBits & ControlState.selected.rawValue != 0 }
    set { setStoredBits(ControlState.selected.rawValue, on: newValue) }
  }

  /// Whether a touch is down inside the control: the `.highlighted` bit.
  ///
  /// A disabled control never shows `.highlighted` (see ``StateSpace/disabledSuppressesHighlighted``).
  public var isHighlighted: Bool {
    get { storedBits & ControlState.highlighted.rawValue != 0 }
    set { setStoredBits(ControlState.highlighted.rawValue, on: newValue) }
  }

  /// Whether the control has focus: the `.focused` bit.
  public var isFocused: Bool {
    get { storedBits & ControlState.focused.rawValue != 0 }
    set { setStoredBits(ControlState.focused.rawValue, on: newValue) }
  }

  // MARK: State

  /// The current state, computed from every factor and kept within the invariants.
  ///
  /// Implications add their consequence (`loading` shows `disabled`), and suppressions hide theirs
  /// (`disabled` hides `highlighted`). Print it with ``stateSpace``'s ``StateSpace/describe(_:)`` to name
  /// custom bits.
  ///
  /// - Complexity: O(*f* + *i*) for *f* computed factors and *i* invariants.
  public var state: ControlState {
    ControlState(rawValue: computeRawState())
  }

  /// The raw bits of ``state``.
  package func computeRawState() -> UInt {
    var raw = storedBits
    if !factors.isEmpty, let host {
      host._withUnsafeGuaranteedRef { object in
        for factor in factors where factor.evaluate(object) != factor.inverted {
          raw |= factor.bits
        }
      }
    }
    return closure.close(raw)
  }

  /// Whether a custom flag is on.
  ///
  /// - Parameter flag: A custom state.
  public func flag(_ flag: ControlState) -> Bool {
    storedBits & flag.rawValue == flag.rawValue && flag.rawValue != 0
  }

  /// Turns a custom flag on or off, keeping the invariants and requesting an update if the state
  /// changes. ``StateFlag`` properties call this.
  ///
  /// - Parameters:
  ///   - flag: A custom state.
  ///   - isOn: Whether it should hold.
  public func setFlag(_ flag: ControlState, _ isOn: Bool) {
    setStoredBits(flag.rawValue, on: isOn)
  }

  /// Changes stored bits, keeps the invariants, and requests an update when the state changed.
  internal func setStoredBits(_ bits: UInt, on: Bool) {
    let current = storedBits & bits
    if on ? current == bits : current == 0 { return }
    if factors.isEmpty && closure.invariantBits & bits == 0 {
      // No invariant and no computed factor involves these bits, so the state changes exactly as the
      // stored bits do.
      if on { storedBits |= bits } else { storedBits &= ~bits }
      requestUpdate(explicitly: false)
      return
    }
    let before = computeRawState()
    if on { storedBits |= bits } else { storedBits &= ~bits }
    propagateInvariants(changed: bits, on: on)
    if computeRawState() != before { requestUpdate(explicitly: false) }
  }
}
