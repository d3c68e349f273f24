import Testing

@testable import PlaygroundCore

@Suite("Host and Origin checks")
struct HostCheckTests {
  let check = HostCheck(served: "127.0.0.1", allowed: ["stately.test"])

  @Test("Host values are compared by host name, without port or IPv6 brackets")
  func hostNames() {
    #expect(HostCheck.hostName(of: "127.0.0.1:8080") == "127.0.0.1")
    #expect(HostCheck.hostName(of: "[::1]:8080") == "::1")
    #expect(HostCheck.hostName(of: "localhost") == "localhost")
    #expect(check.accepted.contains("stately.test"))
    #expect(!check.accepted.contains("evil.example"))
  }

  @Test("A WebSocket origin must be an accepted host on the port the request was sent to")
  func origins() {
    #expect(check.acceptsOrigin("http://127.0.0.1:8080", for: "127.0.0.1:8080"))
    #expect(check.acceptsOrigin("http://localhost:8080", for: "localhost:8080"))
    #expect(check.acceptsOrigin("http://stately.test:8080", for: "stately.test:8080"))
    #expect(!check.acceptsOrigin("http://evil.example", for: "127.0.0.1:8080"))
    #expect(!check.acceptsOrigin("http://127.0.0.1:9999", for: "127.0.0.1:8080"))
    #expect(!check.acceptsOrigin("https://evil.example:8080", for: "127.0.0.1:8080"))
    #expect(!check.acceptsOrigin("null", for: "127.0.0.1:8080"))
  }

  @Test("An http origin or a Host without a port means port 80; a ws origin, from no browser, any port")
  func missingPortsMeanTheDefault() {
    #expect(!check.acceptsOrigin("http://localhost", for: "localhost:8080"))
    #expect(check.acceptsOrigin("ws://127.0.0.1", for: "127.0.0.1:8080"))
    #expect(!check.acceptsOrigin("ws://evil.example", for: "127.0.0.1:8080"))
    #expect(check.acceptsOrigin("http://localhost", for: "localhost"))
    #expect(check.acceptsOrigin("http://localhost:80", for: "localhost"))
    #expect(check.acceptsOrigin("http://localhost", for: "localhost:80"))
    #expect(!check.acceptsOrigin("http://localhost:8080", for: "localhost"))
  }
}

@Suite("Request heads: targets and Host values")
struct RequestTargetTests {
  @Test("A target is a path, or an http URL whose authority is checked; anything else is neither")
  func targetForms() {
    #expect(RequestHeadCheck.target("/live?x=1") == .path)
    #expect(RequestHeadCheck.target("http://127.0.0.1:8080/live") == .url(authority: "127.0.0.1:8080"))
    #expect(RequestHeadCheck.target("HTTP://Evil.Example") == .url(authority: "Evil.Example"))
    #expect(RequestHeadCheck.target("https://evil.example?x") == .url(authority: "evil.example"))
    #expect(RequestHeadCheck.target("http://user@127.0.0.1/") == .neither)
    #expect(RequestHeadCheck.target("*") == .neither)
    #expect(RequestHeadCheck.target("evil.example:443") == .neither)
    #expect(RequestHeadCheck.target("ftp://127.0.0.1/") == .neither)
  }

  @Test("A Host value is a host and an optional port, nothing else")
  func hostValues() {
    #expect(HostCheck.isWellFormed(authority: "127.0.0.1:8080"))
    #expect(HostCheck.isWellFormed(authority: "[::1]:8080"))
    #expect(!HostCheck.isWellFormed(authority: ""))
    #expect(!HostCheck.isWellFormed(authority: "a b"))
    #expect(!HostCheck.isWellFormed(authority: "evil.example/path"))
    #expect(!HostCheck.isWellFormed(authority: "user@127.0.0.1"))
  }
}
