import Stately
import Testing

/// The NetEase Cloud Music article's follow button: mutual implies selected, loading forces disabled.
private func followSpace() throws -> StateSpace {
  try StateSpace(
    custom: [.mutual, .loading], invariants: [.implies(.mutual, .selected), .forces(.loading, .disabled)])
}

/// The space's order, written plainly: fewer bits first, then smaller raw value.
private func stableOrder(_ states: [ControlState]) -> [ControlState] {
  states.sorted { lhs, rhs in
    lhs.bitCount != rhs.bitCount ? lhs.bitCount < rhs.bitCount : lhs.rawValue < rhs.rawValue
  }
}

@Suite("StateSpace: reachable states")
struct StateSpaceTests {
  @Test(
    "The three UIKit flags reach all eight combinations: a control disabled while pressed is [highlighted, disabled]"
  )
  func eightCombinations() throws {
    // Source: UIKit's -[UIControl state] ORs the flags (decompiled), and material-components-ios
    // testUnhighlighted (run on real UIKit) keeps the highlight of a disabled button (facts F2.1, F2.5).
    let space = try StateSpace()
    #expect(space.builtIn == [.highlighted, .disabled, .selected])
    #expect(space.reachableStates.map(\.rawValue) == [0, 1, 2, 4, 3, 5, 6, 7])
    #expect(space.contains([.highlighted, .disabled]))
    #expect(space.contains([.highlighted, .disabled, .selected]))
  }

  @Test("A space adds no invariant of its own; disabled ⊥ highlighted is there to declare")
  func noBuiltInInvariant() throws {
    let space = try StateSpace()
    #expect(space.invariants.isEmpty)
    #expect(StateSpace.disabledSuppressesHighlighted == .suppresses(.disabled, .highlighted))
    let declared = try StateSpace(invariants: [.suppresses(.disabled, .highlighted)])
    #expect(declared.invariants == [.suppresses(.disabled, .highlighted)])
    #expect(declared.reachableStates.map(\.rawValue) == [0, 1, 2, 4, 5, 6])
  }

  @Test("A space without both disabled and highlighted gets no built-in invariant")
  func noBuiltInSuppression() throws {
    let space = try StateSpace(builtIn: [.highlighted, .selected])
    #expect(space.invariants.isEmpty)
    #expect(space.reachableStates.map(\.rawValue) == [0, 1, 4, 5])
  }

  @Test("Follow button: mutual ⇒ selected and loading forces disabled leave the brute-force reachable states")
  func followButton() throws {
    let space = try followSpace()
    let bits: ControlState = [.highlighted, .disabled, .selected, .mutual, .loading]
    #expect(space.bits == bits)
    let expected = allSubsets(of: bits).filter { state in
      let mutualImpliesSelected = !state.contains(.mutual) || state.contains(.selected)
      let loadingImpliesDisabled = !state.contains(.loading) || state.contains(.disabled)
      return mutualImpliesSelected && loadingImpliesDisabled
    }
    #expect(space.reachableStates == stableOrder(expected))
    #expect(space.reachableStates.count == 18)
    #expect(space.reachableStates.first == .normal)
    #expect(space.reachableStates.last == [.highlighted, .disabled, .selected, .mutual, .loading])
  }

  @Test("Reachable states are ordered by bit count, then raw value")
  func stableOrdering() throws {
    let space = try StateSpace(builtIn: .builtIn, custom: [.mutual, .loading, .pinned])
    let states = space.reachableStates
    #expect(states == stableOrder(states))
    #expect(Set(states).count == states.count)
    // Every combination of four built-in bits, times 8 custom combinations.
    #expect(states.count == 16 * 8)
  }

  @Test("A space prints its reachable states with the custom names")
  func namedStates() throws {
    let space = try followSpace()
    #expect(
      space.reachableStates.last.map(space.describe) == "[highlighted, disabled, selected, mutual, loading]")
    #expect(space.describe(ControlState(rawValue: 0x1_0004)) == "[selected, mutual]")
    #expect(space.customState(named: "loading") == .loading)
    #expect(space.customState(named: "missing") == nil)
  }

  @Test(
    "implies and forces prune the same states: a without b",
    arguments: [StateInvariant.Kind.implies, .forces])
  func implicationPrunes(kind: StateInvariant.Kind) throws {
    let invariant: StateInvariant =
      kind == .implies ? .implies(.mutual, .selected) : .forces(.mutual, .selected)
    #expect(invariant.isImplication)
    let space = try StateSpace(builtIn: .selected, custom: [.mutual], invariants: [invariant])
    #expect(space.reachableStates == [.normal, .selected, [.selected, .mutual]])
    #expect(!space.contains(.mutual))
  }

  @Test(
    "excludes and suppresses prune the same states: a with b",
    arguments: [StateInvariant.Kind.excludes, .suppresses])
  func exclusionPrunes(kind: StateInvariant.Kind) throws {
    let invariant: StateInvariant =
      kind == .excludes ? .excludes(.loading, .selected) : .suppresses(.loading, .selected)
    #expect(!invariant.isImplication)
    let space = try StateSpace(builtIn: .selected, custom: [.loading], invariants: [invariant])
    #expect(space.reachableStates == [.normal, .selected, .loading])
  }

  @Test("An invariant over several bits needs all of them on its left-hand side")
  func multiBitInvariant() throws {
    let space = try StateSpace(
      builtIn: [.selected, .focused], custom: [.mutual],
      invariants: [.implies([.selected, .focused], .mutual)])
    #expect(!space.contains([.selected, .focused]))
    #expect(space.contains([.selected, .focused, .mutual]))
    #expect(space.contains(.selected))
    #expect(space.reachableStates.count == 7)
  }

  @Test("contains rejects bits the space does not use")
  func containsRejectsForeignBits() throws {
    let space = try followSpace()
    #expect(space.contains([.selected, .mutual]))
    #expect(!space.contains(.focused))
    #expect(!space.contains(.pinned))
    #expect(!space.contains(.mutual))
  }

  @Test("Invariants hold exactly as their logic says", arguments: StateInvariant.Kind.allCases)
  func invariantHolds(kind: StateInvariant.Kind) {
    let invariant: StateInvariant
    switch kind {
    case .implies: invariant = .implies(.mutual, .selected)
    case .forces: invariant = .forces(.mutual, .selected)
    case .excludes: invariant = .excludes(.mutual, .selected)
    case .suppresses: invariant = .suppresses(.mutual, .selected)
    }
    for state in allSubsets(of: [.selected, .mutual, .highlighted]) {
      let a = state.contains(.mutual)
      let b = state.contains(.selected)
      let expected = invariant.isImplication ? (!a || b) : !(a && b)
      #expect(invariant.holds(in: state) == expected)
    }
  }

  @Test("Invariants and spaces describe themselves in logic notation")
  func descriptions() throws {
    let names = StateNames.fixtures
    #expect(names.describe(StateInvariant.implies(.mutual, .selected)) == "[mutual] ⇒ [selected]")
    #expect(names.describe(StateInvariant.forces(.loading, .disabled)) == "[loading] ⇒ [disabled] (forced)")
    #expect(names.describe(StateInvariant.excludes(.mutual, .loading)) == "[mutual] ⊥ [loading]")
    #expect(StateInvariant.implies(.mutual, .selected).description == "[application(0)] ⇒ [selected]")
    #expect(
      StateInvariant.suppresses(.disabled, .highlighted).description
        == "[disabled] ⊥ [highlighted] (suppressed)")
    #expect(
      try followSpace().description
        == "StateSpace(bits: [highlighted, disabled, selected, mutual, loading], invariants: "
        + "[[mutual] ⇒ [selected]; [loading] ⇒ [disabled] (forced)], "
        + "reachable: 18)")
  }
}

@Suite("StateSpace: bad input")
struct StateSpaceErrorTests {
  /// Builds a space and returns the error it throws, or records an issue if it builds.
  private func error(
    builtIn: ControlState = [.highlighted, .disabled, .selected], custom: [CustomState] = [],
    invariants: [StateInvariant] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) -> StateSpaceError? {
    do {
      let space = try StateSpace(builtIn: builtIn, custom: custom, invariants: invariants)
      Issue.record("expected an error, built \(space)", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  @Test("One name for two bits is rejected, naming the name and both bits")
  func duplicateName() throws {
    let other = try CustomState.make(bit: 3, name: "mutual")
    let error = error(custom: [.mutual, other])
    #expect(error?.reason == .duplicateName("mutual", bits: [0, 3]))
    #expect(error?.description == "the name 'mutual' is used for application bits 0 and 3")
  }

  @Test("Two names for one bit are rejected, naming the bit and both names")
  func conflictingNames() throws {
    let friends = try CustomState.make(bit: 0, name: "friends")
    let error = error(custom: [.mutual, friends])
    #expect(error?.reason == .conflictingNames(bit: 0, names: ["mutual", "friends"]))
    #expect(error?.description == "application bit 0 is declared twice, as 'mutual' and 'friends'")
  }

  @Test(
    "A custom state that is not exactly one application bit is rejected",
    arguments: [ControlState([.mutual, .loading]), .selected, [.selected, .mutual], .normal])
  func notASingleCustomBit(state: ControlState) {
    let error = error(custom: [CustomState("wide", state)])
    #expect(error?.reason == .notASingleCustomBit(state, name: "wide"))
    #expect(
      error?.description.contains("custom state 'wide' is \(state) (0x\(String(state.rawValue, radix: 16)))")
        == true)
    #expect(error?.description.hasSuffix("not exactly one application bit") == true)
  }

  @Test("Built-in states must be built-in bits")
  func notBuiltIn() {
    let error = error(builtIn: [.selected, .mutual], custom: [.mutual])
    #expect(error?.reason == .notBuiltIn(.mutual))
    #expect(
      error?.description
        == "built-in states [mutual] include bits that are not highlighted, disabled, selected or focused")
  }

  @Test("An invariant mentioning undeclared bits is rejected, naming the invariant and the bits")
  func undeclaredBits() {
    let invariant = StateInvariant.implies(.pinned, [.selected, .focused])
    let error = error(custom: [.mutual], invariants: [invariant])
    #expect(error?.reason == .undeclaredBits(invariant, [.focused, .pinned]))
    #expect(
      error?.description
        == "invariant [application(2)] ⇒ [selected, focused] mentions [focused, application(2)], which the "
        + "state space does not declare"
    )
  }

  @Test("An invariant with an empty side is rejected", arguments: [StateInvariant.Kind.implies, .excludes])
  func emptyInvariant(kind: StateInvariant.Kind) {
    let left: StateInvariant = kind == .implies ? .implies(.normal, .selected) : .excludes(.normal, .selected)
    let right: StateInvariant = kind == .implies ? .implies(.selected, []) : .excludes(.selected, [])
    for invariant in [left, right] {
      let error = error(invariants: [invariant])
      #expect(error?.reason == .emptyInvariant(invariant))
      #expect(error?.description == "invariant \(invariant) has an empty side")
    }
  }

  @Test("a ⇒ b with a ⊥ b is a contradiction, and the message names both invariants")
  func directContradiction() {
    let implies = StateInvariant.implies(.mutual, .selected)
    let excludes = StateInvariant.excludes(.mutual, .selected)
    let error = error(custom: [.mutual], invariants: [implies, excludes])
    #expect(error?.reason == .contradiction(condition: .mutual, chain: [implies], exclusion: excludes))
    #expect(
      error?.description
        == "contradictory invariants: [mutual] can never hold, because it leads through "
        + "[mutual] ⇒ [selected] to [mutual] ⊥ [selected]")
  }

  @Test("a ⇒ b, b ⇒ c with a ⊥ c is a contradiction, and the message names the whole chain")
  func chainedContradiction() {
    let first = StateInvariant.implies(.mutual, .loading)
    let second = StateInvariant.implies(.loading, .pinned)
    let excludes = StateInvariant.excludes(.mutual, .pinned)
    let error = error(custom: [.mutual, .loading, .pinned], invariants: [first, second, excludes])
    #expect(error?.reason == .contradiction(condition: .mutual, chain: [first, second], exclusion: excludes))
    let message = error?.description ?? ""
    #expect(message.contains(StateNames.fixtures.describe(first)))
    #expect(message.contains(StateNames.fixtures.describe(second)))
    #expect(message.contains(StateNames.fixtures.describe(excludes)))
    #expect(
      message
        == "contradictory invariants: [mutual] can never hold, because it leads through "
        + "[mutual] ⇒ [loading], [loading] ⇒ [pinned] to [mutual] ⊥ [pinned]")
  }

  @Test("A forced implication into a declared disabled ⊥ highlighted is a contradiction")
  func contradictionWithSuppression() {
    let toDisabled = StateInvariant.forces(.loading, .disabled)
    let toHighlighted = StateInvariant.forces(.loading, .highlighted)
    let error = error(
      custom: [.loading], invariants: [toDisabled, toHighlighted, StateSpace.disabledSuppressesHighlighted])
    #expect(
      error?.reason
        == .contradiction(
          condition: .loading, chain: [toDisabled, toHighlighted],
          exclusion: .suppresses(.disabled, .highlighted)))
  }

  @Test("Implications that do not lead into an exclusion are not contradictions")
  func consistentInvariants() throws {
    let space = try StateSpace(
      custom: [.mutual, .loading, .pinned],
      invariants: [
        .implies(.mutual, .loading), .implies(.loading, .pinned), .excludes(.pinned, .highlighted),
      ])
    #expect(space.contains([.mutual, .loading, .pinned, .selected]))
    #expect(!space.contains([.mutual, .loading, .pinned, .highlighted]))
  }

  @Test("An exclusion that hides what an implication adds is rejected, naming the flags and the invariant")
  func exclusionHidingAConsequence() {
    // loading forces highlighted, and disabled hides highlighted: a disabled control that is loading
    // would show a state its own space says cannot happen.
    let forced = StateInvariant.forces(.loading, .highlighted)
    let error = error(custom: [.loading], invariants: [forced, StateSpace.disabledSuppressesHighlighted])
    #expect(
      error?.reason
        == .hiddenConsequence(flags: [.disabled, .loading], shown: [.disabled, .loading], invariant: forced))
    #expect(
      error?.description
        == "contradictory invariants: a control at [disabled, loading] would show [disabled, loading], which "
        + "breaks [loading] ⇒ [highlighted] (forced): an exclusion hides what it requires")
    let implied = StateInvariant.implies(.mutual, .selected)
    #expect(
      self.error(custom: [.mutual], invariants: [implied, .suppresses(.disabled, .selected)])?.reason
        == .hiddenConsequence(flags: [.disabled, .mutual], shown: [.disabled, .mutual], invariant: implied))
  }

  @Test("Exclusions hide together: the order they are declared in does not change what a control shows")
  func exclusionsAreOrderFree() throws {
    let first = StateInvariant.suppresses(.mutual, .loading)
    let second = StateInvariant.suppresses(.loading, .pinned)
    var shown: [ControlState] = []
    for invariants in [[first, second], [second, first]] {
      let space = try StateSpace(custom: [.mutual, .loading, .pinned], invariants: invariants)
      let shownState = ControlEngine(space: space).setFactors(matching: [.mutual, .loading, .pinned])
      shown.append(shownState)
      #expect(space.reachableStates.contains(shownState))
    }
    // Both conditions hold before anything is hidden, so both right-hand sides are hidden.
    #expect(shown == [.mutual, .mutual])
  }

  @Test(
    "A custom state cannot take a name printed for another bit",
    arguments: ["normal", "disabled", "focused", "application(3)", "reserved(0)", "bit(9)"])
  func reservedNames(name: String) throws {
    let error = error(custom: [try CustomState.make(bit: 2, name: name)])
    #expect(error?.reason == .reservedName(name, bit: 2))
    #expect(
      error?.description == "application bit 2 cannot be named '\(name)': the name describes another bit")
  }

  @Test(
    "Names that only look like printed ones are custom names",
    arguments: ["application", "bit(x)", "Disabled"])
  func unreservedNames(name: String) throws {
    let space = try StateSpace(custom: [try CustomState.make(bit: 2, name: name)])
    #expect(space.describe(.pinned) == "[\(name)]")
  }
}
