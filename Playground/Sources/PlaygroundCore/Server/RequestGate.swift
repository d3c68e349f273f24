import NIOCore
import NIOHTTP1

/// Every HTTP request passes here after NIO's decoder has read it and before it is upgraded or routed:
/// the one place that refuses requests, times connections and ends them.
///
/// NIO's decoder alone decides where a request starts and ends; this handler reads only what the
/// decoder produced. It:
/// - at ``RequestHeadLimits/maxConnections`` open connections, makes room for a new one by closing the
///   connection that has waited longest for a request head (one that has sent nothing yet, part of a
///   head, or nothing since its last answer), and refuses the new one with 503 only when every
///   connection is being answered or is a WebSocket;
/// - refuses a head that ``RequestHeadCheck`` refuses (414, 405, 400, 421, 403);
/// - answers bytes the decoder refused with 400, or 431 for a head over
///   ``RequestHeadLimits/maxHeadBytes``;
/// - answers 408 when a request has not arrived whole within ``RequestHeadLimits/requestTimeout`` of
///   its first byte (the first request: of the connection's accept), or when the connection has been
///   idle between requests for ``PlaygroundConfiguration/idleTimeout``; while answers are still going
///   out (a busy server, or a client that does not read them) an idle connection gets no 408: it reads
///   nothing more and closes once they are out, or a request timeout later;
/// - answers 400 to a first request that asks for an upgrade the server does not make: NIO's upgrade
///   handler keeps such a request from the router;
/// - closes the connection after the response to a request that does not keep it alive (HTTP/1.0
///   without `keep-alive`, `Connection: close`) or that asked for an upgrade it did not get: NIO's
///   decoder reads nothing after such a request.
///
/// Each answer of its own is one complete response with `Connection: close`, written after the
/// responses to the requests before it, so a connection never gets two answers to one request; then
/// the connection closes. After a WebSocket upgrade every byte passes through untouched.
final class RequestGate: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  /// What became of the upgrade the connection's first request may have asked for.
  enum UpgradeOutcome {
    /// The connection is a WebSocket.
    case upgraded
    /// No upgrade was made, and the router got the request only if it did not ask for one.
    case notUpgraded
    /// The router refused the upgrade and answers the request itself.
    case refused
  }

  private enum Mode {
    /// Reading requests.
    case http
    /// The connection's first request asked for an upgrade and has ended; until the upgrade's
    /// outcome is known, what arrives waits here, unread: after an upgrade the decoder is gone and the
    /// bytes are the WebSocket's.
    case awaitingUpgrade(held: [NIOAny])
    /// A WebSocket: everything passes through.
    case upgraded
    /// Answered or failed: nothing more is read, and the connection closes once its responses are out.
    case closing
  }

  private enum Timer {
    /// The request arriving must have arrived whole when it fires.
    case request(Scheduled<Void>)
    /// The connection is idle between requests.
    case idle(Scheduled<Void>)
    /// No timer: a request has arrived whole and is being answered, or the connection is a WebSocket.
    case none
  }

  /// The gate's context while it is in the pipeline, for the calls that come from outside it.
  private var context: ChannelHandlerContext?
  private let check: RequestHeadCheck
  private let idleTimeout: Duration
  private let connections: ConnectionCounter
  /// The connection's number in ``connections``; `nil` when the server was full.
  private var number: Int?
  private var mode = Mode.http
  private var timer = Timer.none
  /// Whether the connection's first request may still be upgraded.
  private var mayUpgrade = true
  /// Whether a request's head has been passed on and its end has not arrived yet.
  private var isRequestInProgress = false
  /// Whether the latest request passed on asked for an upgrade.
  private var asksForUpgrade = false
  /// For each request passed on whose response has not ended, oldest first: whether the connection
  /// closes after that response.
  private var awaitingResponses: [Bool] = []
  /// The answer to write once every response before it has ended.
  private var pendingRefusal: Refusal?
  /// Whether the closing has started.
  private var isClosing = false

  /// Creates the gate of one connection.
  ///
  /// - Parameters:
  ///   - check: What each request head must pass.
  ///   - idleTimeout: How long the connection may be idle between two requests.
  ///   - connections: The server's count of open connections.
  init(check: RequestHeadCheck, idleTimeout: Duration, connections: ConnectionCounter) {
    self.check = check
    self.idleTimeout = idleTimeout
    self.connections = connections
  }

  // MARK: Connection

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    number = connections.admit(close: closeToMakeRoom(context))
    if context.channel.isActive { start(context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    start(context)
    context.fireChannelActive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.context = nil
    stopTimer()
    if let number { connections.release(number) }
    number = nil
  }

  /// Refuses a connection over the cap, or starts the first request's deadline, once.
  private func start(_ context: ChannelHandlerContext) {
    guard case .none = timer, case .http = mode, !isRequestInProgress, awaitingResponses.isEmpty else {
      return
    }
    guard number != nil else {
      refuse(context, .overCapacity)
      return
    }
    startTimer(context, request: true)
  }

  /// What the counter calls, from any thread, to close this connection to make room for a new one
  /// while it waits for a request head: nothing it was asked is left unanswered.
  private func closeToMakeRoom(_ context: ChannelHandlerContext) -> @Sendable () -> Void {
    let loopBound = NIOLoopBound(self, eventLoop: context.eventLoop)
    let eventLoop = context.eventLoop
    return {
      eventLoop.execute {
        let gate = loopBound.value
        guard let context = gate.context else { return }
        gate.close(context)
      }
    }
  }

  /// Bytes arrived on the socket (see ``ByteArrivalHandler``): unless a request is already arriving,
  /// they start the next one, and its deadline. Called on the connection's event loop.
  func bytesArrived() {
    guard let context, case .http = mode else { return }
    switch timer {
    case .request: break
    case .idle, .none: if !isRequestInProgress { startTimer(context, request: true) }
    }
  }

  /// What became of the upgrade the connection's first request may have asked for, called on the
  /// connection's event loop before anything the upgrade handler kept back is passed on.
  func upgradeFinished(_ outcome: UpgradeOutcome) {
    mayUpgrade = false
    guard let context else { return }
    let held: [NIOAny]
    if case .awaitingUpgrade(let waiting) = mode { held = waiting } else { held = [] }
    switch outcome {
    case .upgraded:
      stopTimer()
      mode = .upgraded
    case .notUpgraded where asksForUpgrade:
      // NIO's upgrade handler does not pass on a request whose upgrade it does not make, so nobody else
      // answers it.
      awaitingResponses.removeLast()
      refuse(
        context,
        Refusal(
          status: .badRequest,
          sentence:
            "The playground upgrades a connection only to a WebSocket, on /ws, with a Sec-WebSocket-Key "
            + "and Sec-WebSocket-Version: 13."))
      return
    case .notUpgraded, .refused:
      guard case .awaitingUpgrade = mode else { return }
      mode = .closing
    }
    for data in held { channelRead(context: context, data: data) }
    context.read()
  }

  // MARK: Requests

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch mode {
    case .upgraded:
      context.fireChannelRead(data)
    case .closing:
      break
    case .awaitingUpgrade(var held):
      held.append(data)
      mode = .awaitingUpgrade(held: held)
    case .http:
      read(unwrapInboundIn(data), context: context)
    }
  }

  private func read(_ part: HTTPServerRequestPart, context: ChannelHandlerContext) {
    switch part {
    case .head(let head):
      if let refusal = check.refusal(for: head) {
        refuse(context, refusal)
        return
      }
      if let number, !connections.answering(number) {
        // Closed to make room for another connection just before the head arrived whole.
        close(context)
        return
      }
      isRequestInProgress = true
      asksForUpgrade = !head.headers["upgrade"].isEmpty
      awaitingResponses.append(!head.isKeepAlive || asksForUpgrade)
      context.fireChannelRead(wrapInboundOut(part))
    case .body:
      context.fireChannelRead(wrapInboundOut(part))
    case .end:
      isRequestInProgress = false
      stopTimer()
      if asksForUpgrade, mayUpgrade {
        // The upgrade handler upgrades once the first request has ended; then the decoder is gone and
        // what arrives next are the WebSocket's bytes, which wait here until the outcome is known.
        mode = .awaitingUpgrade(held: [])
        startTimer(context, request: true)
      } else {
        if awaitingResponses.last == true { mode = .closing }
        // Idle from here: the next request has not started, and the answers must be read meanwhile.
        startTimer(context, request: false)
      }
      context.fireChannelRead(wrapInboundOut(part))
    }
  }

  func read(context: ChannelHandlerContext) {
    switch mode {
    case .awaitingUpgrade: break  // asked for again once the outcome is known
    case .http, .upgraded, .closing: context.read()
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let error = error as? HTTPParserError else {
      context.fireErrorCaught(error)
      return
    }
    // The decoder's errors are answered here, once; passed on, the router would answer them again.
    guard case .http = mode else { return }
    if isRequestInProgress {
      // The request was routed and is answered; what follows it is not HTTP.
      mode = .closing
      if awaitingResponses.isEmpty { close(context) }
    } else {
      refuse(context, .malformed(error, limits: check.limits))
    }
  }

  // MARK: Responses

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .upgraded = mode {
      context.write(data, promise: promise)
      return
    }
    switch unwrapOutboundIn(data) {
    case .head(var head) where head.status != .switchingProtocols && awaitingResponses.first == true:
      head.headers.replaceOrAdd(name: "connection", value: "close")
      context.write(wrapOutboundOut(.head(head)), promise: promise)
    case .end where !awaitingResponses.isEmpty:
      let closesAfter = awaitingResponses.removeFirst()
      guard !closesAfter, awaitingResponses.isEmpty else {
        let promise = promise ?? context.eventLoop.makePromise()
        context.write(data, promise: promise)
        if closesAfter {
          mode = .closing
          promise.futureResult.assumeIsolated().whenComplete { _ in self.close(context) }
        }
        return
      }
      context.write(data, promise: promise)
      if let refusal = pendingRefusal {
        pendingRefusal = nil
        write(refusal, context)
      } else if case .closing = mode {
        close(context)
      } else if case .http = mode, !isRequestInProgress {
        // Every answer is out: until the next head arrives whole, the connection may make room.
        if let number { connections.waitingForRequest(number, close: closeToMakeRoom(context)) }
        if !isRequestArriving { startTimer(context, request: false) }  // idle afresh from the last answer
      }
    default:
      context.write(data, promise: promise)
    }
  }

  /// Answers with `refusal` once the responses before it have ended, then closes; nothing more is read.
  private func refuse(_ context: ChannelHandlerContext, _ refusal: Refusal) {
    mode = .closing
    if awaitingResponses.isEmpty {
      write(refusal, context)
    } else {
      pendingRefusal = refusal
    }
  }

  private func write(_ refusal: Refusal, _ context: ChannelHandlerContext) {
    let parts = refusal.parts(allocator: context.channel.allocator)
    for part in parts.dropLast() { context.write(wrapOutboundOut(part), promise: nil) }
    context.writeAndFlush(wrapOutboundOut(parts[parts.count - 1])).assumeIsolated().whenComplete { _ in
      self.close(context)
    }
  }

  /// Closes the connection: first its input, which tells the upgrade handler that no request is coming,
  /// then the rest. A connection not yet active (closed to make room before its registration finished)
  /// has no input to close, and NIO asserts that a channel whose input closes is registered.
  private func close(_ context: ChannelHandlerContext) {
    guard !isClosing else { return }
    isClosing = true
    mode = .closing
    stopTimer()
    if context.channel.isActive { context.close(mode: .input, promise: nil) }
    context.close(promise: nil)
  }

  // MARK: Timers

  /// Starts the deadline of a request arriving, or the idle timeout between two requests.
  private func startTimer(_ context: ChannelHandlerContext, request: Bool) {
    stopTimer()
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    let timeout = request ? check.limits.requestTimeout : idleTimeout
    let scheduled = context.eventLoop.scheduleTask(in: TimeAmount(timeout)) {
      let (gate, context) = loopBound.value
      gate.timer = .none
      gate.timedOut(context)
    }
    timer = request ? .request(scheduled) : .idle(scheduled)
  }

  /// Whether the deadline of a request that has started to arrive is running.
  private var isRequestArriving: Bool {
    if case .request = timer { return true }
    return false
  }

  private func stopTimer() {
    switch timer {
    case .request(let scheduled), .idle(let scheduled): scheduled.cancel()
    case .none: break
    }
    timer = .none
  }

  /// A request did not arrive whole in time, or the connection was idle too long.
  private func timedOut(_ context: ChannelHandlerContext) {
    switch mode {
    case .http where !isRequestInProgress && awaitingResponses.isEmpty:
      // Every request was answered and no next one has arrived: answer 408, and close anyway if the
      // answer is not out by the next deadline.
      refuse(context, .timedOut)
      if !isClosing { startTimer(context, request: true) }
    case .http where !isRequestInProgress:
      // Answers are still going out, slowly because the server is busy or because the client does not
      // read them. A 408 behind them would answer a request nobody sent: read nothing more, close once
      // they are out, and close anyway if they are not out by the next deadline.
      mode = .closing
      startTimer(context, request: true)
    case .http, .awaitingUpgrade, .closing:
      // A routed request whose body stopped, an upgrade that never finished, or a client that does not
      // read its answers.
      close(context)
    case .upgraded:
      break
    }
  }
}
