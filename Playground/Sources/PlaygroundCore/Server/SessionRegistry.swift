/// Keeps track of the open live sessions.
public actor SessionRegistry {
  private var sessions: [Int: PlaygroundSession] = [:]
  private var closers: [Int: @Sendable () async -> Void] = [:]
  private var nextID = 1

  /// Creates an empty registry.
  public init() {}

  /// Opens a new session with a fresh scene.
  ///
  /// - Parameters:
  ///   - factory: Makes the session's scene.
  ///   - limits: What the session accepts.
  /// - Returns: The session, already counted in ``count``.
  public func open(factory: any PlaygroundSceneFactory, limits: PlaygroundLimits) -> PlaygroundSession {
    open(factory: factory, limits: limits, budget: SessionBudget(limits: limits))
  }

  /// Opens a new session whose processing budget is `budget`, the one its connection's frame gate
  /// charges.
  func open(factory: any PlaygroundSceneFactory, limits: PlaygroundLimits, budget: SessionBudget)
    -> PlaygroundSession
  {
    let session = PlaygroundSession(id: nextID, factory: factory, limits: limits, budget: budget)
    sessions[nextID] = session
    nextID += 1
    return session
  }

  /// Closes a session and forgets it.
  ///
  /// - Parameter session: A session from ``open(factory:limits:)``.
  public func close(_ session: PlaygroundSession) async {
    await session.close()
    sessions[session.id] = nil
    closers[session.id] = nil
  }

  /// Remembers how to close an open session's connection when the server shuts down.
  ///
  /// - Parameters:
  ///   - session: An open session.
  ///   - close: Closes its connection; the server sends the WebSocket close code 1001, going away.
  public func onShutdown(of session: PlaygroundSession, _ close: @escaping @Sendable () async -> Void) {
    guard sessions[session.id] != nil else { return }
    closers[session.id] = close
  }

  /// Closes every open session's connection, all at once, and waits until each close is done.
  /// The server calls it when it shuts down, before connections are cancelled.
  public func closeAllConnections() async {
    let closers = closers.keys.sorted().compactMap { self.closers[$0] }
    await withTaskGroup(of: Void.self) { group in
      for close in closers { group.addTask { await close() } }
    }
  }

  /// The number of open sessions.
  public var count: Int { sessions.count }

  /// The open session with `id`, if there is one.
  func session(id: Int) -> PlaygroundSession? { sessions[id] }

  /// The ids of the open sessions, ascending.
  public var ids: [Int] { sessions.keys.sorted() }
}
