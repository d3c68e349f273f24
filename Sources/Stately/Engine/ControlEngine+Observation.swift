/// Identifies a state observer added with ``ControlEngine/observeState(_:)``.
public struct StateObservation: Hashable, Sendable {
  /// A serial number unique within its control.
  public let rawValue: Int
}

/// An observer of applied states: a handler, or a stream's continuation.
struct StateObserverEntry {
  let serial: Int
  let handler: ((ControlState) -> Void)?
  let continuation: AsyncStream<ControlState>.Continuation?
}

extension ControlEngine {
  /// Calls `handler` with every applied state that differs from the previous one, right after the
  /// update that applied it.
  ///
  /// - Parameter handler: Receives the newly applied state.
  /// - Returns: An identifier for ``removeStateObserver(_:)``.
  @discardableResult
  public func observeState(_ handler: @escaping (ControlState) -> Void) -> StateObservation {
    lastSerial += 1
    addObserver(StateObserverEntry(serial: lastSerial, handler: handler, continuation: nil))
    return StateObservation(rawValue: lastSerial)
  }

  /// Removes a state observer.
  ///
  /// - Parameter observation: The value ``observeState(_:)`` returned.
  public func removeStateObserver(_ observation: StateObservation) {
    observers = observers.filter { $0.serial != observation.rawValue }
  }

  /// An asynchronous sequence of applied states, without polling.
  ///
  /// ```swift
  /// for await state in button.appliedStates() { print(state) }
  /// ```
  /// The stream yields each applied state that differs from the previous one, buffers the newest
  /// `bufferingNewest` states if the consumer is slow, and finishes when the control is deallocated.
  ///
  /// - Parameter bufferingNewest: How many unconsumed states to keep. Defaults to 64.
  /// - Returns: A stream of states.
  public func appliedStates(bufferingNewest: Int = 64) -> AsyncStream<ControlState> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: ControlState.self, bufferingPolicy: .bufferingNewest(max(1, bufferingNewest)))
    lastSerial += 1
    addObserver(StateObserverEntry(serial: lastSerial, handler: nil, continuation: continuation))
    return stream
  }

  /// Tells every observer about a newly applied state, in the order they were added.
  func notifyObservers(_ state: ControlState) {
    for observer in observers {
      observer.handler?(state)
      observer.continuation?.yield(state)
    }
  }

  /// Appends an observer to a local copy of the list (see ``replaceBinding(at:with:)``).
  private func addObserver(_ entry: StateObserverEntry) {
    var list = observers
    observers = []
    list.append(entry)
    observers = list
  }

}
