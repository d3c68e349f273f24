import Foundation
import Testing

@testable import PlaygroundCore

@Suite("Live sessions", .timeLimit(.minutes(1)))
struct SessionTests {
  private func makeSession(loadDelay: Duration = .milliseconds(20)) -> PlaygroundSession {
    PlaygroundSession(id: 1, factory: DemoSceneFactory(loadDelay: loadDelay))
  }

  @Test("On start the session sends every control once, in display order, after one update cycle")
  func initialRender() async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    await session.start()
    let render = try await nextReply(&replies)
    #expect(render.type == "render")
    #expect(render.session == 1)
    #expect(render.controlIDs == ["demo.counter", "demo.loader"])
    #expect(try render.control("demo.counter").inspector.updateCount == 1)
    #expect(try render.control("demo.counter").html.contains(">Count 0</button>"))
    await session.receive(event(1, "demo.counter", "click"))
    #expect(try await nextReply(&replies).type == "update")
  }

  @Test("A click updates only the clicked control and echoes the sequence number")
  func click() async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)
    await session.receive(event(5, "demo.counter", "click"))
    let update = try await nextReply(&replies)
    #expect(update.type == "update")
    #expect(update.seq == 5)
    #expect(update.controlIDs == ["demo.counter"])
    let counter = try update.control("demo.counter")
    #expect(counter.html.contains(">Count 1</button>"))
    #expect(counter.inspector.updateCount == 2)
    #expect(counter.inspector.properties.map(\.property) == ["background", "outline", "title"])
  }

  @Test("Ten clicks in one message give one update cycle")
  func burst() async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)
    await session.receive(batch(2, "demo.counter", "click", count: 10))
    let counter = try await nextReply(&replies).control("demo.counter")
    #expect(counter.html.contains(">Count 10</button>"))
    #expect(counter.inspector.updateCount == 2)
  }

  @Test("Press highlights, leaving clears, and an event that changes nothing updates nothing")
  func pressAndLeave() async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)

    await session.receive(event(1, "demo.counter", "pointerdown"))
    let pressed = try await nextReply(&replies).control("demo.counter")
    #expect(pressed.inspector.state == ["highlighted"])
    #expect(pressed.inspector.rawState == 1)
    #expect(pressed.inspector.properties.first { $0.property == "background" }?.rule == "[highlighted]")
    #expect(pressed.html.contains("background: \(DemoColors.highlighted)"))

    await session.receive(event(2, "demo.counter", "pointerleave"))
    let left = try await nextReply(&replies).control("demo.counter")
    #expect(left.inspector.state == ["normal"])
    #expect(left.inspector.properties.first { $0.property == "background" }?.rule == "normal")

    await session.receive(event(3, "demo.counter", "pointerleave"))
    let nothing = try await nextReply(&replies)
    #expect(nothing.type == "update")
    #expect(nothing.seq == 3)
    #expect(nothing.controlIDs == [])
  }

  @Test(
    "A refused message gets one error naming the problem and changes nothing",
    arguments: [
      (#"{"seq": 4, "control": "demo.nope", "event": "click"}"#, 4, #"control: unknown control "demo.nope""#),
      (#"{"seq": 5, "control": "demo.counter", "event": "hover"}"#, 5, #"event: unknown event "hover""#),
      (
        #"{"seq": 6, "events": [{"control": "demo.counter", "event": "click"}, {"control": "x", "event": "click"}]}"#,
        6, #"events[1].control: unknown control "x"; this session has demo.counter, demo.loader"#
      ),
      (
        #"{"seq": 7, "control": "demo.counter", "event": "key", "key": "5"}"#, 7,
        "event: demo.counter refused key(5): a button takes no key events"
      ),
      (#"{"seq": 8, "control": "#, nil, "malformed JSON: "),
    ] as [(String, Int?, String)])
  func refused(text: String, seq: Int?, fragment: String) async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)

    await session.receive(text)
    let error = try await nextReply(&replies)
    #expect(error.type == "error")
    #expect(error.seq == seq)
    #expect(error.message?.contains(fragment) == true, "\(error.message ?? "no message")")

    await session.receive(event(9, "demo.counter", "click"))
    let counter = try await nextReply(&replies).control("demo.counter")
    #expect(counter.html.contains(">Count 1</button>"))
    #expect(counter.inspector.updateCount == 2)
  }

  @Test("Oversized and binary messages get an error and the session keeps working")
  func oversizedAndBinary() async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)
    await session.receiveOversized(byteCount: 20_000)
    #expect(
      try await nextReply(&replies).message == "message: 20000 bytes; the limit is 16384 bytes (16 KiB)")
    await session.receiveBinary()
    #expect(
      try await nextReply(&replies).message?.hasPrefix("message: binary messages are not supported") == true)
    await session.receive(event(1, "demo.counter", "click"))
    #expect(try await nextReply(&replies).control("demo.counter").html.contains(">Count 1</button>"))
  }

  @Test("Timed work runs inside the session and pushes an update without a sequence number")
  func timedWork() async throws {
    let session = makeSession(loadDelay: .milliseconds(20))
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)

    await session.receive(event(1, "demo.loader", "click"))
    let loading = try await nextReply(&replies).control("demo.loader")
    #expect(loading.inspector.state == ["disabled", "loading"])
    #expect(loading.html.contains(">Loading…</button>"))

    let pushed = try await nextReply(&replies)
    #expect(pushed.type == "update")
    #expect(pushed.seq == nil)
    #expect(pushed.controlIDs == ["demo.loader"])
    let loaded = try pushed.control("demo.loader")
    #expect(loaded.inspector.state == ["normal"])
    #expect(loaded.html.contains(">Loaded 1</button>"))
    #expect(await session.pendingTimerCount == 0)
  }

  @Test("Closing cancels pending timed work and finishes the stream")
  func closeCancelsTimers() async throws {
    let session = makeSession(loadDelay: .seconds(3600))
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)
    await session.receive(event(1, "demo.loader", "click"))
    _ = try await nextReply(&replies)
    #expect(await session.pendingTimerCount == 1)
    await session.close()
    #expect(await session.pendingTimerCount == 0)
    #expect(await replies.next() == nil)
    await session.receive(event(2, "demo.counter", "click"))
  }

  @Test("Two sessions never share controls")
  func isolation() async throws {
    let registry = SessionRegistry()
    let first = await registry.open(factory: DemoSceneFactory(), limits: PlaygroundLimits())
    let second = await registry.open(factory: DemoSceneFactory(), limits: PlaygroundLimits())
    #expect(first.id != second.id)
    #expect(await registry.count == 2)
    var firstReplies = first.outgoing.makeAsyncIterator()
    var secondReplies = second.outgoing.makeAsyncIterator()
    await first.start()
    await second.start()
    _ = try await nextReply(&firstReplies)
    _ = try await nextReply(&secondReplies)

    await first.receive(batch(1, "demo.counter", "click", count: 3))
    await second.receive(event(1, "demo.counter", "click"))
    #expect(try await nextReply(&firstReplies).control("demo.counter").html.contains(">Count 3</button>"))
    #expect(try await nextReply(&secondReplies).control("demo.counter").html.contains(">Count 1</button>"))

    await registry.close(first)
    await registry.close(second)
    #expect(await registry.count == 0)
  }
}
