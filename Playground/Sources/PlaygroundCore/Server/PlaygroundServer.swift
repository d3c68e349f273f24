public import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
import ServiceLifecycle

/// What the playground serves and where.
public struct PlaygroundConfiguration: Sendable {
  /// The address to listen on; only loopback is expected. Default `127.0.0.1`.
  public var host: String
  /// The port; `0` picks a free one. Default `8080`.
  public var port: Int
  /// What live sessions accept.
  public var limits: PlaygroundLimits
  /// Makes each live session's controls.
  public var sceneFactory: any PlaygroundSceneFactory
  /// Supplies the gallery.
  public var gallery: any GalleryProvider
  /// Host names accepted in a request's `Host` header besides the address served, `localhost` and the
  /// loopback addresses; a request naming any other host gets 421, which stops DNS rebinding.
  public var allowedHosts: [String] = []
  /// How long a connection may stay idle between two requests before it is closed.
  public var idleTimeout: Duration = .seconds(30)
  /// How large and slow a request may be, and how many connections may be open at once.
  public var requestLimits = RequestHeadLimits()

  /// Creates a configuration; the defaults serve ``PlaygroundRegistry/standard`` on 127.0.0.1:8080.
  ///
  /// - Parameters:
  ///   - host: The address to listen on.
  ///   - port: The port, or `0` for a free one.
  ///   - limits: What live sessions accept.
  ///   - registry: The controls shown in the gallery and on the live page.
  public init(
    host: String = "127.0.0.1", port: Int = 8080, limits: PlaygroundLimits = PlaygroundLimits(),
    registry: PlaygroundRegistry = .standard
  ) {
    self.init(host: host, port: port, limits: limits, sceneFactory: registry, gallery: registry)
  }

  /// Creates a configuration whose live page and gallery come from separate sources.
  ///
  /// - Parameters:
  ///   - host: The address to listen on.
  ///   - port: The port, or `0` for a free one.
  ///   - limits: What live sessions accept.
  ///   - sceneFactory: Makes each live session's controls.
  ///   - gallery: Supplies the gallery.
  public init(
    host: String = "127.0.0.1", port: Int = 8080, limits: PlaygroundLimits = PlaygroundLimits(),
    sceneFactory: any PlaygroundSceneFactory, gallery: any GalleryProvider
  ) {
    self.host = host
    self.port = port
    self.limits = limits
    self.sceneFactory = sceneFactory
    self.gallery = gallery
  }
}

/// The playground's HTTP and WebSocket server.
///
/// Routes: `/` (index), `/gallery`, `/live`, `/favicon.ico`, `/assets/style.css`, `/assets/page.js`,
/// `/assets/live.js`, each for GET and HEAD, and the WebSocket `/ws`, where each connection is its own
/// ``PlaygroundSession``. Any other path gets 404 with a page that links home.
public struct PlaygroundServer: Sendable {
  /// What the server serves and where.
  public let configuration: PlaygroundConfiguration
  /// The open live sessions.
  public let sessions = SessionRegistry()

  /// Creates a server; nothing listens until the application runs.
  ///
  /// - Parameter configuration: What to serve and where.
  public init(configuration: PlaygroundConfiguration = PlaygroundConfiguration()) {
    self.configuration = configuration
  }

  /// Builds the Hummingbird application.
  ///
  /// - Parameters:
  ///   - verbose: Log every request at `info` level; otherwise only warnings and errors (to standard error).
  ///   - onRunning: Called once the server listens, with the actual port (useful with port `0`).
  /// - Returns: An application to run with `runService()` or inside a service group.
  public func makeApplication(
    verbose: Bool = false,
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    var logger = Logger(label: "stately-playground")
    logger.logLevel = verbose ? .info : .warning
    let router = Router()
    router.add(middleware: NotFoundPage())
    let gallery = configuration.gallery
    // HEAD is answered wherever GET is: the same head, and NIO's encoder leaves the body out.
    func route(_ path: RouterPath, _ response: @escaping @Sendable () -> Response) {
      router.get(path) { _, _ in response() }
      router.head(path) { _, _ in response() }
    }
    route("/") { Self.page(Pages.index(links: .server)) }
    route("/favicon.ico") { Self.asset(Assets.favicon, type: "image/svg+xml") }
    route("/gallery") { Self.page(Pages.gallery(gallery.gallerySections(), links: .server)) }
    route("/live") { Self.page(Pages.live()) }
    route("/assets/style.css") { Self.asset(Assets.stylesheet, type: "text/css; charset=utf-8") }
    route("/assets/page.js") { Self.asset(Assets.pageScript, type: "text/javascript; charset=utf-8") }
    route("/assets/live.js") { Self.asset(Assets.liveScript, type: "text/javascript; charset=utf-8") }

    let sessions = self.sessions
    let factory = configuration.sceneFactory
    let limits = configuration.limits
    let requestLimits = configuration.requestLimits
    let connections = ConnectionCounter(
      limit: requestLimits.maxConnections, liveLimit: requestLimits.maxLiveConnections)
    router.get("/ws") { _, _ -> Response in
      throw HTTPError(.upgradeRequired, message: "/ws is the live page's WebSocket; open /live instead.")
    }
    // Each WebSocket connection on /ws is a session; the request gate has checked its Host and Origin.
    let serve: @Sendable (WebSocketInboundStream, WebSocketOutboundWriter, any Channel) async -> Void = {
      inbound, outbound, channel in
      guard connections.admitLive() else {
        try? await outbound.close(.unknown(1013), reason: "too many live pages are open; try again later")
        return
      }
      defer { connections.releaseLive() }
      let budget = await Self.sessionBudget(of: channel) ?? SessionBudget(limits: limits)
      let session = await sessions.open(factory: factory, limits: limits, budget: budget)
      await sessions.onShutdown(of: session) {
        try? await outbound.close(.goingAway, reason: "the playground is shutting down")
      }
      let outbox = session.outbox
      let write: @Sendable (String) async throws -> Void = { try await outbound.write(.text($0)) }
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          // The updates of timed work, which no message of the page asked for.
          for await _ in outbox.wakeUps {
            do {
              try await outbox.deliver(through: write)
            } catch {
              break
            }
          }
        }
        await session.start()
        await withGracefulShutdownHandler {
          await Self.readMessages(from: inbound, into: session, limits: limits, write: write)
        } onGracefulShutdown: {
          Task { try? await outbound.close(.goingAway, reason: "the playground is shutting down") }
        }
        await sessions.close(session)
      }
    }

    let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
      // The request gate times connections; Hummingbird's own idle timer would race it.
      http1: .init(
        idleTimeout: nil,
        httpDecoderConfiguration: .init(
          maxHeaderFieldSize: requestLimits.maxHeadBytes, maxHeaderListSize: requestLimits.maxHeadBytes)),
      ws: .init(maxFrameSize: limits.maxFrameBytes, closeTimeout: .seconds(1)))
    let check = RequestHeadCheck(
      limits: requestLimits, hosts: HostCheck(served: configuration.host, allowed: configuration.allowedHosts)
    )
    return Application(
      router: router,
      server: HTTPServerBuilder { responder in
        PlaygroundChildChannel(
          // Not Hummingbird's WebSocket router: its request context holds itself and is never freed.
          inner: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: channelConfiguration) {
            head, channel, _ in
            guard head.path?.split(separator: "?", maxSplits: 1).first == "/ws" else { return .dontUpgrade }
            return .upgrade([:]) { inbound, outbound, _ in await serve(inbound, outbound, channel) }
          },
          check: check, idleTimeout: configuration.idleTimeout, connections: connections,
          sessionLimits: limits)
      },
      configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
      onServerRunning: { channel in
        await onRunning(channel.localAddress?.port ?? 0)
      },
      logger: logger
    )
  }

  /// The processing budget that the WebSocket frame gate of `channel` charges.
  static func sessionBudget(of channel: any Channel) async -> SessionBudget? {
    try? await channel.eventLoop.submit {
      try channel.pipeline.syncOperations.handler(type: WebSocketFrameGate.self).budget
    }.get()
  }

  /// Writes the session's first render, then collects frames into messages, enforcing the size limit
  /// without closing the connection, and writes each message's reply before it reads the next frame: a
  /// page that does not read its replies is not read either.
  ///
  /// The frames arrive checked by the connection's ``WebSocketFrameGate``: in order, and a text
  /// message's bytes valid UTF-8.
  ///
  /// - Parameters:
  ///   - inbound: The connection's frames.
  ///   - session: The connection's session, started.
  ///   - limits: What the session accepts.
  ///   - write: Writes one message to the page.
  ///
  /// Each message's time is charged to the session's ``PlaygroundSession/budget``; while it is in
  /// debt, the reader waits, and the frame gate does not read the socket.
  static func readMessages(
    from inbound: WebSocketInboundStream, into session: PlaygroundSession, limits: PlaygroundLimits,
    write: (String) async throws -> Void
  ) async {
    var buffer = ByteBuffer()
    var size = 0
    var isBinary = false
    do {
      try await session.outbox.deliver(through: write)
      for try await frame in inbound {
        if frame.opcode != .continuation {
          buffer.clear()
          size = 0
          isBinary = frame.opcode == .binary
        }
        size += frame.data.readableBytes
        if size <= limits.maxMessageBytes {
          var data = frame.data
          buffer.writeBuffer(&data)
        } else {
          buffer.clear()
        }
        guard frame.fin else { continue }
        if size > limits.maxMessageBytes {
          await session.receiveOversized(byteCount: size)
          try await session.outbox.deliver(through: write)
        } else if isBinary {
          await session.receiveBinary()
          try await session.outbox.deliver(through: write)
        } else {
          let work = await session.receive(String(decoding: buffer.readableBytesView, as: UTF8.self))
          let pause = session.budget.charge(work)
          try await session.outbox.deliver(through: write)
          if pause > .zero { try await Task.sleep(for: pause) }
        }
      }
    } catch {
      // The connection failed or closed; the caller closes the session.
    }
  }

  static func page(_ html: HTML) -> Response {
    asset(html.markup, type: "text/html; charset=utf-8")
  }

  /// What a page may load: only the playground's own script, style and WebSocket.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; "
    + "img-src 'self' data:; connect-src 'self'; "
    + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

  private static func asset(_ text: String, type: String) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: type, .cacheControl: "no-store", .contentSecurityPolicy: contentSecurityPolicy,
        .xContentTypeOptions: "nosniff",
      ],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}
