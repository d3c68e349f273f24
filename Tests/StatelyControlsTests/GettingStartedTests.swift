import Stately
import StatelyControls
import Testing

/// The Getting started article's code, step by step: the lines between each pair of markers are one
/// of the article's code blocks, re-indented, and the last test reads them back and compares.
@Suite("The Getting started article")
struct GettingStartedTests {
  @Test("Named states, their space, a look per state, its check and a button that draws it")
  func followButtonStepByStep() throws {
    // states-begin
    struct FollowStates: CustomStateSet {
      /// The other person follows back.
      let mutual = ControlState(customBit: 0)
      /// A follow or unfollow request is in flight.
      let loading = ControlState(customBit: 1)
    }
    let states = FollowStates()
    // states-end
    // space-begin
    let space = StateSpace(
      states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])
    let reachable = space.reachableStates.count  // 18 of the 64 combinations of six bits
    let alone = space.contains(states.loading)  // false: loading forces disabled
    let disabled = space.contains([.disabled, states.loading])  // true
    // space-end
    // look-begin
    var look = ConfigurationTable(base: ButtonConfiguration.filled())
    look.base.title = "Follow"
    look.setValue("Following", for: .containsAll(.selected), at: \.title)
    look.setValue("Mutual", for: .containsAll([.selected, states.mutual]), at: \.title)
    look.setValue(true, for: .containsAll(states.loading), at: \.showsActivityIndicator)
    let followed = look.configuration(for: .selected).title  // "Following"
    let friends = look.configuration(for: [.selected, states.mutual]).title  // "Mutual"
    // look-end
    // check-begin
    var draft = look
    draft.setValue("Friends", for: .containsAll(states.mutual), at: \.title)
    let finding = draft.diagnostics(in: space).first { !$0.diagnostics.isClean }
    // finding?.property: "title"; its rule for mutual never wins: mutual implies selected, and the
    // rule for selected and mutual names more states, so it is more specific wherever both match
    let clean = look.diagnostics(in: space).allSatisfy { $0.diagnostics.isClean }  // true
    // check-end
    // drive-begin
    let button = StatelyButton(space: space)
    button.configurationTable = look
    button.engine.setFlag(states.mutual, true)  // mutual implies selected
    button.engine.setFlag(states.loading, true)  // loading forces disabled
    button.engine.cycle.flush()  // the one update of both changes
    let spinning = button.appearance.showsActivityIndicator  // true
    let why = look.explain(button.state, names: space.names)  // the rule behind each value
    // drive-end
    #expect(reachable == 18)
    #expect(!alone && disabled)
    #expect(followed == "Following")
    #expect(friends == "Mutual")
    #expect(finding?.property == "title")
    #expect(finding?.diagnostics.shadowed.map(\.predicate) == [.containsAll(states.mutual)])
    #expect(finding?.diagnostics.ambiguous.isEmpty == true)
    #expect(clean)
    #expect(button.state == [.selected, .disabled, states.mutual, states.loading])
    #expect(spinning)
    #expect(button.appearance.title == "Mutual")
    #expect(why.contains { $0.explanation.value.contains("Mutual") })
  }

  @Test("The article shows each step's code exactly as tested, and none of the README's blocks")
  func articleShowsTheSteps() throws {
    let source = try packageFile("Tests/StatelyControlsTests/GettingStartedTests.swift")
    let article = try packageFile("Sources/Stately/Stately.docc/GettingStarted.md")
    let readme = try packageFile("README.md")
    for step in ["states", "space", "look", "check", "drive"] {
      let block = "```swift\n" + (try snippet(step, in: source)) + "```"
      #expect(article.contains(block), "step \(step)")
    }
    let blocks = article.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
    for block in blocks where block.split(separator: "\n").count > 3 {
      #expect(!readme.contains(block), "the article repeats a README block: \(block.prefix(60))")
    }
  }
}

@Suite("A configuration table's property names")
struct ConfigurationTablePropertyNameTests {
  @Test("A button configuration's properties read by their names in diagnostics and explanations")
  func buttonPropertiesReadByName() {
    var look = ConfigurationTable(base: ButtonConfiguration.filled())
    look.setValue("Following", for: .containsAll(.selected), at: \.title)
    look.setValue(.systemPink, for: .containsAll(.highlighted), at: \.baseBackgroundColor)
    look.setValue(true, for: .containsAll(.disabled), at: \.showsActivityIndicator)
    look.setValue(4, for: .containsAll(.selected), at: \.background.cornerRadius)
    look.setValue("Tap", for: .containsAll(.focused), at: \.subtitle, label: "hint")
    let expected = [
      "title", "baseBackgroundColor", "showsActivityIndicator", "ButtonConfiguration.property#3", "hint",
    ]
    #expect(look.diagnostics(in: .standard).map(\.property) == expected)
    #expect(look.explain(.selected).map(\.property) == expected)
  }
}
