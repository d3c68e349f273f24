import Stately
import Testing

@Suite("StateTable: UIKit's legacy per-state lookup")
struct LegacyLookupTests {
  @Test("A value set for an exact state is found for that state only")
  func exactState() {
    var titles = StateTable<String?>(default: nil)
    titles.setLegacyValue("Selected", for: .selected)
    #expect(titles.legacyValue(for: .selected) == "Selected")
    #expect(titles.legacyValue(for: [.selected, .focused]) == nil)
    #expect(titles.rule(for: .exact(.selected))?.value == "Selected")
  }

  @Test("Selected and highlighted with values for normal and selected falls back to normal, as UIButton does")
  func selectedHighlightedFallsBackToNormal() {
    var titles = StateTable<String?>(default: nil)
    titles.setLegacyValue("Normal", for: .normal)
    titles.setLegacyValue("Selected", for: .selected)
    #expect(titles.legacyValue(for: [.selected, .highlighted]) == "Normal")
    #expect(titles.legacyLookup(for: [.selected, .highlighted])?.rule.predicate == .exact(.normal))
    // The rule-based resolution, by contrast, has no partial matching for exact rules either.
    #expect(titles.value(for: [.selected, .highlighted]) == nil)
  }

  @Test("Without a normal value, a missing state gives the default")
  func noNormalGivesDefault() {
    var titleColor = StateTable(default: "white")
    titleColor.setLegacyValue("blue", for: .selected)
    #expect(titleColor.legacyValue(for: .highlighted) == "white")
    #expect(titleColor.legacyLookup(for: .highlighted) == nil)
  }

  @Test("Legacy lookup ignores rules that are not exact")
  func ignoresNonExactRules() {
    var titles = StateTable(default: "default")
    titles.setValue("any selected", for: .containsAll(.selected))
    titles.setLegacyValue("Normal", for: .normal)
    #expect(titles.legacyValue(for: .selected) == "Normal")
    #expect(titles.value(for: .selected) == "any selected")
  }

  private static let normalisationCases: [(ControlState, ControlState)] = [
    ([.highlighted, .disabled], .highlighted),
    ([.highlighted, .disabled, .selected], [.highlighted, .selected]),
    ([.highlighted, .disabled, .mutual], [.highlighted, .mutual]),
    (.disabled, .disabled), ([.disabled, .selected], [.disabled, .selected]), (.highlighted, .highlighted),
    (.normal, .normal),
  ]

  @Test(
    "Highlighted drops disabled when normalised; other states are unchanged", arguments: normalisationCases)
  func normalisation(state: ControlState, normalised: ControlState) {
    #expect(StateTable<Int>.legacyNormalized(state) == normalised)
  }

  @Test("Setting highlighted|disabled stores, and so overwrites, the highlighted value")
  func normalisedOnSet() {
    var titles = StateTable<String?>(default: nil)
    titles.setLegacyValue("Highlighted", for: .highlighted)
    titles.setLegacyValue("Highlighted & Disabled", for: [.highlighted, .disabled])
    #expect(titles.count == 1)
    #expect(titles.rule(for: .exact(.highlighted))?.value == "Highlighted & Disabled")
    #expect(titles.rule(for: .exact([.highlighted, .disabled])) == nil)
  }

  @Test("Getting highlighted|disabled reads the highlighted value")
  func normalisedOnGet() {
    var titles = StateTable<String?>(default: nil)
    titles.setLegacyValue("Highlighted", for: .highlighted)
    titles.setLegacyValue("Disabled", for: .disabled)
    #expect(titles.legacyValue(for: [.highlighted, .disabled]) == "Highlighted")
  }

  @Test("Removing a legacy value normalises the state too")
  func removeNormalises() {
    var titles = StateTable<String?>(default: nil)
    titles.setLegacyValue("Normal", for: .normal)
    titles.setLegacyValue("Selected & Highlighted", for: [.selected, .highlighted])
    let removed = titles.removeLegacyValue(for: [.selected, .highlighted, .disabled])
    #expect(removed?.value == "Selected & Highlighted")
    #expect(titles.legacyValue(for: [.selected, .highlighted]) == "Normal")
    #expect(titles.removeLegacyValue(for: .selected) == nil)
  }

  @Test("A stored nil is returned as nil, not replaced by the normal value")
  func storedNil() {
    var images = StateTable<String?>(default: "system")
    images.setLegacyValue("normal.png", for: .normal)
    images.setLegacyValue(nil, for: .disabled)
    #expect(images.legacyValue(for: .disabled) == nil)
    #expect(images.legacyValue(for: .selected) == "normal.png")
  }

  @Test("The NetEase Cloud Music article: eight titles for the three flags leave six observable results")
  func sixCombinations() {
    var titles = StateTable<String?>(default: nil)
    // The article's order of setTitle(_:for:) calls.
    let calls: [(String, ControlState)] = [
      ("Normal", .normal),
      ("Selected", .selected),
      ("Highlighted", .highlighted),
      ("Highlighted & Disabled", [.highlighted, .disabled]),
      ("Disabled", .disabled),
      ("Selected & Disabled", [.selected, .disabled]),
      ("Selected & Highlighted & Disabled", [.selected, .highlighted, .disabled]),
      ("Selected & Highlighted", [.selected, .highlighted]),
    ]
    for (title, state) in calls { titles.setLegacyValue(title, for: state) }
    let states = allSubsets(of: [.highlighted, .disabled, .selected])
    #expect(states.count == 8)
    let observed = states.map { titles.legacyValue(for: $0) }
    #expect(Set(observed).count == 6)
    #expect(titles.count == 6)
    // Highlighted and highlighted|disabled overwrite each other; so do the two selected|highlighted ones.
    #expect(titles.legacyValue(for: .highlighted) == "Highlighted & Disabled")
    #expect(titles.legacyValue(for: [.highlighted, .disabled]) == "Highlighted & Disabled")
    #expect(titles.legacyValue(for: [.selected, .highlighted]) == "Selected & Highlighted")
    #expect(titles.legacyValue(for: [.selected, .highlighted, .disabled]) == "Selected & Highlighted")
    #expect(titles.legacyValue(for: .disabled) == "Disabled")
    #expect(titles.legacyValue(for: [.selected, .disabled]) == "Selected & Disabled")
  }
}

@Suite("Legacy lookup: where the value came from")
struct LegacyLookupSourceTests {
  @Test("legacyLookup names the state a value was stored under: the normalised state, else .normal")
  func lookupNamesTheFoundState() {
    var titles = StateTable<String>(default: "")
    #expect(titles.legacyLookup(for: .selected) == nil)
    titles.setLegacyValue("Normal", for: .normal)
    titles.setLegacyValue("Pressed", for: .highlighted)
    let pressed = titles.legacyLookup(for: [.highlighted, .disabled])
    #expect(pressed?.rule.value == "Pressed")
    #expect(pressed?.state == .highlighted)
    let fallback = titles.legacyLookup(for: [.selected, .highlighted])
    #expect(fallback?.rule.value == "Normal")
    #expect(fallback?.state == .normal)
    #expect(titles.legacyValue(for: .selected) == titles.legacyLookup(for: .selected)?.rule.value)
  }
}
