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
/// A request does not keep its control alive, and a control made without a cycle gets one of its own;
/// controls meant to update together pass the same cycle: ``main`` for an app's main actor, one per
/// session on a server, and one per test (see <doc:UpdatingControls>). Reads of `@Observable`
/// properties in a control's update and in its computed factors are tracked (see <doc:ObservableModels>).
public final class UpdateCycle {
  /// The cycle of the main actor, for apps that drive Stately from the main run loop.
  @MainActor public static let main = UpdateCycle()

  /// The maximum number of passes in one flush. Default 32.
  public var passLimit: Int { flushes.passLimit }

  /// An engine waiting for an update, held weakly: a request does not keep its control alive.
  struct Pending {
    weak var engine: ControlEngine?
  }

  /// The logic of the flushes: the handler's calls, the passes, the report.
  private var flushes: FlushMachine

  // The machine and the lists are private, and each is changed only as a local copy taken out of its
  // property (`var list = pending; pending = []`): an access to the property that spanned code the
  // optimiser cannot see into would keep its run-time exclusivity check, about 150 instructions each
  // with its bookkeeping, seven per state change and flush (instruction gate, `handWrittenControl`).

  /// Engines waiting for an update, in request order.
  private var pending: [Pending] = []
  /// The entries a pass works through; swapped with `pending` each pass, so passes reuse two buffers.
  private var batch: [Pending] = []
  /// The engines a running flush could not update: inside an open transition or their own update.
  private var carried: [Pending] = []

  // The handler is stored privately: a stored property visible outside the module keeps the run-time
  // exclusivity checks of its accesses, since the optimiser cannot see other modules' accesses.
  private var handler: (() -> Void)?

  /// Where tracked reads post their changes; `nil` without `Mutex` (see ``tracksModelReads``).
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
  public var requestHandler: (() -> Void)? {
    get { handler }
    set { handler = newValue }
  }

  /// Creates a cycle.
  ///
  /// - Parameter passLimit: The maximum number of passes in one flush; at least 1.
  public init(passLimit: Int = 32) {
    flushes = FlushMachine(passLimit: passLimit)
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
  /// A host whose models also change outside its events, such as from a timer or a server push,
  /// schedules a flush here, in the cycle's isolation domain (see <doc:ObservableModels>):
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

  /// Hands each change posted since the last call to the engine that read the property.
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
    return entries.count { $0.engine?.needsUpdate == true }
  }

  /// Whether any live engine is waiting for an update, or a tracked model property has changed since
  /// the last flush.
  public var hasPendingUpdates: Bool {
    let entries = pending
    return entries.contains { $0.engine?.needsUpdate == true } || modelChanges?.hasChanges == true
  }

  /// Adds an engine to the pending updates, unless it has an entry the flush has not reached yet.
  func schedule(_ engine: ControlEngine) {
    var machine = flushes
    let callsHandler = machine.request(hasHandler: handler != nil)
    flushes = machine
    if callsHandler { handler?() }
    guard !engine.isQueued else { return }
    engine.isQueued = true
    var entries = pending
    pending = []
    entries.append(Pending(engine: engine))
    pending = entries
  }

  /// Runs every requested update: each engine once per pass, in request order, until no requests are
  /// left or ``passLimit`` passes have run.
  ///
  /// An engine inside an open transition is set aside; its transition's commit updates it, and its end
  /// requests the update again. A flush started from inside a control's own update (by its observer or
  /// its handler) leaves that control's request for the next flush, which it asks for.
  ///
  /// - Returns: How many passes and updates ran, and which controls kept requesting updates if the
  ///   flush stopped at the pass limit.
  /// - Complexity: O(*u*) for *u* updates run.
  @discardableResult
  public func flush() -> FlushReport {
    var machine = flushes
    guard machine.begin() else { return FlushReport(passes: 0, updates: 0, unsettled: []) }
    // Stored at once, so that a request or a flush from inside an update sees this one running.
    flushes = machine
    var late: [(id: ObjectIdentifier, name: String)] = []
    // Model changes posted before the flush, and during each pass, request updates for the next pass.
    if lastTrackingNumber != 0 { takeModelChanges() }
    while machine.startPass(hasPending: !pending.isEmpty) {
      // This pass runs the queue; the spare buffer takes the requests its updates make.
      var running = pending
      pending = batch
      batch = []
      for entry in running {
        guard let engine = entry.engine else { continue }
        engine.isQueued = false
        switch engine.runScheduledUpdate() {
        case .ran:
          // Named only when late: an identifier is a string made from the host's type.
          if machine.didUpdate() { late.append((ObjectIdentifier(engine), engine.identifier)) }
        case .skipped: break
        case .deferred, .busy:
          engine.isQueued = true
          var waiting = carried
          carried = []
          waiting.append(entry)
          carried = waiting
        }
      }
      running.removeAll(keepingCapacity: true)
      batch = running
      if lastTrackingNumber != 0 { takeModelChanges() }
      // A transition another control's update committed, or ended, lets its control update in the next
      // pass, with the changes made since.
      if !carried.isEmpty { requeueCarried(endOfFlush: false) }
    }
    // A flush that settled (the usual case) has nothing pending and names no control.
    let left = pending
    let waiting =
      left.isEmpty
      ? []
      : left.compactMap(\.engine).filter(\.needsUpdate).map {
        (id: ObjectIdentifier($0), name: $0.identifier)
      }
    // A control whose own update was running waits for the next flush, which it asks for; one inside
    // a transition waits for the transition's commit or end.
    let aside = carried
    let carriesRequests = aside.contains { $0.engine.map { !$0.isInTransition && $0.needsUpdate } ?? false }
    if !aside.isEmpty { requeueCarried(endOfFlush: true) }
    // Keep the larger buffer for the next event's requests, so they append without growing it.
    if pending.isEmpty && pending.capacity < batch.capacity {
      let spare = pending
      pending = batch
      batch = spare
    }
    let (ended, callHandler) = machine.end(
      late: late, waiting: waiting, carriesRequests: carriesRequests, hasHandler: handler != nil)
    flushes = machine
    if callHandler { handler?() }
    return ended
  }

  /// Puts the engines set aside back in the queue where the flush machine says so.
  private func requeueCarried(endOfFlush: Bool) {
    var waiting = carried
    carried = []
    var entries = pending
    pending = []
    var kept: [Pending] = []
    for entry in waiting {
      let engine = entry.engine
      let busy = engine.map { $0.isInTransition || $0.isUpdating } ?? false
      switch FlushMachine.carried(
        isFreed: engine == nil, isBusy: busy, needsUpdate: engine?.needsUpdate ?? false,
        endOfFlush: endOfFlush)
      {
      case .drop: engine?.isQueued = false
      case .keep: kept.append(entry)
      case .requeue: entries.append(entry)
      }
    }
    waiting.removeAll(keepingCapacity: true)
    pending = entries
    carried = kept.isEmpty ? waiting : kept
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
