/// Identifies a state observer added with ``ControlEngine/observeState(_:)``.
public struct StateObservation: Hashable, Sendable {
  /// A serial number unique within its control.
  public let rawValue: Int
}

extension ControlEngine {
  /// Calls `handler` with every applied state that differs from the previous one, right after the
  /// update that applied it.
  ///
  /// - Parameter handler: Receives the newly applied state.
  /// - Returns: An identifier for ``removeStateObserver(_:)``.
  @discardableResult
  public func observeState(_ handler: @escaping (ControlState) -> Void) -> StateObservation {
    let side = sideStorage
    side.nextObserverID += 1
    side.observers.append((side.nextObserverID, handler))
    return StateObservation(rawValue: side.nextObserverID)
  }

  /// Removes a state observer.
  ///
  /// - Parameter observation: The value ``observeState(_:)`` returned.
  public func removeStateObserver(_ observation: StateObservation) {
    side?.observers.removeAll { $0.id == observation.rawValue }
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
    let side = sideStorage
    side.nextObserverID += 1
    side.streamContinuations.append((side.nextObserverID, continuation))
    return stream
  }

  internal func notifyObservers(_ state: ControlState) {
    guard let side else { return }
    for observer in side.observers { observer.handler(state) }
    for entry in side.streamContinuations { entry.continuation.yield(state) }
  }
}
