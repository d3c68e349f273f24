import Foundation
import Testing

@testable import PlaygroundCore

/// What a raw request got: the status line, and whether the server closed the connection after it.
private func answer(to request: [UInt8], port: Int) throws -> (status: String, closed: Bool) {
  let connection = try RawConnection(port: port)
  connection.send(request)
  let reply = connection.receive()
  let text = String(decoding: reply.bytes, as: UTF8.self)
  return (text.components(separatedBy: "\r\n").first ?? "", reply.closed)
}

@Suite("Web host: request limits, refusals and WebSocket protocol errors on a live socket", .serialized)
struct RequestLimitTests {
  @Test("Over-long URLs get 414, oversized headers 431 and bytes that are not HTTP 400, each then closed")
  func oversizedAndMalformedHeadsAreRefusedAndClosed() async throws {
    try await withLiveServer { port, _ in
      let host = "Host: 127.0.0.1:\(port)\r\n"
      let longURL = Array("GET /\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\n\(host)\r\n".utf8)
      let manyHeaders = Array(
        ("GET / HTTP/1.1\r\n" + host + (0..<1_000).map { "X-\($0): aaaaaaaaaaaaaaaaaaaa\r\n" }.joined()
          + "\r\n").utf8)
      let bigHeader = Array(
        "GET / HTTP/1.1\r\n\(host)X: \(String(repeating: "a", count: 1_000_000))\r\n\r\n".utf8)
      let tlsHello: [UInt8] =
        [0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00, 0x00, 0xA1, 0x03, 0x03]
        + [UInt8](
          repeating: 0, count: 64)
      let cases: [(String, [UInt8], String)] = [
        ("100 KB URL", longURL, "HTTP/1.1 414 URI Too Long"),
        ("1,000 headers", manyHeaders, "HTTP/1.1 431 Request Header Fields Too Large"),
        ("1 MB header", bigHeader, "HTTP/1.1 431 Request Header Fields Too Large"),
        ("TLS handshake", tlsHello, "HTTP/1.1 400 Bad Request"),
        ("not a request line", Array("HELLO\r\n\r\n".utf8), "HTTP/1.1 400 Bad Request"),
      ]
      for (name, request, expected) in cases {
        let (status, closed) = try answer(to: request, port: port)
        #expect(status == expected, "\(name)")
        #expect(closed, "\(name): the connection stays open")
      }
      // A well-formed request on the same limits is served, body and a second request included.
      let served = try answer(
        to: Array(
          ("POST /nothing HTTP/1.1\r\n\(host)Content-Length: 5\r\n\r\nHELLO"
            + "GET / HTTP/1.1\r\n\(host)Connection: close\r\n\r\n").utf8), port: port)
      #expect(served.status == "HTTP/1.1 404 Not Found")
    }
  }

  @Test("A head that stops arriving gets 408 after the head timeout, then the connection closes")
  func slowHeadTimesOut() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    configuration.requestLimits.headTimeout = .milliseconds(300)
    try await withLiveServer(configuration) { port, _ in
      let connection = try RawConnection(port: port)
      connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Half: ")
      let reply = connection.receive()
      #expect(String(decoding: reply.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 408 Request Timeout"))
      #expect(reply.closed)
    }
  }

  @Test("A kept-alive connection that sends nothing more is closed after the idle timeout")
  func idleConnectionIsClosed() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    configuration.idleTimeout = .milliseconds(400)
    try await withLiveServer(configuration) { port, _ in
      let connection = try RawConnection(port: port)
      connection.send("HEAD / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
      let head = connection.receive { $0.count >= 4 && Array($0.suffix(4)) == Array("\r\n\r\n".utf8) }
      #expect(String(decoding: head.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK"))
      #expect(!head.closed, "a kept-alive connection stays open after its response")
      let clock = ContinuousClock()
      let started = clock.now
      let rest = connection.receive()
      let waited = started.duration(to: clock.now)
      #expect(rest.closed, "the idle connection is still open after \(waited)")
      #expect(rest.bytes.isEmpty)
      #expect(waited >= .milliseconds(300) && waited < .seconds(3), "closed after \(waited)")
    }
  }

  @Test("A connection beyond the cap gets 503 with a sentence and is closed; the others are served")
  func connectionsBeyondTheCapAreRefused() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    configuration.requestLimits.maxConnections = 2
    try await withLiveServer(configuration) { port, _ in
      let first = try RawConnection(port: port)
      let second = try RawConnection(port: port)
      first.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
      second.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
      let refused = try RawConnection(port: port).receive()
      let text = String(decoding: refused.bytes, as: UTF8.self)
      #expect(text.hasPrefix("HTTP/1.1 503 Service Unavailable"))
      #expect(text.contains("too many open connections"))
      #expect(refused.closed)
      first.send("Connection: close\r\n\r\n")
      #expect(String(decoding: first.receive().bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK"))
    }
  }

  @Test("A text frame that is not UTF-8 closes the WebSocket with 1007; a stray continuation with 1002")
  func webSocketProtocolErrorsCloseWithTheirCodes() async throws {
    try await withLiveServer { port, _ in
      let invalid = try RawConnection(port: port)
      try invalid.upgradeToWebSocket(port: port)
      invalid.sendFrame(opcode: 1, payload: [0x7B, 0xC3, 0x28, 0x7D])
      #expect(invalid.closeCode() == 1007)

      let stray = try RawConnection(port: port)
      try stray.upgradeToWebSocket(port: port)
      stray.sendFrame(opcode: 0, payload: Array("{}".utf8))
      #expect(stray.closeCode() == 1002)

      let nested = try RawConnection(port: port)
      try nested.upgradeToWebSocket(port: port)
      nested.sendFrame(opcode: 1, fin: false, payload: Array("{\"seq\":".utf8))
      nested.sendFrame(opcode: 1, payload: Array("{}".utf8))
      #expect(nested.closeCode() == 1002)
    }
  }

  @Test("Shutting down closes every live page's WebSocket with 1001, going away")
  func shutdownClosesWebSocketsWithGoingAway() async throws {
    try await withLiveServer { port, server in
      let first = try RawConnection(port: port)
      try first.upgradeToWebSocket(port: port)
      let second = try RawConnection(port: port)
      try second.upgradeToWebSocket(port: port)
      // Both sessions are open once their first render has been sent.
      _ = first.receive { !RawConnection.frames(in: $0).isEmpty }
      _ = second.receive { !RawConnection.frames(in: $0).isEmpty }
      await server.sessions.closeAllConnections()
      #expect(first.closeCode() == 1001)
      #expect(second.closeCode() == 1001)
    }
  }

  @Test("A WebSocket upgrade from another site's page gets 403; the playground's own origin is upgraded")
  func crossSiteUpgradeIsForbidden() async throws {
    try await withLiveServer { port, _ in
      func upgrade(origin: String) throws -> String {
        let connection = try RawConnection(port: port)
        connection.send(
          "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            + "Sec-WebSocket-Version: 13\r\n\r\n")
        let reply = connection.receive { $0.count >= 4 && $0.suffix(4) == [13, 10, 13, 10] }
        return String(decoding: reply.bytes, as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
      }
      let evil = try upgrade(origin: "http://evil.example")
      let otherPort = try upgrade(origin: "http://127.0.0.1:\(port + 1)")
      let own = try upgrade(origin: "http://127.0.0.1:\(port)")
      #expect(evil == "HTTP/1.1 403 Forbidden")
      #expect(otherPort == "HTTP/1.1 403 Forbidden")
      #expect(own == "HTTP/1.1 101 Switching Protocols")
    }
  }
}
