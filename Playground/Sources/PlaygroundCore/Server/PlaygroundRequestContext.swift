import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The context of a playground request: Hummingbird's, with the WebSocket upgrade, and the request's
/// channel, where a live session finds the budget its connection's ``WebSocketFrameGate`` charges.
struct PlaygroundRequestContext: RequestContext, WebSocketRequestContext {
  /// Hummingbird's storage.
  var coreContext: CoreRequestContextStorage
  /// The WebSocket handler the router chose.
  let webSocket: WebSocketHandlerReference<Self>
  /// The connection the request came on.
  let channel: any Channel

  /// Creates the context of a request on `source`'s channel.
  ///
  /// - Parameter source: The application's source: the channel and the logger.
  init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
    webSocket = WebSocketHandlerReference()
    channel = source.channel
  }

  /// The processing budget of this connection's live session, shared with its frame gate.
  func sessionBudget() async -> SessionBudget? {
    let channel = channel
    return try? await channel.eventLoop.submit {
      try channel.pipeline.syncOperations.handler(type: WebSocketFrameGate.self).budget
    }.get()
  }
}
