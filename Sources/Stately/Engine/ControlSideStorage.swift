/// What a ``ControlEngine`` keeps out of line: everything an update does not read.
///
/// An engine allocates it the first time one of these is needed: a state space other than the standard
/// one, an identifier, an action, an observer or a transition. A plain control such as a list cell never
/// does, so the engine a frame walks holds only hot properties, and the controls of a long list stay a
/// few cache lines each.
internal final class ControlSideStorage {
  /// The engine's state space, in full; the engine keeps the masks it needs inline.
  let stateSpace: StateSpace

  /// The identifier set by the user, or `nil` for the type name.
  @exclusivity(unchecked) var identifier: String?

  /// Action handlers, in the order they were added.
  @exclusivity(unchecked) var actions: [ActionEntry] = []
  @exclusivity(unchecked) var nextActionSerial = 0

  /// The events queued while transitions are open.
  @exclusivity(unchecked) var queuedEvents: [ControlEvent] = []
  /// For each open transition, the number of events queued before it began.
  @exclusivity(unchecked) var queueMarks: [Int] = []

  /// State observers.
  @exclusivity(unchecked) var observers: [(id: Int, handler: (ControlState) -> Void)] = []
  @exclusivity(unchecked) var streamContinuations:
    [(id: Int, continuation: AsyncStream<ControlState>.Continuation)] = []
  @exclusivity(unchecked) var nextObserverID = 0

  /// Whether any observer or stream waits for applied states.
  var hasObservers: Bool { !(observers.isEmpty && streamContinuations.isEmpty) }

  init(stateSpace: StateSpace) {
    self.stateSpace = stateSpace
  }

  deinit {
    for entry in streamContinuations { entry.continuation.finish() }
  }
}
