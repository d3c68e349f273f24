import Testing

@testable import PlaygroundCore

/// The header lines of a response but its `Date`, which may differ between two responses.
private func headerLines(_ response: String) -> [String] {
  (response.components(separatedBy: "\r\n\r\n").first ?? "").components(separatedBy: "\r\n").filter {
    !$0.lowercased().hasPrefix("date:")
  }
}

@Suite("Web host: HEAD, 404 and connection close on a live socket", .serialized, .timeLimit(.minutes(2)))
struct PageRoutingTests {
  @Test("HEAD works wherever GET does: the same status and headers, no body")
  func headMatchesGet() async throws {
    try await withLiveServer { port, _ in
      for path in [
        "/", "/gallery", "/live", "/favicon.ico", "/assets/style.css", "/assets/page.js", "/assets/live.js",
      ] {
        let request = " \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        let get = try await RawConnection(port: port).exchange("GET" + request)
        let head = try await RawConnection(port: port).exchange("HEAD" + request)
        #expect(head.statusLines == ["HTTP/1.1 200 OK"], "HEAD \(path)")
        #expect(headerLines(head.text) == headerLines(get.text), "HEAD \(path)")
        #expect(head.text.hasSuffix("\r\n\r\n"), "HEAD \(path) has a body")
      }
    }
  }

  @Test("A path the playground does not serve gets 404 with a small page that links home")
  func notFoundIsAPageLinkingHome() async throws {
    try await withLiveServer { port, _ in
      let reply = try await RawConnection(port: port).exchange(
        "GET /no/such/page HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
      #expect(reply.statusLines == ["HTTP/1.1 404 Not Found"])
      #expect(reply.text.lowercased().contains("content-type: text/html; charset=utf-8"))
      #expect(reply.text.contains("<a href=\"/\""))
    }
  }

  @Test("An HTTP/1.0 request without keep-alive is answered, then the connection closes")
  func http10ClosesAfterItsResponse() async throws {
    try await withLiveServer { port, _ in
      let reply = try await RawConnection(port: port, timeout: .seconds(3)).exchange(
        "GET /assets/style.css HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
      #expect(reply.statusLines == ["HTTP/1.1 200 OK"])
      #expect(reply.closed)
    }
  }
}
