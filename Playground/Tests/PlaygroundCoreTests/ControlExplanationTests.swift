import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML
import Testing

@testable import PlaygroundCore

/// The switch and the segmented control explained in UIKit's words, the same on a gallery tile and in
/// the live inspector.
@Suite("Switch and segmented control: their state and look in UIKit's words")
struct ControlExplanationTests {
  static func entry(_ property: String, in why: [PropertyWhy]) -> PropertyWhy? {
    why.first { $0.property == property }
  }

  /// Every word a rule table or the wire protocol would use, which the page does not.
  static let foreignWords = ["rule #", "#0 ", "#1 ", "containsAll", "matching", "factor", "flush", "seq"]

  @Test(
    "A switch that is on says isOn true and that its green track is UISwitch's default, as onTintColor is nil"
  )
  func switchOn() throws {
    let control = Switch(isOn: true)
    control.engine.cycle.flush()
    let why = ExplanationWords.why(switch: control)
    #expect(Self.entry("isOn", in: why)?.value == "true")
    let track = try #require(Self.entry("track colour", in: why))
    #expect(track.value == "#34C759 systemGreen")
    #expect(track.source.contains("onTintColor is nil"))
    #expect(Self.entry("state", in: why)?.value == ".normal")
    #expect(Self.entry("alpha", in: why)?.value == "1")
  }

  @Test("A pressed, disabled switch that is off names UIControl.State's highlighted and disabled, half alpha")
  func switchPressedDisabledOff() throws {
    let control = Switch(isOn: false)
    control.press()
    control.isEnabled = false
    control.engine.cycle.flush()
    let why = ExplanationWords.why(switch: control)
    #expect(Self.entry("isOn", in: why)?.value == "false")
    #expect(Self.entry("state", in: why)?.value == "[.highlighted, .disabled]")
    #expect(try #require(Self.entry("state", in: why)).source.contains("isEnabled is false"))
    #expect(try #require(Self.entry("track colour", in: why)).source.contains("off track"))
    #expect(Self.entry("alpha", in: why)?.value == "0.5")
    #expect(Self.entry("thumb", in: why)?.value == "round")
  }

  @Test("A pressed switch's thumb stretches while isHighlighted")
  func switchPressed() {
    let control = Switch(isOn: true)
    control.press()
    control.engine.cycle.flush()
    let why = ExplanationWords.why(switch: control)
    #expect(Self.entry("state", in: why)?.value == ".highlighted")
    #expect(Self.entry("thumb", in: why)?.value == "stretched 7 pt")
  }

  static func segmented() -> SegmentedControl {
    let control = SegmentedControl(items: [.title("Day"), .title("Week"), .title("Month")])
    control.selectedSegmentIndex = 1
    control.setEnabled(false, forSegmentAt: 2)
    control.engine.cycle.flush()
    return control
  }

  @Test("A segmented control names its selectedSegmentIndex and each segment's UIControl.State")
  func segmentedSelection() throws {
    let why = ExplanationWords.why(segmented: Self.segmented())
    #expect(Self.entry("selectedSegmentIndex", in: why)?.value == "1 (\u{201C}Week\u{201D})")
    let week = try #require(Self.entry("segment 1 (\u{201C}Week\u{201D})", in: why))
    #expect(week.value.hasPrefix(".selected: 13 pt semibold"))
    #expect(week.source.contains("selectedSegmentIndex is 1"))
    #expect(week.source.contains("titleTextAttributes(for: .selected) is nil"))
    let month = try #require(Self.entry("segment 2 (\u{201C}Month\u{201D})", in: why))
    #expect(month.value.hasPrefix(".disabled:"))
    #expect(month.source.contains("isEnabledForSegment(at: 2) is false"))
    #expect(Self.entry("segment 0 (\u{201C}Day\u{201D})", in: why)?.value.hasPrefix(".normal:") == true)
  }

  @Test("A segment's title attributes fall back to those set for .normal")
  func segmentedNormalFallback() throws {
    let control = Self.segmented()
    control.setTitleTextAttributes(
      TextAttributes(fontSize: 15, fontWeight: .bold, foregroundColor: ResolvedColor(hex: 0x112233)),
      for: .normal)
    control.engine.cycle.flush()
    let why = ExplanationWords.why(segmented: control)
    let week = try #require(Self.entry("segment 1 (\u{201C}Week\u{201D})", in: why))
    #expect(week.value == ".selected: 15 pt bold, #112233")
    #expect(week.source.contains("so those for .normal"))
  }

  @Test("While a finger is down the segmented control is .highlighted and names the pressed segment")
  func segmentedPressed() throws {
    let control = Self.segmented()
    control.press(segmentAt: 0)
    control.engine.cycle.flush()
    let why = ExplanationWords.why(segmented: control)
    let state = try #require(Self.entry("state", in: why))
    #expect(state.value == ".highlighted")
    #expect(state.source.contains("pressing segment 0 (\u{201C}Day\u{201D})"))
    #expect(
      Self.entry("segment 0 (\u{201C}Day\u{201D})", in: why)?.value.hasPrefix(".highlighted:") == true)
  }

  @Test("The live inspector shows the switch's and the segmented control's explanations, in UIKit's words")
  func inspectorRows() throws {
    let scene = RegistryScene(
      entries: [PlaygroundEntry.switchControl, PlaygroundEntry.segmentedControl], timers: SessionTimers())
    let switchRows = scene.render("switch").inspector.properties
    #expect(switchRows.first { $0.property == "isOn" }?.value == "true")
    let segmentedRows = scene.render("segmented").inspector.properties
    #expect(segmentedRows.first { $0.property == "selectedSegmentIndex" }?.value == "0 (\u{201C}Day\u{201D})")
    for row in switchRows + segmentedRows {
      for word in Self.foreignWords {
        #expect(!row.rule.contains(word) && !row.value.contains(word), "\(row.property): \(row.rule)")
      }
    }
  }

  @Test("A switch's gallery tiles explain isOn, the track and the pressed thumb as the inspector does")
  func galleryAgreesWithInspector() throws {
    let grid = try #require(PlaygroundEntry.switchControl.makeGallery().first)
    let html = grid.items.map(\.html.description).joined()
    for words in [
      "isOn", "onTintColor is nil", "stretched 7 pt", "[.highlighted, .disabled]", "secondarySystemFill",
    ] {
      #expect(html.contains(words), "no tile says \(words)")
    }
  }
}

@Suite("The live inspector's rows for a button's rule tables")
struct InspectorRuleWordsTests {
  @Test("A mutual follow's configuration row says where it was set and what the rule for selected would give")
  func followTitleInUIKitWords() throws {
    let cycle = UpdateCycle()
    let follow = FollowButton(cycle: cycle)
    follow.engine.setFlag(FollowButton.followStates.mutual, true)
    cycle.flush()
    let rows = LiveControl.explained(follow.explanations)
    let look = try #require(rows.first { $0.property == "rule: configuration" })
    #expect(look.value.contains("Mutual"))
    #expect(look.rule.hasPrefix("set for states containing selected and mutual"))
    #expect(look.rule.contains("more specific than the rule for selected"))
    for row in rows {
      for word in ControlExplanationTests.foreignWords {
        #expect(!row.rule.contains(word) && !row.property.contains(word), "\(row.property): \(row.rule)")
      }
    }
  }
}
