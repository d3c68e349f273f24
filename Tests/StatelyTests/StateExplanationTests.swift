import Stately
import Testing

/// The NetEase Cloud Music article's follow-button title, with the two selected rules tied on priority and specificity.
private func followTitle() -> StateTable<String> {
  var title = StateTable(default: "Follow")
  title.setValue("Following", for: .containsAll(.selected))
  title.setValue("Mutual", for: .containsAll(.mutual))
  title.setValue("Loading…", for: .containsAll(.loading), priority: .exact + 1)
  title.setValue("Pressed", for: .containsAll([.highlighted, .selected]))
  title.setValue("Disabled", for: .exact(.disabled))
  return title
}

@Suite("StateTable: explain")
struct StateExplanationTests {
  @Test("Follow button: mutual wins over following on declaration order")
  func declarationOrder() {
    let explanation = followTitle().explain([.selected, .mutual])
    #expect(explanation.value == "\"Mutual\"")
    #expect(explanation.winner?.ruleIndex == 1)
    #expect(explanation.winner?.verdict == .won)
    #expect(!explanation.usedDefault)
    let lost = explanation.entries.first { $0.ruleIndex == 0 }
    #expect(lost?.verdict == .lost(to: 1, on: .declarationOrder))
  }

  @Test("Follow button: pressed wins over following on specificity")
  func specificity() {
    let explanation = followTitle().explain([.selected, .highlighted])
    #expect(explanation.winner?.ruleIndex == 3)
    #expect(explanation.entries.first { $0.ruleIndex == 0 }?.verdict == .lost(to: 3, on: .specificity))
  }

  @Test("Follow button: loading wins over everything on its explicit priority")
  func priority() {
    let explanation = followTitle().explain([.selected, .mutual, .highlighted, .loading])
    #expect(explanation.winner?.ruleIndex == 2)
    #expect(explanation.winner?.isExplicitPriority == true)
    #expect(explanation.winner?.priority == 401)
    for index in [0, 1, 3] {
      #expect(explanation.entries.first { $0.ruleIndex == index }?.verdict == .lost(to: 2, on: .priority))
    }
  }

  @Test("Entries list matching rules best first, then the others in declaration order")
  func entryOrder() {
    let explanation = followTitle().explain([.selected, .mutual, .highlighted])
    #expect(explanation.entries.map(\.ruleIndex) == [3, 1, 0, 2, 4])
    #expect(
      explanation.entries.map(\.verdict) == [
        .won, .lost(to: 3, on: .specificity), .lost(to: 3, on: .specificity), .didNotMatch, .didNotMatch,
      ])
  }

  @Test("With no match, the explanation says the default applied and lists every rule as not matching")
  func defaultCase() {
    let explanation = followTitle().explain(.highlighted)
    #expect(explanation.usedDefault)
    #expect(explanation.winner == nil)
    #expect(explanation.value == "\"Follow\"")
    #expect(explanation.entries.allSatisfy { $0.verdict == .didNotMatch })
    #expect(explanation.entries.map(\.ruleIndex) == [0, 1, 2, 3, 4])
  }

  @Test("Follow button: the trace reads as a short report")
  func descriptionText() {
    let text = followTitle().explain([.selected, .mutual], names: .fixtures).description
    let expected = """
      [selected, mutual] → "Mutual" from rule #1 containsAll[mutual]
        ✓ #1 containsAll[mutual] = "Mutual" (priority 300, specificity 1): wins
        ✗ #0 containsAll[selected] = "Following" (priority 300, specificity 1): loses to #1 on declaration order
        · #2 containsAll[loading] = "Loading…": does not match
        · #3 containsAll[highlighted, selected] = "Pressed": does not match
        · #4 exact[disabled] = "Disabled": does not match
      """
    #expect(text == expected)
  }

  @Test("The trace names explicit priorities and the priority step")
  func descriptionTextPriority() {
    let text = followTitle().explain([.selected, .loading], names: .fixtures).description
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "[selected, loading] → \"Loading…\" from rule #2 containsAll[loading]")
    #expect(
      lines.contains(
        "  ✓ #2 containsAll[loading] = \"Loading…\" (priority 401 explicit, specificity 1): wins"))
    #expect(
      lines.contains(
        "  ✗ #0 containsAll[selected] = \"Following\" (priority 300, specificity 1): loses to #2 on priority")
    )
  }

  @Test("The default case's trace says so")
  func descriptionTextDefault() {
    let text = followTitle().explain(.normal).description
    #expect(text.hasPrefix("[normal] → \"Follow\" from the default (no rule matches)\n"))
  }

  @Test("Optional values are shown as the value or nil, not as Optional(…)")
  func optionalValues() {
    var image = StateTable<String?>(default: "default.png")
    image.setValue(nil, for: .containsAll(.disabled))
    image.setValue("on.png", for: .containsAll(.selected))
    let disabled = image.explain(.disabled)
    #expect(disabled.value == "nil")
    #expect(disabled.winner?.value == "nil")
    #expect(image.explain(.selected).value == "\"on.png\"")
    #expect(image.explain(.normal).value == "\"default.png\"")
    var count = StateTable<Int?>(default: 5)
    count.setValue(nil, for: .containsAll(.disabled))
    #expect(count.explain(.normal).value == "5")
    #expect(count.explain(.disabled).value == "nil")
    var nested = StateTable<Int??>(default: .some(.none))
    nested.setValue(.some(.some(7)), for: .containsAll(.selected))
    #expect(nested.explain(.normal).value == "nil")
    #expect(nested.explain(.selected).value == "7")
  }

  @Test("Non-string values are described with String(describing:)")
  func otherValues() {
    var widths = StateTable(default: 1.0)
    widths.setValue(2.5, for: .containsAny([.highlighted, .focused]))
    #expect(widths.explain(.focused).value == "2.5")
    #expect(widths.explain(.focused).description.contains("#0 containsAny[highlighted, focused] = 2.5"))
  }

  @Test("The explanation agrees with value(for:) and winningRule(for:) in every state")
  func agreesWithResolution() {
    let title = followTitle()
    for state in allSubsets(of: [.highlighted, .disabled, .selected, .mutual, .loading]) {
      let explanation = title.explain(state)
      #expect(explanation.value == "\"\(title.value(for: state))\"")
      #expect(explanation.winner?.ruleIndex == title.indexOfWinner(for: state))
      #expect(explanation.winner?.predicate == title.winningRule(for: state)?.predicate)
      #expect(explanation.entries.count == title.count)
    }
  }
}
