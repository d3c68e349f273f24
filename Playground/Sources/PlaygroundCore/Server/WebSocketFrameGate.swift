import NIOCore
import NIOWebSocket

/// Every frame of a live page's WebSocket passes here, right after it is decoded and before the
/// WebSocket library sees it: frames that RFC 6455 refuses fail the connection, and each frame is
/// charged to the session's ``SessionBudget``.
///
/// The connection fails, with a close frame and then a close, on:
/// - a frame without a mask (1002): a client must mask every frame;
/// - a frame with a reserved bit set (1002): no extension that uses one was negotiated;
/// - a continuation frame outside a fragmented message, or a new message inside one (1002);
/// - a text message that stops being UTF-8, checked frame by frame whatever the message's size (1007);
/// - a close frame whose reason is not UTF-8 (1007).
///
/// While the budget is in debt, frames wait here in order, and the socket is not read, so a session
/// flooding the server with frames (pings the library answers by itself, empty continuations) waits
/// for its own share instead of taking the others'.
///
/// A page that stops reading fills its socket, and then every write to it waits, the reply the reader
/// is writing and the close frame of a shutdown included. Once the socket has taken nothing for the
/// write timeout, the gate closes the connection, and everything waiting on it ends.
final class WebSocketFrameGate: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = WebSocketFrame
  typealias InboundOut = WebSocketFrame
  typealias OutboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  /// The session's budget, which the connection's message reader charges too.
  let budget: SessionBudget
  /// Frames that arrived while the budget was in debt, in order.
  private var waiting = CircularBuffer<WebSocketFrame>()
  /// Whether a read was asked for while frames were waiting.
  private var isReadPending = false
  /// When waiting frames are next looked at.
  private var resumption: Scheduled<Void>?
  /// The text message in progress, checked as it arrives; `nil` in a binary message or between messages.
  private var text: UTF8StreamValidator?
  /// Whether a fragmented message is in progress.
  private var isInMessage = false
  /// Whether the connection has failed: nothing more is read or written.
  private var hasFailed = false
  /// How long the socket may take no bytes before the connection is closed.
  private let writeTimeout: Duration
  /// Closes the connection; scheduled while the socket takes no more bytes.
  private var writeDeadline: Scheduled<Void>?

  /// Creates the gate of one connection.
  ///
  /// - Parameters:
  ///   - budget: The session's budget.
  ///   - writeTimeout: How long the socket may take no bytes before the connection is closed.
  init(budget: SessionBudget, writeTimeout: Duration) {
    self.budget = budget
    self.writeTimeout = writeTimeout
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    resumption?.cancel()
    writeDeadline?.cancel()
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable {
      writeDeadline?.cancel()
      writeDeadline = nil
    } else if writeDeadline == nil {
      let channel = context.channel
      writeDeadline = context.eventLoop.scheduleTask(in: TimeAmount(writeTimeout)) {
        channel.close(promise: nil)
      }
    }
    context.fireChannelWritabilityChanged()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !hasFailed else { return }
    let frame = unwrapInboundIn(data)
    if let failure = check(frame) {
      fail(context, failure.code, failure.reason)
      return
    }
    waiting.append(frame)
    passWaitingFrames(context, outsideARead: false)
  }

  func read(context: ChannelHandlerContext) {
    guard !hasFailed else { return }
    if waiting.isEmpty {
      context.read()
    } else {
      isReadPending = true
    }
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    // Once the close frame is written, RFC 6455 allows nothing after it.
    guard !hasFailed else {
      promise?.fail(ChannelError.ioOnClosedChannel)
      return
    }
    context.write(data, promise: promise)
  }

  /// Passes waiting frames on while the budget allows, then asks for the read that was held back.
  ///
  /// - Parameters:
  ///   - context: The gate's context.
  ///   - outsideARead: Whether this runs outside the socket's read, which then needs its own "read
  ///     complete" for the frames to reach the reader.
  private func passWaitingFrames(_ context: ChannelHandlerContext, outsideARead: Bool) {
    var passed = false
    while !waiting.isEmpty {
      let pause = budget.pause
      guard pause <= .zero else {
        scheduleResumption(context, after: pause)
        break
      }
      budget.chargeFrame()
      context.fireChannelRead(wrapInboundOut(waiting.removeFirst()))
      passed = true
    }
    if passed, outsideARead { context.fireChannelReadComplete() }
    if waiting.isEmpty, isReadPending {
      isReadPending = false
      context.read()
    }
  }

  private func scheduleResumption(_ context: ChannelHandlerContext, after pause: Duration) {
    guard resumption == nil else { return }
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    resumption = context.eventLoop.scheduleTask(in: TimeAmount(pause)) {
      let (gate, context) = loopBound.value
      gate.resumption = nil
      guard !gate.hasFailed else { return }
      gate.passWaitingFrames(context, outsideARead: true)
    }
  }

  /// Why `frame` fails the connection, or `nil` when it may pass.
  private func check(_ frame: WebSocketFrame) -> (code: WebSocketErrorCode, reason: String)? {
    guard frame.maskKey != nil else { return (.protocolError, "a client frame without a mask") }
    guard frame.reservedBits.isEmpty else { return (.protocolError, "a frame with a reserved bit set") }
    switch frame.opcode {
    case .continuation:
      guard isInMessage else { return (.protocolError, "a continuation frame outside a fragmented message") }
      return checkText(frame)
    case .text, .binary:
      guard !isInMessage else { return (.protocolError, "a new message inside a fragmented message") }
      text = frame.opcode == .text ? UTF8StreamValidator() : nil
      return checkText(frame)
    case .connectionClose:
      let payload = frame.unmaskedData
      guard
        payload.readableBytes <= 2
          || String(validating: payload.readableBytesView.dropFirst(2), as: UTF8.self) != nil
      else { return (.dataInconsistentWithMessage, "a close reason that is not UTF-8") }
      return nil
    default:
      // Pings, pongs and reserved opcodes: the library answers or refuses them.
      return nil
    }
  }

  /// Checks a data frame's bytes when it belongs to a text message, and follows where messages end.
  private func checkText(_ frame: WebSocketFrame) -> (code: WebSocketErrorCode, reason: String)? {
    isInMessage = !frame.fin
    guard text != nil else { return nil }
    let data = frame.unmaskedData
    guard text?.feed(data.readableBytesView) == true, frame.fin ? text?.finish() == true : true else {
      return (.dataInconsistentWithMessage, "a text message that is not valid UTF-8")
    }
    if frame.fin { text = nil }
    return nil
  }

  /// Fails the connection: writes a close frame with `code`, then closes.
  private func fail(_ context: ChannelHandlerContext, _ code: WebSocketErrorCode, _ reason: String) {
    waiting.removeAll()
    resumption?.cancel()
    resumption = nil
    var payload = context.channel.allocator.buffer(capacity: 2 + reason.utf8.count)
    payload.write(webSocketErrorCode: code)
    payload.writeString(reason)
    let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)
    hasFailed = true
    let channel = context.channel
    context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in channel.close(promise: nil) }
  }
}
