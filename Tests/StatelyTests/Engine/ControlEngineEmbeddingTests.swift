import Foundation
import Stately
import Testing

/// An object that cannot inherit from `Control` gains the whole feature set by owning an engine.
@Suite("ControlEngine: embedded in an object that cannot inherit from Control")
struct ControlEngineEmbeddingTests {
  @Test("The glue that embeds the engine in a stand-in UIKit control is about 30 lines")
  func glueIsSmall() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("StandInControl.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let begin = try #require(lines.firstIndex(of: "// glue-begin"))
    let end = try #require(lines.firstIndex(of: "// glue-end"))
    let glue = lines[(begin + 1)..<end].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(glue.count <= 30, "the glue has \(glue.count) lines")
    #expect(glue.count > 10, "the markers enclose the glue")
  }

  @Test("Custom flags and invariants: mutual selects, unfollowing clears mutual, loading disables")
  func invariants() {
    let cycle = UpdateCycle()
    let button = EmbeddedFollowButton(cycle: cycle)
    button.isMutual = true
    #expect(button.isSelected)
    #expect(button.state == 0x1_0004)
    button.isSelected = false
    #expect(!button.isMutual)
    button.isLoading = true
    #expect(!button.isEnabled)
    #expect(button.state & 2 != 0)
    button.isLoading = false
    #expect(button.isEnabled)
    #expect(EmbeddedFollowButton.space.describe(ControlState(rawValue: button.state)) == "[normal]")
  }

  @Test("Updates are scheduled through the cycle and coalesce: ten changes, one update")
  func scheduling() {
    let cycle = UpdateCycle()
    let button = EmbeddedFollowButton(cycle: cycle)
    cycle.flush()
    let before = button.frameworkUpdates
    for _ in 0..<10 { button.isSelected.toggle() }
    button.setNeedsUpdateConfiguration()
    #expect(cycle.pendingCount == 1)
    let report = cycle.flush()
    #expect(report.updates == 1)
    #expect(button.frameworkUpdates == before + 1)
    #expect(button.engine.updateCount == 2)
  }

  @Test("The host's override runs before its handler, once per update")
  func overrideThenHandler() {
    let cycle = UpdateCycle()
    let button = EmbeddedFollowButton(cycle: cycle)
    var log: [String] = []
    button.configurationUpdateHandler = { control in
      log.append("handler, framework updates \(control.frameworkUpdates)")
    }
    cycle.flush()
    #expect(log == ["handler, framework updates 1"])
  }

  @Test("Bindings write a UIKit object's property for the states their rules match")
  func bindings() {
    let cycle = UpdateCycle()
    let button = EmbeddedFollowButton(cycle: cycle)
    let engine = button.engine
    engine.setValue("Following", for: .containsAll(.selected), on: button, at: \.title)
    engine.setValue("Mutual", for: .containsAll(EmbeddedFollowButton.mutual), on: button, at: \.title)
    engine.setValue(
      "", for: .containsAll(EmbeddedFollowButton.loading), on: button, at: \.title, priority: .exact + 1)
    cycle.flush()
    #expect(button.title == "Follow")
    button.isSelected = true
    cycle.flush()
    #expect(button.title == "Following")
    button.isMutual = true
    cycle.flush()
    #expect(button.title == "Mutual")
    button.isLoading = true
    cycle.flush()
    #expect(button.title == "")
    #expect(
      engine.explainBindings().first?.explanation.description.hasPrefix(
        "[disabled, selected, mutual, loading]") == true)
  }

  @Test("A plain host binds through its engine, by literal and run-time key paths, and traces each")
  func plainHostBindings() {
    let cycle = UpdateCycle()
    let badge = Badge(cycle: cycle)
    // A key path the caller passes on, not a literal at the call site: applied at run time.
    func bindTitle(_ keyPath: ReferenceWritableKeyPath<Badge, String>) {
      badge.engine.setValue("On", for: .containsAll(.selected), on: badge, at: keyPath)
    }
    badge.engine.setValue(3, for: .containsAll(.selected), on: badge, at: \.weight)
    badge.engine.setValue(0.5, for: .containsAll(.disabled), on: badge, at: \.alpha)
    bindTitle(\.title)
    cycle.flush()
    #expect((badge.weight, badge.alpha, badge.title) == (1, 1, "Off"))
    badge.engine.isSelected = true
    badge.engine.isEnabled = false
    cycle.flush()
    #expect((badge.weight, badge.alpha, badge.title) == (3, 0.5, "On"))
    #expect(badge.engine.explainBindings().count == 3)
    #expect(badge.engine.explainBindings().map(\.property) == ["Badge.weight", "Badge.alpha", "Badge.title"])
    #expect(badge.engine.table(on: badge, at: \.weight)?.count == 1)
    #expect(badge.engine.removeValue(for: .containsAll(.selected), on: badge, at: \.weight))
    cycle.flush()
    #expect(badge.weight == 1)
  }

  @Test("Transitions apply once and deliver queued events once, in order, after the update")
  func transitionsAndQueuedEvents() {
    let cycle = UpdateCycle()
    let button = EmbeddedFollowButton(cycle: cycle)
    cycle.flush()
    var log: [String] = []
    button.engine.addAction(for: [.valueChanged, .primaryActionTriggered]) { event in
      log.append("\(event) at update \(button.engine.updateCount)")
    }
    button.engine.performTransition {
      button.isSelected = true
      button.engine.sendActions(for: .valueChanged)
      button.isMutual = true
      button.engine.sendActions(for: .primaryActionTriggered)
      #expect(log.isEmpty)
    }
    #expect(log == ["[valueChanged] at update 2", "[primaryActionTriggered] at update 2"])
    #expect(!button.engine.needsUpdate)
  }

  @Test("Observers see each applied state once; a computed factor reads the host's own property")
  func observationAndFactors() {
    let cycle = UpdateCycle()
    let button = EmbeddedFollowButton(cycle: cycle)
    var observed: [UInt] = []
    button.engine.observeState { observed.append($0.rawValue) }
    cycle.flush()
    button.isSelected = true
    cycle.flush()
    #expect(observed == [0, 4])
    button.engine.register(EmbeddedFollowButton.mutual, from: button, at: \EmbeddedFollowButton.isHighlighted)
    button.isHighlighted = true
    #expect(button.engine.state.contains(EmbeddedFollowButton.mutual))
  }

  @Test("A host released with an update pending is freed with its engine, and the flush skips it")
  func releasedHostIsFreed() {
    let cycle = UpdateCycle()
    weak var weakButton: EmbeddedFollowButton?
    weak var weakEngine: ControlEngine?
    do {
      let button = EmbeddedFollowButton(cycle: cycle)
      weakButton = button
      weakEngine = button.engine
      #expect(cycle.pendingCount == 1)
    }
    #expect(weakButton == nil)
    #expect(weakEngine == nil)
    #expect(!cycle.hasPendingUpdates)
    #expect(cycle.flush().updates == 0)
  }

  @Test("A host whose update releases it finishes the update, and is freed after it")
  func hostReleasedByItsOwnUpdate() {
    let cycle = UpdateCycle()
    weak var weakButton: EmbeddedFollowButton?
    var holder: EmbeddedFollowButton? = EmbeddedFollowButton(cycle: cycle)
    weakButton = holder
    holder?.engine.observeState { _ in holder = nil }
    let report = cycle.flush()
    #expect(report.updates == 1)
    #expect(weakButton == nil)
  }

}

/// A plain class that owns an engine, with no update of its own: its bindings do the work.
private final class Badge: ControlEngineHost {
  let engine: ControlEngine
  var weight = 1
  var alpha = 1.0
  var title = "Off"

  init(cycle: UpdateCycle) {
    engine = ControlEngine(cycle: cycle)
    engine.attach(to: self)
  }
}
