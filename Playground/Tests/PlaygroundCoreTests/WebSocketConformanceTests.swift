import Testing

@testable import PlaygroundCore

/// The status code of the first close frame among `frames`, or `nil`.
private func closeCode(_ frames: [(opcode: UInt8, payload: [UInt8])]) -> UInt16? {
  guard let close = frames.first(where: { $0.opcode == 8 }), close.payload.count >= 2 else { return nil }
  return UInt16(close.payload[0]) << 8 | UInt16(close.payload[1])
}

@Suite("Web host: WebSocket frames that RFC 6455 refuses", .serialized, .timeLimit(.minutes(2)))
struct WebSocketConformanceTests {
  /// Opens a session, waits for its first render, sends `frame`, and returns what came back.
  private func answer(to frame: [UInt8], port: Int) async throws -> (
    frames: [(opcode: UInt8, payload: [UInt8])], closed: Bool
  ) {
    let connection = try RawConnection(port: port, timeout: .seconds(3))
    try await connection.upgradeToWebSocket(port: port)
    _ = await connection.receive { !RawConnection.frames(in: $0).isEmpty }
    await connection.send(frame)
    return await connection.framesUntilClosed()
  }

  @Test("A close frame whose reason is not UTF-8 is answered with 1007")
  func closeReasonMustBeUTF8() async throws {
    try await withLiveServer { port, _ in
      let reply = try await answer(
        to: RawConnection.frame(opcode: 8, payload: [0x03, 0xE8, 0xFF, 0xFE]), port: port)
      #expect(closeCode(reply.frames) == 1007)
      #expect(reply.closed)
    }
  }

  @Test("A ping with a reserved bit set fails the connection with 1002 instead of getting a pong")
  func reservedBitsFailTheConnection() async throws {
    try await withLiveServer { port, _ in
      for reserved: UInt8 in [4, 2, 1] {
        let reply = try await answer(
          to: RawConnection.frame(opcode: 9, reserved: reserved, payload: Array("hi".utf8)), port: port)
        #expect(!reply.frames.contains { $0.opcode == 10 }, "RSV \(reserved): a pong came back")
        #expect(closeCode(reply.frames) == 1002, "RSV \(reserved)")
        #expect(reply.closed, "RSV \(reserved)")
      }
    }
  }

  @Test("A client frame without a mask fails the connection with 1002 and is not processed")
  func unmaskedFramesFailTheConnection() async throws {
    try await withLiveServer { port, _ in
      let message = Array(#"{"seq":1,"control":"switch","event":"click"}"#.utf8)
      let reply = try await answer(
        to: RawConnection.frame(opcode: 1, masked: false, payload: message), port: port)
      #expect(!reply.frames.contains { $0.opcode == 1 }, "the unmasked message was answered")
      #expect(closeCode(reply.frames) == 1002)
      #expect(reply.closed)
    }
  }

  @Test("Invalid UTF-8 closes the connection with 1007 even in a message over the size limit")
  func invalidUTF8OverTheLimitStillFails() async throws {
    try await withLiveServer { port, _ in
      let reply = try await answer(
        to: RawConnection.frame(opcode: 1, payload: [UInt8](repeating: 0xFF, count: 20_000)), port: port)
      #expect(!reply.frames.contains { $0.opcode == 1 }, "the message was answered")
      #expect(closeCode(reply.frames) == 1007)
      #expect(reply.closed)
    }
  }
}
