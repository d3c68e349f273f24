/// Keeps track of the open live sessions.
public actor SessionRegistry {
  private var sessions: [Int: PlaygroundSession] = [:]
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
    let session = PlaygroundSession(id: nextID, factory: factory, limits: limits)
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
  }

  /// The number of open sessions.
  public var count: Int { sessions.count }

  /// The ids of the open sessions, ascending.
  public var ids: [Int] { sessions.keys.sorted() }
}
