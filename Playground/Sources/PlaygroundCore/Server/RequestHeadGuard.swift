import Foundation
import NIOCore

/// The first handler of every connection: checks the raw bytes of each request head against
/// ``RequestHeadLimits`` before the HTTP decoder sees them, refuses a connection beyond the cap, and
/// answers a WebSocket upgrade from another site's page with 403.
///
/// A refusal is a complete HTTP/1.1 response with `Connection: close`, written straight to the socket,
/// after which the connection closes and nothing more is read. A request's body (by `Content-Length`) is
/// passed through unchecked; after a WebSocket upgrade or a chunked body every byte is passed through.
final class RequestHeadGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private enum Phase {
    /// Reading a head: its bytes so far.
    case head
    /// Passing `remaining` bytes of a body.
    case body(remaining: Int)
    /// No more checks: an upgraded or chunked connection.
    case passThrough
    /// Refused: the response is written and the connection is closing.
    case refused
  }

  private let limits: RequestHeadLimits
  private let connections: ConnectionCounter
  /// Whether an `Origin` header's value may open a WebSocket to the `Host` header's authority.
  private let acceptsOrigin: @Sendable (_ origin: String, _ authority: String?) -> Bool
  private var isCounted = false
  private var phase = Phase.head
  private var head: [UInt8] = []
  private var requestLineLength: Int?
  private var timeout: Scheduled<Void>?

  init(
    limits: RequestHeadLimits, connections: ConnectionCounter,
    acceptsOrigin: @escaping @Sendable (_ origin: String, _ authority: String?) -> Bool
  ) {
    self.limits = limits
    self.connections = connections
    self.acceptsOrigin = acceptsOrigin
  }

  func handlerAdded(context: ChannelHandlerContext) {
    isCounted = connections.admit()
    if !isCounted, context.channel.isActive {
      refuseOverCapacity(context)
    }
  }

  func channelActive(context: ChannelHandlerContext) {
    if !isCounted, case .head = phase {
      refuseOverCapacity(context)
    }
    context.fireChannelActive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timeout?.cancel()
    if isCounted { connections.release() }
    isCounted = false
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    var buffer = unwrapInboundIn(data)
    while buffer.readableBytes > 0 {
      switch phase {
      case .refused:
        return
      case .passThrough:
        context.fireChannelRead(wrapInboundOut(buffer))
        return
      case .body(let remaining):
        let count = min(remaining, buffer.readableBytes)
        if let part = buffer.readSlice(length: count) { context.fireChannelRead(wrapInboundOut(part)) }
        phase = remaining == count ? .head : .body(remaining: remaining - count)
      case .head:
        let start = buffer.readerIndex
        let consumed = readHead(from: buffer.readableBytesView, context: context)
        if case .refused = phase { return }
        if let part = buffer.readSlice(length: consumed) { context.fireChannelRead(wrapInboundOut(part)) }
        precondition(buffer.readerIndex == start + consumed, "the head guard lost its place in the buffer")
      }
    }
  }

  /// Reads head bytes until the head ends or the bytes run out; returns how many it took.
  private func readHead(from bytes: ByteBufferView, context: ChannelHandlerContext) -> Int {
    var taken = 0
    for byte in bytes {
      if head.isEmpty, byte == 13 || byte == 10 {  // blank lines before a request are allowed
        taken += 1
        continue
      }
      if head.isEmpty { startTimer(context) }
      head.append(byte)
      taken += 1
      if requestLineLength == nil {
        if byte == 10 {
          requestLineLength = head.count
          guard Self.isRequestLine(head) else {
            refuseMalformed(context)
            return taken
          }
        } else if head.count > limits.maxRequestLineBytes {
          refuse(
            context, 414, "URI Too Long",
            "The request line is over \(limits.maxRequestLineBytes) bytes; the playground's URLs are short.")
          return taken
        } else if byte != 13, byte < 32 || byte > 126 {
          refuseMalformed(context)
          return taken
        }
      }
      if head.count > limits.maxHeadBytes {
        refuse(
          context, 431, "Request Header Fields Too Large",
          "The request's headers are over \(limits.maxHeadBytes) bytes in total.")
        return taken
      }
      if byte == 10, head.count >= 2, head[head.count - 2] == 10 || head.suffix(4) == [13, 10, 13, 10] {
        finishHead(context)
        return taken
      }
    }
    return taken
  }

  /// The head is complete: what follows is a body, another head, or bytes that are not HTTP.
  private func finishHead(_ context: ChannelHandlerContext) {
    timeout?.cancel()
    timeout = nil
    let text = String(decoding: head, as: UTF8.self).lowercased()
    let lines = text.split(whereSeparator: \.isNewline).dropFirst()
    func values(of name: String) -> [Substring] {
      lines.filter { $0.hasPrefix(name + ":") }.map {
        $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)[...]
      }
    }
    func value(of name: String) -> Substring? { values(of: name).first }
    head.removeAll(keepingCapacity: true)
    requestLineLength = nil
    // A cross-site WebSocket upgrade is refused here, where the status can be 403: past this point the
    // WebSocket library answers a refused upgrade with 400.
    let isUpgrade = value(of: "upgrade") != nil
    if isUpgrade,
      !values(of: "origin").allSatisfy({ acceptsOrigin(String($0), value(of: "host").map(String.init)) })
    {
      refuse(
        context, 403, "Forbidden", "The WebSocket accepts connections only from the playground's own pages.")
      return
    }
    if isUpgrade || value(of: "transfer-encoding") != nil {
      phase = .passThrough
    } else if let length = value(of: "content-length").flatMap({ Int($0) }), length > 0 {
      phase = .body(remaining: length)
    } else {
      phase = .head
    }
  }

  /// Starts the head timeout: a head that has not ended by then gets 408.
  private func startTimer(_ context: ChannelHandlerContext) {
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    let (seconds, attoseconds) = limits.headTimeout.components
    let delay = TimeAmount.nanoseconds(Int64(seconds) * 1_000_000_000 + attoseconds / 1_000_000_000)
    timeout = context.eventLoop.scheduleTask(in: delay) {
      let (handler, context) = loopBound.value
      handler.refuse(
        context, 408, "Request Timeout",
        "The request's head did not arrive within \(handler.limits.headTimeout).")
    }
  }

  /// Refuses a connection beyond ``RequestHeadLimits/maxConnections`` with 503.
  private func refuseOverCapacity(_ context: ChannelHandlerContext) {
    refuse(context, 503, "Service Unavailable", "The playground has too many open connections; try again.")
  }

  /// Refuses bytes that are not an HTTP/1.x request line with 400.
  private func refuseMalformed(_ context: ChannelHandlerContext) {
    refuse(context, 400, "Bad Request", "This server speaks plain HTTP/1.1; the request line is malformed.")
  }

  /// Writes a complete response and closes the connection.
  private func refuse(_ context: ChannelHandlerContext, _ code: Int, _ reason: String, _ sentence: String) {
    if case .refused = phase { return }
    phase = .refused
    timeout?.cancel()
    let body = sentence + "\n"
    let response =
      "HTTP/1.1 \(code) \(reason)\r\ncontent-type: text/plain; charset=utf-8\r\n"
      + "content-length: \(body.utf8.count)\r\nconnection: close\r\n\r\n\(body)"
    let buffer = context.channel.allocator.buffer(string: response)
    let channel = context.channel
    context.writeAndFlush(NIOAny(buffer)).whenComplete { _ in channel.close(promise: nil) }
  }

  /// Whether a request line reads `METHOD SP target SP HTTP/1.x CRLF`.
  static func isRequestLine(_ line: [UInt8]) -> Bool {
    var text = Substring(String(decoding: line, as: UTF8.self))
    if text.hasSuffix("\n") { text.removeLast() }
    if text.hasSuffix("\r") { text.removeLast() }
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, let method = parts.first, !method.isEmpty, !parts[1].isEmpty else { return false }
    return method.allSatisfy { $0.isASCII && $0.isUppercase } && parts[2].hasPrefix("HTTP/1.")
  }
}
