/// An owner of a ``ControlEngine`` that also takes as its own the engine's members whose names a UIKit
/// control uses for its own: `state`, `isEnabled`, `isSelected`, `isHighlighted`, `isFocused`,
/// `setNeedsUpdateConfiguration()` and the actions (`addAction`, `removeAction`, `sendActions(for:)`).
///
/// Every ``ControlEngineOwner`` already has the rest: flags, computed factors, bindings, transitions and
/// observation. ``Control`` conforms, and so can any class that owns an
/// engine and has no members of these names of its own:
///
/// ```swift
/// final class Badge: StatefulControl, ControlEngineHost {
///   let engine = ControlEngine()
///   var color = DynamicColor.systemGray
///   init() {
///     engine.attach(to: self)
///     setValue(DynamicColor.systemRed, for: .containsAll(.selected), on: self, at: \.color)
///   }
/// }
/// ```
///
/// A `UIControl` subclass has its own `isSelected`, `state` and actions, with UIKit's types: it conforms
/// to ``ControlEngineHost`` only, and UIKit's members read and write the engine (see `StatelyUIKit`).
public protocol StatefulControl: ControlEngineOwner {}

extension StatefulControl {
  // MARK: State

  /// The current state, computed from every factor and kept within the invariants; see
  /// ``ControlEngine/state``.
  @inlinable public var state: ControlState { engine.state }

  /// Whether the control accepts interaction; see ``ControlEngine/isEnabled``.
  @inlinable public var isEnabled: Bool {
    get { engine.isEnabled }
    set { engine.isEnabled = newValue }
  }

  /// Whether the control is selected: the `.selected` bit.
  @inlinable public var isSelected: Bool {
    get { engine.isSelected }
    set { engine.isSelected = newValue }
  }

  /// Whether a touch is down inside the control: the `.highlighted` bit.
  @inlinable public var isHighlighted: Bool {
    get { engine.isHighlighted }
    set { engine.isHighlighted = newValue }
  }

  /// Whether the control has focus: the `.focused` bit.
  @inlinable public var isFocused: Bool {
    get { engine.isFocused }
    set { engine.isFocused = newValue }
  }

  // MARK: Updates

  /// Requests an update in the next flush of the engine's cycle; see ``ControlEngine/setNeedsUpdate()``.
  @inlinable public func setNeedsUpdateConfiguration() { engine.setNeedsUpdate() }

  /// Whether an update has been requested and has not run yet.
  @inlinable public var needsUpdateConfiguration: Bool { engine.needsUpdateConfiguration }

  /// Runs the requested update now; see ``ControlEngine/updateIfNeeded()``.
  @inlinable public func updateIfNeeded() { engine.updateIfNeeded() }

  // MARK: Events

  /// Adds an action for one or more events; the handler receives this control.
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
  /// - Returns: An identifier for ``removeAction(_:)``.
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

  /// Removes an action for all of its events.
  ///
  /// - Parameter identifier: The value ``addAction(for:_:)`` returned, or any action's identifier.
  /// - Returns: Whether an action was removed.
  @discardableResult
  public func removeAction(_ identifier: ActionIdentifier) -> Bool { engine.removeAction(identifier) }

  /// Adds an action for one or more events, replacing a registered action with the same identifier; see
  /// ``ControlEngine/addAction(_:for:)``.
  ///
  /// ```swift
  /// button.addAction(ControlAction(identifier: "add") { _, _ in cart.add() }, for: .primaryActionTriggered)
  /// ```
  ///
  /// The handler receives this control as its sender.
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
  @inlinable public func sendActions(for events: ControlEvent) { engine.sendActions(for: events, from: self) }
}
