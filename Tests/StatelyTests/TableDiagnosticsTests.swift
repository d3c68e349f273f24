import Stately
import Testing

/// The NetEase Cloud Music article's follow button: mutual implies selected, loading forces disabled; 12 reachable states.
private func followSpace() throws -> StateSpace {
  try StateSpace(
    custom: [.mutual, .loading], invariants: [.implies(.mutual, .selected), .forces(.loading, .disabled)])
}

/// A follow-button title that says something definite wherever it says anything.
private func cleanTitle() -> StateTable<String> {
  var title = StateTable(default: "Follow")
  title.setValue("Following", for: .containsAll(.selected))
  title.setValue("Mutual", for: .containsAll([.selected, .mutual]))
  title.setValue("Loading…", for: .containsAll(.loading), priority: .exact + 1)
  return title
}

@Suite("StateTable: diagnostics")
struct TableDiagnosticsTests {
  @Test("Follow button: a well-formed title table is clean, and only non-selected idle states are uncovered")
  func cleanTable() throws {
    let space = try followSpace()
    let report = cleanTitle().diagnostics(in: space)
    #expect(report.isClean)
    #expect(report.shadowed.isEmpty)
    #expect(report.ambiguous.isEmpty)
    // 18: [highlighted, disabled] is reachable, as in UIKit (a control disabled while pressed).
    #expect(report.statesExamined == 18)
    let expectedUncovered = space.reachableStates.filter { !$0.contains(.selected) && !$0.contains(.loading) }
    #expect(report.uncovered == expectedUncovered)
    #expect(report.uncovered == [.normal, .highlighted, .disabled, [.highlighted, .disabled]])
    #expect(
      report.description == """
        18 reachable states: 0 shadowed, 0 ambiguous, 4 uncovered
          uncovered (default applies): [normal], [highlighted], [disabled], [highlighted, disabled]
        """)
  }

  @Test("A table with an always rule covers every state")
  func fullyCovered() throws {
    var title = cleanTitle()
    title.setValue("Follow", for: .always)
    let report = title.diagnostics(in: try followSpace())
    #expect(report.uncovered.isEmpty)
    #expect(report.isClean)
  }

  @Test("A rule for an unreachable state is shadowed: it never matches")
  func shadowedNeverMatches() throws {
    var title = cleanTitle()
    title.setValue("Mutual but not following", for: .exact(.mutual))
    title.setValue("Loading, enabled", for: .exact(.loading))
    let report = title.diagnostics(in: try followSpace())
    #expect(!report.isClean)
    #expect(report.shadowed.map(\.ruleIndex) == [3, 4])
    #expect(report.shadowed.map(\.predicate) == [.exact(.mutual), .exact(.loading)])
    #expect(report.shadowed.map(\.reason) == [.neverMatches, .neverMatches])
    #expect(report.description.contains("  shadowed: #3 exact[mutual] matches no reachable state"))
    #expect(report.description.contains("  shadowed: #4 exact[loading] matches no reachable state"))
  }

  @Test("Follow button: containsAll(mutual) is shadowed, always outranked, because mutual implies selected")
  func shadowedAlwaysOutranked() throws {
    var title = cleanTitle()
    title.setValue("Friends", for: .containsAll(.mutual))
    let report = title.diagnostics(in: try followSpace())
    // Wherever mutual holds, so does selected: containsAll[selected, mutual] wins on specificity,
    // and loading wins on priority.
    #expect(report.shadowed.count == 1)
    #expect(report.shadowed.first?.ruleIndex == 3)
    #expect(report.shadowed.first?.predicate == .containsAll(.mutual))
    #expect(report.shadowed.first?.reason == .alwaysOutranked(by: [1, 2]))
    #expect(report.description.contains("  shadowed: #3 containsAll[mutual] always loses to #1, #2"))
    #expect(report.ambiguous.isEmpty)
  }

  @Test("Two rules tied on priority and specificity as the best match are ambiguous")
  func ambiguousPair() throws {
    var title = cleanTitle()
    title.setValue("Unavailable", for: .containsAll(.disabled))
    let space = try followSpace()
    let report = title.diagnostics(in: space)
    // Disabled and selected tie wherever they are the best matches: [disabled, selected], with or
    // without highlighted, since mutual adds a more specific rule and loading a higher priority.
    #expect(report.ambiguous.count == 1)
    let pair = try #require(report.ambiguous.first)
    #expect(pair.earlierRuleIndex == 0)
    #expect(pair.laterRuleIndex == 3)
    #expect(pair.earlierPredicate == .containsAll(.selected))
    #expect(pair.laterPredicate == .containsAll(.disabled))
    #expect(pair.states == [[.disabled, .selected], [.highlighted, .disabled, .selected]])
    #expect(report.shadowed.isEmpty)
    #expect(!report.isClean)
    #expect(title.value(for: [.disabled, .selected]) == "Unavailable")
    #expect(
      report.description.contains(
        "  ambiguous: #0 containsAll[selected] and #3 containsAll[disabled] tie in [disabled, selected], "
          + "[highlighted, disabled, selected]; declaration order picks #3"))
  }

  @Test("Ambiguity is reported in every reachable state where the tie decides")
  func ambiguousInSeveralStates() throws {
    var table = StateTable(default: "default")
    table.setValue("selected", for: .containsAny(.selected))
    table.setValue("not pressed", for: .containsNone(.highlighted))
    let space = try StateSpace()
    let report = table.diagnostics(in: space)
    let expected = space.reachableStates.filter { $0.contains(.selected) && !$0.contains(.highlighted) }
    #expect(report.ambiguous.count == 1)
    #expect(report.ambiguous.first?.states == expected)
    #expect(expected == [.selected, [.disabled, .selected]])
  }

  @Test("Uncovered states are exactly the reachable states where explain reports the default")
  func uncoveredAgreesWithExplain() throws {
    let space = try StateSpace(custom: [.mutual, .loading])
    var table = StateTable(default: 0)
    table.setValue(1, for: .containsAny([.mutual, .highlighted]))
    table.setValue(2, for: .exact([.disabled, .loading]))
    let report = table.diagnostics(in: space)
    #expect(report.uncovered == space.reachableStates.filter { table.explain($0).usedDefault })
    #expect(!report.uncovered.isEmpty)
  }

  @Test("An empty table reports every reachable state as uncovered and nothing else")
  func emptyTable() throws {
    let space = try followSpace()
    let report = StateTable(default: "Follow").diagnostics(in: space)
    #expect(report.uncovered == space.reachableStates)
    #expect(report.isClean)
  }
}
