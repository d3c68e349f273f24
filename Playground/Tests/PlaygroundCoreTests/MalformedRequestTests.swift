import Testing

@testable import PlaygroundCore

/// A request that RFC 9112 does not allow, with the name the tests report it by.
struct MalformedRequest: Sendable, CustomTestStringConvertible {
  let name: String
  /// The request; `HOST` stands for the server's authority.
  let template: String

  var testDescription: String { name }

  /// The request's bytes for a server on `port`.
  func bytes(port: Int) -> [UInt8] {
    Array(template.replacingOccurrences(of: "HOST", with: "127.0.0.1:\(port)").utf8)
  }

  /// The malformed first requests of issue 42, each of which once left its connection hanging.
  static let all: [MalformedRequest] = [
    .init(
      name: "Content-Length with Transfer-Encoding",
      template:
        "POST / HTTP/1.1\r\nHost: HOST\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"),
    .init(
      name: "two Content-Lengths",
      template: "POST / HTTP/1.1\r\nHost: HOST\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!"),
    .init(
      name: "an obs-fold continuation line", template: "GET / HTTP/1.1\r\nHost: HOST\r\nX-A: a\r\n b\r\n\r\n"),
    .init(name: "bare LF line endings", template: "GET / HTTP/1.1\nHost: HOST\n\n"),
    .init(name: "HTTP/1.9", template: "GET / HTTP/1.9\r\nHost: HOST\r\n\r\n"),
    .init(name: "an unknown method", template: "FOO / HTTP/1.1\r\nHost: HOST\r\n\r\n"),
    .init(name: "a NUL in a header", template: "GET / HTTP/1.1\r\nHost: HOST\r\nX-A: a\u{0}b\r\n\r\n"),
    .init(name: "a header without a colon", template: "GET / HTTP/1.1\r\nHost: HOST\r\nNoColon\r\n\r\n"),
    .init(
      name: "Content-Length: -1", template: "POST / HTTP/1.1\r\nHost: HOST\r\nContent-Length: -1\r\n\r\n"),
  ]
}

@Suite("Web host: a malformed request gets one 400, then a close", .serialized, .timeLimit(.minutes(2)))
struct MalformedRequestTests {
  @Test("Each malformed first request is answered 400 Bad Request once, and the connection closes")
  func malformedFirstRequestsAreAnsweredAndClosed() async throws {
    try await withLiveServer { port, _ in
      for request in MalformedRequest.all {
        let reply = try await RawConnection(port: port, timeout: .seconds(3)).exchange(
          request.bytes(port: port))
        #expect(reply.statusLines == ["HTTP/1.1 400 Bad Request"], "\(request.name)")
        #expect(reply.closed, "\(request.name): the connection stays open")
      }
    }
  }

  @Test("A malformed request after a served one is answered 400 after the first response, then closed")
  func malformedSecondRequestIsAnsweredAfterTheFirst() async throws {
    try await withLiveServer { port, _ in
      for request in MalformedRequest.all {
        let first = "GET /assets/style.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        let reply = try await RawConnection(port: port, timeout: .seconds(3)).exchange(
          Array(first.utf8) + request.bytes(port: port))
        #expect(reply.statusLines == ["HTTP/1.1 200 OK", "HTTP/1.1 400 Bad Request"], "\(request.name)")
        #expect(reply.closed, "\(request.name): the connection stays open")
      }
    }
  }
}
