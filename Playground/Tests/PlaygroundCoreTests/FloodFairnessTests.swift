import Testing

@testable import PlaygroundCore

@Suite("Web host: frames and messages spend one budget per session", .serialized, .timeLimit(.minutes(1)))
struct FloodFairnessTests {
  @Test("Pings, which the transport answers by itself, and messages are charged to their session's budget")
  func pingsAndMessagesAreCharged() async throws {
    try await withLiveServer { port, server in
      let connection = try RawConnection(port: port)
      try await connection.upgradeToWebSocket(port: port)
      _ = await connection.receive { !RawConnection.frames(in: $0).isEmpty }
      for payload: UInt8 in 1...5 { await connection.sendFrame(opcode: 9, payload: [payload]) }
      let pongs = await connection.receive {
        RawConnection.frames(in: $0).filter { $0.opcode == 10 }.count == 5
      }
      #expect(RawConnection.frames(in: pongs.bytes).filter { $0.opcode == 10 }.count == 5)
      await connection.sendFrame(opcode: 1, payload: Array(event(1, "switch", "click").utf8))
      _ = await connection.receive { RawConnection.frames(in: $0).contains { $0.opcode == 1 } }
      let ids = await server.sessions.ids
      let id = try #require(ids.first)
      let session = try #require(await server.sessions.session(id: id))
      // Six frames at their fixed cost, and the click's own time on top.
      #expect(session.budget.charged > PlaygroundLimits().processingPerFrame * 6)
    }
  }

  @Test("A session in debt gets no pong until its share of time has repaid it")
  func pingsWaitForTheBudget() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    // Each frame costs an hour of this session's share: the second ping waits an hour.
    configuration.limits.processingShare = 0.01
    configuration.limits.processingBurst = .zero
    configuration.limits.processingPerFrame = .seconds(36)
    try await withLiveServer(configuration) { port, _ in
      let connection = try RawConnection(port: port, timeout: .seconds(2))
      try await connection.upgradeToWebSocket(port: port)
      _ = await connection.receive { !RawConnection.frames(in: $0).isEmpty }
      for payload: UInt8 in 1...3 { await connection.sendFrame(opcode: 9, payload: [payload]) }
      let reply = await connection.receive()
      #expect(RawConnection.frames(in: reply.bytes).filter { $0.opcode == 10 }.map(\.payload) == [[1]])
    }
  }
}
