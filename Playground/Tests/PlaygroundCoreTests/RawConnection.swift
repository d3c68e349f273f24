import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain TCP connection to a test server, for bytes that no HTTP or WebSocket client would send.
///
/// Its reads and writes block a thread, so they run on a Dispatch queue, off the threads that Swift's
/// tasks share with the server under test: a test waiting on a socket never keeps the server from
/// answering it.
final class RawConnection: @unchecked Sendable {
  /// Touched only by one blocking call at a time, each awaited before the next starts.
  private let descriptor: Int32
  /// Bytes that arrived with the WebSocket upgrade's 101 response, after its head: the next read's
  /// first bytes. Touched only by one blocking call at a time, as the descriptor is.
  private var afterHead: [UInt8] = []

  /// Connects to 127.0.0.1:`port`; reads wait at most `timeout` for each chunk.
  init(port: Int, timeout: Duration = .seconds(5)) throws {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw TestFailure("socket() failed") }
    var limit = timeval()
    let (seconds, attoseconds) = timeout.components
    limit.tv_sec = Int(seconds)
    limit.tv_usec = Int(attoseconds / 1_000_000_000_000)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw TestFailure("could not connect to port \(port)")
    }
  }

  deinit { close(descriptor) }

  /// Runs a blocking call on a Dispatch queue.
  private func blocking<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: body()) }
    }
  }

  /// Sends bytes; a server that already closed the connection, or stopped reading it, makes the rest go
  /// nowhere.
  func send(_ bytes: [UInt8]) async {
    await blocking { self.blockingSend(bytes) }
  }

  /// Sends text as UTF-8.
  func send(_ text: String) async { await send(Array(text.utf8)) }

  private func blockingSend(_ bytes: [UInt8]) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(descriptor, $0.baseAddress, $0.count, 0)
        #endif
      }
      guard count > 0 else { return }
      sent += count
    }
  }

  /// Sends a request and reads until the server closes the connection or the reads time out.
  ///
  /// - Returns: The status line of every response that arrived, what arrived as text, and whether the
  ///   server closed the connection.
  func exchange(_ request: [UInt8]) async -> (statusLines: [String], text: String, closed: Bool) {
    await send(request)
    let reply = await receive()
    let text = String(decoding: reply.bytes, as: UTF8.self)
    return (Self.statusLines(in: text), text, reply.closed)
  }

  /// Sends a request given as text; see ``exchange(_:)-([UInt8])``.
  func exchange(_ request: String) async -> (statusLines: [String], text: String, closed: Bool) {
    await exchange(Array(request.utf8))
  }

  /// The status lines of the responses in a stream: each response's first line, its body skipped by its
  /// `Content-Length` (a response without one, or whose body has not all arrived, ends the stream).
  static func statusLines(in text: String) -> [String] {
    responses(in: text).map(\.statusLine)
  }

  /// The number of responses in a stream that have arrived whole, bodies included.
  static func wholeResponses(in bytes: [UInt8]) -> Int {
    responses(in: String(decoding: bytes, as: UTF8.self)).filter(\.isWhole).count
  }

  /// The responses in a stream: each one's status line, and whether its body has all arrived.
  private static func responses(in text: String) -> [(statusLine: String, isWhole: Bool)] {
    var responses: [(String, Bool)] = []
    var rest = Substring(text)
    while let end = rest.range(of: "\r\n\r\n") {
      let head = rest[..<end.lowerBound].components(separatedBy: "\r\n")
      let length = head.dropFirst().compactMap { line -> Int? in
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
        return Int(parts[1].trimmingCharacters(in: .whitespaces))
      }.first
      rest = rest[end.upperBound...]
      guard let length, rest.utf8.count >= length else {
        responses.append((head[0], false))
        break
      }
      responses.append((head[0], true))
      rest = Substring(rest.utf8.dropFirst(length))
    }
    return responses
  }

  /// Reads until the server closes the connection or `until` holds for what arrived; `closed` says
  /// whether the server closed it.
  func receive(until done: @escaping @Sendable ([UInt8]) -> Bool = { _ in false }) async -> (
    bytes: [UInt8], closed: Bool
  ) {
    await blocking { self.blockingReceive(until: done) }
  }

  private func blockingReceive(until done: ([UInt8]) -> Bool) -> (bytes: [UInt8], closed: Bool) {
    var received = afterHead
    afterHead = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while !done(received) {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 { return (received, true) }
      if count < 0 { return (received, errno == ECONNRESET) }
      received += chunk[..<count]
    }
    return (received, false)
  }

  /// Reads up to the end of the first response's head (and whatever came with it).
  func receiveHead() async -> (bytes: [UInt8], closed: Bool) {
    await receive { $0.firstRange(of: [13, 10, 13, 10]) != nil }
  }

  /// Opens the live page's WebSocket: the upgrade request, then reads up to the end of the 101 response;
  /// frames that arrived with it are the next read's first bytes.
  func upgradeToWebSocket(port: Int) async throws {
    await send(
      "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    let reply = await receiveHead()
    let end = reply.bytes.firstRange(of: [13, 10, 13, 10])?.upperBound ?? reply.bytes.count
    let head = String(decoding: reply.bytes[..<end], as: UTF8.self)
    guard head.hasPrefix("HTTP/1.1 101") else { throw TestFailure("the upgrade was refused: \(head)") }
    await blocking { self.afterHead = Array(reply.bytes[end...]) }
  }

  /// Sends one WebSocket frame, masked as a client must unless `masked` is `false`.
  ///
  /// - Parameters:
  ///   - opcode: The frame's opcode.
  ///   - fin: Whether it is the last frame of its message.
  ///   - reserved: The three reserved bits, RSV1 as 4, RSV2 as 2, RSV3 as 1.
  ///   - masked: Whether to mask the payload.
  ///   - payload: The payload.
  func sendFrame(
    opcode: UInt8, fin: Bool = true, reserved: UInt8 = 0, masked: Bool = true, payload: [UInt8]
  ) async {
    await send(Self.frame(opcode: opcode, fin: fin, reserved: reserved, masked: masked, payload: payload))
  }

  /// The bytes of one client WebSocket frame; see ``sendFrame(opcode:fin:reserved:masked:payload:)``.
  static func frame(
    opcode: UInt8, fin: Bool = true, reserved: UInt8 = 0, masked: Bool = true, payload: [UInt8]
  ) -> [UInt8] {
    var bytes: [UInt8] = [(fin ? 0x80 : 0) | reserved << 4 | opcode]
    let maskBit: UInt8 = masked ? 0x80 : 0
    if payload.count < 126 {
      bytes.append(maskBit | UInt8(payload.count))
    } else if payload.count <= 0xFFFF {
      bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
      bytes.append(maskBit | 127)
      bytes += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
    }
    guard masked else { return bytes + payload }
    let mask: [UInt8] = [1, 2, 3, 4]
    return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
  }

  /// Reads server frames until the server closes the connection or the reads time out.
  func framesUntilClosed() async -> (frames: [Frame], closed: Bool) {
    let reply = await receive()
    return (Self.frames(in: reply.bytes), reply.closed)
  }

  /// Reads server frames until a close frame, and returns its status code (`nil` if none came).
  func closeCode() async -> UInt16? {
    let reply = await receive { bytes in Self.frames(in: bytes).contains { $0.opcode == 8 } }
    guard let close = Self.frames(in: reply.bytes).first(where: { $0.opcode == 8 }), close.payload.count >= 2
    else { return nil }
    return UInt16(close.payload[0]) << 8 | UInt16(close.payload[1])
  }

  /// A server frame: its opcode and payload.
  typealias Frame = (opcode: UInt8, payload: [UInt8])

  /// The complete unmasked frames at the start of `bytes`.
  static func frames(in bytes: [UInt8]) -> [Frame] {
    var frames: [Frame] = []
    var index = 0
    while index + 2 <= bytes.count {
      var length = Int(bytes[index + 1] & 0x7F)
      var start = index + 2
      let extra = length == 126 ? 2 : length == 127 ? 8 : 0
      guard start + extra <= bytes.count else { break }
      if extra > 0 {
        length = bytes[start..<start + extra].reduce(0) { $0 << 8 | Int($1) }
        start += extra
      }
      guard start + length <= bytes.count else { break }
      frames.append((bytes[index] & 0x0F, Array(bytes[start..<start + length])))
      index = start + length
    }
    return frames
  }
}
