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
/// It writes windows of frames (pings, or empty continuations and one ping) one after another while it
/// reads every frame the server sends back, as a hostile client would: only the socket's buffers, and
/// the server no longer reading it, slow the writing down. When the server closes the WebSocket with
/// 1008 (policy violation), as it does to a session that its frames keep out of budget, the session
/// connects again and goes on; any other close is a failure.
struct FrameFloodSession {
  /// Where the playground's WebSocket listens, such as `ws://127.0.0.1:8080/ws`.
  let url: String
  /// What it floods with.
  let frames: FloodFrames
  /// How many frames one window, one write to the socket, holds.
  var window = 32
  /// The bytes of each ping.
  var pingPayload: [UInt8] = Array("ping".utf8)
  /// Set when the measured sessions have finished.
  let stop: StopSignal
  /// The index of this session, for reports.
  let index: Int

  /// What one flooding session saw.
  struct Outcome: Sendable {
    /// The pongs that came back.
    var pongs = 0
    /// How often the server closed the WebSocket with 1008 and the session connected again.
    var policyCloses = 0
    /// What went wrong, in words.
    var failures: [String] = []
  }

  /// Floods until `stop` is set, connecting again after each 1008 close.
  ///
  /// - Returns: The pongs, the 1008 closes, and what went wrong in words.
  func run() async -> Outcome {
    var outcome = Outcome()
    guard let target = URL(string: url), let host = target.host, let port = target.port else {
      outcome.failures.append("flood session \(index): cannot read host and port from \(url)")
      return outcome
    }
    let path = target.path.isEmpty ? "/" : target.path
    let window = Self.windowBytes(frames, count: window, pingPayload: pingPayload)
    while await !stop.isSet {
      do {
        let (pongs, closeCode) = try await flood(host: host, port: port, path: path, window: window)
        outcome.pongs += pongs
        switch closeCode {
        case nil: return outcome  // stopped
        case 1008: outcome.policyCloses += 1
        case let code?: throw FloodError("the server closed the WebSocket with \(code)")
        }
      } catch {
        outcome.failures.append("flood session \(index) (\(frames.rawValue)): \(error)")
        return outcome
      }
    }
    return outcome
  }

  /// Floods one connection until `stop` is set or the server closes the WebSocket.
  ///
  /// - Returns: The pongs received, and the close code when the server closed the WebSocket.
  private func flood(host: String, port: Int, path: String, window: ByteBuffer) async throws
    -> (pongs: Int, closeCode: UInt16?)
  {
    let frames = frames
    let stop = stop
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
      return try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          // A write the server no longer reads fails once it closes; the reader says why.
          while await !stop.isSet {
            do { try await outbound.write(window) } catch { break }
          }
          outbound.finish()
        }
        var pongs = 0
        var closeCode: UInt16?
        while let frame = try await reader.nextFrame() {
          if frame.opcode == 0xA { pongs += 1 }
          if frame.opcode == 0x8 {
            closeCode = frame.closeCode ?? 1005
            break
          }
          if await stop.isSet { break }
        }
        // Whatever the writer is waiting to write goes nowhere now.
        channel.channel.close(promise: nil)
        group.cancelAll()
        if closeCode == nil, await !stop.isSet { throw FloodError("the server closed the connection") }
        return (pongs, closeCode)
      }
    }
  }

  /// One window's bytes, built once.
  private static func windowBytes(_ frames: FloodFrames, count: Int, pingPayload: [UInt8]) -> ByteBuffer {
    let ping = frame(opcode: 9, fin: true, payload: pingPayload)
    switch frames {
    case .pings:
      return ByteBuffer(bytes: Array(repeating: ping, count: count).joined())
    case .continuations:
      let empty = frame(opcode: 0, fin: false, payload: [])
      return ByteBuffer(bytes: Array(repeating: empty, count: count).joined() + ping)
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

  /// A frame's opcode, and a close frame's code.
  struct Frame {
    var opcode: UInt8
    var closeCode: UInt16?
  }

  /// Reads the next whole frame; `nil` when the connection ended.
  mutating func nextFrame() async throws -> Frame? {
    while true {
      if let frame = takeFrame() { return frame }
      guard try await fill() else { return nil }
    }
  }

  /// Takes one whole frame from the buffer, if there is one.
  private mutating func takeFrame() -> Frame? {
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
    let opcode = first & 0x0F
    let code =
      opcode == 0x8 && length >= 2 ? buffer.getInteger(at: start + headerLength, as: UInt16.self) : nil
    buffer.moveReaderIndex(forwardBy: headerLength + length)
    return Frame(opcode: opcode, closeCode: code)
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
