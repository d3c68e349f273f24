import Testing

@testable import PlaygroundCore

/// A WebSocket upgrade request for `/ws`.
private func upgradeRequest(host: String, origin: String?) -> String {
  "GET /ws HTTP/1.1\r\nHost: \(host)\r\n" + (origin.map { "Origin: \($0)\r\n" } ?? "")
    + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
    + "Sec-WebSocket-Version: 13\r\n\r\n"
}

/// The first status line the server answers `request` with.
private func firstStatus(_ request: String, port: Int) async -> String {
  guard let connection = try? RawConnection(port: port, timeout: .seconds(3)) else {
    return "(no connection)"
  }
  await connection.send(request)
  let head = await connection.receiveHead()
  return RawConnection.statusLines(in: String(decoding: head.bytes, as: UTF8.self)).first ?? "(no answer)"
}

@Suite("Web host: Host and Origin on a live socket", .serialized, .timeLimit(.minutes(2)))
struct HostAndOriginTests {
  @Test("A request with two Host headers, or an HTTP/1.1 request with none, gets 400")
  func hostMustBeGivenOnce() async throws {
    try await withLiveServer { port, _ in
      let host = "Host: 127.0.0.1:\(port)\r\n"
      #expect(
        await firstStatus("GET / HTTP/1.1\r\n\(host)\(host)\r\n", port: port) == "HTTP/1.1 400 Bad Request")
      #expect(await firstStatus("GET / HTTP/1.1\r\n\r\n", port: port) == "HTTP/1.1 400 Bad Request")
      #expect(await firstStatus("GET / HTTP/1.1\r\n\(host)\r\n", port: port) == "HTTP/1.1 200 OK")
    }
  }

  @Test("A target in absolute form is checked by its own authority, not the Host header")
  func absoluteFormTargetIsChecked() async throws {
    try await withLiveServer { port, _ in
      let host = "Host: 127.0.0.1:\(port)\r\n"
      #expect(
        await firstStatus("GET http://evil.example/ HTTP/1.1\r\n\(host)\r\n", port: port)
          == "HTTP/1.1 421 Misdirected Request")
      #expect(
        await firstStatus("GET http://127.0.0.1:\(port)/ HTTP/1.1\r\n\(host)\r\n", port: port)
          == "HTTP/1.1 200 OK")
    }
  }

  @Test("A WebSocket upgrade naming another host gets 421, like every other request")
  func upgradeWithForeignHostIsMisdirected() async throws {
    try await withLiveServer { port, _ in
      #expect(
        await firstStatus(upgradeRequest(host: "evil.example", origin: nil), port: port)
          == "HTTP/1.1 421 Misdirected Request")
      #expect(
        await firstStatus(upgradeRequest(host: "127.0.0.1:\(port)", origin: nil), port: port)
          == "HTTP/1.1 101 Switching Protocols")
    }
  }

  @Test("An Origin without a port means its scheme's default port, so http://localhost is another site")
  func portlessOriginMeansTheDefaultPort() async throws {
    try await withLiveServer { port, _ in
      for origin in ["http://localhost", "http://127.0.0.1", "http://127.0.0.1:80"] {
        #expect(
          await firstStatus(upgradeRequest(host: "127.0.0.1:\(port)", origin: origin), port: port)
            == "HTTP/1.1 403 Forbidden", "\(origin)")
      }
      #expect(
        await firstStatus(
          upgradeRequest(host: "127.0.0.1:\(port)", origin: "http://localhost:\(port)"), port: port)
          == "HTTP/1.1 101 Switching Protocols")
    }
  }
}
