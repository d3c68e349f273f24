import Foundation
import Testing

@testable import PlaygroundCore

/// What a raw request got: the status line, and whether the server closed the connection after it.
private func answer(to request: [UInt8], port: Int) async throws -> (status: String, closed: Bool) {
  let connection = try RawConnection(port: port)
  await connection.send(request)
  let reply = await connection.receive()
  let text = String(decoding: reply.bytes, as: UTF8.self)
  return (text.components(separatedBy: "\r\n").first ?? "", reply.closed)
}

@Suite("Web host: request limits, refusals and WebSocket protocol errors on a live socket", .serialized)
struct RequestLimitTests {
  @Test(
    "A long request line gets 414, a head over 16 KiB 431 and bytes that are not HTTP 400, each then closed")
  func oversizedAndMalformedHeadsAreRefusedAndClosed() async throws {
    try await withLiveServer { port, _ in
      let host = "Host: 127.0.0.1:\(port)\r\n"
      let longURL = Array("GET /\(String(repeating: "a", count: 9_000)) HTTP/1.1\r\n\(host)\r\n".utf8)
      let hugeURL = Array("GET /\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\n\(host)\r\n".utf8)
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
        ("9 KB URL", longURL, "HTTP/1.1 414 URI Too Long"),
        // NIO's decoder stops reading a head at 16 KiB, wherever it is in the head.
        ("100 KB URL", hugeURL, "HTTP/1.1 431 Request Header Fields Too Large"),
        ("1,000 headers", manyHeaders, "HTTP/1.1 431 Request Header Fields Too Large"),
        ("1 MB header", bigHeader, "HTTP/1.1 431 Request Header Fields Too Large"),
        ("TLS handshake", tlsHello, "HTTP/1.1 400 Bad Request"),
        ("not a request line", Array("HELLO\r\n\r\n".utf8), "HTTP/1.1 400 Bad Request"),
        (
          "CONNECT", Array("CONNECT evil.example:443 HTTP/1.1\r\n\(host)\r\n".utf8),
          "HTTP/1.1 405 Method Not Allowed"
        ),
        ("asterisk target", Array("OPTIONS * HTTP/1.1\r\n\(host)\r\n".utf8), "HTTP/1.1 400 Bad Request"),
        (
          "Host with a path", Array("GET / HTTP/1.1\r\nHost: 127.0.0.1/x\r\n\r\n".utf8),
          "HTTP/1.1 400 Bad Request"
        ),
      ]
      for (name, request, expected) in cases {
        let (status, closed) = try await answer(to: request, port: port)
        #expect(status == expected, "\(name)")
        #expect(closed, "\(name): the connection stays open")
      }
      // A well-formed request on the same limits is served, body and a second request included.
      let served = try await answer(
        to: Array(
          ("POST /nothing HTTP/1.1\r\n\(host)Content-Length: 5\r\n\r\nHELLO"
            + "GET / HTTP/1.1\r\n\(host)Connection: close\r\n\r\n").utf8), port: port)
      #expect(served.status == "HTTP/1.1 404 Not Found")
    }
  }

  @Test("Every request of a connection is held to the limits, whatever the requests before it carried")
  func limitsHoldOnEveryRequest() async throws {
    try await withLiveServer { port, _ in
      let host = "Host: 127.0.0.1:\(port)\r\n"
      let firsts: [(String, String)] = [
        (
          "a chunked body",
          "POST /nothing HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"
        ),
        ("a served request", "GET /assets/style.css HTTP/1.1\r\n\(host)\r\n"),
        // NEL (U+0085) is not a line break in HTTP: this is one header, and the request has no body.
        ("a header with NEL in its value", "GET / HTTP/1.1\r\n\(host)X-A: a\u{85}content-length: 30\r\n\r\n"),
      ]
      let seconds: [(String, String, String)] = [
        (
          "a 9 KB request line", "GET /\(String(repeating: "a", count: 9_000)) HTTP/1.1\r\n\(host)\r\n", "414"
        ),
        (
          "a 20 KB header",
          "GET / HTTP/1.1\r\n\(host)X-Big: \(String(repeating: "a", count: 20_000))\r\n\r\n", "431"
        ),
      ]
      for (firstName, first) in firsts {
        for (secondName, second, status) in seconds {
          let reply = try await RawConnection(port: port, timeout: .seconds(3)).exchange(first + second)
          #expect(reply.statusLines.count == 2, "\(secondName) after \(firstName): \(reply.statusLines)")
          #expect(
            reply.statusLines.last?.hasPrefix("HTTP/1.1 \(status) ") == true,
            "\(secondName) after \(firstName): \(reply.statusLines)")
          #expect(reply.closed, "\(secondName) after \(firstName)")
        }
      }
    }
  }

  @Test("An upgrade the playground does not make is answered 400 and closes the connection, unread after it")
  func unmadeUpgradesCloseTheConnection() async throws {
    try await withLiveServer { port, _ in
      let host = "Host: 127.0.0.1:\(port)\r\n"
      let next = "GET /\(String(repeating: "a", count: 9_000)) HTTP/1.1\r\n\(host)\r\n"
      let upgrades = [
        "GET / HTTP/1.1\r\n\(host)Upgrade: foo\r\nConnection: upgrade\r\n\r\n",
        "GET /ws HTTP/1.1\r\n\(host)Upgrade: websocket\r\nConnection: upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n",
      ]
      for upgrade in upgrades {
        let first = try await RawConnection(port: port, timeout: .seconds(3)).exchange(upgrade + next)
        #expect(first.statusLines == ["HTTP/1.1 400 Bad Request"], "\(upgrade)")
        #expect(first.closed, "\(upgrade)")
        // After a request that was served, the connection closes after the upgrade's answer.
        let later = try await RawConnection(port: port, timeout: .seconds(3)).exchange(
          "GET /assets/page.js HTTP/1.1\r\n\(host)\r\n" + upgrade + next)
        #expect(later.statusLines.count == 2, "\(upgrade): \(later.statusLines)")
        #expect(later.statusLines.first == "HTTP/1.1 200 OK", "\(upgrade)")
        #expect(later.closed, "\(upgrade)")
      }
    }
  }

  @Test("A head that stops arriving gets 408 after the head timeout, then the connection closes")
  func slowHeadTimesOut() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    configuration.requestLimits.requestTimeout = .milliseconds(300)
    try await withLiveServer(configuration) { port, _ in
      let connection = try RawConnection(port: port)
      await connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Half: ")
      let reply = await connection.receive()
      #expect(String(decoding: reply.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 408 Request Timeout"))
      #expect(reply.closed)
    }
  }

  @Test("A kept-alive connection that sends nothing more gets 408 after the idle timeout, then closes")
  func idleConnectionIsClosed() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    configuration.idleTimeout = .milliseconds(400)
    try await withLiveServer(configuration) { port, _ in
      let connection = try RawConnection(port: port)
      await connection.send("HEAD / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
      let head = await connection.receiveHead()
      #expect(String(decoding: head.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK"))
      #expect(!head.closed, "a kept-alive connection stays open after its response")
      let rest = await connection.receive()
      #expect(
        RawConnection.statusLines(in: String(decoding: rest.bytes, as: UTF8.self)) == [
          "HTTP/1.1 408 Request Timeout"
        ])
      #expect(rest.closed, "the idle connection is still open")
    }
  }

  @Test("A connection beyond the cap gets 503 with a sentence when every other one is being answered")
  func connectionsBeyondTheCapAreRefused() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    configuration.requestLimits.maxConnections = 2
    try await withLiveServer(configuration) { port, _ in
      let first = try RawConnection(port: port)
      let second = try RawConnection(port: port)
      // Each is answered while its body is still arriving, so each is counted before the third
      // connects (connections are admitted on whichever event loop accepts them, in no fixed order),
      // and each is busy with its request, which no new connection may close.
      for connection in [first, second] {
        await connection.send(
          "POST /nothing HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 10\r\n\r\nhello")
        let head = await connection.receiveHead()
        #expect(String(decoding: head.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 404 Not Found"))
        #expect(!head.closed)
      }
      let refused = try await RawConnection(port: port).receive()
      let text = String(decoding: refused.bytes, as: UTF8.self)
      #expect(text.hasPrefix("HTTP/1.1 503 Service Unavailable"))
      #expect(text.contains("too many open connections"))
      #expect(refused.closed)
      await first.send("world")
      await first.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
      let rest = String(decoding: await first.receive().bytes, as: UTF8.self)
      #expect(RawConnection.statusLines(in: rest).last == "HTTP/1.1 200 OK")
    }
  }

  @Test(
    "At the cap a page load closes the connection that has waited longest for its next request, and is served"
  )
  func aPageLoadAtTheCapClosesTheLongestIdle() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    configuration.requestLimits.maxConnections = 2
    try await withLiveServer(configuration) { port, _ in
      // Each answered and kept alive, one after the other: the first has waited longest for its next
      // request when the page loads.
      let first = try RawConnection(port: port)
      let second = try RawConnection(port: port)
      for connection in [first, second] {
        await connection.send("HEAD / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(
          String(decoding: await connection.receiveHead().bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200"))
      }
      let page = try await RawConnection(port: port).exchange(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
      #expect(page.statusLines == ["HTTP/1.1 200 OK"])
      #expect(await first.receive().closed)
      let kept = await second.exchange(
        "HEAD / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
      #expect(kept.statusLines == ["HTTP/1.1 200 OK"])
    }
  }

  @Test("Connections that send nothing, more than the cap, leave room for a page load")
  func silentConnectionsLeaveRoomForAPage() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    configuration.requestLimits.maxConnections = 4
    try await withLiveServer(configuration) { port, _ in
      let silent = try (0..<6).map { _ in try RawConnection(port: port, timeout: .seconds(1)) }
      // Two of the six made room for the last two: once they are closed, all six have been admitted.
      var closed = 0
      for connection in silent where await connection.receive().closed { closed += 1 }
      #expect(closed == 2)
      let page = try await RawConnection(port: port).exchange(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
      #expect(page.statusLines == ["HTTP/1.1 200 OK"])
    }
  }

  @Test("A live page's WebSocket beyond maxLiveConnections is closed with 1013; pages still load")
  func liveConnectionsBeyondTheirCapAreClosed() async throws {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    configuration.requestLimits.maxConnections = 4
    configuration.requestLimits.maxLiveConnections = 1
    try await withLiveServer(configuration) { port, server in
      var first: RawConnection? = try RawConnection(port: port)
      try await first?.upgradeToWebSocket(port: port)
      // The session is open once its first render has arrived.
      let render = await first?.receive { !RawConnection.frames(in: $0).isEmpty }
      #expect(RawConnection.frames(in: render?.bytes ?? []).first?.opcode == 1)
      let second = try RawConnection(port: port)
      try await second.upgradeToWebSocket(port: port)
      #expect(await second.closeCode() == 1013)
      let page = try await RawConnection(port: port).exchange(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
      #expect(page.statusLines == ["HTTP/1.1 200 OK"])
      #expect(await server.sessions.count == 1)
      // Once the first page has gone, another one opens (the server notices the close in its own time).
      first = nil
      var opened = false
      for _ in 0..<50 where !opened {
        let next = try RawConnection(port: port)
        try await next.upgradeToWebSocket(port: port)
        let reply = await next.receive { !RawConnection.frames(in: $0).isEmpty }
        opened = RawConnection.frames(in: reply.bytes).first?.opcode == 1
        if !opened { try await Task.sleep(for: .milliseconds(100)) }
      }
      #expect(opened)
    }
  }

  @Test("A frame over 64 KiB closes the WebSocket with 1009; one of 64 KiB gets an error reply")
  func framesOverTheLimitClose() async throws {
    try await withLiveServer { port, _ in
      let limit = PlaygroundLimits().maxFrameBytes
      #expect(limit == 64 * 1024)
      let largest = try RawConnection(port: port)
      try await largest.upgradeToWebSocket(port: port)
      _ = await largest.receive { !RawConnection.frames(in: $0).isEmpty }
      await largest.sendFrame(opcode: 1, payload: Array(repeating: 0x20, count: limit))
      let reply = await largest.receive { RawConnection.frames(in: $0).contains { $0.opcode == 1 } }
      let text = RawConnection.frames(in: reply.bytes).first { $0.opcode == 1 }.map {
        String(decoding: $0.payload, as: UTF8.self)
      }
      #expect(text?.contains("\"type\":\"error\"") == true)
      let over = try RawConnection(port: port)
      try await over.upgradeToWebSocket(port: port)
      await over.sendFrame(opcode: 1, payload: Array(repeating: 0x20, count: limit + 1))
      #expect(await over.closeCode() == 1009)
    }
  }

  @Test("A text frame that is not UTF-8 closes the WebSocket with 1007; a stray continuation with 1002")
  func webSocketProtocolErrorsCloseWithTheirCodes() async throws {
    try await withLiveServer { port, _ in
      let invalid = try RawConnection(port: port)
      try await invalid.upgradeToWebSocket(port: port)
      await invalid.sendFrame(opcode: 1, payload: [0x7B, 0xC3, 0x28, 0x7D])
      #expect(await invalid.closeCode() == 1007)

      let stray = try RawConnection(port: port)
      try await stray.upgradeToWebSocket(port: port)
      await stray.sendFrame(opcode: 0, payload: Array("{}".utf8))
      #expect(await stray.closeCode() == 1002)

      let nested = try RawConnection(port: port)
      try await nested.upgradeToWebSocket(port: port)
      await nested.sendFrame(opcode: 1, fin: false, payload: Array("{\"seq\":".utf8))
      await nested.sendFrame(opcode: 1, payload: Array("{}".utf8))
      #expect(await nested.closeCode() == 1002)
    }
  }

  @Test("Shutting down closes every live page's WebSocket with 1001, going away")
  func shutdownClosesWebSocketsWithGoingAway() async throws {
    try await withLiveServer { port, server in
      let first = try RawConnection(port: port)
      try await first.upgradeToWebSocket(port: port)
      let second = try RawConnection(port: port)
      try await second.upgradeToWebSocket(port: port)
      // Both sessions are open once their first render has been sent.
      _ = await first.receive { !RawConnection.frames(in: $0).isEmpty }
      _ = await second.receive { !RawConnection.frames(in: $0).isEmpty }
      await server.sessions.closeAllConnections()
      #expect(await first.closeCode() == 1001)
      #expect(await second.closeCode() == 1001)
    }
  }

  @Test("A WebSocket upgrade from another site's page gets 403; the playground's own origin is upgraded")
  func crossSiteUpgradeIsForbidden() async throws {
    try await withLiveServer { port, _ in
      func upgrade(origin: String) async throws -> String {
        let connection = try RawConnection(port: port)
        await connection.send(
          "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            + "Sec-WebSocket-Version: 13\r\n\r\n")
        let reply = await connection.receiveHead()
        return String(decoding: reply.bytes, as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
      }
      let evil = try await upgrade(origin: "http://evil.example")
      let otherPort = try await upgrade(origin: "http://127.0.0.1:\(port + 1)")
      let own = try await upgrade(origin: "http://127.0.0.1:\(port)")
      #expect(evil == "HTTP/1.1 403 Forbidden")
      #expect(otherPort == "HTTP/1.1 403 Forbidden")
      #expect(own == "HTTP/1.1 101 Switching Protocols")
    }
  }
}
