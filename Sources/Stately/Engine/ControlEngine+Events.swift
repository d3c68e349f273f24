/// A registered action and the events it is registered for.
struct ActionEntry {
  let action: ControlAction
  var events: ControlEvent
}

extension ControlEngine {
  /// Adds an action for one or more events.
  ///
  /// ```swift
  /// engine.addAction(for: .primaryActionTriggered) { _ in cart.add() }
  /// ```
  ///
  /// The engine keeps the handler, and the engine's host keeps the engine: a handler that captures the
  /// host strongly keeps it alive for good. Capture it `weak`, or use a control's
  /// `addAction(for:_:)`, which passes the control to the handler.
  ///
  /// - Parameters:
  ///   - events: The events that run it.
  ///   - handler: Runs with the events of the send that it was added for.
  /// - Returns: The identifier of the new action, a ``ActionIdentifier/unique()`` one, for
  ///   ``removeAction(identifiedBy:for:)``.
  @discardableResult
  public func addAction(for events: ControlEvent, _ handler: @escaping (ControlEvent) -> Void)
    -> ActionIdentifier
  {
    let action = ControlAction { _, events in handler(events) }
    addAction(action, for: events)
    return action.identifier
  }

  /// Adds an action for one or more events, replacing a registered action with the same identifier, as
  /// UIKit's `addAction(_:for:)`.
  ///
  /// ```swift
  /// engine.addAction(ControlAction(identifier: "log") { _, events in print(events) }, for: .touchDown)
  /// engine.addAction(ControlAction(identifier: "log") { _, _ in }, for: .touchUpInside)
  /// // one action, the second handler, for [touchDown, touchUpInside], now the last to run
  /// ```
  ///
  /// When an action with the same identifier is registered, it is removed, its events are added to
  /// `events`, and the new action is appended: it runs last, for the union of the events. Apple: "UIActions
  /// are uniqued based on their identifier, and subsequent actions with the same identifier replace
  /// previously added actions" (https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:));
  /// the union and the move to the end are what UIKit's `_addControlTargetAction:` does (decompiled, not
  /// documented). An empty `events` adds nothing: the action could never run (UIKit asserts).
  ///
  /// - Parameters:
  ///   - action: The action. The engine keeps its handler.
  ///   - events: The events that run it.
  /// - Complexity: O(*n*) for *n* registered actions.
  public func addAction(_ action: ControlAction, for events: ControlEvent) {
    guard !events.isEmpty else { return }
    var merged = events
    actions.removeAll { entry in
      guard entry.action.identifier == action.identifier else { return false }
      merged.formUnion(entry.events)
      return true
    }
    actions.append(ActionEntry(action: action, events: merged))
  }

  /// Removes an action, matched by its identifier, from some of its events, as UIKit's
  /// `removeAction(_:for:)` and ``removeAction(identifiedBy:for:)`` do.
  @discardableResult
  public func removeAction(_ action: ControlAction, for events: ControlEvent) -> Bool {
    removeAction(identifiedBy: action.identifier, for: events)
  }

  /// Removes the action with an identifier from some of its events, as UIKit's
  /// `removeAction(identifiedBy:for:)`: it stays registered for its other events, and is removed once it
  /// has none.
  ///
  /// - Parameters:
  ///   - identifier: The action's identifier.
  ///   - events: The events to remove it from. Pass `.allEvents` to remove it for good.
  /// - Returns: Whether the registration changed.
  /// - Complexity: O(*n*) for *n* registered actions.
  @discardableResult
  public func removeAction(identifiedBy identifier: ActionIdentifier, for events: ControlEvent) -> Bool {
    guard let index = actions.firstIndex(where: { $0.action.identifier == identifier }) else { return false }
    let remaining = actions[index].events.subtracting(events)
    guard remaining != actions[index].events else { return false }
    if remaining.isEmpty {
      actions.remove(at: index)
    } else {
      actions[index].events = remaining
    }
    return true
  }

  /// Calls `body` with each registered action and its events, in the order they run, as UIKit's
  /// `enumerateEventHandlers(_:)`.
  ///
  /// ```swift
  /// engine.enumerateEventHandlers { action, events, _ in print(action.identifier, events) }
  /// ```
  ///
  /// It walks a copy of the registrations, so `body` may add and remove actions.
  ///
  /// - Parameter body: Receives an action, the events it is registered for, and a flag to set to `true`
  ///   to stop.
  public func enumerateEventHandlers(
    _ body: (_ action: ControlAction, _ events: ControlEvent, _ stop: inout Bool) -> Void
  ) {
    let registered = actions
    var stop = false
    for entry in registered {
      body(entry.action, entry.events, &stop)
      if stop { return }
    }
  }

  /// Sends events to the actions registered for them.
  ///
  /// One send runs each action registered for any of the events once, in the order the actions were
  /// added, as UIKit's target-action table does; the handler receives the events of the send that it was
  /// added for. While a transition is open, sends are queued in order and delivered once when the
  /// outermost transition commits.
  ///
  /// A send runs the actions registered when it starts, as UIKit's, which walks a copy of its table: an
  /// action that an earlier one removes still runs in this send, and not in the next.
  ///
  /// - Parameter events: The events to send.
  public func sendActions(for events: ControlEvent) {
    guard let events = machine.send(events) else { return }
    deliver(events)
  }

  /// Sends events as ``sendActions(for:)`` does, from `sender`, the engine's owner, which a send from its
  /// `deinit`, where its host link can no longer give it, still names.
  func sendActions(for events: ControlEvent, from sender: AnyObject) {
    guard let events = machine.send(events) else { return }
    deliver(events, from: sender)
  }

  /// Runs the actions registered for any of `events` when the send starts, in the order they were added,
  /// each with `sender`, or with its host when `sender` is `nil`.
  func deliver(_ events: ControlEvent, from sender: AnyObject? = nil) {
    let registered = actions
    var sender = sender
    var senderLoaded = sender != nil
    for entry in registered where !entry.events.isDisjoint(with: events) {
      if !senderLoaded {
        sender = hostObject
        senderLoaded = true
      }
      entry.action.handler(sender, events.intersection(entry.events))
    }
    withExtendedLifetime(sender) {}
  }
}
