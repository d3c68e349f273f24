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
