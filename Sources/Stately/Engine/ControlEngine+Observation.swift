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
  /// Removed while observers are being told about a state (by another observer), it is still told
  /// about that state, as an action removed during a send still runs in it; it hears of no later one.
  ///
  /// - Parameter observation: The value ``observeState(_:)`` returned.
  public func removeStateObserver(_ observation: StateObservation) {
    observers = observers.filter { $0.serial != observation.rawValue }
  }

  /// An asynchronous sequence of applied states, without polling.
  ///
  /// ```swift
  /// for await state in button.engine.appliedStates() { print(state) }
  /// ```
  /// The stream yields each applied state that differs from the previous one, buffers the newest
  /// `bufferingNewest` states if the consumer is slow, and finishes when the control is deallocated.
  /// A stream whose consumer stopped (its task was cancelled) is dropped at the next applied state.
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

  /// Tells every observer about a newly applied state, in the order they were added, and drops the
  /// streams whose consumers stopped.
  func notifyObservers(_ state: ControlState) {
    let list = observers
    guard !list.isEmpty else { return }
    var stopped: [Int] = []
    for observer in list {
      observer.handler?(state)
      if case .terminated? = observer.continuation?.yield(state) { stopped.append(observer.serial) }
    }
    if !stopped.isEmpty { observers = observers.filter { !stopped.contains($0.serial) } }
  }

  /// Appends an observer to a local copy of the list (see ``replaceBinding(at:with:)``; about 85
  /// instructions per update, instruction gate).
  private func addObserver(_ entry: StateObserverEntry) {
    var list = observers
    observers = []
    list.append(entry)
    observers = list
  }
}
