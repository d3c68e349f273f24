/// The logic of an ``UpdateCycle``'s flushes, as a value: when to call the request handler, the passes
/// and their limit, which updates ran late, what becomes of an engine set aside, and the report.
struct FlushMachine: Sendable {
  /// What a flush does with an engine it set aside, once a pass ends.
  enum Carried: Sendable {
    /// Freed, or updated meanwhile: drop its entry.
    case drop
    /// Still inside its transition or its own update: keep it aside.
    case keep
    /// It can update: queue it for the next pass.
    case requeue
  }

  /// The maximum number of passes in one flush.
  let passLimit: Int
  /// Whether a flush is running.
  private(set) var isFlushing = false
  /// Whether the request handler was called since the last flush started.
  private var flushRequested = false
  /// The passes and updates of the running flush.
  private(set) var passes = 0
  private(set) var updates = 0

  init(passLimit: Int) {
    self.passLimit = max(1, passLimit)
  }

  /// An engine asked for an update: whether to call the request handler (see ``UpdateCycle/requestHandler``).
  mutating func request(hasHandler: Bool) -> Bool {
    guard !isFlushing, !flushRequested, hasHandler else { return false }
    flushRequested = true
    return true
  }

  /// Starts a flush; `false` while one is running.
  mutating func begin() -> Bool {
    guard !isFlushing else { return false }
    isFlushing = true
    flushRequested = false
    passes = 0
    updates = 0
    return true
  }

  /// Whether to run another pass over the engines waiting, if any are: not beyond the pass limit.
  mutating func startPass(hasPending: Bool) -> Bool {
    guard hasPending, passes < passLimit else { return false }
    passes += 1
    return true
  }

  /// An update of the pass ran; returns whether it ran in the later half of the passes. When the limit
  /// stops a flush of controls that take turns, only one of them may be pending; the late ones name the
  /// others.
  mutating func didUpdate() -> Bool {
    updates += 1
    return passes > passLimit / 2
  }

  /// What becomes of an engine set aside, when a pass ends (`endOfFlush` false) or the flush does.
  static func carried(isFreed: Bool, isBusy: Bool, needsUpdate: Bool, endOfFlush: Bool) -> Carried {
    if isFreed { return .drop }
    if endOfFlush { return .requeue }
    if isBusy { return .keep }
    return needsUpdate ? .requeue : .drop
  }

  /// Ends the flush: its report, which names the `late` and `waiting` controls when any is waiting, and
  /// whether to call the request handler for a request `carriesRequests` leaves for the next flush.
  mutating func end(
    late: [(id: ObjectIdentifier, name: String)], waiting: [(id: ObjectIdentifier, name: String)],
    carriesRequests: Bool, hasHandler: Bool
  ) -> (report: FlushReport, callHandler: Bool) {
    isFlushing = false
    var unsettled: [(id: ObjectIdentifier, name: String)] = []
    if !waiting.isEmpty {
      for control in late + waiting where !unsettled.contains(where: { $0.id == control.id }) {
        unsettled.append(control)
      }
    }
    let report = FlushReport(passes: passes, updates: updates, unsettled: unsettled.map(\.name))
    guard carriesRequests, !flushRequested, hasHandler else { return (report, false) }
    flushRequested = true
    return (report, true)
  }
}
