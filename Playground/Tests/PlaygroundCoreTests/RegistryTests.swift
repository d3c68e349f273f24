import Foundation
import Stately
import StatelyControls
import StatelyHTML
import Testing

@testable import PlaygroundCore

// The README's snippet, as a user writes it in their own package (the lines between the markers are
// the snippet; the README copies them).
// snippet-begin
struct BadgeAppearance: HTMLRenderable, Hashable, Sendable {
  var state: ControlState
  func htmlFragment(in context: HTMLContext) -> HTMLFragment {
    let text = state.contains(.selected) ? "On" : "Off"
    return .element(
      .span, id: context.id, classes: ["badge"], attributes: context.rootAttributes(state: state),
      children: [.text(text)])
  }
}
final class Badge: ConfiguredControl<BadgeAppearance> {
  init(cycle: UpdateCycle) { super.init(appearance: BadgeAppearance(state: .normal), cycle: cycle) }
  override func resolveAppearance(for state: ControlState) throws(ConfigurationError) -> BadgeAppearance {
    BadgeAppearance(state: state)
  }
}
func registryWithBadge() throws -> PlaygroundRegistry {
  var registry = PlaygroundRegistry.standard
  try registry.register(.control(id: "badge", title: "Badge", summary: "Mine.") { Badge(cycle: $0) })
  return registry
}
// snippet-end

@Suite("The playground registry: the gallery and live page show what is registered")
struct RegistryTests {
  @Test("The README's snippet shows a user's control in every reachable state and live")
  func readmeSnippet() async throws {
    let registry = try registryWithBadge()
    let section = try #require(registry.gallerySections().first { $0.id == "badge" })
    let reachable = StateSpace.standard.reachableStates
    #expect(section.items.count == reachable.count)
    for state in reachable {
      let tiles = section.items.filter {
        $0.html.markup.contains("data-state=\"\(state.bitNames.joined(separator: " "))\"")
      }
      #expect(tiles.count == 1, "\(state)")
      #expect(
        tiles.first?.html.markup.contains(state.contains(.selected) ? ">On</span>" : ">Off</span>") == true)
    }
    // States across, value states down: the standard space's selected bit is the only value state.
    #expect(section.grids.first?.rows.map(\.label) == ["none", "selected"])
    #expect(section.grids.first?.columns.first == "normal")
    #expect(section.summary.hasPrefix("Mine. \(reachable.count) reachable states."))

    let session = PlaygroundSession(id: 7, factory: registry)
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    let render = try await nextReply(&replies)
    #expect(render.controlIDs.last == "badge")
    #expect(try render.control("badge").html.contains("data-control=\"badge\""))
    await session.receive(event(1, "badge", "pointerdown"))
    let update = try await nextReply(&replies)
    #expect(try update.control("badge").html.contains("data-state=\"highlighted\""))
    #expect(try update.control("badge").inspector.state == ["highlighted"])
  }

  @Test("The playground README shows the snippet exactly as tested, in 20 lines or fewer")
  func readmeHasTheSnippet() throws {
    let here = URL(fileURLWithPath: #filePath)
    let source = try String(contentsOf: here, encoding: .utf8)
    let begin = try #require(source.range(of: "// snippet-begin\n"))
    let end = try #require(source.range(of: "// snippet-end"))
    let snippet = String(source[begin.upperBound..<end.lowerBound])
    let readme = try String(
      contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
    #expect(readme.contains("```swift\n" + snippet + "```"))
    #expect(snippet.split(separator: "\n").count <= 20)
  }

  @Test("An entry id that is empty, has other characters or is taken is refused, naming it")
  func invalidIDs() throws {
    var registry = PlaygroundRegistry()
    let entry = { (id: String) in
      PlaygroundEntry.control(id: id, title: "Badge", summary: "") { Badge(cycle: $0) }
    }
    #expect(throws: PlaygroundRegistryError.invalidID("", reason: "the id is empty")) {
      try registry.register(entry(""))
    }
    #expect(throws: PlaygroundRegistryError.self) { try registry.register(entry("a b")) }
    #expect(throws: PlaygroundRegistryError.self) { try registry.register(entry("<script>")) }
    try registry.register(entry("badge"))
    #expect(throws: PlaygroundRegistryError.duplicateID("badge")) { try registry.register(entry("badge")) }
    #expect(registry.entries.map(\.id) == ["badge"])
    #expect(
      PlaygroundRegistryError.duplicateID("badge").description == "entry id \"badge\" is already registered")
  }

  @Test(
    "An entry whose live control takes another's id, or an id that cannot be used, is refused, naming both")
  func liveControlIDs() throws {
    var registry = PlaygroundRegistry.standard
    let count = registry.entries.count
    // The checkout example's live controls are "checkout.add" and "checkout.pay"; the entry's own id
    // is free, its live control's is not.
    let clash = PlaygroundEntry.control(id: "checkout.add", title: "Badge", summary: "") { Badge(cycle: $0) }
    #expect(throws: PlaygroundRegistryError.duplicateLiveControlID("checkout.add", entry: "checkout.add")) {
      try registry.register(clash)
    }
    let unusable = PlaygroundEntry(id: "badges", title: "Badges", summary: "", gallery: { [] }) { context in
      ["badge", "badge one"].map { id in
        LiveControl(
          id: id, control: Badge(cycle: context.cycle), rejection: { _ in nil }, apply: { _ in },
          html: { .text("badge") }, properties: { [] })
      }
    }
    #expect(
      throws: PlaygroundRegistryError.invalidLiveControlID(
        "badge one", entry: "badges", reason: "\" \" is not allowed (only ASCII letters, digits, -, _ and .)")
    ) { try registry.register(unusable) }
    #expect(registry.entries.count == count)
    #expect(
      PlaygroundRegistryError.duplicateLiveControlID("checkout.add", entry: "checkout.add").description
        == "entry \"checkout.add\" makes a live control with id \"checkout.add\", which another live control already has"
    )
    // A refused entry takes no id: "badge", its valid first live control, is free for a later entry.
    try registry.register(.control(id: "badge", title: "Badge", summary: "") { Badge(cycle: $0) })
    let scene = registry.makeScene(timers: SessionTimers())
    #expect(scene.controlIDs.filter { $0 == "badge" }.count == 1)
    #expect(scene.controlIDs.contains("checkout.add"))
  }

  @Test("The standard registry's gallery has the controls, then every catalog example, in order")
  func standardOrder() {
    let ids = PlaygroundRegistry.standard.gallerySections().map(\.id)
    #expect(Array(ids.prefix(3)) == ["button", "switch", "segmented"])
    #expect(ids.contains("example-followButton"))
    #expect(Set(ids).count == ids.count)
  }
}

@Suite("The live page's headings")
struct LiveGroupTests {
  @Test("Every live control stands under exactly one heading, and each heading has one sentence")
  func everyControlUnderOneHeadingWithOneSentence() {
    let scene = PlaygroundRegistry.standard.makeScene(timers: SessionTimers())
    let grouped = scene.groups.flatMap(\.controls)
    #expect(grouped == scene.controlIDs)
    #expect(scene.groups.count == 8)
    for group in scene.groups {
      #expect(group.summary.hasSuffix("."), "\(group.title)")
      #expect(!group.summary.dropLast().contains(". "), "\(group.title): \(group.summary)")
    }
  }
}

@Suite("The switch and segmented control on the live page")
struct LiveControlsTests {
  @Test("A click flips the switch; a click on a segment's part selects it; keys tap segments")
  func switchAndSegments() async throws {
    let session = PlaygroundSession(id: 3, factory: PlaygroundRegistry.standard)
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    let render = try await nextReply(&replies)
    #expect(try render.control("switch").html.contains("aria-checked=\"true\""))
    #expect(try render.control("segmented").html.contains("data-part=\"3\""))

    await session.receive(event(1, "switch", "click"))
    #expect(try await nextReply(&replies).control("switch").html.contains("aria-checked=\"false\""))

    await session.receive(#"{"seq": 2, "control": "segmented", "event": "click", "part": "1"}"#)
    let selected = try await nextReply(&replies).control("segmented").html
    #expect(selected.contains(#"data-part="1" aria-checked="true""#))

    // Month (2) is disabled: a tap on it selects nothing and the page gets no update for it.
    await session.receive(event(3, "segmented", "key", key: "3"))
    let ignored = try await nextReply(&replies)
    #expect(ignored.type == "update")
    #expect(!(ignored.controls ?? []).contains { $0.id == "segmented" })

    await session.receive(event(4, "segmented", "key", key: "4"))
    #expect(
      try await nextReply(&replies).control("segmented").html.contains(#"data-part="3" aria-checked="true""#))
  }

  /// UISegmentedControl as observed on iOS 13.1, by Flutter's authors, in the notes of its
  /// `CupertinoSlidingSegmentedControl` (an observation that ran on UIKit): the pressed segment follows
  /// the finger and the segment where it lifts is selected.
  @Test("A pointer sliding from Week to the star presses the star and selects it where it lifts")
  func segmentSlide() async throws {
    let session = PlaygroundSession(id: 4, factory: PlaygroundRegistry.standard)
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = try await nextReply(&replies)
    // Four segments of 50 points: Week is 50 to 100, Month (disabled) 100 to 150, the star 150 to 200.
    func pointer(_ seq: Int, _ kind: String, x: Double) -> String {
      #"{"seq": \#(seq), "control": "segmented", "event": "\#(kind)", "x": \#(x), "y": 15, "width": 200, "#
        + #""height": 30, "time": \#(seq * 20)}"#
    }
    await session.receive(pointer(1, "pointerdown", x: 75))
    #expect(
      try await nextReply(&replies).control("segmented").html.contains(
        #"data-part="1" aria-checked="false" data-highlighted="true""#))
    await session.receive(pointer(2, "pointermove", x: 125))
    let overMonth = try await nextReply(&replies).control("segmented").html
    #expect(!overMonth.contains(#"data-highlighted"#), "a disabled segment is not pressed")
    await session.receive(pointer(3, "pointermove", x: 175))
    let overStar = try await nextReply(&replies).control("segmented").html
    #expect(
      overStar.contains(#"data-part="3" aria-checked="false" aria-label="star" data-highlighted="true""#))
    await session.receive(pointer(4, "pointerup", x: 175))
    let lifted = try await nextReply(&replies).control("segmented")
    #expect(lifted.html.contains(#"data-part="3" aria-checked="true""#))
    #expect(lifted.html.contains(#"data-part="0" aria-checked="false""#))
    #expect(lifted.inspector.sent?.components(separatedBy: "valueChanged").count == 2)
  }
}

@Suite("What a live control sent, in its inspector")
struct SentEventsTests {
  @Test("A touch's sends are listed in order, as of the control's last update, from its touchDown on")
  func touch() async throws {
    let session = PlaygroundSession(id: 5, factory: PlaygroundRegistry.standard)
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    #expect(try await nextReply(&replies).control("checkout.add").inspector.sent == "")
    await session.receive(event(1, "checkout.add", "pointerdown"))
    #expect(try await nextReply(&replies).control("checkout.add").inspector.sent == "touchDown")
    await session.receive(event(2, "checkout.add", "click"))
    let lifted = try await nextReply(&replies).control("checkout.add").inspector.sent
    #expect(lifted?.hasPrefix("touchDown, ") == true)
    #expect(lifted?.contains("touchUpInside") == true)
    // A new touch starts a new record.
    await session.receive(event(3, "checkout.add", "pointerdown"))
    #expect(try await nextReply(&replies).control("checkout.add").inspector.sent == "touchDown")
  }

  @Test("Repeats in a row are counted, and only the last sends are kept")
  func repeatsAndLimit() {
    let record = SentEvents()
    record.record(.touchDown)
    record.record(.touchDragInside)
    record.record(.touchDragInside)
    record.record([.touchDragOutside, .touchDragExit])
    #expect(record.text == "touchDown, touchDragInside ×2, touchDragOutside+touchDragExit")
    for index in 0..<SentEvents.limit {
      record.record(index.isMultiple(of: 2) ? .touchDragInside : .touchDragOutside)
    }
    #expect(record.text.hasPrefix("…, "))
    #expect(record.text.components(separatedBy: ", ").count == SentEvents.limit + 1)
    record.record(.touchDown)
    #expect(record.text == "touchDown")
  }
}
