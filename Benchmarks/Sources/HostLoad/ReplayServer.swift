import Hummingbird
import HummingbirdWebSocket
import Logging
import PlaygroundCore

/// A WebSocket server on the playground's stack (Hummingbird's HTTP/1 upgrade to a WebSocket route)
/// that does none of the playground's work: it sends each connection the recorded first render, then
/// answers its *n*th message with the recorded *n*th reply.
///
/// Driven by the same sessions, it measures the floor that the transport and the load generator set
/// on the latency: the same bytes go both ways and the clients decode and check them as they do the
/// playground's, but no message is parsed, applied, rendered or encoded.
enum ReplayServer {
  /// The reply to a message past the end of the script.
  static let beyondScript = #"{"message":"the replay server knows no reply past the script","type":"error"}"#

  /// Runs the server on an ephemeral loopback port around `body`, then stops it.
  ///
  /// - Parameters:
  ///   - conversation: What each connection is sent.
  ///   - body: Runs once the server listens, with its port.
  /// - Returns: What `body` returns.
  /// - Throws: What the server throws when it cannot listen, or what `body` throws.
  static func withRunning<T: Sendable>(
    _ conversation: RecordedConversation, _ body: @escaping @Sendable (_ port: Int) async throws -> T
  ) async throws -> T {
    let router = Router(context: BasicWebSocketRequestContext.self)
    router.ws("/ws") { inbound, outbound, _ in
      try await outbound.write(.text(conversation.render))
      var next = 0
      for try await _ in inbound.messages(maxSize: 1 << 16) {
        let reply = next < conversation.replies.count ? conversation.replies[next] : beyondScript
        next += 1
        try await outbound.write(.text(reply))
      }
    }
    var logger = Logger(label: "host-load-replay")
    logger.logLevel = .warning
    return try await PlaygroundServer.withRunning(
      application: { onRunning in
        Application(
          router: Router(),
          server: .http1WebSocketUpgrade(webSocketRouter: router),
          configuration: .init(address: .hostname("127.0.0.1", port: 0)),
          onServerRunning: { await onRunning($0.localAddress?.port ?? 0) },
          logger: logger)
      }, body)
  }
}
