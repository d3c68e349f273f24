import HummingbirdWSClient
import Logging

/// The playground's WebSocket, opened as a browser tab opens it.
enum LiveSocket {
  /// Connects to `url`, logging only errors, and runs `body` with the server's messages and the writer
  /// for the client's.
  ///
  /// Frames and messages may be up to 4 MiB: the first render carries every control, far more than the
  /// client's default of 16 KiB.
  ///
  /// - Parameters:
  ///   - url: Where the playground's WebSocket listens, such as `ws://127.0.0.1:8080/ws`.
  ///   - body: The conversation; the connection closes when it returns.
  /// - Throws: The client's error when the connection cannot be made or breaks.
  static func connect(
    to url: String,
    _ body:
      @escaping @Sendable (
        _ replies: inout WebSocketInboundMessageStream.AsyncIterator, _ outbound: WebSocketOutboundWriter
      ) async -> Void
  ) async throws {
    var logger = Logger(label: "host-load")
    logger.logLevel = .error
    try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 1 << 22), logger: logger) {
      inbound, outbound, _ in
      var replies = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
      await body(&replies, outbound)
    }
  }
}
