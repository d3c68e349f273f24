import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain TCP connection to a test server, for bytes that no HTTP or WebSocket client would send.
final class RawConnection {
  private let descriptor: Int32

  /// Connects to 127.0.0.1:`port`; reads wait at most `timeout` seconds for each chunk.
  init(port: Int, timeout: Int = 5) throws {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw TestFailure("socket() failed") }
    var limit = timeval()
    limit.tv_sec = timeout
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
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

  /// Sends bytes; a server that already closed the connection makes the rest go nowhere.
  func send(_ bytes: [UInt8]) {
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

  /// Sends text as UTF-8.
  func send(_ text: String) { send(Array(text.utf8)) }

  /// Reads until the server closes the connection or `until` holds for what arrived; `closed` says
  /// whether the server closed it.
  func receive(until done: ([UInt8]) -> Bool = { _ in false }) -> (bytes: [UInt8], closed: Bool) {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while !done(received) {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 { return (received, true) }
      if count < 0 { return (received, errno == ECONNRESET) }
      received += chunk[..<count]
    }
    return (received, false)
  }

  /// Opens the live page's WebSocket: the upgrade request, then reads up to the end of the 101 response.
  func upgradeToWebSocket(port: Int) throws {
    send(
      "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    let head = receive { $0.count >= 4 && $0.suffix(4) == [13, 10, 13, 10] }
    guard String(decoding: head.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
      throw TestFailure("the upgrade was refused: \(String(decoding: head.bytes, as: UTF8.self))")
    }
  }

  /// Sends one masked WebSocket frame of under 126 bytes.
  func sendFrame(opcode: UInt8, fin: Bool = true, payload: [UInt8]) {
    precondition(payload.count < 126, "sendFrame writes only short frames")
    let mask: [UInt8] = [1, 2, 3, 4]
    send(
      [(fin ? 0x80 : 0) | opcode, 0x80 | UInt8(payload.count)] + mask
        + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
  }

  /// Reads server frames until a close frame, and returns its status code (`nil` if none came).
  func closeCode() -> UInt16? {
    var frames: [(opcode: UInt8, payload: [UInt8])] = []
    _ = receive { bytes in
      frames = Self.frames(in: bytes)
      return frames.contains { $0.opcode == 8 }
    }
    guard let close = frames.first(where: { $0.opcode == 8 }), close.payload.count >= 2 else { return nil }
    return UInt16(close.payload[0]) << 8 | UInt16(close.payload[1])
  }

  /// The complete unmasked frames at the start of `bytes`.
  static func frames(in bytes: [UInt8]) -> [(opcode: UInt8, payload: [UInt8])] {
    var frames: [(UInt8, [UInt8])] = []
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
