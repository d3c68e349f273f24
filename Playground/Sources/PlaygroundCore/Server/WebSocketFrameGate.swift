import NIOCore
import NIOWebSocket

/// Every frame of a live page's WebSocket passes here, right after it is decoded and before the
/// WebSocket library sees it: frames that RFC 6455 refuses fail the connection, every frame is charged
/// to the session's ``SessionBudget``, and the socket is not read while the budget is in debt.
///
/// The connection fails, with a close frame and then a close, on:
/// - a frame without a mask (1002): a client must mask every frame;
/// - a frame with a reserved bit set (1002): no extension that uses one was negotiated;
/// - a continuation frame outside a fragmented message, or a new message inside one (1002);
/// - a text message that stops being UTF-8, checked frame by frame whatever the message's size (1007);
/// - a close frame whose reason is not UTF-8 (1007);
/// - reads that carried only pings, pongs and empty fragments keeping the session out of budget for
///   longer than ``PlaygroundLimits/maxIdleFrameDelay`` (1008).
///
/// Every frame costs ``PlaygroundLimits/processingPerFrame`` as it arrives, whatever it holds. While the
/// budget is in debt, a read the pipeline asks for is held back until the debt is repaid: the socket is
/// not read, so TCP makes a flooding client wait, and the frames of one read (at most one read's
/// bytes) are all a session's frames can cost the server's event loop at a time.
///
/// Frames that carry nothing are not passed on one by one: of a read's pings only the last is passed on,
/// which the library answers (RFC 6455 lets a server answer only the most recent ping), of its pongs
/// only the last, and an empty continuation frame that does not end its message is dropped.
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
  /// Whether a read was asked for while the budget was in debt.
  private var isReadPending = false
  /// When the held-back read is next looked at.
  private var resumption: Scheduled<Void>?
  /// The last ping of the read in progress, passed on when the read completes.
  private var lastPing: WebSocketFrame?
  /// The last pong of the read in progress, passed on when the read completes.
  private var lastPong: WebSocketFrame?
  /// What the frames since the last read was asked for carried.
  private var lastRead = ReadContent.nothing
  /// How long, over consecutive reads that carried only pings, pongs and empty fragments, the budget
  /// has kept the socket unread.
  private var idleDelay = Duration.zero
  /// The text message in progress, checked as it arrives; `nil` in a binary message or between messages.
  private var text: UTF8StreamValidator?
  /// Whether a fragmented message is in progress.
  private var isInMessage = false
  /// Whether the connection has failed: nothing more is read or written.
  private var hasFailed = false
  /// What the session may spend and how long its socket may take no bytes.
  private let limits: PlaygroundLimits
  /// Closes the connection; scheduled while the socket takes no more bytes.
  private var writeDeadline: Scheduled<Void>?

  /// Creates the gate of one connection.
  ///
  /// - Parameters:
  ///   - budget: The session's budget.
  ///   - limits: How long the socket may take no bytes before the connection is closed
  ///     (``PlaygroundLimits/writeTimeout``), and how long pings, pongs and empty fragments may keep
  ///     the session out of budget (``PlaygroundLimits/maxIdleFrameDelay``).
  init(budget: SessionBudget, limits: PlaygroundLimits) {
    self.budget = budget
    self.limits = limits
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
      writeDeadline = context.eventLoop.scheduleTask(in: TimeAmount(limits.writeTimeout)) {
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
    budget.chargeFrame()
    switch frame.opcode {
    case .ping: lastPing = frame
    case .pong: lastPong = frame
    case .continuation where !frame.fin && frame.length == 0: break
    default:
      lastRead = .data
      context.fireChannelRead(data)
      return
    }
    if lastRead == .nothing { lastRead = .idleFramesOnly }
  }

  func channelReadComplete(context: ChannelHandlerContext) {
    guard !hasFailed else { return }
    if let pong = lastPong.take() { context.fireChannelRead(wrapInboundOut(pong)) }
    if let ping = lastPing.take() { context.fireChannelRead(wrapInboundOut(ping)) }
    context.fireChannelReadComplete()
  }

  func read(context: ChannelHandlerContext) {
    guard !hasFailed else { return }
    let pause = budget.pause
    switch lastRead {
    case .data: idleDelay = .zero
    case .idleFramesOnly: idleDelay += pause
    case .nothing: break
    }
    guard idleDelay <= limits.maxIdleFrameDelay else {
      fail(context, .policyViolation, "pings and empty frames keep this session over its processing budget")
      return
    }
    guard pause > .zero else {
      isReadPending = false
      lastRead = .nothing
      context.read()
      return
    }
    isReadPending = true
    scheduleResumption(context, after: pause)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    // Once the close frame is written, RFC 6455 allows nothing after it.
    guard !hasFailed else {
      promise?.fail(ChannelError.ioOnClosedChannel)
      return
    }
    context.write(data, promise: promise)
  }

  /// Asks for the held-back read once `pause` has passed, when the budget should be out of debt.
  private func scheduleResumption(_ context: ChannelHandlerContext, after pause: Duration) {
    guard resumption == nil else { return }
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    resumption = context.eventLoop.scheduleTask(in: TimeAmount(pause)) {
      let (gate, context) = loopBound.value
      gate.resumption = nil
      guard gate.isReadPending else { return }
      // Messages may have been charged meanwhile: the read is held back again if the debt is not repaid.
      gate.read(context: context)
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
    resumption?.cancel()
    resumption = nil
    lastPing = nil
    lastPong = nil
    var payload = context.channel.allocator.buffer(capacity: 2 + reason.utf8.count)
    payload.write(webSocketErrorCode: code)
    payload.writeString(reason)
    let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)
    hasFailed = true
    let channel = context.channel
    context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in channel.close(promise: nil) }
  }
}

extension WebSocketFrameGate {
  /// What the frames of one read carried.
  private enum ReadContent {
    /// No frame.
    case nothing
    /// Only pings, pongs and empty continuation frames that do not end their message.
    case idleFramesOnly
    /// At least one frame of a message, or a close.
    case data
  }
}
