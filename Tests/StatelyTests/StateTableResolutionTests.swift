import Stately
import Testing

@Suite("StateTable: resolution")
struct StateTableResolutionTests {
  @Test("Follow button: mutual shows 'Mutual' over 'Following'")
  func followButtonMutual() {
    var title = StateTable(default: "Follow")
    title.setValue("Following", for: .containsAll(.selected))
    title.setValue("Mutual", for: .containsAll([.selected, .mutual]))
    #expect(title.value(for: .normal) == "Follow")
    #expect(title.value(for: .selected) == "Following")
    #expect(title.value(for: [.selected, .highlighted]) == "Following")
    #expect(title.value(for: [.selected, .mutual]) == "Mutual")
    #expect(title.value(for: [.selected, .mutual, .highlighted]) == "Mutual")
    #expect(title[[.selected, .mutual]] == "Mutual")
  }

  @Test("Follow button: loading shows 'Loading…' whatever else is set")
  func followButtonLoading() {
    var title = StateTable(default: "Follow")
    title.setValue("Following", for: .containsAll(.selected))
    title.setValue("Mutual", for: .containsAll([.selected, .mutual]))
    title.setValue("Loading…", for: .containsAll(.loading), priority: .exact + 1)
    for state in allSubsets(of: [.selected, .mutual, .disabled]) {
      #expect(title.value(for: state.union(.loading)) == "Loading…")
      #expect(title.value(for: state) != "Loading…")
    }
  }

  @Test("(a) An explicit priority beats the modes' default order")
  func explicitPriorityWins() {
    var table = StateTable(default: "default")
    table.setValue("exact", for: .exact([.highlighted, .selected]))
    table.setValue("pressed", for: .containsAll(.highlighted), priority: .exact + 1)
    #expect(table.value(for: [.highlighted, .selected]) == "pressed")
    table.setValue("pressed", for: .containsAll(.highlighted), priority: .exact - 1)
    #expect(table.value(for: [.highlighted, .selected]) == "exact")
  }

  @Test("(a) An explicit priority can also rank a rule below every default")
  func explicitLowPriority() {
    var table = StateTable(default: 0)
    table.setValue(1, for: .exact(.selected), priority: 1)
    table.setValue(2, for: .containsNone(.highlighted))
    #expect(table.value(for: .selected) == 2)
    #expect(table.value(for: .highlighted) == 0)
  }

  @Test(
    "(b) Without explicit priorities, the mode decides: exact > containsAll > doesNotContainAll > any/none",
    arguments: [0, 1, 2, 3])
  func modeOrderDecides(rotation: Int) {
    // Declaration order must not matter when modes differ, so declare the rules in four rotations.
    let rules: [(String, StatePredicate)] = [
      ("exact", .exact([.selected, .mutual])),
      ("containsAll", .containsAll(.selected)),
      ("doesNotContainAll", .doesNotContainAll([.highlighted, .disabled])),
      ("containsAny", .containsAny([.mutual, .focused])),
    ]
    var table = StateTable(default: "default")
    for index in 0..<rules.count {
      let (value, predicate) = rules[(index + rotation) % rules.count]
      table.setValue(value, for: predicate)
    }
    #expect(table.value(for: [.selected, .mutual]) == "exact")
    #expect(table.value(for: [.selected, .mutual, .highlighted]) == "containsAll")
    #expect(table.value(for: [.mutual, .highlighted]) == "doesNotContainAll")
    #expect(table.value(for: [.mutual, .highlighted, .disabled]) == "containsAny")
    #expect(table.value(for: [.highlighted, .disabled]) == "default")
  }

  @Test("(b) On equal priority, the rule naming more bits wins, whatever the declaration order")
  func specificityBreaksTies() {
    var table = StateTable(default: "default")
    table.setValue("pressed selected", for: .containsAll([.highlighted, .selected]))
    table.setValue("pressed", for: .containsAll(.highlighted))
    #expect(table.value(for: [.highlighted, .selected]) == "pressed selected")
    #expect(table.value(for: .highlighted) == "pressed")
    var reversed = StateTable(default: "default")
    reversed.setValue("pressed", for: .containsAll(.highlighted))
    reversed.setValue("pressed selected", for: .containsAll([.highlighted, .selected]))
    #expect(reversed.value(for: [.highlighted, .selected]) == "pressed selected")
  }

  @Test("(b) Priority is compared before specificity")
  func priorityBeforeSpecificity() {
    var table = StateTable(default: "default")
    table.setValue("specific any", for: .containsAny([.highlighted, .disabled, .selected, .mutual]))
    table.setValue("plain all", for: .containsAll(.selected))
    #expect(table.value(for: .selected) == "plain all")
  }

  @Test("(c) A remaining tie goes to the rule declared later")
  func laterDeclarationWins() {
    var table = StateTable(default: "default")
    table.setValue("selected", for: .containsAll(.selected))
    table.setValue("mutual", for: .containsAll(.mutual))
    #expect(table.value(for: [.selected, .mutual]) == "mutual")
    var swapped = StateTable(default: "default")
    swapped.setValue("mutual", for: .containsAll(.mutual))
    swapped.setValue("selected", for: .containsAll(.selected))
    #expect(swapped.value(for: [.selected, .mutual]) == "selected")
  }

  @Test("(c) containsAny and containsNone share a priority, so declaration order settles them")
  func anyAndNoneTie() {
    var table = StateTable(default: "default")
    table.setValue("any", for: .containsAny(.selected))
    table.setValue("none", for: .containsNone(.highlighted))
    #expect(table.value(for: .selected) == "none")
    #expect(table.value(for: [.selected, .highlighted]) == "any")
    #expect(table.value(for: .highlighted) == "default")
  }

  @Test("(d) No matching rule gives the default")
  func noMatchGivesDefault() {
    var table = StateTable(default: "default")
    #expect(table.value(for: .selected) == "default")
    table.setValue("selected", for: .exact(.selected))
    #expect(table.value(for: [.selected, .highlighted]) == "default")
    #expect(table.winningRule(for: [.selected, .highlighted]) == nil)
    #expect(table.indexOfWinner(for: [.selected, .highlighted]) == nil)
    table.defaultValue = "changed"
    #expect(table.value(for: .normal) == "changed")
  }

  @Test("(e) Storing nil is a value: it wins like any other and is not the default")
  func nilIsAValue() {
    var image = StateTable<String?>(default: "default.png")
    image.setValue("selected.png", for: .containsAll(.selected))
    image.setValue(nil, for: .containsAll([.selected, .disabled]))
    #expect(image.count == 2)
    #expect(image.value(for: .selected) == "selected.png")
    #expect(image.value(for: [.selected, .disabled]) == .some(nil))
    #expect(
      image.winningRule(for: [.selected, .disabled])?.predicate == .containsAll([.selected, .disabled]))
    #expect(image.value(for: .disabled) == "default.png")
  }

  @Test("(e) Removing a rule is not the same as storing nil: the state falls through")
  func removeIsNotNil() {
    var image = StateTable<String?>(default: "default.png")
    image.setValue("selected.png", for: .containsAll(.selected))
    image.setValue(nil, for: .containsAll([.selected, .disabled]))
    let removed = image.removeValue(for: .containsAll([.selected, .disabled]))
    #expect(removed?.value == .some(nil))
    #expect(image.count == 1)
    #expect(image.value(for: [.selected, .disabled]) == "selected.png")
    #expect(image.removeValue(for: .containsAll([.selected, .disabled])) == nil)
  }

  @Test("(e) A nil default is returned only when no rule matches")
  func nilDefault() {
    var title = StateTable<String?>(default: nil)
    title.setValue("On", for: .containsAll(.selected))
    #expect(title.value(for: .normal) == nil)
    #expect(title.value(for: .selected) == "On")
  }

  @Test("(f) Re-setting the same predicate replaces value and priority, and keeps one rule")
  func resetReplaces() {
    var table = StateTable(default: "default")
    table.setValue("first", for: .containsAll(.selected), priority: 999)
    table.setValue("exact", for: .exact(.selected))
    #expect(table.value(for: .selected) == "first")
    table.setValue("second", for: .containsAll(.selected))
    #expect(table.count == 2)
    #expect(table.rule(for: .containsAll(.selected))?.value == "second")
    #expect(table.rule(for: .containsAll(.selected))?.explicitPriority == nil)
    #expect(table.rule(for: .containsAll(.selected))?.priority == .containsAll)
    #expect(table.value(for: .selected) == "exact")
    #expect(table.value(for: [.selected, .mutual]) == "second")
  }

  @Test("(f) Re-setting a predicate makes it the latest declaration")
  func resetMovesToEnd() {
    var table = StateTable(default: "default")
    table.setValue("selected", for: .containsAll(.selected))
    table.setValue("mutual", for: .containsAll(.mutual))
    #expect(table.value(for: [.selected, .mutual]) == "mutual")
    table.setValue("selected again", for: .containsAll(.selected))
    #expect(table.rules.map(\.value) == ["mutual", "selected again"])
    #expect(table.value(for: [.selected, .mutual]) == "selected again")
  }

  @Test("(f) Re-setting with a differently named but equal state replaces the rule")
  func resetWithUnnamedBits() {
    var table = StateTable(default: 0)
    table.setValue(1, for: .containsAll(.mutual))
    table.setValue(2, for: .containsAll(ControlState(rawValue: 0x1_0000)))
    #expect(table.count == 1)
    #expect(table.value(for: .mutual) == 2)
  }

  @Test("(f) containsAny(X) and containsNone(X) are two rules and each wins where it matches")
  func anyAndNoneDoNotCollide() {
    // QUIckControl keyed rules by (state, priority), so these two collided and the second was lost.
    var table = StateTable(default: "default")
    table.setValue("has mutual", for: .containsAny(.mutual))
    table.setValue("no mutual", for: .containsNone(.mutual))
    #expect(table.count == 2)
    #expect(table.value(for: .mutual) == "has mutual")
    #expect(table.value(for: [.mutual, .selected]) == "has mutual")
    #expect(table.value(for: .normal) == "no mutual")
    #expect(table.value(for: .selected) == "no mutual")
    #expect(table.rule(for: .containsAny(.mutual))?.value == "has mutual")
    #expect(table.rule(for: .containsNone(.mutual))?.value == "no mutual")
  }

  @Test("(f) Five modes on one state are five rules, each with its own value")
  func allModesCoexist() {
    let state: ControlState = [.selected, .mutual]
    let predicates: [StatePredicate] = [
      .exact(state), .containsAll(state), .doesNotContainAll(state), .containsAny(state),
      .containsNone(state),
    ]
    var table = StateTable(default: -1)
    for (value, predicate) in predicates.enumerated() {
      table.setValue(value, for: predicate, priority: 100)
    }
    #expect(table.count == 5)
    for (value, predicate) in predicates.enumerated() {
      #expect(table.rule(for: predicate)?.value == value)
    }
  }

  @Test("Custom predicates with the same name replace each other")
  func customSameNameReplaces() {
    var table = StateTable(default: "default")
    table.setValue("odd", for: .custom("parity", priority: 150) { $0.bitCount % 2 == 1 })
    table.setValue("even", for: .custom("parity", priority: 150) { $0.bitCount % 2 == 0 })
    #expect(table.count == 1)
    #expect(table.value(for: .selected) == "default")
    #expect(table.value(for: [.selected, .mutual]) == "even")
  }

  @Test("A custom predicate ranks by its stated priority")
  func customPriority() {
    var table = StateTable(default: "default")
    table.setValue("all", for: .containsAll(.selected))
    table.setValue("custom", for: .custom("high", priority: 350) { $0.contains(.selected) })
    table.setValue("exact", for: .exact(.selected))
    #expect(table.value(for: .selected) == "exact")
    #expect(table.value(for: [.selected, .mutual]) == "custom")
  }

}

@Suite("StateTable: ties are the same in every process")
struct StateTableDeterminismTests {
  /// Rules unrelated to the tie: each ranks differently from the tied pair or never matches the probe.
  private static let unrelated: [(String, StatePredicate)] = [
    ("exact other", .exact([.highlighted, .disabled])),
    ("any focused", .containsAny(.focused)),
    ("none selected", .containsNone(.selected)),
    ("not all", .doesNotContainAll([.selected, .mutual, .loading])),
    ("all pinned", .containsAll(.pinned)),
  ]

  /// Every permutation of `items`, in a fixed order.
  private static func permutations<T>(_ items: [T]) -> [[T]] {
    guard let first = items.first else { return [[]] }
    let rest = permutations(Array(items.dropFirst()))
    return rest.flatMap { tail in (0...tail.count).map { Array(tail[..<$0]) + [first] + Array(tail[$0...]) } }
  }

  @Test("Every insertion order of unrelated rules resolves every state the same way")
  func unrelatedOrderDoesNotMatter() {
    let states = allSubsets(of: [.highlighted, .disabled, .selected, .mutual])
    var results: Set<[String]> = []
    let orders = Self.permutations(Self.unrelated)
    #expect(orders.count == 120)
    for order in orders {
      var table = StateTable(default: "default")
      table.setValue("selected", for: .containsAll(.selected))
      for (value, predicate) in order { table.setValue(value, for: predicate) }
      table.setValue("mutual", for: .containsAll(.mutual))
      results.insert(states.map { table.value(for: $0) })
    }
    #expect(results.count == 1)
    // The tied pair in the probe state always resolves to the later declaration.
    let probe = states.map { $0 }.firstIndex(of: [.selected, .mutual])!
    #expect(results.first?[probe] == "mutual")
  }

  @Test("Among many tied rules, the last declared wins, whichever it is", arguments: 0..<8)
  func lastOfManyTiedWins(last: Int) {
    // Eight containsAny rules of one bit each: equal priority 100 and specificity 1.
    let bits = (0..<8).map { ControlState(customBit: $0) }
    var table = StateTable(default: -1)
    for index in (0..<8) where index != last {
      table.setValue(index, for: .containsAny(bits[index]))
    }
    table.setValue(last, for: .containsAny(bits[last]))
    #expect(table.value(for: .application) == last)
    #expect(table.indexOfWinner(for: .application) == 7)
  }

  @Test("The winner is the maximum under (priority, specificity, declaration index)")
  func documentedOrder() {
    var table = StateTable(default: "default")
    table.setValue("any 2 bits", for: .containsAny([.selected, .mutual]))
    table.setValue("none", for: .containsNone(.highlighted))
    table.setValue("any 2 bits again", for: .containsAny([.selected, .loading]))
    table.setValue("all, low", for: .containsAll(.selected), priority: 99)
    let state: ControlState = [.selected, .mutual, .loading]
    // Ranks: (100, 2, 0), (100, 1, 1), (100, 2, 2), (99, 1, 3): index 2 wins.
    let ranks = table.rules.enumerated().map {
      ($0.element.priority.rawValue, $0.element.specificity, $0.offset)
    }
    #expect(ranks.map(\.0) == [100, 100, 100, 99])
    #expect(ranks.map(\.1) == [2, 1, 2, 1])
    #expect(table.value(for: state) == "any 2 bits again")
    #expect(table.indexOfWinner(for: state) == 2)
  }
}
