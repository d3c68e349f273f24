/// One live session: one browser tab's controls, confined to this actor.
///
/// The scene (and every control in it) is created inside the session and never leaves it; messages,
/// timed work and rendering all run here one at a time. Everything the page should see is queued in
/// ``outbox`` as JSON text, in order: a call to the session queues its reply before it returns, and
/// timed work announces its updates on the outbox's ``SessionOutbox/wakeUps``.
public actor PlaygroundSession {
  /// The session's id, unique within its ``SessionRegistry``.
  public nonisolated let id: Int
  /// The JSON messages for the page that nobody has written yet, in order.
  public nonisolated let outbox = SessionOutbox()
  /// The session's processing budget, which its connection charges for every frame and message.
  nonisolated let budget: SessionBudget

  private let scene: any PlaygroundScene
  private let timers: SessionTimers
  private let limits: PlaygroundLimits
  private var timerActions: [Int: () -> Void] = [:]
  private var timerTasks: [Int: Task<Void, Never>] = [:]
  private var nextTimerID = 0
  private var started = false
  private var closed = false

  /// Creates a session with a fresh scene.
  ///
  /// - Parameters:
  ///   - id: The session's id.
  ///   - factory: Makes the scene.
  ///   - limits: What the session accepts.
  public init(id: Int, factory: any PlaygroundSceneFactory, limits: PlaygroundLimits = PlaygroundLimits()) {
    self.init(id: id, factory: factory, limits: limits, budget: SessionBudget(limits: limits))
  }

  /// Creates a session with a fresh scene and the budget its connection charges.
  init(id: Int, factory: any PlaygroundSceneFactory, limits: PlaygroundLimits, budget: SessionBudget) {
    self.id = id
    self.budget = budget
    self.limits = limits
    let timers = SessionTimers()
    self.timers = timers
    self.scene = factory.makeScene(timers: timers)
  }

  /// The messages for the page one at a time, for a reader without a connection, such as a test; a
  /// connection delivers ``outbox`` itself.
  public nonisolated var outgoing: SessionOutbox.Messages { SessionOutbox.Messages(outbox: outbox) }

  /// Runs the first update cycle and sends the full initial render. Later calls do nothing.
  public func start() {
    guard !started, !closed else { return }
    started = true
    _ = scene.flushUpdates()
    startPendingTimers()
    let controls = scene.controlIDs.map { ControlPayload(id: $0, rendering: scene.render($0)) }
    send(.render(session: id, groups: scene.groups, controls: controls))
  }

  /// Handles one message from the page: one turn.
  ///
  /// A valid message has all its events applied, then one update cycle, then one `update` reply with the
  /// controls that changed. An invalid one gets one `error` reply and changes nothing.
  ///
  /// - Parameter text: The message text.
  /// - Returns: How long the turn took, from reading the message to queueing the reply.
  @discardableResult
  public func receive(_ text: String) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    handle(text)
    return clock.now - start
  }

  private func handle(_ text: String) {
    guard !closed else { return }
    start()
    let message: ClientMessage
    do {
      message = try ClientMessage.parse(text, limits: limits)
      try validate(message)
    } catch {
      send(.error(seq: error.seq, message: error.message))
      return
    }
    for addressed in message.events {
      scene.apply(addressed.event, to: addressed.controlID)
    }
    send(.update(seq: message.seq, controls: flush()))
    startPendingTimers()
  }

  /// Replies to a message that was too large to read; nothing changes.
  ///
  /// - Parameter byteCount: The message's size in bytes.
  public func receiveOversized(byteCount: Int) {
    guard !closed else { return }
    send(.error(seq: nil, message: ClientMessage.oversizeMessage(byteCount: byteCount, limits: limits)))
  }

  /// Replies to a binary message, which the protocol does not use; nothing changes.
  public func receiveBinary() {
    guard !closed else { return }
    send(.error(seq: nil, message: "message: binary messages are not supported; send JSON text"))
  }

  /// Ends the session: cancels pending timed work and closes ``outbox``. Later calls do nothing.
  public func close() {
    guard !closed else { return }
    closed = true
    for task in timerTasks.values { task.cancel() }
    timerTasks.removeAll()
    timerActions.removeAll()
    outbox.close()
  }

  /// The number of timed actions scheduled and not yet run.
  public var pendingTimerCount: Int { timerActions.count }

  private func validate(_ message: ClientMessage) throws(ProtocolError) {
    let known = scene.controlIDs
    for (index, addressed) in message.events.enumerated() {
      let path = message.isBatch ? "events[\(index)]." : ""
      // A scene has tens of controls: comparing ids costs less than hashing them into a set.
      guard known.contains(addressed.controlID) else {
        let ids = known.joined(separator: ", ")
        throw ProtocolError(
          seq: message.seq,
          message: "\(path)control: unknown control \(ClientMessage.quoted(addressed.controlID)); "
            + "this session has \(ids)")
      }
      if let reason = scene.rejection(of: addressed.event, for: addressed.controlID) {
        throw ProtocolError(
          seq: message.seq,
          message: "\(path)event: \(addressed.controlID) refused \(addressed.event.description): \(reason)")
      }
    }
  }

  private func flush() -> [ControlPayload] {
    let changed = scene.flushUpdates()
    guard !changed.isEmpty else { return [] }
    // In display order. An event changes a control or two, so each is looked up in the list of ids
    // instead of hashing every id of the scene.
    let ids = scene.controlIDs
    return changed.compactMap { ids.firstIndex(of: $0) }.sorted().map {
      ControlPayload(id: ids[$0], rendering: scene.render(ids[$0]))
    }
  }

  private func send(_ message: ServerMessage) {
    outbox.post(message.json)
  }

  private func startPendingTimers() {
    for pending in timers.takePending() {
      let timerID = nextTimerID
      nextTimerID += 1
      timerActions[timerID] = pending.action
      let delay = pending.delay
      timerTasks[timerID] = Task { [weak self] in
        do {
          try await Task.sleep(for: delay)
        } catch {
          return
        }
        await self?.fire(timerID)
      }
    }
  }

  private func fire(_ timerID: Int) {
    timerTasks[timerID] = nil
    guard !closed, let action = timerActions.removeValue(forKey: timerID) else { return }
    action()
    let changed = flush()
    if !changed.isEmpty {
      outbox.postUnasked(ServerMessage.update(seq: nil, controls: changed).json)
    }
    startPendingTimers()
  }
}
