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

@Suite("Web host: the WebSocket frame gate")
struct WebSocketFrameGateTests {
  /// A gate whose session may use half the time, in bursts of 1 ms, each frame costing 1 ms.
  private func gate(clock: ManualClock) throws -> (EmbeddedChannel, SessionBudget) {
    var limits = PlaygroundLimits()
    limits.processingShare = 0.5
    limits.processingBurst = .milliseconds(1)
    limits.processingPerFrame = .milliseconds(1)
    let budget = SessionBudget(limits: limits) { clock.now }
    return (EmbeddedChannel(handler: WebSocketFrameGate(budget: budget, writeTimeout: .seconds(1))), budget)
  }

  @Test("A socket that takes no bytes for the write timeout closes the connection; one drained in time stays")
  func stalledWritesCloseTheConnection() throws {
    let (channel, _) = try gate(clock: ManualClock())
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

  @Test("Frames beyond the session's budget wait, in order, until their share of time has passed")
  func framesWaitForTheBudget() throws {
    let clock = ManualClock()
    let (channel, _) = try gate(clock: clock)
    for payload in 1...3 { try channel.writeInbound(frame(.ping, [UInt8(payload)])) }
    // The first frame spends the burst, the second goes into debt: the third waits 2 ms.
    #expect(try channel.readInbound(as: WebSocketFrame.self)?.unmaskedData == ByteBuffer(bytes: [1]))
    #expect(try channel.readInbound(as: WebSocketFrame.self)?.unmaskedData == ByteBuffer(bytes: [2]))
    #expect(try channel.readInbound(as: WebSocketFrame.self) == nil)
    clock.advance(by: .milliseconds(2))
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(2))
    #expect(try channel.readInbound(as: WebSocketFrame.self)?.unmaskedData == ByteBuffer(bytes: [3]))
    #expect(try channel.finish().isClean)
  }

  @Test("What the message reader charges holds the next frames back too: one budget for both")
  func messagesAndFramesShareTheBudget() throws {
    let clock = ManualClock()
    let (channel, budget) = try gate(clock: clock)
    budget.charge(.milliseconds(5))  // a message took 5 ms
    try channel.writeInbound(frame(.text, Array("{}".utf8)))
    #expect(try channel.readInbound(as: WebSocketFrame.self) == nil)
    clock.advance(by: .milliseconds(8))
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(8))
    #expect(try channel.readInbound(as: WebSocketFrame.self)?.opcode == .text)
    #expect(budget.charged == .milliseconds(6))
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
      let (channel, _) = try gate(clock: clock)
      for frame in frames { try channel.writeInbound(frame) }
      let close = try channel.readOutbound(as: WebSocketFrame.self)
      #expect(close?.opcode == .connectionClose, "\(name)")
      let payload = close?.data ?? ByteBuffer()
      #expect(payload.getInteger(at: payload.readerIndex, as: UInt16.self) == code, "\(name)")
      #expect(!channel.isActive, "\(name): the connection is still open")
    }
  }
}
