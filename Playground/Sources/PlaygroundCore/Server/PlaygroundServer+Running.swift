public import Hummingbird
import Logging
import ServiceLifecycle

/// Why ``PlaygroundServer/withRunning(_:)`` could not give its body a running server.
public enum PlaygroundServerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The server stopped before it listened.
  case didNotStart
  /// The server stopped while the body was still running.
  case stoppedEarly

  /// A sentence that says what happened.
  public var description: String {
    switch self {
    case .didNotStart: "the playground server stopped before it listened"
    case .stoppedEarly: "the playground server stopped while it was still needed"
    }
  }
}

extension PlaygroundServer {
  /// Runs the server in this process around `body`, then shuts it down gracefully: open live pages get
  /// the WebSocket close code 1001 (going away) first.
  ///
  /// For tests and load generators that need a live server beside their client. Signals are left alone;
  /// the `stately-playground` command installs its own handling.
  ///
  /// ```swift
  /// let server = PlaygroundServer(configuration: PlaygroundConfiguration(port: 0))
  /// let replies = try await server.withRunning { port in
  ///   try await drive("ws://127.0.0.1:\(port)/ws")
  /// }
  /// ```
  ///
  /// - Parameter body: Runs once the server listens, with the port it listens on.
  /// - Throws: What the server throws when it cannot listen (an address in use, for example),
  ///   ``PlaygroundServerError`` when it stops before `body` returns, or what `body` throws.
  /// - Returns: What `body` returns.
  public func withRunning<T: Sendable>(
    _ body: @escaping @Sendable (_ port: Int) async throws -> T
  ) async throws -> T {
    let sessions = self.sessions
    return try await Self.withRunning(
      application: { onRunning in makeApplication(onRunning: onRunning) },
      beforeShutdown: { await sessions.closeAllConnections() }, body)
  }

  /// Runs another application in this process around `body` the way ``withRunning(_:)`` runs the
  /// playground, then shuts it down gracefully.
  ///
  /// For a load generator that serves something else on the same stack, such as recorded replies:
  ///
  /// ```swift
  /// let result = try await PlaygroundServer.withRunning(application: { onRunning in
  ///   Application(
  ///     router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
  ///     onServerRunning: { await onRunning($0.localAddress?.port ?? 0) })
  /// }) { port in
  ///   try await drive("ws://127.0.0.1:\(port)/ws")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - makeApplication: Makes the application; it must call the closure it is given with the port
  ///     it listens on once it listens.
  ///   - beforeShutdown: Runs once `body` has ended, before the graceful shutdown starts.
  ///   - body: Runs once the application listens, with its port.
  /// - Throws: What the application throws when it cannot listen, ``PlaygroundServerError`` when it
  ///   stops before `body` returns, or what `body` throws.
  /// - Returns: What `body` returns.
  public static func withRunning<T: Sendable, App: ApplicationProtocol>(
    application makeApplication: (_ onRunning: @escaping @Sendable (Int) async -> Void) -> App,
    beforeShutdown: @escaping @Sendable () async -> Void = {},
    _ body: @escaping @Sendable (_ port: Int) async throws -> T
  ) async throws -> T {
    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let app = makeApplication { port in
      portContinuation.yield(port)
      portContinuation.finish()
    }
    var logger = Logger(label: "stately-playground")
    logger.logLevel = .warning
    let services = ServiceGroup(
      configuration: .init(services: [app], gracefulShutdownSignals: [], logger: logger))
    return try await withThrowingTaskGroup(of: T?.self) { group in
      group.addTask {
        defer { portContinuation.finish() }
        try await services.run()
        return nil
      }
      group.addTask {
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else { throw PlaygroundServerError.didNotStart }
        return try await body(port)
      }
      do {
        // The first task to end decides: the body's result, the body's error, or the server's end.
        guard let finished = try await group.next(), let result = finished else {
          throw PlaygroundServerError.stoppedEarly
        }
        await beforeShutdown()
        await services.triggerGracefulShutdown()
        return result
      } catch {
        await beforeShutdown()
        await services.triggerGracefulShutdown()
        throw error
      }
    }
  }
}
