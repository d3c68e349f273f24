/// The base class of Stately's controls: a control that owns a ``ControlEngine``, with UIKit's members
/// and override points, and touch tracking without a screen.
///
/// A control's UIKit-named members (``state``, ``isSelected``, ``setNeedsUpdateConfiguration()``, the
/// actions) are its own; what Stately adds (custom flags, computed factors, bindings, transitions,
/// observation) is on its ``engine``, as on the UIKit bridge's controls.
///
/// ```swift
/// struct FollowStates: CustomStateSet {
///   let mutual = ControlState(customBit: 0)
/// }
///
/// final class FollowButton: Control {
///   static let states = FollowStates()
///   @StateFlag(FollowButton.states.mutual) var isMutual = false
///   var title = "Follow"
///
///   init(cycle: UpdateCycle) {
///     super.init(space: StateSpace(Self.states), cycle: cycle)
///     engine.setValue("Following", for: .containsAll(.selected), on: self, at: \.title)
///     engine.setValue("Mutual", for: .containsAll(Self.states.mutual), on: self, at: \.title)
///   }
/// }
/// ```
///
/// Each update, once per control however many changes came before, writes the bound values, then runs
/// ``updateConfiguration()`` (the override) and `configurationUpdateHandler`, as UIKit orders them.
///
/// Controls are not `Sendable`: each one lives in one isolation domain, the main actor in an app or a
/// session actor on a server, together with its cycle.
///
/// A subclass's `deinit` must not start an update (by committing a transition, say): the control is
/// going away. Ending a transition there with ``ControlEngine/endTransition()`` is safe, and so is
/// sending actions (``cancelTracking()``, say): they run with the control as their sender.
open class Control: ControlEngineHost {
  /// The engine that keeps this control's state: flags, factors, bindings, transitions, observation.
  public let engine: ControlEngine

  /// The type-erased update handler; see `configurationUpdateHandler`.
  internal var updateHandler: ((Control) -> Void)?

  /// The touch being tracked, and the last one's taps.
  internal var touches = TouchTracker()

  /// The control's bounds, in its own coordinates: what touch tracking measures a touch against. An
  /// empty rectangle at the origin by default, for a control never touched by location.
  public var bounds = ControlRect(width: 0, height: 0)

  /// Creates a control that starts enabled, not selected, highlighted or focused, and asks for its
  /// first update.
  ///
  /// - Parameters:
  ///   - space: The states it can be in. Defaults to ``StateSpace/standard``.
  ///   - cycle: The cycle that coalesces its updates. Defaults to a new cycle of its own.
  public init(space: StateSpace = .standard, cycle: UpdateCycle = UpdateCycle()) {
    engine = ControlEngine(space: space, cycle: cycle)
    // Unowned: the control owns the engine, and detaches from it when it goes away. (Weak would cost
    // about 350 instructions per update, instruction gate: the host is loaded and released through its
    // side table.)
    engine.attach(
      ControlEngine.HostLink(
        type: Self.self, object: { [unowned self] in self },
        update: { control, state in (control as! Control).runUpdate(for: state) }, requestUpdate: nil))
  }

  deinit {
    engine.detach()
  }

  /// One update: the control's own preparation, the override, the handler, then what it draws.
  private func runUpdate(for state: ControlState) {
    let steps = steps
    steps?.prepare(state)
    updateConfiguration()
    updateHandler?(self)
    steps?.finish(state)
  }

  /// What a configured control (`StatelyControls`) does in each update around the override and the
  /// handler, and when a handler is set: the steps a control author never overrides. `prepare` starts
  /// an update after the bound values are written; `finish` ends it after the handler, with what the
  /// control draws.
  package typealias UpdateSteps = (
    prepare: (ControlState) -> Void, finish: (ControlState) -> Void, handlerDidChange: () -> Void
  )

  /// The configured control's steps, set once by its initializer (internal storage: a `package` stored
  /// property's accesses keep their run-time exclusivity check, one per update).
  var steps: UpdateSteps?

  /// Sets the configured control's steps, from its initializer.
  package func install(_ steps: UpdateSteps) {
    self.steps = steps
  }

  /// The override point: update whatever depends on the state and on outside data, as UIKit's
  /// `updateConfiguration()`.
  ///
  /// Called once per update, before `configurationUpdateHandler`, with ``state`` the state the update
  /// applies. Do not call it directly; call ``setNeedsUpdateConfiguration()`` to request an update. The
  /// default implementation does nothing.
  open func updateConfiguration() {}

  /// Whether a `configurationUpdateHandler` is set.
  package var hasConfigurationUpdateHandler: Bool { updateHandler != nil }

  // MARK: State

  /// The current state, computed from every factor and kept within the invariants; see
  /// ``ControlEngine/state``.
  public var state: ControlState { engine.state }

  /// Whether the control accepts interaction; see ``ControlEngine/isEnabled``.
  public var isEnabled: Bool {
    get { engine.isEnabled }
    set { engine.isEnabled = newValue }
  }

  /// Whether the control is selected: the `.selected` bit.
  public var isSelected: Bool {
    get { engine.isSelected }
    set { engine.isSelected = newValue }
  }

  /// Whether a touch is down inside the control: the `.highlighted` bit; see
  /// ``ControlEngine/isHighlighted``.
  public var isHighlighted: Bool {
    get { engine.isHighlighted }
    set { engine.isHighlighted = newValue }
  }

  /// Whether the control has focus: the `.focused` bit.
  public var isFocused: Bool {
    get { engine.isFocused }
    set { engine.isFocused = newValue }
  }

  /// Requests an update in the next flush of the engine's cycle; see ``ControlEngine/setNeedsUpdate()``.
  public func setNeedsUpdateConfiguration() { engine.setNeedsUpdate() }

  // MARK: Events

  /// Adds an action for one or more events, replacing a registered action with the same identifier; see
  /// ``ControlEngine/addAction(_:for:)``. The handler receives this control as its sender.
  ///
  /// ```swift
  /// button.addAction(ControlAction(identifier: "add") { _, _ in cart.add() }, for: .primaryActionTriggered)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action. The control keeps its handler.
  ///   - events: The events that run it.
  public func addAction(_ action: ControlAction, for events: ControlEvent) {
    engine.addAction(action, for: events)
  }

  /// Removes an action from some of its events; see ``ControlEngine/removeAction(_:for:)``.
  ///
  /// - Parameters:
  ///   - action: The action, matched by its identifier.
  ///   - events: The events to remove it from.
  /// - Returns: Whether the registration changed.
  @discardableResult
  public func removeAction(_ action: ControlAction, for events: ControlEvent) -> Bool {
    engine.removeAction(action, for: events)
  }

  /// Removes the action with an identifier from some of its events; see
  /// ``ControlEngine/removeAction(identifiedBy:for:)``.
  ///
  /// - Parameters:
  ///   - identifier: The action's identifier.
  ///   - events: The events to remove it from.
  /// - Returns: Whether the registration changed.
  @discardableResult
  public func removeAction(identifiedBy identifier: ActionIdentifier, for events: ControlEvent) -> Bool {
    engine.removeAction(identifiedBy: identifier, for: events)
  }

  /// Calls `body` with each registered action and its events, in the order they run; see
  /// ``ControlEngine/enumerateEventHandlers(_:)``.
  ///
  /// - Parameter body: Receives an action, its events, and a flag to set to `true` to stop.
  public func enumerateEventHandlers(
    _ body: (_ action: ControlAction, _ events: ControlEvent, _ stop: inout Bool) -> Void
  ) {
    engine.enumerateEventHandlers(body)
  }

  /// Sends events to the actions registered for them; see ``ControlEngine/sendActions(for:)``.
  ///
  /// - Parameter events: The events to send.
  public func sendActions(for events: ControlEvent) { engine.sendActions(for: events, from: self) }

  /// Sends `primaryActionTriggered`. Subclasses override it to add their primary behaviour, such as a
  /// button toggling its selection, and call `super`.
  open func primaryActionTriggered() {
    sendActions(for: .primaryActionTriggered)
  }

  // MARK: Touch tracking (see Control+Tracking.swift)

  /// Override point: whether to track a touch that went down, as UIKit's `beginTracking(_:with:)`.
  ///
  /// ``touchesBegan(_:with:)`` calls it for an enabled control. The default returns `true`.
  ///
  /// - Parameters:
  ///   - touch: The touch, in the control's coordinates, with its taps in a row.
  ///   - event: The event it belongs to, if the caller has one.
  /// - Returns: Whether to track the touch; `false` leaves the control unhighlighted.
  open func beginTracking(_ touch: ControlTouch, with event: ControlTouchEvent?) -> Bool { true }

  /// Override point: whether to keep tracking a touch that moved, as UIKit's `continueTracking(_:with:)`.
  ///
  /// ``touchesMoved(_:with:)`` calls it before it updates the highlight. The default returns `true`.
  ///
  /// - Parameters:
  ///   - touch: The touch at its new location.
  ///   - event: The event it belongs to, if the caller has one.
  /// - Returns: Whether to keep tracking; `false` stops tracking and unhighlights, with no event sent
  ///   then or at the lift.
  open func continueTracking(_ touch: ControlTouch, with event: ControlTouchEvent?) -> Bool { true }

  /// Override point: the tracked touch lifted, as UIKit's `endTracking(_:with:)`.
  ///
  /// ``touchesEnded(_:with:)`` calls it before it sends `touchUpInside` or `touchUpOutside`. The default
  /// does nothing; tracking stops afterwards whatever an override does.
  ///
  /// - Parameters:
  ///   - touch: The touch where it lifted, or `nil`.
  ///   - event: The event it belongs to, if the caller has one.
  open func endTracking(_ touch: ControlTouch?, with event: ControlTouchEvent?) {}

  /// Override point: the tracked touch was cancelled, as UIKit's `cancelTracking(with:)`.
  ///
  /// The default unhighlights the control and sends `touchCancel`; call `super`.
  ///
  /// - Parameter event: The event that cancelled it, if any.
  open func cancelTracking(with event: ControlTouchEvent?) {
    touches.stop()
    isHighlighted = false
    sendActions(for: .touchCancel)
  }

}

extension ControlEngineHost where Self: Control {
  /// Block-based equivalent to overriding ``Control/updateConfiguration()``: runs right after the
  /// override in every update, with the control as its own type.
  ///
  /// ```swift
  /// checkout.configurationUpdateHandler = { button in
  ///   button.configuration?.title = "Checkout \(cart.count)"
  /// }
  /// ```
  ///
  /// Setting it requests an update.
  public var configurationUpdateHandler: ((Self) -> Void)? {
    get { updateHandler.map { handler in { handler($0) } } }
    set {
      // The handler is only ever called with this control, which is a `Self`.
      updateHandler = newValue.map { handler in { handler($0 as! Self) } }
      steps?.handlerDidChange()
      setNeedsUpdateConfiguration()
    }
  }

  /// Adds an action for one or more events; the handler receives this control, as its own type.
  ///
  /// The control keeps the handler, so a handler that captures the control, or anything that keeps the
  /// control, never lets either be freed: use the control the handler receives, and capture the rest
  /// `weak`.
  ///
  /// ```swift
  /// button.addAction(for: .primaryActionTriggered) { _, _ in cart.add() }
  /// ```
  ///
  /// - Parameters:
  ///   - events: The events that run it.
  ///   - handler: Runs with the control and the events of the send that it was added for.
  /// - Returns: An identifier for ``Control/removeAction(identifiedBy:for:)``.
  @discardableResult
  public func addAction(for events: ControlEvent, _ handler: @escaping (Self, ControlEvent) -> Void)
    -> ActionIdentifier
  {
    // The sender is the control while it exists, and none once it went away; the handler captures
    // nothing of it (a weak capture would give the control a side table, and dearer reference counting).
    let action = ControlAction { sender, events in
      guard let control = sender as? Self else { return }
      handler(control, events)
    }
    engine.addAction(action, for: events)
    return action.identifier
  }
}
