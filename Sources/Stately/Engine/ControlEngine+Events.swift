/// A registered action.
internal struct ActionEntry {
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
  /// - Parameters:
  ///   - events: The events that run it.
  ///   - handler: Runs with the single event being delivered.
  /// - Returns: An identifier for ``removeAction(_:)``.
  @discardableResult
  public func addAction(for events: ControlEvent, _ handler: @escaping (ControlEvent) -> Void)
    -> ActionIdentifier
  {
    let side = sideStorage
    side.nextActionSerial += 1
    let identifier = ActionIdentifier(rawValue: side.nextActionSerial)
    side.actions.append(ActionEntry(identifier: identifier, events: events, handler: handler))
    return identifier
  }

  /// Removes an action.
  ///
  /// - Parameter identifier: The value ``addAction(for:_:)`` returned.
  /// - Returns: Whether an action was removed.
  @discardableResult
  public func removeAction(_ identifier: ActionIdentifier) -> Bool {
    guard let side else { return false }
    let count = side.actions.count
    side.actions.removeAll { $0.identifier == identifier }
    return side.actions.count != count
  }

  /// Sends events to the actions registered for them.
  ///
  /// Each event in the set is delivered separately, in raw-value order. While a transition is open,
  /// events are queued in order and delivered once when the outermost transition commits.
  ///
  /// - Parameter events: The events to send.
  public func sendActions(for events: ControlEvent) {
    var remaining = events.rawValue
    while remaining != 0 {
      let bit = remaining & (~remaining &+ 1)
      remaining &= ~bit
      let event = ControlEvent(rawValue: bit)
      if transitionDepth > 0 { sideStorage.queuedEvents.append(event) } else { deliver(event) }
    }
  }

  internal func deliver(_ event: ControlEvent) {
    guard let side else { return }
    for entry in side.actions where entry.events.contains(event) {
      entry.handler(event)
    }
  }
}
