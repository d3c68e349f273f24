/// One turn of the run loop: collects update requests and runs each requested update once.
///
/// A host calls ``flush()`` at the end of handling each event, as UIKit does from its run loop.
/// However many times a control asked for an update (``ControlEngine/setNeedsUpdate()``, a control's
/// `setNeedsUpdateConfiguration()`) before, the flush updates it once. Requests made during the flush, such as a handler that changes another control,
/// are processed in further passes of the same flush.
///
/// ```swift
/// let cycle = UpdateCycle()
/// let button = StatelyButton(configuration: .filled(), cycle: cycle)
/// for _ in 0..<10 { cart.add() }  // each change calls setNeedsUpdateConfiguration()
/// cycle.flush()                     // one update
/// ```
///
/// A flush that does not settle within ``passLimit`` passes stops and reports the controls that kept
/// requesting updates in its ``FlushReport``: a cycle such as A drives B drives A never loops forever.
///
/// Where the cycle comes from: a control made without a cycle gets one of its own. Controls meant to
/// update together pass the same cycle: ``main`` for an app's main actor, one per session on a server,
/// and one per test.
public final class UpdateCycle {
  /// The cycle of the main actor, for apps that drive Stately from the main run loop.
  @MainActor public static let main = UpdateCycle()

  /// The maximum number of passes in one flush. Default 32.
  public let passLimit: Int

  /// An engine waiting for an update, with the object retained for it until the flush that processes
  /// it: its host, which owns the engine, or the engine itself before it has a host.
  ///
  /// The references are unmanaged so that the flush can release each one right after its update,
  /// while its memory is still in cache; strong array elements were released in a second sweep over
  /// every updated control.
  private struct Pending {
    let engine: Unmanaged<ControlEngine>
    let retained: Unmanaged<AnyObject>
  }

  /// What the flush did with one pending engine.
  private enum Outcome { case updated, skipped, deferred }

  /// Engines waiting for an update, in request order.
  @exclusivity(unchecked) private var pending: [Pending] = []
  /// The batch being processed; swapped with `pending` each pass so no pass allocates.
  @exclusivity(unchecked) private var batch: [Pending] = []

  /// Whether a flush is running.
  @exclusivity(unchecked) public private(set) var isFlushing = false

  /// The report of the most recent flush.
  @exclusivity(unchecked) public private(set) var lastReport = FlushReport(
    passes: 0, updates: 0, unsettled: [])

  /// Called when the first update is requested after the cycle was idle (no pending update, no flush
  /// running): a host that runs the flush from its own event loop schedules it here. The UIKit bridge
  /// calls `setNeedsUpdateConfiguration()`, so UIKit's next layout pass flushes; a run-loop host posts a
  /// flush to the end of the current event.
  ///
  /// The handler must not flush synchronously: it runs inside the request, while the requesting
  /// control is changing its state.
  @exclusivity(unchecked) public var requestHandler: (() -> Void)?

  /// The total number of updates this cycle has run.
  @exclusivity(unchecked) public private(set) var totalUpdates = 0

  /// Creates a cycle.
  ///
  /// - Parameter passLimit: The maximum number of passes in one flush; at least 1.
  public init(passLimit: Int = 32) {
    self.passLimit = max(1, passLimit)
  }

  /// The number of engines waiting for an update.
  public var pendingCount: Int { pending.count }

  /// Whether any engine is waiting for an update.
  public var hasPendingUpdates: Bool { !pending.isEmpty }

  /// Adds an engine to the pending updates, retaining its host (or the engine itself, before it has
  /// one) until the flush that processes it.
  internal func schedule(_ engine: ControlEngine) {
    if pending.isEmpty && !isFlushing, let requestHandler { requestHandler() }
    let retained = engine.host?.retain() ?? Unmanaged.passRetained(engine)
    pending.append(Pending(engine: .passUnretained(engine), retained: retained))
  }

  /// Runs every requested update: each engine once per pass, in request order, until no requests are
  /// left or ``passLimit`` passes have run.
  ///
  /// An engine inside an open transition is skipped and stays requested; its transition's commit
  /// updates it.
  ///
  /// - Returns: How many passes and updates ran, and which controls kept requesting updates if the
  ///   flush stopped at the pass limit.
  /// - Complexity: O(*u*) for *u* updates run.
  @discardableResult
  public func flush() -> FlushReport {
    guard !isFlushing else { return FlushReport(passes: 0, updates: 0, unsettled: []) }
    isFlushing = true
    defer { isFlushing = false }
    var passes = 0
    var updates = 0
    var deferred: [Pending] = []
    // The controls updated in the later half of the passes, by identifier (their hosts may be gone by
    // the end of the flush). In a cycle the controls take turns, so when the limit stops the flush only
    // one of them may be pending; these name the others.
    var late: [(id: ObjectIdentifier, name: String)] = []
    while !pending.isEmpty && passes < passLimit {
      passes += 1
      swap(&batch, &pending)
      for entry in batch {
        // The retain taken by `schedule(_:)` keeps the host and its engine alive through the update
        // and ends here, or moves to `deferred`.
        let outcome = entry.engine._withUnsafeGuaranteedRef { engine -> Outcome in
          guard engine.needsUpdate else { return .skipped }
          if engine.transitionDepth > 0 { return .deferred }
          guard engine.runUpdate() else { return .skipped }
          if passes > passLimit / 2 { late.append((ObjectIdentifier(engine), engine.identifier)) }
          return .updated
        }
        switch outcome {
        case .updated:
          updates += 1
          entry.retained.release()
        case .skipped: entry.retained.release()
        case .deferred: deferred.append(entry)
        }
      }
      batch.removeAll(keepingCapacity: true)
    }
    var unsettled: [(id: ObjectIdentifier, name: String)] = []
    // A flush that settled (the usual case) has nothing pending and nothing deferred.
    if !pending.isEmpty {
      let waiting = pending.map { $0.engine.takeUnretainedValue() }.filter(\.needsUpdate).map {
        (id: ObjectIdentifier($0), name: $0.identifier)
      }
      if !waiting.isEmpty {
        for control in late + waiting where !unsettled.contains(where: { $0.id == control.id }) {
          unsettled.append(control)
        }
      }
    }
    if !deferred.isEmpty { pending.append(contentsOf: deferred) }
    // `pending` now holds the buffer of the first pass's batch when a single pass ran; give it the
    // larger of the two buffers, so the requests of the next event append without growing it.
    if pending.isEmpty && pending.capacity < batch.capacity { swap(&batch, &pending) }
    totalUpdates += updates
    lastReport = FlushReport(
      passes: passes, updates: updates, unsettled: unsettled.map(\.name))
    return lastReport
  }
}

/// What one ``UpdateCycle/flush()`` did.
public struct FlushReport: Hashable, Sendable, CustomStringConvertible {
  /// The number of passes run.
  public let passes: Int
  /// The number of control updates run.
  public let updates: Int
  /// The identifiers of the controls that kept requesting updates when the pass limit stopped the
  /// flush: those updated in the later half of the passes, then those still waiting, each once, in
  /// update order. Every control of a cycle appears, even though its members take turns. Empty when
  /// the flush settled.
  public let unsettled: [String]

  /// Whether every request was processed.
  public var settled: Bool { unsettled.isEmpty }

  /// One line, naming the unsettled controls if there are any.
  public var description: String {
    if settled { return "flush settled after \(passes) passes and \(updates) updates" }
    return "flush did not settle after \(passes) passes and \(updates) updates; still requesting: "
      + unsettled.joined(separator: ", ")
  }
}
