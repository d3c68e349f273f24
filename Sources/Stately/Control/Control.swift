/// The base class of every Stately control: state computed from factors, values declared per state,
/// and updates coalesced through an ``UpdateCycle``.
///
/// A control's ``state`` is never stored. It is computed from its factors: the built-in ``isEnabled``,
/// ``isSelected``, ``isHighlighted`` and ``isFocused``, the custom flags subclasses declare with
/// ``StateFlag``, and computed factors registered with `register(_:when:inverted:)`. The invariants of
/// its ``stateSpace`` are kept on every change.
///
/// ```swift
/// final class FollowButton: Control {
///   @StateFlag(.mutual) var isMutual = false
///
///   init(cycle: UpdateCycle) {
///     super.init(space: .follow, cycle: cycle)
///     setValue("Following", for: .containsAll(.selected), on: self, at: \.title)
///     setValue("Mutual", for: .containsAll(.mutual), on: self, at: \.title)
///   }
///   var title = "Follow"
/// }
/// ```
///
/// When the state changes, the control asks its cycle for an update. The host calls
/// ``UpdateCycle/flush()`` once per event; the flush applies every bound value that changed, then calls
/// ``updateConfiguration()`` and then `configurationUpdateHandler`, once per control however many
/// changes came before.
///
/// Controls are not `Sendable`: each one lives in one isolation domain, the main actor in an app or a
/// session actor on a server, together with its cycle.
open class Control {
  // Stored properties are declared hottest first, because a class lays them out in declaration
  // order: an update of a control reads and writes only the first ones, which then share two cache
  // lines. Everything an update does not read (the full state space, the identifier, actions,
  // observers, queued events) lives out of line in a `ControlSideStorage`, allocated on first use, so
  // a subclass's own hot properties follow right after. With many controls updating in one frame,
  // memory traffic, not instructions, sets the pace.
  //
  // The mutable ones opt out of the runtime exclusivity check (`@exclusivity(unchecked)`). A control is
  // not `Sendable` and lives in one isolation domain, and no code path holds an `inout` access to one
  // of them across a call that could touch it again, so the check can never fire; it cost about a
  // quarter of the instructions of a state change.

  /// Stored factor bits: highlighted, disabled (the inverse of ``isEnabled``), selected, focused and
  /// custom flags.
  @exclusivity(unchecked) internal var storedBits: UInt = 0

  /// Whether an update has been requested and not yet run.
  @exclusivity(unchecked) internal var needsUpdate = false

  /// The depth of open transitions.
  @exclusivity(unchecked) internal var transitionDepth = 0

  /// The raw bits of the state the running update applies, or `nil` outside an update.
  @exclusivity(unchecked) package var rawStateBeingApplied: UInt?

  /// The raw bits of the state applied by the last update, or `nil` before the first one.
  @exclusivity(unchecked) internal var lastAppliedRaw: UInt?

  /// The number of updates this control has run. Coalescing keeps it low: ten changes in one event
  /// add one.
  @exclusivity(unchecked) public internal(set) var updateCount = 0

  /// Computed factors, in registration order.
  @exclusivity(unchecked) internal var factors: [ComputedFactor] = []

  /// Bindings of values to target properties, in the order of their first rule.
  @exclusivity(unchecked) internal var bindings: [any PropertyBindingBox] = []

  /// The type-erased update handler; see `configurationUpdateHandler`.
  @exclusivity(unchecked) internal var updateHandler: ((Control) -> Void)?

  /// The invariants of ``stateSpace`` as the masks a state change reads.
  internal let closure: StateClosure

  /// The update cycle that coalesces this control's updates.
  ///
  /// A control made without one gets a cycle of its own; controls that should update together in one
  /// flush, such as the controls of one screen, share one.
  public let cycle: UpdateCycle

  /// Everything an update does not read, allocated when first needed; see `sideStorage`.
  @exclusivity(unchecked) internal var side: ControlSideStorage?

  /// The out-of-line storage, allocated on first use.
  internal var sideStorage: ControlSideStorage {
    if let side { return side }
    let storage = ControlSideStorage(stateSpace: .standard)
    side = storage
    return storage
  }

  /// The states this control can be in and the invariants between them.
  public var stateSpace: StateSpace { side?.stateSpace ?? .standard }

  /// A name for diagnostics, traces and flush reports. Defaults to the control's type name.
  public var identifier: String {
    get { side?.identifier ?? String(describing: type(of: self)) }
    set { sideStorage.identifier = newValue }
  }

  /// Whether the control is running an update right now: its override, handler or apply step.
  public var isUpdating: Bool { rawStateBeingApplied != nil }

  /// The state the running update applies, or `nil` outside an update. Subclasses read it instead of
  /// recomputing ``state`` in their update steps.
  public var stateBeingApplied: ControlState? {
    rawStateBeingApplied.map(ControlState.init(rawValue:))
  }

  /// The state applied by the last update, or `nil` before the first one.
  public var lastAppliedState: ControlState? {
    lastAppliedRaw.map(ControlState.init(rawValue:))
  }

  /// Creates a control.
  ///
  /// The control starts enabled, not selected, not highlighted and not focused, and asks for its first
  /// update.
  ///
  /// - Parameters:
  ///   - space: The states it can be in. Defaults to ``StateSpace/standard``.
  ///   - cycle: The cycle that coalesces its updates. Defaults to a new cycle of its own.
  public init(space: StateSpace = .standard, cycle: UpdateCycle = UpdateCycle()) {
    self.closure = space.closure
    self.cycle = cycle
    // The standard space is the default, and needs no side storage: `stateSpace` falls back to it.
    if space != .standard { self.side = ControlSideStorage(stateSpace: space) }
    setNeedsUpdateConfiguration()
  }

  /// Override point: update whatever depends on the state and on outside data.
  ///
  /// Called once per update, after bound values are applied and before `configurationUpdateHandler`.
  /// Do not call it directly; call ``setNeedsUpdateConfiguration()`` to request an update. The default
  /// implementation does nothing. Override it to adjust a configuration for the state, as UIKit's
  /// `updateConfiguration()`; what is drawn is resolved afterwards, in ``applyConfiguration()``.
  open func updateConfiguration() {}

  /// Called at the start of every update, after bound values are written and before
  /// ``updateConfiguration()``. Subclasses that track what the update changes, such as `StatelyButton`, prepare
  /// here. The default implementation does nothing.
  open func prepareForConfigurationUpdate() {}

  /// Called at the end of every update, after `configurationUpdateHandler`: turns the configuration
  /// into what is drawn, as UIKit applies a button's configuration last. Subclasses resolve their
  /// appearance here and call `super`. The default implementation does nothing.
  open func applyConfiguration() {}

  /// Called when `configurationUpdateHandler` is set or cleared. `StatelyButton` uses it to switch a legacy
  /// button to configuration mode. The default implementation does nothing.
  open func configurationUpdateHandlerDidChange() {}

  // MARK: Interaction

  /// What a finger going down does: highlights the control and sends `touchDown`.
  ///
  /// A disabled control ignores it.
  open func press() {
    guard state.isDisjoint(with: .disabled) else { return }
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  /// What a finger lifting does: unhighlights the control and sends `touchUpInside` and
  /// `primaryActionTriggered` when inside, or `touchUpOutside` when outside.
  ///
  /// A disabled control sends nothing, but still drops a highlight left from a press made before it
  /// became disabled (for example by `.forces(.loading, .disabled)`): the touch is over either way.
  /// Releasing a control that was not pressed does nothing.
  ///
  /// - Parameter inside: Whether the finger lifted inside the control's bounds.
  open func release(inside: Bool = true) {
    guard isHighlighted else { return }
    isHighlighted = false
    guard state.isDisjoint(with: .disabled) else { return }
    if inside {
      sendActions(for: .touchUpInside)
      primaryActionTriggered()
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  /// Sends `primaryActionTriggered`. Subclasses override it to add their primary behaviour, such as a
  /// button toggling its selection, and call `super`.
  open func primaryActionTriggered() {
    sendActions(for: .primaryActionTriggered)
  }

  // MARK: Built-in factors

  /// Whether the control accepts interaction. When `false`, the state has `.disabled`.
  ///
  /// An invariant such as `.forces(.loading, .disabled)` can keep the state disabled while this is
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
  /// (`disabled` hides `highlighted`). Print it with ``stateSpace``'s `describe(_:)` to name custom bits.
  ///
  /// - Complexity: O(*f* + *i*) for *f* computed factors and *i* invariants.
  public var state: ControlState {
    ControlState(rawValue: computeRawState())
  }

  /// The raw bits of ``state``.
  package func computeRawState() -> UInt {
    var raw = storedBits
    for factor in factors where factor.evaluate(self) != factor.inverted {
      raw |= factor.bits
    }
    return closure.close(raw)
  }

  /// Whether a custom flag declared with ``StateFlag`` is on.
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
      // No invariant and no computed factor involves these bits, so the state changes exactly as
      // the stored bits do.
      if on { storedBits |= bits } else { storedBits &= ~bits }
      setNeedsUpdateConfiguration()
      return
    }
    let before = computeRawState()
    if on { storedBits |= bits } else { storedBits &= ~bits }
    propagateInvariants(changed: bits, on: on)
    if computeRawState() != before { setNeedsUpdateConfiguration() }
  }
}
