import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

@testable import PlaygroundCore

/// A clock the test moves by hand.
private final class ManualClock: Sendable {
  private let start = ContinuousClock.now
  private let offset = NIOLockedValueBox(Duration.zero)

  var now: ContinuousClock.Instant { start + offset.withLockedValue { $0 } }
  func advance(by duration: Duration) { offset.withLockedValue { $0 += duration } }
}

/// A masked client frame, as NIO's decoder gives it.
private func frame(_ opcode: WebSocketOpcode, _ payload: [UInt8] = [], fin: Bool = true) -> WebSocketFrame {
  let key = WebSocketMaskingKey([1, 2, 3, 4])!
  var data = ByteBuffer(bytes: payload)
  data.webSocketMask(key)
  return WebSocketFrame(fin: fin, opcode: opcode, maskKey: key, data: data)
}

/// Counts the reads that reach the socket, standing where the socket would be: in front of the gate.
private final class ReadCounter: ChannelOutboundHandler {
  typealias OutboundIn = Any
  var reads = 0

  func read(context: ChannelHandlerContext) {
    reads += 1
    context.read()
  }
}

@Suite("Web host: the WebSocket frame gate")
struct WebSocketFrameGateTests {
  /// A gate whose session may use half the time, in bursts of 1 ms, each frame costing 1 ms, and whose
  /// pings and empty frames may keep it out of budget for 10 ms; with a read counter in front of it.
  private func gate(clock: ManualClock) throws -> (EmbeddedChannel, SessionBudget, ReadCounter) {
    var limits = PlaygroundLimits()
    limits.processingShare = 0.5
    limits.processingBurst = .milliseconds(1)
    limits.processingPerFrame = .milliseconds(1)
    limits.writeTimeout = .seconds(1)
    limits.maxIdleFrameDelay = .milliseconds(10)
    let budget = SessionBudget(limits: limits) { clock.now }
    let counter = ReadCounter()
    let channel = EmbeddedChannel()
    try channel.pipeline.syncOperations.addHandlers([
      counter, WebSocketFrameGate(budget: budget, limits: limits),
    ])
    try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
    return (channel, budget, counter)
  }

  /// Delivers `frames` as one read of the socket, then asks for the next read.
  private func read(_ frames: [WebSocketFrame], into channel: EmbeddedChannel) {
    for frame in frames { channel.pipeline.fireChannelRead(frame) }
    channel.pipeline.fireChannelReadComplete()
    channel.read()
  }

  /// What the gate passed on, in order.
  private func passed(_ channel: EmbeddedChannel) throws -> [WebSocketFrame] {
    var frames: [WebSocketFrame] = []
    while let frame = try channel.readInbound(as: WebSocketFrame.self) { frames.append(frame) }
    return frames
  }

  @Test("A socket that takes no bytes for the write timeout closes the connection; one drained in time stays")
  func stalledWritesCloseTheConnection() throws {
    let (channel, _, _) = try gate(clock: ManualClock())
    let closed = NIOLockedValueBox(false)
    channel.closeFuture.whenComplete { _ in closed.withLockedValue { $0 = true } }
    // Full for 900 ms, then drained: the deadline is cancelled.
    channel.isWritable = false
    channel.pipeline.fireChannelWritabilityChanged()
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(900))
    channel.isWritable = true
    channel.pipeline.fireChannelWritabilityChanged()
    channel.embeddedEventLoop.advanceTime(by: .seconds(5))
    #expect(!closed.withLockedValue { $0 })
    // Full for the whole second: closed, whatever is still waiting to be written.
    channel.isWritable = false
    channel.pipeline.fireChannelWritabilityChanged()
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(999))
    #expect(!closed.withLockedValue { $0 })
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
    #expect(closed.withLockedValue { $0 })
  }

  @Test("Every frame costs its session the per-frame charge: pings, pongs, closes and empty fragments too")
  func everyFrameIsCharged() throws {
    let (channel, budget, _) = try gate(clock: ManualClock())
    let frames = [
      frame(.ping, [1]), frame(.pong, [2]), frame(.text, [], fin: false),
      frame(.continuation, [], fin: false),
      frame(.continuation, Array("{}".utf8)), frame(.connectionClose, [0x03, 0xE8]),
    ]
    for (index, frame) in frames.enumerated() {
      read([frame], into: channel)
      #expect(budget.charged == .milliseconds(index + 1), "\(frame.opcode)")
    }
  }

  @Test("A session in debt is not read from until its budget refills, whatever put it in debt")
  func aSessionInDebtIsNotRead() throws {
    let clock = ManualClock()
    let (channel, budget, counter) = try gate(clock: clock)
    // Two frames: the burst spent and 1 ms of debt, repaid in 2 ms at half the time.
    read([frame(.text, Array("{}".utf8)), frame(.text, Array("{}".utf8))], into: channel)
    #expect(counter.reads == 0)
    clock.advance(by: .milliseconds(1))
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
    #expect(counter.reads == 0)
    clock.advance(by: .milliseconds(1))
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
    #expect(counter.reads == 1)
    // A message that took 5 ms, charged by the reader, holds the next read back for 10 ms.
    budget.charge(.milliseconds(5))
    channel.read()
    clock.advance(by: .milliseconds(9))
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(9))
    #expect(counter.reads == 1)
    clock.advance(by: .milliseconds(1))
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
    #expect(counter.reads == 2)
    // Every frame was passed on as it came.
    #expect(try passed(channel).map(\.opcode) == [.text, .text])
  }

  @Test("Of one read's pings and pongs only the last of each is passed on, and empty fragments are not")
  func framesThatCarryNothingAreNotPassedOneByOne() throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(1))
    let (channel, _, _) = try gate(clock: clock)
    read(
      [
        frame(.ping, [1]), frame(.text, Array("{".utf8), fin: false), frame(.ping, [2]), frame(.pong, [3]),
        frame(.continuation, [], fin: false), frame(.pong, [4]), frame(.continuation, Array("}".utf8)),
        frame(.ping, [5]),
      ], into: channel)
    let frames = try passed(channel)
    #expect(frames.map(\.opcode) == [.text, .continuation, .pong, .ping])
    #expect(
      frames.map(\.unmaskedData) == [
        ByteBuffer(string: "{"), ByteBuffer(string: "}"), ByteBuffer(bytes: [4]), ByteBuffer(bytes: [5]),
      ])
    // The empty continuation that ends a message is passed on: it ends the message.
    read([frame(.text, Array("{}".utf8), fin: false), frame(.continuation, [])], into: channel)
    #expect(try passed(channel).map(\.opcode) == [.text, .continuation])
  }

  @Test(
    "Reads of only pings and empty fragments that keep a session out of budget past the limit close it with 1008"
  )
  func idleFramesOverTheLimitClose() throws {
    for carriesAMessage in [false, true] {
      let clock = ManualClock()
      let (channel, _, counter) = try gate(clock: clock)
      // Five frames a read: the first read spends the burst and goes 4 ms into debt, repaid in 8 ms; each
      // later one goes 5 ms into debt, repaid in 10 ms. The first read starts a message. Of only pings
      // and empty fragments, the second read keeps the socket unread for 10 ms, the limit, and the third
      // for 10 ms more, over it, unless the second carried a byte of the message.
      for round in 0..<3 {
        var frames = Array(repeating: frame(.ping, [1]), count: 4) + [frame(.continuation, [], fin: false)]
        if round == 0 { frames[0] = frame(.text, [], fin: false) }
        if carriesAMessage, round == 1 { frames[0] = frame(.continuation, [0x41], fin: false) }
        read(frames, into: channel)
        let pause = Int64(round == 0 ? 8 : 10)
        clock.advance(by: .milliseconds(pause))
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(pause))
      }
      let close = try channel.readOutbound(as: WebSocketFrame.self)
      if carriesAMessage {
        #expect(close == nil)
        #expect(channel.isActive)
        #expect(counter.reads == 3)
      } else {
        let payload = close?.data ?? ByteBuffer()
        #expect(close?.opcode == .connectionClose)
        #expect(payload.getInteger(at: payload.readerIndex, as: UInt16.self) == 1008)
        #expect(!channel.isActive)
        #expect(counter.reads == 2)
      }
    }
  }

  @Test("Frames RFC 6455 refuses fail the connection with a close frame carrying their code")
  func refusedFramesFailTheConnection() throws {
    var unmasked = frame(.text, Array("{}".utf8))
    unmasked.maskKey = nil
    var reserved = frame(.ping, [1])
    reserved.rsv1 = true
    let cases: [(String, [WebSocketFrame], UInt16)] = [
      ("unmasked", [unmasked], 1002),
      ("reserved bit", [reserved], 1002),
      ("stray continuation", [frame(.continuation, [])], 1002),
      ("message inside a message", [frame(.text, [], fin: false), frame(.binary, [])], 1002),
      ("close reason not UTF-8", [frame(.connectionClose, [0x03, 0xE8, 0xFF])], 1007),
      (
        "text not UTF-8 across frames",
        [frame(.text, [0xE2, 0x82], fin: false), frame(.continuation, [0x41])], 1007
      ),
      ("text cut short", [frame(.text, [0x41, 0xE2])], 1007),
    ]
    for (name, frames, code) in cases {
      let clock = ManualClock()
      clock.advance(by: .seconds(1))
      let (channel, _, _) = try gate(clock: clock)
      for frame in frames { try channel.writeInbound(frame) }
      let close = try channel.readOutbound(as: WebSocketFrame.self)
      #expect(close?.opcode == .connectionClose, "\(name)")
      let payload = close?.data ?? ByteBuffer()
      #expect(payload.getInteger(at: payload.readerIndex, as: UInt16.self) == code, "\(name)")
      #expect(!channel.isActive, "\(name): the connection is still open")
    }
  }
}
