import Foundation
import HummingbirdWSClient
import Logging
import NIOCore
import Testing

@testable import PlaygroundCore

/// Runs a playground server on 127.0.0.1 with an ephemeral port around `body`, then stops it.
func withLiveServer<T: Sendable>(
  _ configuration: PlaygroundConfiguration = PlaygroundConfiguration(host: "127.0.0.1", port: 0),
  _ body: @escaping @Sendable (_ port: Int, _ server: PlaygroundServer) async throws -> T
) async throws -> T {
  let server = PlaygroundServer(configuration: configuration)
  return try await server.withRunning { port in try await body(port, server) }
}

/// One side of a live WebSocket conversation, as a test script sees it.
struct Conversation {
  fileprivate var iterator: WebSocketInboundMessageStream.AsyncIterator
  let outbound: WebSocketOutboundWriter

  /// Sends one text message.
  func send(_ text: String) async throws {
    try await outbound.write(.text(text))
  }

  /// Sends one text message as several frames of at most `frameSize` bytes each.
  func sendFragmented(_ text: String, frameSize: Int) async throws {
    let bytes = Array(text.utf8)
    try await outbound.withTextMessageWriter { writer in
      var start = 0
      while start < bytes.count {
        let end = min(start + frameSize, bytes.count)
        try await writer(ByteBuffer(bytes: bytes[start..<end]))
        start = end
      }
    }
  }

  /// Sends one binary message.
  func sendBinary(_ bytes: [UInt8]) async throws {
    try await outbound.write(.binary(ByteBuffer(bytes: bytes)))
  }

  /// Reads the next server message.
  mutating func next() async throws -> Reply {
    guard let message = try await iterator.next() else {
      throw TestFailure("the server closed the connection")
    }
    guard case .text(let text) = message else { throw TestFailure("the server sent a binary message") }
    return try JSONDecoder().decode(Reply.self, from: Data(text.utf8))
  }
}

private actor ResultBox<T: Sendable> {
  var value: T?
  func set(_ value: T) { self.value = value }
}

/// Opens a WebSocket to the playground on 127.0.0.1, runs `script`, and closes it.
///
/// - Parameter maxFrameSize: The client's frame size; longer messages are sent in several frames.
func converse<T: Sendable>(
  port: Int, maxFrameSize: Int = 1 << 20,
  _ script: @escaping @Sendable (inout Conversation) async throws -> T
) async throws -> T {
  let box = ResultBox<T>()
  var logger = Logger(label: "playground-test-client")
  logger.logLevel = .warning
  try await WebSocketClient.connect(
    url: "ws://127.0.0.1:\(port)/ws", configuration: .init(maxFrameSize: maxFrameSize), logger: logger
  ) { inbound, outbound, _ in
    var conversation = Conversation(
      iterator: inbound.messages(maxSize: 1 << 22).makeAsyncIterator(), outbound: outbound)
    await box.set(try await script(&conversation))
  }
  guard let value = await box.value else { throw TestFailure("the conversation ended without a result") }
  return value
}

/// Waits, a bounded number of times, until the server has no open sessions; returns the last count.
func settledSessionCount(_ server: PlaygroundServer) async throws -> Int {
  for _ in 0..<500 {
    let count = await server.sessions.count
    if count == 0 { return 0 }
    try await Task.sleep(for: .milliseconds(10))
  }
  return await server.sessions.count
}
