import Stately
import Testing

/// Every combination of highlighted, disabled, selected, focused and the mutual custom bit.
private let universe = allSubsets(of: [.highlighted, .disabled, .selected, .focused, .mutual])

@Suite("StatePredicate: the six modes")
struct StatePredicateModeTests {
  @Test("exact matches only the state itself, bit for bit")
  func exact() {
    let predicate = StatePredicate.exact([.selected, .highlighted])
    #expect(universe.filter(predicate.matches) == [[.highlighted, .selected]])
    #expect(StatePredicate.exact(.normal).matches(.normal))
    #expect(!StatePredicate.exact(.normal).matches(.selected))
    #expect(predicate.mode == .exact)
  }

  @Test("containsAll matches every state that has all the bits")
  func containsAll() {
    let predicate = StatePredicate.containsAll([.selected, .mutual])
    let expected = universe.filter { $0.rawValue & 0x1_0004 == 0x1_0004 }
    #expect(universe.filter(predicate.matches) == expected)
    #expect(expected.count == universe.count / 4)
    #expect(predicate.mode == .containsAll)
  }

  @Test("doesNotContainAll matches every state that lacks at least one of the bits")
  func doesNotContainAll() {
    let predicate = StatePredicate.doesNotContainAll([.selected, .mutual])
    #expect(predicate.matches(.selected))
    #expect(predicate.matches(.mutual))
    #expect(predicate.matches(.normal))
    #expect(!predicate.matches([.selected, .mutual]))
    #expect(!predicate.matches([.selected, .mutual, .highlighted]))
    #expect(universe.filter(predicate.matches).count == universe.count * 3 / 4)
    #expect(predicate.mode == .doesNotContainAll)
  }

  @Test("containsAny matches every state that has at least one of the bits")
  func containsAny() {
    let predicate = StatePredicate.containsAny([.highlighted, .disabled])
    #expect(predicate.matches(.highlighted))
    #expect(predicate.matches([.disabled, .selected]))
    #expect(!predicate.matches([.selected, .focused, .mutual]))
    #expect(universe.filter(predicate.matches).count == universe.count * 3 / 4)
    #expect(predicate.mode == .containsAny)
  }

  @Test("containsNone matches every state that has none of the bits")
  func containsNone() {
    let predicate = StatePredicate.containsNone([.highlighted, .disabled])
    #expect(!predicate.matches(.highlighted))
    #expect(!predicate.matches([.disabled, .selected]))
    #expect(predicate.matches([.selected, .focused, .mutual]))
    #expect(universe.filter(predicate.matches).count == universe.count / 4)
    #expect(predicate.mode == .containsNone)
  }

  @Test("containsAll(.normal) matches every state")
  func containsAllNormal() {
    #expect(universe.allSatisfy(StatePredicate.containsAll(.normal).matches))
    #expect(StatePredicate.always == .containsAll(.normal))
    #expect(universe.allSatisfy(StatePredicate.always.matches))
  }

  @Test("containsAny(.normal) matches no state")
  func containsAnyNormal() {
    #expect(!universe.contains(where: StatePredicate.containsAny(.normal).matches))
  }

  @Test("containsNone(.normal) matches every state")
  func containsNoneNormal() {
    #expect(universe.allSatisfy(StatePredicate.containsNone(.normal).matches))
  }

  @Test("doesNotContainAll(.normal) matches no state")
  func doesNotContainAllNormal() {
    #expect(!universe.contains(where: StatePredicate.doesNotContainAll(.normal).matches))
  }

  @Test("Modes whose formulas are complements split every state between them")
  func complementaryModes() {
    for bits in universe {
      for state in universe {
        #expect(
          StatePredicate.containsAll(bits).matches(state)
            != StatePredicate.doesNotContainAll(bits).matches(state))
        #expect(
          StatePredicate.containsAny(bits).matches(state) != StatePredicate.containsNone(bits).matches(state))
      }
    }
  }

  @Test("A custom predicate matches where its closure says, and reports its stated priority")
  func customPredicate() {
    let oneFlag = StatePredicate.custom("exactly one flag", priority: 150, constrains: .builtIn) {
      $0.bitCount == 1
    }
    #expect(oneFlag.matches(.selected))
    #expect(!oneFlag.matches([.selected, .highlighted]))
    #expect(!oneFlag.matches(.normal))
    #expect(oneFlag.mode == .custom)
    #expect(oneFlag.defaultPriority == 150)
    #expect(oneFlag.specificity == 4)
    #expect(oneFlag.containsCustom)
    #expect(oneFlag.description == "custom(\"exactly one flag\")")
  }

  @Test("A custom predicate without constrains has specificity 0")
  func customWithoutConstrains() {
    let predicate = StatePredicate.custom("any", priority: 10) { _ in true }
    #expect(predicate.specificity == 0)
    #expect(predicate.constrainedBits == .normal)
  }
}

@Suite("StatePredicate: identity")
struct StatePredicateIdentityTests {
  @Test("Predicates with the same mode and state are equal and hash alike")
  func sameModeSameState() {
    let a = StatePredicate.containsAll([.selected, .mutual])
    let b = StatePredicate.containsAll(ControlState(rawValue: 0x1_0004))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
  }

  @Test("Predicates of different modes on the same state are different")
  func differentModes() {
    let state: ControlState = [.selected, .mutual]
    let all: [StatePredicate] = [
      .exact(state), .containsAll(state), .doesNotContainAll(state), .containsAny(state),
      .containsNone(state),
    ]
    #expect(Set(all).count == 5)
    #expect(StatePredicate.containsAny(.mutual) != .containsNone(.mutual))
  }

  @Test("Names of custom bits do not count in predicate equality")
  func namesDoNotCount() throws {
    let renamed = try CustomState.make(bit: 0, name: "friends").state
    #expect(StatePredicate.exact(.mutual) == .exact(renamed))
  }

  @Test("A custom predicate is identified by its name alone")
  func customIdentity() {
    let a = StatePredicate.custom("odd", priority: 100) { $0.bitCount % 2 == 1 }
    let b = StatePredicate.custom("odd", priority: 300) { _ in false }
    let c = StatePredicate.custom("even", priority: 100) { $0.bitCount % 2 == 1 }
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != c)
  }

  @Test("Compositions are equal when built the same way from equal parts")
  func compositeIdentity() {
    let a = StatePredicate.containsAll(.highlighted) & .containsNone(.disabled)
    let b = StatePredicate.containsAll(.highlighted) & .containsNone(.disabled)
    let swapped = StatePredicate.containsNone(.disabled) & .containsAll(.highlighted)
    let or = StatePredicate.containsAll(.highlighted) | .containsNone(.disabled)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != or)
    // Structural identity: the operands' order is part of the predicate.
    #expect(a != swapped)
  }
}

@Suite("StatePredicate: algebra")
struct StatePredicateAlgebraTests {
  private static let parts: [StatePredicate] = [
    .exact([.selected, .mutual]), .containsAll(.highlighted), .doesNotContainAll([.disabled, .focused]),
    .containsAny([.selected, .focused]), .containsNone(.mutual),
    .custom("two or more", priority: 50) { $0.bitCount >= 2 },
  ]

  @Test("a & b matches exactly where both match", arguments: parts, parts)
  func and(lhs: StatePredicate, rhs: StatePredicate) {
    let both = lhs & rhs
    for state in universe {
      #expect(both.matches(state) == (lhs.matches(state) && rhs.matches(state)))
    }
    #expect(both.mode == .composite)
  }

  @Test("a | b matches exactly where either matches", arguments: parts, parts)
  func or(lhs: StatePredicate, rhs: StatePredicate) {
    let either = lhs | rhs
    for state in universe {
      #expect(either.matches(state) == (lhs.matches(state) || rhs.matches(state)))
    }
  }

  @Test("!a matches exactly where a does not, and !!a == a", arguments: parts)
  func not(operand: StatePredicate) {
    let negated = !operand
    for state in universe {
      #expect(negated.matches(state) == !operand.matches(state))
    }
    #expect(!negated == operand)
    #expect(!(!(operand & .containsAll(.selected))) == operand & .containsAll(.selected))
  }

  @Test("!containsAll(s) is doesNotContainAll(s), and the reverse")
  func negationOfContainsAll() {
    #expect(!StatePredicate.containsAll([.selected, .mutual]) == .doesNotContainAll([.selected, .mutual]))
    #expect(!StatePredicate.doesNotContainAll(.loading) == .containsAll(.loading))
    #expect((!StatePredicate.containsAll(.selected)).mode == .doesNotContainAll)
  }

  @Test("!containsAny(s) is containsNone(s), and the reverse")
  func negationOfContainsAny() {
    #expect(
      !StatePredicate.containsAny([.highlighted, .disabled]) == .containsNone([.highlighted, .disabled]))
    #expect(!StatePredicate.containsNone(.mutual) == .containsAny(.mutual))
  }

  @Test("!exact(s) has no simple form and stays a composite")
  func negationOfExact() {
    let negated = !StatePredicate.exact(.selected)
    #expect(negated.mode == .composite)
    #expect(negated.description == "!exact[selected]")
    #expect(negated.defaultPriority == .doesNotContainAll)
  }

  @Test("a & b ranks as the higher operand, a | b as the lower")
  func compositePriorities() {
    let exact = StatePredicate.exact(.selected)
    let any = StatePredicate.containsAny(.mutual)
    #expect((exact & any).defaultPriority == .exact)
    #expect((exact | any).defaultPriority == .containsAny)
    #expect((StatePredicate.containsAll(.highlighted) & .doesNotContainAll(.disabled)).defaultPriority == 300)
  }

  @Test("A composition names the union of its operands' bits")
  func compositeSpecificity() {
    let predicate =
      StatePredicate.containsAll([.highlighted, .selected]) & !.containsAny([.selected, .mutual])
    #expect(predicate.constrainedBits == [.highlighted, .selected, .mutual])
    #expect(predicate.specificity == 3)
  }

  @Test("Descriptions show the mode, the named bits and the structure")
  func descriptions() {
    let names = StateNames.fixtures
    #expect(
      names.describe(StatePredicate.containsAll([.selected, .mutual])) == "containsAll[selected, mutual]")
    let odd = StatePredicate.custom("odd", priority: 1) { $0.bitCount % 2 == 1 }
    #expect(
      (StatePredicate.exact(.highlighted) | odd).description == "(exact[highlighted] | custom(\"odd\"))")
    #expect(
      names.describe(StatePredicate.containsAny(.normal) & .containsNone(.loading))
        == "(containsAny[normal] & containsNone[loading])")
    #expect(StatePredicate.containsAll(.mutual).description == "containsAll[application(0)]")
  }
}

@Suite("StatePriority")
struct StatePriorityTests {
  @Test("Default priorities rank exact > containsAll > doesNotContainAll > containsAny = containsNone")
  func modeOrder() {
    #expect(StatePriority.exact > .containsAll)
    #expect(StatePriority.containsAll > .doesNotContainAll)
    #expect(StatePriority.doesNotContainAll > .containsAny)
    #expect(StatePriority.containsAny == .containsNone)
    #expect(StatePredicate.exact(.selected).defaultPriority == .exact)
    #expect(StatePredicate.containsAll(.selected).defaultPriority == .containsAll)
    #expect(StatePredicate.doesNotContainAll(.selected).defaultPriority == .doesNotContainAll)
    #expect(StatePredicate.containsAny(.selected).defaultPriority == .containsAny)
    #expect(StatePredicate.containsNone(.selected).defaultPriority == .containsNone)
  }

  @Test("Priorities are integers on one scale, with + and -")
  func arithmetic() {
    #expect(StatePriority.exact.rawValue == 400)
    #expect((StatePriority.exact + 1).rawValue == 401)
    #expect((StatePriority.containsAll - 50) == 250)
    #expect(StatePriority.containsAll + 50 < .exact)
    #expect((350 as StatePriority).description == "350")
  }
}
