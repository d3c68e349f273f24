import NIOCore
import NIOHTTP1

/// A request the server answers itself, without routing it: a status and a sentence that says why, sent
/// with `Connection: close` before the connection closes.
struct Refusal: Sendable, Hashable {
  /// The status.
  var status: HTTPResponseStatus
  /// What was wrong, in one sentence.
  var sentence: String
  /// Headers besides the content's type and length, such as `Allow`.
  var headers: [String: String] = [:]

  /// The response's parts.
  func parts(allocator: ByteBufferAllocator) -> [HTTPServerResponsePart] {
    let body = allocator.buffer(string: sentence + "\n")
    var fields = HTTPHeaders([
      ("content-type", "text/plain; charset=utf-8"), ("content-length", "\(body.readableBytes)"),
      ("x-content-type-options", "nosniff"), ("connection", "close"),
    ])
    for name in headers.keys.sorted() { fields.add(name: name, value: headers[name] ?? "") }
    return [
      .head(HTTPResponseHead(version: .http1_1, status: status, headers: fields)), .body(.byteBuffer(body)),
      .end(nil),
    ]
  }

  /// 408: no whole request arrived in time.
  static let timedOut = Refusal(
    status: .requestTimeout, sentence: "No whole request arrived in time; the connection closes.")

  /// 503: the server has as many connections as it takes, and every one of them is being answered or is
  /// a WebSocket.
  static let overCapacity = Refusal(
    status: .serviceUnavailable, sentence: "The playground has too many open connections; try again.")

  /// The answer to bytes that NIO's decoder refused.
  ///
  /// - Parameters:
  ///   - error: The decoder's error.
  ///   - limits: The limits, for the sentence of a head that is too large.
  static func malformed(_ error: HTTPParserError, limits: RequestHeadLimits) -> Refusal {
    if error == .headerOverflow {
      return Refusal(
        status: .requestHeaderFieldsTooLarge,
        sentence: "The request's head is over \(limits.maxHeadBytes) bytes (target, header names and values)."
      )
    }
    return Refusal(
      status: .badRequest,
      sentence: "This server speaks HTTP/1.1, and this request is not valid HTTP/1.1 (\(error)).")
  }
}
