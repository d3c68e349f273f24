/// A registered action.
struct ActionEntry {
  let identifier: ActionIdentifier
  let events: ControlEvent
  let handler: (ControlEvent) -> Void
}

/// Identifies an action added with ``ControlEngine/addAction(for:_:)``, for removal.
public struct ActionIdentifier: Hashable, Sendable {
  /// A serial number unique within its control.
  public let rawValue: Int
}

extension ControlEngine {
  /// Adds an action for one or more events.
  ///
  /// The engine keeps the handler, so a handler that captures the engine, its host, or anything that
  /// keeps them, never lets them be freed: capture those `weak`.
  ///
  /// ```swift
  /// engine.addAction(for: .primaryActionTriggered) { _ in cart.add() }
  /// ```
  ///
  /// The engine keeps the handler, and the engine's host keeps the engine: a handler that captures the
  /// host strongly keeps it alive for good. Capture it `weak` or `unowned`, or use a control's
  /// `addAction(for:_:)`, which passes the control to the handler.
  ///
  /// - Parameters:
  ///   - events: The events that run it.
  ///   - handler: Runs with the events of the send that it was added for.
  /// - Returns: An identifier for ``removeAction(_:)``.
  @discardableResult
  public func addAction(for events: ControlEvent, _ handler: @escaping (ControlEvent) -> Void)
    -> ActionIdentifier
  {
    lastSerial += 1
    let identifier = ActionIdentifier(rawValue: lastSerial)
    actions.append(ActionEntry(identifier: identifier, events: events, handler: handler))
    return identifier
  }

  /// Removes an action.
  ///
  /// - Parameter identifier: The value ``addAction(for:_:)`` returned.
  /// - Returns: Whether an action was removed.
  @discardableResult
  public func removeAction(_ identifier: ActionIdentifier) -> Bool {
    guard let index = actions.firstIndex(where: { $0.identifier == identifier }) else { return false }
    actions.remove(at: index)
    return true
  }

  /// Sends events to the actions registered for them.
  ///
  /// One send runs each action registered for any of the events once, in the order the actions were
  /// added, as UIKit's target-action table does; the handler receives the events of the send that it was
  /// added for. While a transition is open, sends are queued in order and delivered once when the
  /// outermost transition commits.
  ///
  /// - Parameter events: The events to send.
  public func sendActions(for events: ControlEvent) {
    guard case .deliver(let events) = machine.send(events) else { return }
    deliver(events)
  }

  /// Runs the actions registered for any of `events`, in the order they were added. An action removed
  /// by an earlier one in the same send is not run.
  func deliver(_ events: ControlEvent) {
    let registered = actions
    for entry in registered where !entry.events.isDisjoint(with: events) {
      guard actions.contains(where: { $0.identifier == entry.identifier }) else { continue }
      entry.handler(events.intersection(entry.events))
    }
  }
}
