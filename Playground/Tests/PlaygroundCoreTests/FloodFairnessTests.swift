import Testing

@testable import PlaygroundCore

@Suite("Web host: frames and messages spend one budget per session", .serialized, .timeLimit(.minutes(1)))
struct FloodFairnessTests {
  @Test("Pings and messages are charged to their session's budget, and the last ping is answered")
  func pingsAndMessagesAreCharged() async throws {
    try await withLiveServer { port, server in
      let connection = try RawConnection(port: port)
      try await connection.upgradeToWebSocket(port: port)
      _ = await connection.receive { !RawConnection.frames(in: $0).isEmpty }
      for payload: UInt8 in 1...5 { await connection.sendFrame(opcode: 9, payload: [payload]) }
      // The pings of one read are answered once, for the last of them; the last one sent is always
      // the last of its read.
      let pongs = await connection.receive {
        RawConnection.frames(in: $0).contains { $0.opcode == 10 && $0.payload == [5] }
      }
      let answered = RawConnection.frames(in: pongs.bytes).filter { $0.opcode == 10 }.map(\.payload)
      #expect(answered.last == [5])
      #expect(answered == answered.sorted { $0.lexicographicallyPrecedes($1) })
      await connection.sendFrame(opcode: 1, payload: Array(event(1, "switch", "click").utf8))
      _ = await connection.receive { RawConnection.frames(in: $0).contains { $0.opcode == 1 } }
      let ids = await server.sessions.ids
      let id = try #require(ids.first)
      let session = try #require(await server.sessions.session(id: id))
      // Six frames at their fixed cost, and the click's own time on top.
      #expect(session.budget.charged > PlaygroundLimits().processingPerFrame * 6)
    }
  }

  @Test("A session in debt is not read from: its later pings get no pong until its share has repaid it")
  func aSessionInDebtIsNotRead() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    // Each frame costs an hour of this session's share: after the first ping, nothing is read for an hour.
    configuration.limits.processingShare = 0.01
    configuration.limits.processingBurst = .zero
    configuration.limits.processingPerFrame = .seconds(36)
    // Pings may keep it out of budget for longer, so it is not closed with 1008 meanwhile.
    configuration.limits.maxIdleFrameDelay = .seconds(7200)
    try await withLiveServer(configuration) { port, _ in
      let connection = try RawConnection(port: port, timeout: .seconds(2))
      try await connection.upgradeToWebSocket(port: port)
      _ = await connection.receive { !RawConnection.frames(in: $0).isEmpty }
      await connection.sendFrame(opcode: 9, payload: [1])
      let first = await connection.receive { RawConnection.frames(in: $0).contains { $0.opcode == 10 } }
      #expect(RawConnection.frames(in: first.bytes).filter { $0.opcode == 10 }.map(\.payload) == [[1]])
      for payload: UInt8 in 2...3 { await connection.sendFrame(opcode: 9, payload: [payload]) }
      let later = await connection.receive()
      #expect(RawConnection.frames(in: later.bytes).isEmpty)
      #expect(!later.closed)
    }
  }
}
