/// The base class of Stately's controls: a control that owns a ``ControlEngine``, with UIKit's override
/// points and headless interaction.
///
/// A control's state API (``StatefulControl``) is its engine's: flags, custom flags, computed factors,
/// invariants, bindings, transitions, events, observation and coalesced updates.
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
///     setValue("Following", for: .containsAll(.selected), on: self, at: \.title)
///     setValue("Mutual", for: .containsAll(Self.states.mutual), on: self, at: \.title)
///   }
/// }
/// ```
///
/// Each update runs the phases of ``UpdatePhase``: bound values are written, then
/// ``prepareForConfigurationUpdate()``, ``updateConfiguration()`` (the override), `configurationUpdateHandler`
/// and ``applyConfiguration()``, once per control however many changes came before.
///
/// Controls are not `Sendable`: each one lives in one isolation domain, the main actor in an app or a
/// session actor on a server, together with its cycle.
///
/// A subclass's `deinit` must not start an update (by committing a transition, say): the control is
/// going away, and the update's phases would run on it. Ending a transition there with
/// ``ControlEngine/endTransition()`` is safe, and so is sending actions (``cancelTracking()``, say):
/// they run with the control as their sender.
open class Control: StatefulControl {
  /// The engine that keeps this control's state, as the UIKit bridge's controls own theirs.
  public let engine: ControlEngine

  /// The type-erased update handler; see `configurationUpdateHandler`.
  internal var updateHandler: ((Control) -> Void)?

  /// The touch being tracked, and the last one's taps.
  internal var touchTracking = TouchTracking()

  /// The control's bounds, in its own coordinates: what touch tracking measures a touch against.
  ///
  /// Defaults to an empty rectangle at the origin, for a control that is never touched by location.
  public var bounds = ControlRect(width: 0, height: 0)

  /// Creates a control.
  ///
  /// The control starts enabled, not selected, not highlighted and not focused, and asks for its first
  /// update.
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
        runPhases: { control in (control as! Control).runPhases() }))
  }

  deinit {
    engine.detach()
  }

  /// Runs the phases of an update on this control's override points.
  fileprivate func runPhases() {
    engine.enter(.prepare)
    prepareForConfigurationUpdate()
    engine.enter(.update)
    updateConfiguration()
    engine.enter(.handler)
    updateHandler?(self)
    engine.enter(.apply)
    applyConfiguration()
  }

  /// The prepare phase: starts an update, after bound values are written and before
  /// ``updateConfiguration()``. Subclasses that track what the update changes, such as a button,
  /// prepare here. The default implementation does nothing.
  open func prepareForConfigurationUpdate() {}

  /// The update phase, and the override point: update whatever depends on the state and on outside
  /// data, as UIKit's `updateConfiguration()`.
  ///
  /// Called once per update, before `configurationUpdateHandler`. Do not call it directly; call
  /// ``StatefulControl/setNeedsUpdateConfiguration()`` to request an update. The default implementation
  /// does nothing. What is drawn is resolved afterwards, in ``applyConfiguration()``.
  open func updateConfiguration() {}

  /// The apply phase: turns the configuration into what is drawn, as UIKit applies a button's
  /// configuration last. Subclasses resolve their appearance here and call `super`. The default
  /// implementation does nothing.
  open func applyConfiguration() {}

  /// Called when `configurationUpdateHandler` is set or cleared. A button uses it to switch a legacy
  /// button to configuration mode. The default implementation does nothing.
  open func configurationUpdateHandlerDidChange() {}

  /// Whether a `configurationUpdateHandler` is set.
  public var hasConfigurationUpdateHandler: Bool { updateHandler != nil }

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
  /// became disabled (for example by `.forces(loading, .disabled)`): the touch is over either way.
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

  /// Cancels a touch in progress: unhighlights the control and sends `touchCancel`. A tracked touch is
  /// cancelled through ``cancelTracking(with:)``.
  public func cancelTracking() {
    if touchTracking.isTracking {
      cancelTracking(with: nil)
      touchTracking.isTracking = false
      touchTracking.isTouchInside = false
      return
    }
    guard isHighlighted else { return }
    isHighlighted = false
    sendActions(for: .touchCancel)
  }

  // MARK: Touch tracking

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
  /// - Returns: Whether to keep tracking; `false` stops with no event sent and the highlight as it is.
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
  /// The default stops tracking, unhighlights the control and sends `touchCancel`; call `super`.
  ///
  /// - Parameter event: The event that cancelled it, if any.
  open func cancelTracking(with event: ControlTouchEvent?) {
    touchTracking.isTracking = false
    touchTracking.isTouchInside = false
    isHighlighted = false
    sendActions(for: .touchCancel)
  }

  /// A press followed by a release inside.
  public func tap() {
    press()
    release(inside: true)
  }
}

extension StatefulControl where Self: Control {
  /// Block-based equivalent to overriding ``Control/updateConfiguration()``: the handler phase, right
  /// after the override in every update, with the control as its own type.
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
      configurationUpdateHandlerDidChange()
      setNeedsUpdateConfiguration()
    }
  }
}
