import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// The playground's connections: Hummingbird's HTTP/1.1 channel with its WebSocket upgrade, and the
/// playground's handlers around NIO's HTTP decoder and, after an upgrade, its WebSocket decoder.
///
/// ```
/// ByteArrivalHandler → response encoder → HTTP decoder → RequestGate → upgrade handler → Hummingbird
///                                  after an upgrade: … → RequestGate → WebSocket decoder → WebSocketFrameGate → …
/// ```
struct PlaygroundChildChannel: ServerChildChannel {
  typealias Value = HTTP1WebSocketUpgradeChannel.Value

  /// Hummingbird's channel, which sets up the decoder, the upgrade and the routing.
  let inner: HTTP1WebSocketUpgradeChannel
  /// What each request head must pass.
  let check: RequestHeadCheck
  /// How long a connection may be idle between two requests.
  let idleTimeout: Duration
  /// The server's count of open connections.
  let connections: ConnectionCounter
  /// What a live session may spend.
  let sessionLimits: PlaygroundLimits

  /// The most bytes one read of a connection's socket takes.
  static let maxReadBytes = 4096

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let check = check
    let idleTimeout = idleTimeout
    let connections = connections
    let sessionLimits = sessionLimits
    return inner.setup(channel: channel, logger: logger).assumeIsolated().flatMapThrowing { value in
      // One read of at most 4 KiB per turn of the event loop: at most 682 WebSocket frames (6 bytes
      // each at the least), all a connection's bytes may hold the loop for before the others' turn.
      try channel.syncOptions?.setOption(ChannelOptions.maxMessagesPerRead, value: 1)
      try channel.syncOptions?.setOption(
        ChannelOptions.recvAllocator,
        value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 2048, maximum: Self.maxReadBytes))
      let pipeline = channel.pipeline.syncOperations
      let upgrader = try pipeline.handler(
        type: NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self)
      let gate = RequestGate(check: check, idleTimeout: idleTimeout, connections: connections)
      try pipeline.addHandler(gate, position: .before(upgrader))
      try pipeline.addHandler(ByteArrivalHandler { gate.bytesArrived() }, position: .first)
      // Runs when the upgrade handler has decided, before it passes on what it kept back.
      upgrader.upgradeResultFuture.assumeIsolated().whenComplete { result in
        switch result {
        case .success(.websocket):
          do {
            let decoder = try pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self)
            try pipeline.addHandler(
              WebSocketFrameGate(budget: SessionBudget(limits: sessionLimits), limits: sessionLimits),
              position: .after(decoder))
            gate.upgradeFinished(.upgraded)
          } catch {
            channel.close(promise: nil)
          }
        case .success(.notUpgraded): gate.upgradeFinished(.notUpgraded)
        case .success(.failedUpgrade): gate.upgradeFinished(.refused)
        case .failure: break
        }
      }
      return value
    }.nonisolated()
  }

  func handle(value: Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
