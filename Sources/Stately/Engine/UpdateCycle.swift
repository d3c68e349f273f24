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
/// Reads of `@Observable` properties in a control's update (its override, its handler, a cell's
/// configuration update) and in its computed factors are tracked, as UIKit tracks them from iOS 26: a
/// change to one requests one update of the control that read it, served by the next flush. A host
/// whose flushes follow its own events needs nothing more; for changes made elsewhere, see
/// ``modelChangeHandler``. See <doc:ObservableModels>.
///
/// Where the cycle comes from: a control made without a cycle gets one of its own. Controls meant to
/// update together pass the same cycle: ``main`` for an app's main actor, one per session on a server,
/// and one per test.
public final class UpdateCycle {
  /// The cycle of the main actor, for apps that drive Stately from the main run loop.
  @MainActor public static let main = UpdateCycle()

  /// The maximum number of passes in one flush. Default 32.
  public let passLimit: Int

  /// An engine waiting for an update, held weakly: a request does not keep its control alive.
  private struct Pending {
    weak var engine: ControlEngine?
  }

  /// Engines waiting for an update, in request order.
  private var pending: [Pending] = []
  /// The entries a flush pass works through; swapped with `pending` each pass, so passes reuse two
  /// buffers.
  private var batch: [Pending] = []
  /// The engines a running flush could not update: inside an open transition, or inside their own
  /// update (the flush was started from it). Each goes back to `pending` once it can update: for the
  /// flush's next pass, or when the flush ends.
  private var carried: [Pending] = []
  /// Whether ``requestHandler`` was called since the last flush started.
  private var flushRequested = false

  /// Whether a flush is running.
  public var isFlushing: Bool { flushing }

  /// The report of the most recent flush.
  public var lastReport: FlushReport { report }

  // The stored properties are private, so the optimiser sees every access to them, and a list is
  // changed only as a local copy taken out of its property (`var list = pending; pending = []`), so no
  // access spans a call the optimiser cannot see into. It then proves that no two accesses overlap and
  // leaves out the run-time exclusivity checks (7 per update, about 85 instructions each).
  private var flushing = false
  /// Where tracked reads post their changes; `nil` where `Synchronization.Mutex` is unavailable
  /// (Apple platforms before macOS 15 and iOS 18), which turns tracking off.
  let modelChanges: (any ModelChangeInbox)?
  /// The engines that read an `@Observable` property, by tracking number, held weakly.
  private var trackedEngines: [Int: Pending] = [:]
  /// The number last given to an engine; 0 while no engine has read an observable property, and so
  /// nothing can have been posted.
  private var lastTrackingNumber = 0
  private var report = FlushReport(passes: 0, updates: 0, unsettled: [])
  private var handler: (() -> Void)?
  private var updates = 0

  /// Called for the first update requested since the last flush started (or since the cycle was
  /// made), unless a flush is running, and at the end of a flush that left a control's request for
  /// the next one (the flush was started from inside that control's update): a host that runs the
  /// flush from its own event loop schedules it here. The UIKit bridge
  /// calls `setNeedsUpdateConfiguration()`, so UIKit's next layout pass flushes; a run-loop host posts a
  /// flush to the end of the current event.
  ///
  /// The handler must not flush synchronously: it runs inside the request, while the requesting
  /// control is changing its state, or inside a flush that a control's update started.
  public var requestHandler: (() -> Void)? {
    get { handler }
    set { handler = newValue }
  }

  /// The total number of updates this cycle has run.
  public var totalUpdates: Int { updates }

  /// Creates a cycle.
  ///
  /// - Parameter passLimit: The maximum number of passes in one flush; at least 1.
  public init(passLimit: Int = 32) {
    self.passLimit = max(1, passLimit)
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      modelChanges = MutexModelChangeInbox()
    } else {
      modelChanges = nil
    }
    tracks = modelChanges != nil
  }

  /// Whether reads of `@Observable` properties are tracked: on Linux, and on Apple platforms from
  /// macOS 15 and iOS 18, where the standard library's `Mutex` carries changes across threads.
  public var tracksModelReads: Bool { tracks }
  /// Whether ``modelChanges`` exists: what each update checks, cheaper than the optional existential.
  private let tracks: Bool

  /// Called when an `@Observable` property that one of this cycle's controls read changes, once until
  /// the next flush, on the thread that changed it.
  ///
  /// The flush takes the change and updates the controls that read it. A host that flushes after each
  /// of its events needs no handler for changes made in those events. A host whose models also change
  /// elsewhere, such as from a timer or a server push, schedules a flush here, in the cycle's isolation
  /// domain:
  ///
  /// ```swift
  /// cycle.modelChangeHandler = { Task { @MainActor in UpdateCycle.main.flush() } }
  /// ```
  ///
  /// The handler must not flush synchronously: Observation calls it before the property takes its new
  /// value (`willSet`), so an update run from it would read the old one.
  public var modelChangeHandler: (@Sendable () -> Void)? {
    get { wakeHandler }
    set {
      wakeHandler = newValue
      modelChanges?.setWakeHandler(newValue)
    }
  }
  private var wakeHandler: (@Sendable () -> Void)?

  /// Gives `engine` its tracking number, the first time it reads an `@Observable` property.
  func track(_ engine: ControlEngine) -> Int {
    if let number = engine.trackingNumber { return number }
    lastTrackingNumber += 1
    engine.trackingNumber = lastTrackingNumber
    var engines = trackedEngines
    trackedEngines = [:]
    engines[lastTrackingNumber] = Pending(engine: engine)
    trackedEngines = engines
    return lastTrackingNumber
  }

  /// Forgets an engine that is going away.
  func untrack(_ number: Int) {
    var engines = trackedEngines
    trackedEngines = [:]
    engines[number] = nil
    trackedEngines = engines
  }

  /// Hands each change posted since the last call to the engine that read the property, in posting
  /// order; those engines request updates, which the flush then runs.
  private func takeModelChanges() {
    guard let modelChanges else { return }
    let changes = modelChanges.take()
    guard !changes.isEmpty else { return }
    let engines = trackedEngines
    for change in changes {
      engines[change.engine]?.engine?.modelDidChange(change)
    }
  }

  /// The number of live engines waiting for an update. A changed model property counts once a flush
  /// has taken it; ``hasPendingUpdates`` includes it at once.
  public var pendingCount: Int {
    let entries = pending
    return entries.count { $0.engine?.needsUpdateConfiguration == true }
  }

  /// Whether any live engine is waiting for an update, or a tracked model property has changed since
  /// the last flush.
  public var hasPendingUpdates: Bool {
    let entries = pending
    return entries.contains { $0.engine?.needsUpdateConfiguration == true }
      || modelChanges?.hasChanges == true
  }

  /// Adds an engine to the pending updates, unless it has an entry the flush has not reached yet.
  ///
  /// The cycle does not retain the engine or its host: a control released before the flush is freed
  /// and never updated, as UIKit does with a view released before its next layout pass.
  func schedule(_ engine: ControlEngine) {
    requestFlush()
    guard !engine.isScheduled else { return }
    engine.isScheduled = true
    var entries = pending
    pending = []
    entries.append(Pending(engine: engine))
    pending = entries
  }

  /// Calls ``requestHandler`` for the first request since the last flush started, unless a flush is
  /// running: it takes the requests its updates make in its next pass.
  private func requestFlush() {
    guard !flushing, !flushRequested, let handler else { return }
    flushRequested = true
    handler()
  }

  /// Runs every requested update: each engine once per pass, in request order, until no requests are
  /// left or ``passLimit`` passes have run.
  ///
  /// An engine inside an open transition is skipped; its transition's commit updates it, and its end
  /// requests the update again. A flush started from inside a control's own update (by its observer or
  /// its handler) leaves that control's request for the next flush, which it asks for. A control
  /// released since its request was freed and is not updated.
  ///
  /// - Returns: How many passes and updates ran, and which controls kept requesting updates if the
  ///   flush stopped at the pass limit.
  /// - Complexity: O(*u*) for *u* updates run.
  @discardableResult
  public func flush() -> FlushReport {
    guard !flushing else { return FlushReport(passes: 0, updates: 0, unsettled: []) }
    flushing = true
    flushRequested = false
    var passes = 0
    var count = 0
    // The controls updated in the later half of the passes, by identifier (their hosts may be gone by
    // the end of the flush). In a cycle the controls take turns, so when the limit stops the flush only
    // one of them may be pending; these name the others.
    var late: [(id: ObjectIdentifier, name: String)] = []
    // Model changes posted before the flush, and during each pass, request updates for the next pass.
    if lastTrackingNumber != 0 { takeModelChanges() }
    while !pending.isEmpty && passes < passLimit {
      passes += 1
      // This pass runs the queue; the spare buffer takes the requests its updates make.
      var running = pending
      pending = batch
      batch = []
      for entry in running {
        // The entry's weak reference gives the engine, strongly, for its update.
        guard let engine = entry.engine else { continue }
        // Its own update is running, outside this flush, and cannot start again until it ends.
        guard engine.phase == .idle else {
          carry(entry)
          continue
        }
        engine.isScheduled = false
        switch engine.runRequestedUpdate() {
        case .run:
          count += 1
          if passes > passLimit / 2 { late.append((ObjectIdentifier(engine), engine.identifier)) }
        case .deferred:
          engine.isScheduled = true
          carry(entry)
        case .skip:
          break
        }
      }
      running.removeAll(keepingCapacity: true)
      batch = running
      if lastTrackingNumber != 0 { takeModelChanges() }
      // A transition another control's update committed, or ended, lets its control update in the next
      // pass, with the changes made since.
      if !carried.isEmpty { requeueCarried(ready: true) }
    }
    // A flush that settled (the usual case) has nothing pending and names no control.
    let unsettled = pending.isEmpty ? [] : unsettledControls(late: late)
    // A control whose own update was running waits for the next flush, which it asks for; one inside
    // a transition waits for the transition's commit or end.
    let carriesRequests = carried.contains {
      $0.engine.map { !$0.isInTransition && $0.needsUpdateConfiguration } ?? false
    }
    if !carried.isEmpty { requeueCarried(ready: false) }
    // Keep the larger buffer for the next event's requests, so they append without growing it.
    if pending.isEmpty && pending.capacity < batch.capacity {
      let spare = pending
      pending = batch
      batch = spare
    }
    updates += count
    report = FlushReport(passes: passes, updates: count, unsettled: unsettled)
    flushing = false
    if carriesRequests { requestFlush() }
    return report
  }

  /// Sets `entry` aside for the rest of the pass.
  private func carry(_ entry: Pending) {
    var waiting = carried
    carried = []
    waiting.append(entry)
    carried = waiting
  }

  /// Puts the carried entries back in `pending`: with `ready`, only those whose control can update now
  /// (out of any transition and of its own update) and still needs to; those that need not (a commit
  /// updated them) are dropped. Entries of freed controls are dropped.
  private func requeueCarried(ready: Bool) {
    var waiting = carried
    carried = []
    var entries = pending
    pending = []
    var kept: [Pending] = []
    for entry in waiting {
      guard let engine = entry.engine else { continue }
      if ready && (engine.isInTransition || engine.phase != .idle) {
        kept.append(entry)
      } else if ready && !engine.needsUpdateConfiguration {
        engine.isScheduled = false
      } else {
        entries.append(entry)
      }
    }
    waiting.removeAll(keepingCapacity: true)
    pending = entries
    carried = kept.isEmpty ? waiting : kept
  }

  /// The names of the controls that kept requesting updates when the pass limit stopped a flush: those
  /// updated in the later half of its passes (`late`), then those still waiting, each once; none when no
  /// pending control still needs an update.
  private func unsettledControls(late: [(id: ObjectIdentifier, name: String)]) -> [String] {
    let left = pending
    let waiting = left.compactMap(\.engine).filter(\.needsUpdateConfiguration).map {
      (id: ObjectIdentifier($0), name: $0.identifier)
    }
    guard !waiting.isEmpty else { return [] }
    var unsettled: [(id: ObjectIdentifier, name: String)] = []
    for control in late + waiting where !unsettled.contains(where: { $0.id == control.id }) {
      unsettled.append(control)
    }
    return unsettled.map(\.name)
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
