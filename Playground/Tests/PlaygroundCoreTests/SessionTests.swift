import Foundation
import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML
import Testing

@testable import PlaygroundCore

@Suite("Live sessions", .timeLimit(.minutes(1)))
struct SessionTests {
  private func makeSession(loadDelay: Duration = .milliseconds(20)) -> PlaygroundSession {
    PlaygroundSession(id: 1, factory: PlaygroundRegistry.examples(requestDelay: loadDelay))
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
    #expect(render.controlIDs == allControlIDs)
    #expect(try render.control("checkout.pay").inspector.updateCount == 1)
    #expect(try render.control("checkout.pay").html.contains(">Checkout 0</span>"))
    #expect(try render.control("pin.old").html.contains("data-keys=\"true\""))
    await session.receive(event(1, "checkout.add", "click"))
    #expect(try await nextReply(&replies).type == "update")
  }

  @Test("A click on Add Item re-renders only the pay button, whose look changed, and echoes the seq")
  func click() async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)
    await session.receive(event(5, "checkout.add", "click"))
    let update = try await nextReply(&replies)
    #expect(update.type == "update")
    #expect(update.seq == 5)
    // Add Item is pressed and released in one event: its state ends where it was, so it runs no update
    // and is not sent again.
    #expect(update.controlIDs == ["checkout.pay"])
    let pay = try update.control("checkout.pay")
    #expect(pay.html.contains(">Checkout 1</span>"))
    #expect(pay.inspector.updateCount == 2)
    #expect(pay.inspector.properties.map(\.property) == ["background", "title", "title colour"])
    #expect(
      pay.inspector.properties.first { $0.property == "title" }?.rule.hasPrefix(
        "written by configurationUpdateHandler in this update") == true)
  }

  @Test("Ten clicks in one message give one update cycle")
  func burst() async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)
    await session.receive(batch(2, "checkout.add", "click", count: 10))
    let pay = try await nextReply(&replies).control("checkout.pay")
    #expect(pay.html.contains(">Checkout 10</span>"))
    #expect(pay.inspector.updateCount == 2)
  }

  @Test("Press highlights, leaving clears, and an event that changes nothing updates nothing")
  func pressAndLeave() async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)

    let highlighted = try CheckoutExample.addItemConfiguration.resolvedAppearance(for: .highlighted)
    await session.receive(event(1, "checkout.add", "pointerdown"))
    let pressed = try await nextReply(&replies).control("checkout.add")
    #expect(pressed.inspector.state == ["highlighted"])
    #expect(pressed.inspector.rawState == 1)
    let pressedBackground = pressed.inspector.properties.first { $0.property == "background" }?.rule ?? ""
    #expect(pressedBackground.contains("pressed"), "\(pressedBackground)")
    #expect(pressed.html.contains("background-color:\(highlighted.backgroundColor.cssString)"))

    await session.receive(event(2, "checkout.add", "pointerleave"))
    let left = try await nextReply(&replies).control("checkout.add")
    #expect(left.inspector.state == ["normal"])
    let leftBackground = left.inspector.properties.first { $0.property == "background" }?.rule ?? ""
    #expect(!leftBackground.isEmpty && !leftBackground.contains("pressed"), "\(leftBackground)")

    // Released outside: no action, so the cart is still empty.
    await session.receive(event(3, "checkout.add", "pointerleave"))
    let nothing = try await nextReply(&replies)
    #expect(nothing.type == "update")
    #expect(nothing.seq == 3)
    #expect(nothing.controlIDs == [])
  }

  @Test("On a list row, a sideways drag swipes it and a tap on the trailing 44 points expands it")
  func listRowTouch() async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)
    func pointer(_ seq: Int, _ control: String, _ kind: String, x: Double) -> String {
      #"{"seq": \#(seq), "control": "\#(control)", "event": "\#(kind)", "x": \#(x), "y": 20, "#
        + #""width": 300, "height": 44, "time": \#(seq * 100)}"#
    }
    await session.receive(pointer(1, "list.0", "pointerdown", x: 200))
    _ = try await nextReply(&replies)
    await session.receive(pointer(2, "list.0", "pointermove", x: 150))
    let swiped = try await nextReply(&replies).control("list.0")
    #expect(swiped.inspector.state.contains("swiped"))
    #expect(!swiped.inspector.state.contains("highlighted"), "a swipe ends the press without a tap")
    await session.receive(pointer(3, "list.0", "pointerup", x: 150))
    _ = try await nextReply(&replies)
    await session.receive(pointer(4, "list.1", "pointerdown", x: 280))
    _ = try await nextReply(&replies)
    await session.receive(pointer(5, "list.1", "pointerup", x: 280))
    let expanded = try await nextReply(&replies).control("list.1")
    #expect(expanded.inspector.state.contains("expanded"))
    #expect(!expanded.inspector.state.contains("selected"), "the disclosure expands; it does not select")
  }

  @Test(
    "Pointer positions drive touch tracking: dragging out drops the highlight, back restores it, lifting decides"
  )
  func pointerTracking() async throws {
    // Source for the sequence and the 70-point tracking bounds: see ControlTrackingTests (UIKitCore's
    // touch handling, decompiled; the bounds measured on a device). Not run on real UIKit.
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)
    func pointer(_ seq: Int, _ kind: String, x: Double, time: Double) -> String {
      #"{"seq": \#(seq), "control": "checkout.add", "event": "\#(kind)", "x": \#(x), "y": 10, "#
        + #""width": 120, "height": 34, "time": \#(time)}"#
    }
    await session.receive(pointer(1, "pointerdown", x: 60, time: 0))
    #expect(try await nextReply(&replies).control("checkout.add").inspector.state == ["highlighted"])
    await session.receive(pointer(2, "pointermove", x: 189, time: 10))
    let stillInside = try await nextReply(&replies)
    #expect(stillInside.controlIDs == [], "69 points past the edge is still inside")
    await session.receive(pointer(3, "pointermove", x: 400, time: 20))
    #expect(try await nextReply(&replies).control("checkout.add").inspector.state == ["normal"])
    await session.receive(pointer(4, "pointermove", x: 100, time: 30))
    #expect(try await nextReply(&replies).control("checkout.add").inspector.state == ["highlighted"])
    await session.receive(pointer(5, "pointerup", x: 400, time: 40))
    let outside = try await nextReply(&replies)
    #expect(outside.controlIDs == ["checkout.add"], "released outside: no action, the cart stays empty")
    // Down and up inside: touchUpInside, and the cart gets its item.
    await session.receive(pointer(6, "pointerdown", x: 60, time: 1000))
    _ = try await nextReply(&replies)
    await session.receive(pointer(7, "pointerup", x: 60, time: 1050))
    let released = try await nextReply(&replies)
    #expect(try released.control("checkout.pay").html.contains(">Checkout 1</span>"))
  }

  @Test(
    "A refused message gets one error naming the problem and changes nothing",
    arguments: [
      (#"{"seq": 4, "control": "demo.nope", "event": "click"}"#, 4, #"control: unknown control "demo.nope""#),
      (#"{"seq": 5, "control": "checkout.add", "event": "hover"}"#, 5, #"event: unknown event "hover""#),
      (
        #"{"seq": 6, "events": [{"control": "checkout.add", "event": "click"}, {"control": "x", "event": "click"}]}"#,
        6,
        #"events[1].control: unknown control "x"; this session has switch, segmented, loading.send, follow.button"#
      ),
      (
        #"{"seq": 7, "control": "checkout.add", "event": "key", "key": "5"}"#, 7,
        "event: checkout.add refused key(5): a button takes no key events"
      ),
      (
        #"{"seq": 8, "control": "pin.old", "event": "key", "key": "x"}"#, 8,
        "event: pin.old refused key(x): a PIN field takes digits and Backspace, not x"
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

    await session.receive(event(9, "checkout.add", "click"))
    let pay = try await nextReply(&replies).control("checkout.pay")
    #expect(pay.html.contains(">Checkout 1</span>"))
    #expect(pay.inspector.updateCount == 2)
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
    await session.receive(event(1, "checkout.add", "click"))
    #expect(try await nextReply(&replies).control("checkout.pay").html.contains(">Checkout 1</span>"))
  }

  @Test("The Follow button's inspector says what its gallery tile's Why? says, in UIKit's words")
  func followInspector() async throws {
    let session = makeSession()
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    let follow = try await nextReply(&replies).control("follow.button")
    // A Follow button of its own, in the same state, explained as the gallery explains its tiles.
    let cycle = UpdateCycle()
    let reference = FollowButton(cycle: cycle)
    cycle.flush()
    let why = ButtonSpecimen(button: reference).why()
    // The inspector lists its rows by name.
    #expect(
      follow.inspector.properties.map { [$0.property, $0.value] }
        == why.map { [$0.property, $0.value] }.sorted { $0[0] < $1[0] })
    #expect(follow.inspector.properties.first { $0.property == "title" }?.value == "\"Follow\"")
    #expect(
      follow.inspector.properties.allSatisfy { !$0.rule.contains("#") && !$0.rule.contains("priority") })
  }

  @Test("Timed work runs inside the session and pushes an update without a sequence number")
  func timedWork() async throws {
    let session = makeSession(loadDelay: .milliseconds(20))
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)

    await session.receive(event(1, "follow.button", "click"))
    let loading = try await nextReply(&replies).control("follow.button")
    #expect(loading.inspector.state == ["disabled", "loading"])
    #expect(loading.html.contains("stately-spinner"))

    let pushed = try await nextReply(&replies)
    #expect(pushed.type == "update")
    #expect(pushed.seq == nil)
    #expect(pushed.controlIDs == ["follow.button"])
    let followed = try pushed.control("follow.button")
    #expect(followed.inspector.state == ["selected"])
    #expect(followed.html.contains(">Following</span>"))
    #expect(!followed.html.contains("stately-spinner"))
    #expect(await session.pendingTimerCount == 0)
  }

  @Test("Closing cancels pending timed work and finishes the stream")
  func closeCancelsTimers() async throws {
    let session = makeSession(loadDelay: .seconds(3600))
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)
    await session.receive(event(1, "follow.button", "click"))
    _ = try await nextReply(&replies)
    #expect(await session.pendingTimerCount == 1)
    await session.close()
    #expect(await session.pendingTimerCount == 0)
    #expect(await replies.next() == nil)
    await session.receive(event(2, "checkout.add", "click"))
  }

  @Test("Two sessions never share controls")
  func isolation() async throws {
    let registry = SessionRegistry()
    let first = await registry.open(factory: PlaygroundRegistry.standard, limits: PlaygroundLimits())
    let second = await registry.open(factory: PlaygroundRegistry.standard, limits: PlaygroundLimits())
    #expect(first.id != second.id)
    #expect(await registry.count == 2)
    var firstReplies = first.outgoing.makeAsyncIterator()
    var secondReplies = second.outgoing.makeAsyncIterator()
    await first.start()
    await second.start()
    _ = try await nextReply(&firstReplies)
    _ = try await nextReply(&secondReplies)

    await first.receive(batch(1, "checkout.add", "click", count: 3))
    await second.receive(event(1, "checkout.add", "click"))
    #expect(try await nextReply(&firstReplies).control("checkout.pay").html.contains(">Checkout 3</span>"))
    #expect(try await nextReply(&secondReplies).control("checkout.pay").html.contains(">Checkout 1</span>"))

    await registry.close(first)
    await registry.close(second)
    #expect(await registry.count == 0)
  }
}
