import NIOCore

/// The first handler of every connection: it tells the ``RequestGate`` that bytes arrived, before NIO's
/// HTTP decoder reads them, and passes them on untouched.
///
/// The gate starts a request's deadline at the first byte after the request before it, whatever that
/// byte is: empty lines, which the decoder skips without a word, count too. Nothing here reads the bytes.
final class ByteArrivalHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private let arrived: () -> Void

  /// Creates the handler.
  ///
  /// - Parameter arrived: Called on the connection's event loop each time bytes arrive.
  init(arrived: @escaping () -> Void) {
    self.arrived = arrived
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    arrived()
    context.fireChannelRead(data)
  }
}
