import Testing

@testable import PlaygroundCore

/// A configuration whose requests must arrive within 300 ms, and whose connections may be idle as long.
private func shortDeadline(maxConnections: Int = 256) -> PlaygroundConfiguration {
  var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
  configuration.requestLimits.requestTimeout = .milliseconds(300)
  configuration.idleTimeout = .milliseconds(300)
  configuration.requestLimits.maxConnections = maxConnections
  return configuration
}

@Suite("Web host: every connection ends", .serialized, .timeLimit(.minutes(2)))
struct ConnectionDeadlineTests {
  @Test("A connection that sends nothing gets 408 once the deadline from its accept has passed, then closes")
  func silentConnectionTimesOut() async throws {
    try await withLiveServer(shortDeadline()) { port, _ in
      let reply = try await RawConnection(port: port, timeout: .seconds(3)).exchange([])
      #expect(reply.statusLines == ["HTTP/1.1 408 Request Timeout"])
      #expect(reply.closed)
    }
  }

  @Test("A connection that sends only empty lines gets 408 and is closed")
  func emptyLinesDoNotKeepAConnectionOpen() async throws {
    try await withLiveServer(shortDeadline()) { port, _ in
      let connection = try RawConnection(port: port, timeout: .seconds(3))
      // Empty lines before a request are allowed, and count towards its deadline.
      await connection.send(String(repeating: "\r\n", count: 20))
      let reply = await connection.receive()
      #expect(
        RawConnection.statusLines(in: String(decoding: reply.bytes, as: UTF8.self)) == [
          "HTTP/1.1 408 Request Timeout"
        ])
      #expect(reply.closed)
    }
  }

  @Test(
    "A second request that stops arriving gets 408 after the first was answered, also after a chunked body")
  func slowSecondRequestTimesOut() async throws {
    // Idle long enough that the second request surely starts before the connection counts as idle.
    var configuration = shortDeadline()
    configuration.idleTimeout = .milliseconds(1500)
    try await withLiveServer(configuration) { port, _ in
      let host = "Host: 127.0.0.1:\(port)\r\n"
      let firsts = [
        "GET /assets/style.css HTTP/1.1\r\n\(host)\r\n",
        "POST /nothing HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
      ]
      for first in firsts {
        // The half request sent after the first was answered, and sent with it.
        let connection = try RawConnection(port: port, timeout: .seconds(3))
        await connection.send(first)
        _ = await connection.receive { RawConnection.wholeResponses(in: $0) == 1 }
        let later = await connection.exchange("GET / HTTP/1.1\r\n\(host)X-Half: ")
        #expect(later.statusLines.last == "HTTP/1.1 408 Request Timeout", "\(first)")
        #expect(later.closed, "\(first)")
        let together = try await RawConnection(port: port, timeout: .seconds(3)).exchange(
          first + "GET / HTTP/1.1\r\n\(host)X-Half: ")
        #expect(together.statusLines.count == 2, "\(first)")
        #expect(together.statusLines.last == "HTTP/1.1 408 Request Timeout", "\(first)")
        #expect(together.closed, "\(first)")
      }
    }
  }

  @Test("A client that stops reading its answers has its connection closed by the timeouts")
  func clientThatDoesNotReadIsClosed() async throws {
    try await withLiveServer(shortDeadline()) { port, _ in
      let connection = try RawConnection(port: port, timeout: .seconds(3))
      // A hundred galleries of 0.6 MB each: far more than the sockets' buffers hold.
      let request = "GET /gallery HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
      await connection.send(String(repeating: request, count: 100))
      try await Task.sleep(for: .seconds(2))
      let reply = await connection.receive()
      #expect(reply.closed)
      #expect(RawConnection.statusLines(in: String(decoding: reply.bytes, as: UTF8.self)).count < 100)
    }
  }

  @Test("256 idle and malformed connections are all closed by the deadline, and a page load then succeeds")
  func heldConnectionsDoNotStarveThePages() async throws {
    try await withLiveServer(shortDeadline()) { port, _ in
      var held: [RawConnection] = []
      for index in 0..<256 {
        let connection = try RawConnection(port: port, timeout: .seconds(5))
        if index.isMultiple(of: 2) { await connection.send("GET / HTTP/1.1\r\nNoColon\r\n\r\n") }
        held.append(connection)
      }
      // Each read waits for the server to close the connection; the first one still open fails the test.
      var firstOpen: Int?
      for (index, connection) in held.enumerated() where await !connection.receive().closed {
        firstOpen = index
        break
      }
      #expect(firstOpen == nil, "held connection \(firstOpen ?? 0) is still open")
      let page = try await RawConnection(port: port).exchange(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
      #expect(page.statusLines == ["HTTP/1.1 200 OK"])
    }
  }
}
