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
  public var passLimit: Int { queue.passLimit }

  /// An engine waiting for an update, held weakly: a request does not keep its control alive.
  struct Pending {
    weak var engine: ControlEngine?
  }

  /// The requests and the passes of a flush.
  private var queue: UpdateQueue<Pending>

  /// Whether a flush is running.
  public var isFlushing: Bool { queue.isFlushing }

  /// The report of the most recent flush.
  public private(set) var lastReport = FlushReport(passes: 0, updates: 0, unsettled: [])

  /// Where tracked reads post their changes; `nil` where `Synchronization.Mutex` is unavailable
  /// (Apple platforms before macOS 15 and iOS 18), which turns tracking off.
  let modelChanges: (any ModelChangeInbox)?
  /// The engines that read an `@Observable` property, by tracking number, held weakly.
  private var trackedEngines: [Int: Pending] = [:]
  /// The number last given to an engine; 0 while no engine has read an observable property, and so
  /// nothing can have been posted.
  private var lastTrackingNumber = 0

  /// Called for the first update requested since the last flush started (or since the cycle was
  /// made), unless a flush is running, and at the end of a flush that left a control's request for
  /// the next one (the flush was started from inside that control's update): a host that runs the
  /// flush from its own event loop schedules it here; a run-loop host posts a flush to the end of the
  /// current event.
  ///
  /// The handler must not flush synchronously: it runs inside the request, while the requesting
  /// control is changing its state, or inside a flush that a control's update started.
  public var requestHandler: (() -> Void)?

  /// The total number of updates this cycle has run.
  public private(set) var totalUpdates = 0

  /// Creates a cycle.
  ///
  /// - Parameter passLimit: The maximum number of passes in one flush; at least 1.
  public init(passLimit: Int = 32) {
    queue = UpdateQueue(passLimit: passLimit)
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      modelChanges = MutexModelChangeInbox()
    } else {
      modelChanges = nil
    }
    tracksModelReads = modelChanges != nil
  }

  /// Whether reads of `@Observable` properties are tracked: on Linux, and on Apple platforms from
  /// macOS 15 and iOS 18, where the standard library's `Mutex` carries changes across threads. (A stored
  /// `Bool`: each update checks it, and checking the optional inbox instead cost about 300 instructions
  /// more per update, instruction gate.)
  public let tracksModelReads: Bool

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
    didSet { modelChanges?.setWakeHandler(modelChangeHandler) }
  }

  /// Gives `engine` its tracking number, the first time it reads an `@Observable` property.
  func track(_ engine: ControlEngine) -> Int {
    if let number = engine.trackingNumber { return number }
    lastTrackingNumber += 1
    engine.trackingNumber = lastTrackingNumber
    trackedEngines[lastTrackingNumber] = Pending(engine: engine)
    return lastTrackingNumber
  }

  /// Forgets an engine that is going away.
  func untrack(_ number: Int) {
    trackedEngines[number] = nil
  }

  /// Hands each change posted since the last call to the engine that read the property, in posting
  /// order; those engines request updates, which the flush then runs.
  private func takeModelChanges() {
    guard lastTrackingNumber != 0, let modelChanges else { return }
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
    queue.pending.count { $0.engine?.needsUpdate == true }
  }

  /// Whether any live engine is waiting for an update, or a tracked model property has changed since
  /// the last flush.
  public var hasPendingUpdates: Bool {
    queue.pending.contains { $0.engine?.needsUpdate == true } || modelChanges?.hasChanges == true
  }

  /// Adds an engine to the pending updates, unless it has an entry the flush has not reached yet.
  ///
  /// The cycle does not retain the engine or its host: a control released before the flush is freed
  /// and never updated, as UIKit does with a view released before its next layout pass.
  func schedule(_ engine: ControlEngine) {
    var entry: Pending?
    if !engine.isQueued {
      engine.isQueued = true
      entry = Pending(engine: engine)
    }
    if queue.request(entry, hasHandler: requestHandler != nil) { requestHandler?() }
  }

  /// Runs every requested update: each engine once per pass, in request order, until no requests are
  /// left or ``passLimit`` passes have run.
  ///
  /// An engine inside an open transition is set aside; its transition's commit updates it, and its end
  /// requests the update again. A flush started from inside a control's own update (by its observer or
  /// its handler) leaves that control's request for the next flush, which it asks for. A control
  /// released since its request was freed and is not updated.
  ///
  /// - Returns: How many passes and updates ran, and which controls kept requesting updates if the
  ///   flush stopped at the pass limit.
  /// - Complexity: O(*u*) for *u* updates run.
  @discardableResult
  public func flush() -> FlushReport {
    guard queue.beginFlush() else { return FlushReport(passes: 0, updates: 0, unsettled: []) }
    // Model changes posted before the flush, and during each pass, request updates for the next pass.
    takeModelChanges()
    while let pass = queue.nextPass() {
      for entry in pass {
        // The entry's weak reference gives the engine, strongly, for its update.
        guard let engine = entry.engine else { continue }
        engine.isQueued = false
        switch engine.runScheduledUpdate() {
        case .ran: queue.didUpdate(ObjectIdentifier(engine), name: engine.identifier)
        case .skipped: break
        case .deferred, .busy:
          engine.isQueued = true
          queue.carry(entry)
        }
      }
      takeModelChanges()
      // A transition another control's update committed, or ended, lets its control update in the next
      // pass, with the changes made since.
      queue.endPass { entry in
        guard let engine = entry.engine else { return .drop }
        if engine.isInTransition || engine.isUpdating { return .keep }
        guard engine.needsUpdate else {
          engine.isQueued = false
          return .drop
        }
        return .requeue
      }
    }
    // A flush that settled (the usual case) has nothing pending and names no control.
    let waiting = queue.pending.compactMap(\.engine).filter(\.needsUpdate).map {
      (id: ObjectIdentifier($0), name: $0.identifier)
    }
    // A control whose own update was running waits for the next flush, which it asks for; one inside
    // a transition waits for the transition's commit or end.
    var carriesRequests = false
    queue.endPass { entry in
      guard let engine = entry.engine else { return .drop }
      if !engine.isInTransition && engine.needsUpdate { carriesRequests = true }
      return .keep
    }
    let (report, callHandler) = queue.endFlush(
      waiting: waiting, carriesRequests: carriesRequests, hasHandler: requestHandler != nil)
    totalUpdates += report.updates
    lastReport = report
    if callHandler { requestHandler?() }
    return report
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
