/// One turn of the run loop: collects update requests and runs each requested update once.
///
/// A host calls ``flush()`` at the end of handling each event, as UIKit does from its run loop.
/// However many times a control asked for an update (``ControlEngine/setNeedsUpdate()``, a control's
/// `setNeedsUpdateConfiguration()`) before, the flush updates it once. Requests made during the
/// flush, such as a handler that changes another control, are processed in further passes of the same
/// flush.
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
/// A request does not keep its control alive. A control released before the flush is freed and never
/// updated, as UIKit does with a view released before its layout pass, and a cycle released with
/// requests waiting is freed with their controls. The flush holds each control only while it updates it.
///
/// Where the cycle comes from: a control made without a cycle gets one of its own. Controls meant to
/// update together pass the same cycle: ``main`` for an app's main actor, one per session on a server,
/// and one per test.
public final class UpdateCycle {
  /// The cycle of the main actor, for apps that drive Stately from the main run loop.
  @MainActor public static let main = UpdateCycle()

  /// The maximum number of passes in one flush. Default 32.
  public let passLimit: Int

  /// An engine waiting for an update, unretained: a request does not keep its control alive.
  ///
  /// An engine freed before its turn clears its entry from its `deinit` (see `forget(_:)`), so the
  /// flush never reaches a freed engine. The flush retains each engine's host (or the engine, before it
  /// has one) only while it updates it.
  private struct Pending {
    /// The engine, or `nil` once it was freed before its turn.
    var engine: Unmanaged<ControlEngine>?
  }

  /// What the flush did with one pending engine.
  private enum Outcome { case updated, skipped, deferred }

  /// Engines waiting for an update, in request order. An engine's `pendingSlot` is the
  /// index of its entry here, or in `batch` or `deferred` while a flush runs.
  @exclusivity(unchecked) private var pending: [Pending] = []
  /// The batch being processed; swapped with `pending` each pass so no pass allocates.
  @exclusivity(unchecked) private var batch: [Pending] = []
  /// The engines of the running flush inside open transitions; they go back to `pending` when it ends.
  @exclusivity(unchecked) private var deferred: [Pending] = []
  /// The entries of `pending` cleared because their engines were freed.
  @exclusivity(unchecked) private var clearedCount = 0

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

  /// StatelyControls' storage for the controls of this cycle: the resolved values they share (see its
  /// `SharedResolutions`), made by the first control that needs it and released with the cycle. It
  /// belongs to that module alone; another floor that needs such storage adds its own. The controls of
  /// a cycle live in one isolation domain, as the cycle does, so what is kept here needs no lock.
  @exclusivity(unchecked) package var attachment: AnyObject?

  /// Creates a cycle.
  ///
  /// - Parameter passLimit: The maximum number of passes in one flush; at least 1.
  public init(passLimit: Int = 32) {
    self.passLimit = max(1, passLimit)
  }

  /// The number of engines waiting for an update.
  public var pendingCount: Int { pending.count - clearedCount }

  /// Whether any engine is waiting for an update.
  public var hasPendingUpdates: Bool { pendingCount > 0 }

  /// Adds an engine to the pending updates, unless its earlier request is still waiting.
  ///
  /// The cycle does not retain the engine or its host: a control released before the flush is freed
  /// and never updated, as UIKit does with a view released before its next layout pass.
  internal func schedule(_ engine: ControlEngine) {
    guard engine.pendingSlot < 0 else { return }
    if pendingCount == 0 && !isFlushing, let requestHandler { requestHandler() }
    engine.pendingSlot = pending.count
    pending.append(Pending(engine: .passUnretained(engine)))
  }

  /// Clears the entry of an engine being freed, so that no flush reaches it. Called from the engine's
  /// `deinit` while it has an entry.
  internal func forget(_ engine: ControlEngine) {
    let slot = engine.pendingSlot
    let address = Unmanaged.passUnretained(engine).toOpaque()
    // The slot indexes the list that holds the engine's waiting entry. A list may still hold an entry
    // of the same engine that a flush has processed; clearing that one too is harmless.
    if Self.clear(&pending, at: slot, matching: address) { clearedCount += 1 }
    Self.clear(&batch, at: slot, matching: address)
    Self.clear(&deferred, at: slot, matching: address)
  }

  /// Clears `list[slot]` if it holds the engine at `address`, and says whether it did.
  @discardableResult
  private static func clear(_ list: inout [Pending], at slot: Int, matching address: UnsafeMutableRawPointer)
    -> Bool
  {
    guard slot < list.count, let engine = list[slot].engine, engine.toOpaque() == address else {
      return false
    }
    list[slot].engine = nil
    return true
  }

  /// Runs every requested update: each engine once per pass, in request order, until no requests are
  /// left or ``passLimit`` passes have run.
  ///
  /// An engine inside an open transition is skipped and stays requested; its transition's commit
  /// updates it. A control released since its request was freed and is not updated.
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
    // The controls updated in the later half of the passes, by identifier (their hosts may be gone by
    // the end of the flush). In a cycle the controls take turns, so when the limit stops the flush only
    // one of them may be pending; these name the others.
    var late: [(id: ObjectIdentifier, name: String)] = []
    while !pending.isEmpty && passes < passLimit {
      passes += 1
      swap(&batch, &pending)
      clearedCount = 0
      // By index, reading `batch` afresh each time: an update that frees a control later in the batch
      // clears that control's entry.
      var index = 0
      while index < batch.count {
        let slot = index
        index += 1
        guard let entry = batch[slot].engine else { continue }
        // The host, or the engine before it has one, is kept alive through the update, which may drop
        // the last other reference to it.
        let owner = entry._withUnsafeGuaranteedRef { $0.host ?? Unmanaged.passUnretained($0 as AnyObject) }
        _ = owner.retain()
        let outcome = entry._withUnsafeGuaranteedRef { engine -> Outcome in
          guard engine.needsUpdate else {
            engine.pendingSlot = -1
            return .skipped
          }
          if engine.transitionDepth > 0 {
            engine.pendingSlot = deferred.count
            deferred.append(batch[slot])
            return .deferred
          }
          engine.pendingSlot = -1
          guard engine.runUpdate() else { return .skipped }
          if passes > passLimit / 2 { late.append((ObjectIdentifier(engine), engine.identifier)) }
          return .updated
        }
        if outcome == .updated { updates += 1 }
        owner.release()
      }
      batch.removeAll(keepingCapacity: true)
    }
    var unsettled: [(id: ObjectIdentifier, name: String)] = []
    // A flush that settled (the usual case) has nothing pending and nothing deferred.
    if !pending.isEmpty {
      let waiting = pending.compactMap { $0.engine?.takeUnretainedValue() }.filter(\.needsUpdate).map {
        (id: ObjectIdentifier($0), name: $0.identifier)
      }
      if !waiting.isEmpty {
        for control in late + waiting where !unsettled.contains(where: { $0.id == control.id }) {
          unsettled.append(control)
        }
      }
    }
    if !deferred.isEmpty {
      for entry in deferred {
        guard let engine = entry.engine else { continue }
        engine._withUnsafeGuaranteedRef { $0.pendingSlot = pending.count }
        pending.append(entry)
      }
      deferred.removeAll(keepingCapacity: true)
    }
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
