/// The logic of an ``UpdateCycle``, as a value: the engines waiting for an update, in request order,
/// the passes of a flush, and when to call the cycle's request handler.
///
/// The cycle drives it: it holds the engines (weakly, in `Entry`), runs the updates the queue hands out,
/// and reports what each did. The queue calls nothing and holds no engine, so the rules of a flush (one
/// update per engine per pass, a pass limit, engines set aside until they can update) are plain code
/// over values.
struct UpdateQueue<Entry> {
  /// What a flush does with an engine it set aside, once a pass ends.
  enum Carried {
    /// Freed, or updated meanwhile: drop its entry.
    case drop
    /// Still inside its transition or its own update: keep it aside.
    case keep
    /// It can update: queue it for the next pass.
    case requeue
  }

  /// The maximum number of passes in one flush.
  let passLimit: Int
  /// Engines waiting for an update, in request order.
  private(set) var pending: [Entry] = []
  /// The engines a running flush could not update: inside an open transition, or inside their own
  /// update (the flush was started from it).
  private var carried: [Entry] = []
  /// Whether a flush is running.
  private(set) var isFlushing = false
  /// Whether the request handler was called since the last flush started.
  private var flushRequested = false
  /// The passes and updates of the running flush.
  private var passes = 0
  private var updates = 0
  /// The controls updated in the later half of the passes, by identifier: when the limit stops a flush
  /// of controls that take turns, only one of them may be pending; these name the others.
  private var late: [(id: ObjectIdentifier, name: String)] = []

  init(passLimit: Int) {
    self.passLimit = max(1, passLimit)
  }

  /// An engine asked for an update: `entry` is its new entry, or `nil` when it has one the flush has not
  /// reached. Returns whether to call the request handler: for the first request since the last flush
  /// started, unless a flush is running (it takes the request in its next pass).
  mutating func request(_ entry: Entry?, hasHandler: Bool) -> Bool {
    if let entry { pending.append(entry) }
    guard !isFlushing, !flushRequested, hasHandler else { return false }
    flushRequested = true
    return true
  }

  /// Starts a flush; `false` while one is running.
  mutating func beginFlush() -> Bool {
    guard !isFlushing else { return false }
    isFlushing = true
    flushRequested = false
    passes = 0
    updates = 0
    late = []
    return true
  }

  /// The entries of the next pass, in request order, or `nil` when nothing is pending or the pass limit
  /// is reached. Requests made during the pass go to the one after it.
  mutating func nextPass() -> [Entry]? {
    guard !pending.isEmpty, passes < passLimit else { return nil }
    passes += 1
    var batch: [Entry] = []
    swap(&batch, &pending)
    return batch
  }

  /// An update of the pass ran.
  mutating func didUpdate(_ id: ObjectIdentifier, name: String) {
    updates += 1
    if passes > passLimit / 2 { late.append((id, name)) }
  }

  /// Sets an entry aside for the rest of the flush, or until a pass ends and it can update.
  mutating func carry(_ entry: Entry) {
    carried.append(entry)
  }

  /// Ends a pass: the engines set aside that can update now go back in the queue for the next pass.
  mutating func endPass(_ classify: (Entry) -> Carried) {
    guard !carried.isEmpty else { return }
    var kept: [Entry] = []
    for entry in carried {
      switch classify(entry) {
      case .drop: break
      case .keep: kept.append(entry)
      case .requeue: pending.append(entry)
      }
    }
    carried = kept
  }

  /// Ends the flush: the engines still set aside wait in the queue for the next one.
  ///
  /// - Parameters:
  ///   - waiting: The pending engines that still need an update, by identifier and name, when the pass
  ///     limit stopped the flush.
  ///   - carriesRequests: Whether an engine set aside (its own update was running) still needs an
  ///     update, which the next flush serves.
  ///   - hasHandler: Whether the cycle has a request handler.
  /// - Returns: The flush's report, and whether to call the request handler for the next flush.
  mutating func endFlush(
    waiting: [(id: ObjectIdentifier, name: String)], carriesRequests: Bool, hasHandler: Bool
  ) -> (report: FlushReport, callHandler: Bool) {
    pending.append(contentsOf: carried)
    carried = []
    var unsettled: [(id: ObjectIdentifier, name: String)] = []
    if !waiting.isEmpty {
      for control in late + waiting where !unsettled.contains(where: { $0.id == control.id }) {
        unsettled.append(control)
      }
    }
    isFlushing = false
    let report = FlushReport(passes: passes, updates: updates, unsettled: unsettled.map(\.name))
    guard carriesRequests, !flushRequested, hasHandler else { return (report, false) }
    flushRequested = true
    return (report, true)
  }
}
