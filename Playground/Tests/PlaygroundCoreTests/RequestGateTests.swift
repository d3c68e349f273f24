import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import PlaygroundCore

/// The gate of one connection on an embedded channel, whose clock the test moves by hand.
@Suite("Web host: the request gate's timers")
struct RequestGateTests {
  private let idle = TimeAmount.milliseconds(100)
  private let deadline = TimeAmount.milliseconds(300)

  private func gate() throws -> EmbeddedChannel {
    var limits = RequestHeadLimits()
    limits.requestTimeout = .milliseconds(300)
    let gate = RequestGate(
      check: RequestHeadCheck(limits: limits, hosts: HostCheck(served: "127.0.0.1", allowed: [])),
      idleTimeout: .milliseconds(100), connections: ConnectionCounter(limit: 4, liveLimit: 4))
    let channel = EmbeddedChannel()
    try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
    try channel.pipeline.syncOperations.addHandler(gate)
    return channel
  }

  private func request(_ path: String, on channel: EmbeddedChannel) throws {
    var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path)
    head.headers.add(name: "host", value: "127.0.0.1:8080")
    try channel.writeInbound(HTTPServerRequestPart.head(head))
    try channel.writeInbound(HTTPServerRequestPart.end(nil))
  }

  private func answer(on channel: EmbeddedChannel) throws {
    try channel.writeOutbound(HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: .ok)))
    try channel.writeOutbound(HTTPServerResponsePart.end(nil))
  }

  /// The statuses of the responses the gate let out, in order.
  private func statuses(_ channel: EmbeddedChannel) throws -> [HTTPResponseStatus] {
    var statuses: [HTTPResponseStatus] = []
    while let part = try channel.readOutbound(as: HTTPServerResponsePart.self) {
      if case .head(let head) = part { statuses.append(head.status) }
    }
    return statuses
  }

  @Test("A connection idle after its last answer gets 408, then closes")
  func idleAfterTheAnswersGets408() throws {
    let channel = try gate()
    try request("/", on: channel)
    try answer(on: channel)
    channel.embeddedEventLoop.advanceTime(by: idle)
    #expect(try statuses(channel) == [.ok, .requestTimeout])
    #expect(!channel.isActive)
  }

  // The playground's fuzzer found this on a busy machine: five pipelined requests whose answers took
  // longer than the idle timeout got a sixth answer, a 408 nobody asked for.
  @Test("A server slower than the idle timeout answers every request read, adds no 408, then closes")
  func slowAnswersGetNo408() throws {
    let channel = try gate()
    try request("/gallery", on: channel)
    try request("/live", on: channel)
    channel.embeddedEventLoop.advanceTime(by: idle)
    #expect(channel.isActive)
    try answer(on: channel)
    try answer(on: channel)
    channel.embeddedEventLoop.run()
    #expect(try statuses(channel) == [.ok, .ok])
    #expect(!channel.isActive)
  }

  @Test("Answers still not out a request timeout after the idle timeout close the connection, with no 408")
  func answersThatNeverGoOutClose() throws {
    let channel = try gate()
    try request("/gallery", on: channel)
    channel.embeddedEventLoop.advanceTime(by: idle)
    #expect(channel.isActive)
    channel.embeddedEventLoop.advanceTime(by: deadline)
    #expect(try statuses(channel).isEmpty)
    #expect(!channel.isActive)
  }
}
