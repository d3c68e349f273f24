import Foundation
import NIOCore
import NIOPosix

/// What a frame flood sends: frames that carry no message, which the server must still read.
enum FloodFrames: String, CaseIterable, Sendable {
  /// Pings, which the WebSocket library answers with pongs by itself.
  case pings
  /// Empty continuation frames of a text message that never ends, then a ping to learn they were read.
  case continuations
}

/// A session that floods the server with frames that carry no message, as fast as the server takes
/// them, over a plain socket: the WebSocket client library answers pings itself and cannot send a
/// message that never ends.
///
/// It writes windows of frames (32 pings, or 32 empty continuations and one ping) one after another
/// while it reads the pongs, as a hostile client would: only the socket's buffers, and the server no
/// longer reading it, slow the writing down.
struct FrameFloodSession {
  /// Where the playground's WebSocket listens, such as `ws://127.0.0.1:8080/ws`.
  let url: String
  /// What it floods with.
  let frames: FloodFrames
  /// Set when the measured sessions have finished.
  let stop: StopSignal
  /// The index of this session, for reports.
  let index: Int

  /// How many frames one window sends.
  static let window = 32

  /// Floods until `stop` is set.
  ///
  /// - Returns: How many pongs came back, and what went wrong in words.
  func run() async -> (answered: Int, failures: [String]) {
    guard let target = URL(string: url), let host = target.host, let port = target.port else {
      return (0, ["flood session \(index): cannot read host and port from \(url)"])
    }
    let path = target.path.isEmpty ? "/" : target.path
    let frames = frames
    let stop = stop
    do {
      let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .connect(host: host, port: port) { channel in
          channel.eventLoop.makeCompletedFuture {
            try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
          }
        }
      return try await channel.executeThenClose { inbound, outbound in
        var reader = FrameReader(iterator: inbound.makeAsyncIterator())
        try await outbound.write(
          ByteBuffer(
            string: "GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\n"
              + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
              + "Sec-WebSocket-Version: 13\r\n\r\n"))
        guard try await reader.readHead().hasPrefix("HTTP/1.1 101") else {
          throw FloodError("the server refused the WebSocket upgrade")
        }
        if frames == .continuations {
          try await outbound.write(ByteBuffer(bytes: Self.frame(opcode: 1, fin: false, payload: [])))
        }
        let window = Self.windowBytes(frames)
        return try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            while await !stop.isSet { try await outbound.write(window) }
            outbound.finish()
          }
          var pongs = 0
          while let opcode = try await reader.nextFrameOpcode() {
            if opcode == 0xA { pongs += 1 }
            if await stop.isSet { break }
            if opcode == 0x8 { throw FloodError("the server closed the WebSocket") }
          }
          group.cancelAll()
          return (pongs, [])
        }
      }
    } catch {
      return (0, ["flood session \(index) (\(frames.rawValue)): \(error)"])
    }
  }

  /// One window's bytes, built once.
  private static func windowBytes(_ frames: FloodFrames) -> ByteBuffer {
    let ping = frame(opcode: 9, fin: true, payload: Array("ping".utf8))
    switch frames {
    case .pings:
      return ByteBuffer(bytes: Array(repeating: ping, count: window).joined())
    case .continuations:
      let empty = frame(opcode: 0, fin: false, payload: [])
      return ByteBuffer(bytes: Array(repeating: empty, count: window).joined() + ping)
    }
  }

  /// A masked client frame with a payload under 126 bytes.
  static func frame(opcode: UInt8, fin: Bool, payload: [UInt8]) -> [UInt8] {
    let mask: [UInt8] = [0x1F, 0x2E, 0x3D, 0x4C]
    return [(fin ? 0x80 : 0) | opcode, 0x80 | UInt8(payload.count)] + mask
      + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
  }
}

/// Reads the server's side of a raw WebSocket connection: the upgrade's head, then frames.
private struct FrameReader {
  var iterator: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
  var buffer = ByteBuffer()

  /// Reads up to the end of the upgrade response's head and returns it.
  mutating func readHead() async throws -> String {
    while true {
      let view = buffer.readableBytesView
      if let end = view.firstRange(of: [13, 10, 13, 10]) {
        let length = end.upperBound - view.startIndex
        return buffer.readString(length: length) ?? ""
      }
      guard try await fill() else { throw FloodError("the server closed the connection during the upgrade") }
    }
  }

  /// Reads the next whole frame and returns its opcode; `nil` when the connection ended.
  mutating func nextFrameOpcode() async throws -> UInt8? {
    while true {
      if let opcode = takeFrame() { return opcode }
      guard try await fill() else { return nil }
    }
  }

  /// Takes one whole frame from the buffer, if there is one.
  private mutating func takeFrame() -> UInt8? {
    let start = buffer.readerIndex
    guard let first = buffer.getInteger(at: start, as: UInt8.self),
      let second = buffer.getInteger(at: start + 1, as: UInt8.self)
    else { return nil }
    var headerLength = 2
    var length = Int(second & 0x7F)
    if length == 126 {
      guard let extended = buffer.getInteger(at: start + 2, as: UInt16.self) else { return nil }
      length = Int(extended)
      headerLength += 2
    } else if length == 127 {
      guard let extended = buffer.getInteger(at: start + 2, as: UInt64.self) else { return nil }
      length = Int(extended)
      headerLength += 8
    }
    guard buffer.readableBytes >= headerLength + length else { return nil }
    buffer.moveReaderIndex(forwardBy: headerLength + length)
    return first & 0x0F
  }

  /// Reads more bytes; `false` when the connection ended.
  private mutating func fill() async throws -> Bool {
    guard var more = try await iterator.next() else { return false }
    buffer.discardReadBytes()
    buffer.writeBuffer(&more)
    return true
  }
}

/// Why a frame flood stopped.
struct FloodError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
