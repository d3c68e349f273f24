import Stately
import StatelyControls
import Testing

@testable import StatelyHTML

@Suite("State tiles: state bits, the control and a why popover")
struct StateTileTests {
  /// A machine with two title rules that both match selected+highlighted.
  func machine() -> ConfigurationTable<ButtonConfiguration> {
    var machine = ConfigurationTable(base: configuration(title: "Follow"))
    machine.setValue("Following", for: .containsAll(.selected), at: \.title, label: "title")
    machine.setValue("Pressed", for: .containsAll(.highlighted), at: \.title, label: "title")
    return machine
  }

  @Test("The tile lists each state bit by name and contains the control")
  func bits() throws {
    let state: ControlState = [.selected, .highlighted]
    let look = try appearance(machine().configuration(for: state), state)
    let html = StateTile(caption: "Follow", state: state, control: HTMLRenderer.fragment(look), why: [])
      .render()
    #expect(html.hasPrefix("<figure id=\"tile-"))
    #expect(html.contains("class=\"stately-tile\""))
    #expect(
      html.contains(
        "<li class=\"stately-tile__bit\">highlighted</li><li class=\"stately-tile__bit\">selected</li>"))
    #expect(html.contains("<div class=\"stately-tile__caption\">Follow</div>"))
    #expect(html.contains("<button type=\"button\""))
    #expect(!html.contains("popover"))
  }

  @Test("The why popover names the winning rule and why the other matching rule lost")
  func why() throws {
    let state: ControlState = [.selected, .highlighted]
    let machine = machine()
    let why = machine.explain(state).map { PropertyWhy(property: $0.property, explanation: $0.explanation) }
    let entry = try #require(why.first)
    #expect(entry.property == "title")
    #expect(entry.value == "\"Pressed\"")
    #expect(entry.source.hasPrefix("rule #1 containsAll[highlighted] (priority "))
    #expect(entry.losers == ["#0 containsAll[selected] = \"Following\": loses to #1 on declaration order"])
    let look = try appearance(machine.configuration(for: state), state)
    let html = StateTile(id: "t", state: state, control: HTMLRenderer.fragment(look), why: why).render()
    #expect(html.contains("popovertarget=\"t-why\""))
    #expect(html.contains("<div id=\"t-why\" class=\"stately-why\" popover=\"auto\" role=\"dialog\""))
    #expect(html.contains("popovertargetaction=\"hide\""))
    #expect(html.contains("<dt>title <span class=\"stately-why__value\">&quot;Pressed&quot;</span></dt>"))
    #expect(
      html.contains("✗ #0 containsAll[selected] = &quot;Following&quot;: loses to #1 on declaration order"))
  }

  @Test("Nothing is cut: a whole configuration as a value, and the winner's priority and specificity")
  func wholeExplanation() throws {
    var machine = ConfigurationTable(base: configuration(title: "Follow"))
    var long = configuration(title: String(repeating: "Following ", count: 30))
    long.subtitle = "and more"
    machine.setConfiguration(long, for: .containsAll(.selected))
    let why = machine.explain(.selected).map {
      PropertyWhy(property: $0.property, explanation: $0.explanation)
    }
    let entry = try #require(why.first { $0.property == "configuration" } ?? why.first)
    #expect(entry.value.count > 300)
    #expect(!entry.value.contains("…") && !entry.source.contains("…"))
    #expect(entry.source.contains("priority ") && entry.source.contains("specificity "))
  }

  @Test("A tile without an id gets one from its content: the same tile the same id, another tile another")
  func derivedIDs() throws {
    let look = try appearance(configuration(title: "A"), .normal)
    let tile = { (caption: String) in
      StateTile(caption: caption, state: .normal, control: HTMLRenderer.fragment(look), why: [])
    }
    #expect(tile("A").resolvedID == tile("A").resolvedID)
    #expect(tile("A").resolvedID != tile("B").resolvedID)
    #expect(StateTile(id: "x", state: .normal, control: .text(""), why: []).resolvedID == "x")
  }

  @Test("Rules that do not match are listed as such, and the default is named when nothing matches")
  func unmatchedAndDefault() {
    let why = machine().explain(.normal).map {
      PropertyWhy(property: $0.property, explanation: $0.explanation)
    }
    #expect(why.first?.source == "the default: no rule matches")
    #expect(why.first?.unmatched.count == 2)
  }

  @Test("A button's value sources become entries for title, colour and image")
  func valueSources() throws {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: configuration(title: "Buy"), cycle: cycle)
    button.setTitle("Legacy", for: .highlighted)
    button.isHighlighted = true
    _ = cycle.flush()
    let entries = PropertyWhy.entries(for: button.valueSources, appearance: button.appearance)
    #expect(entries.map(\.property) == ["title", "title colour", "image"])
    #expect(entries[0].value == "\"Legacy\"")
    #expect(entries[0].source == "legacy setter for [highlighted]")
    #expect(entries[1].value == button.appearance.titleAttributes.foregroundColor.hexString)
  }

  @Test("Notes and the colour scheme are shown, escaped")
  func notesAndScheme() throws {
    let look = try appearance(configuration(), .normal, traits: .dark)
    let html = StateTile(
      state: .normal, control: HTMLRenderer.fragment(look), why: [], notes: ["<shadowed> rule"],
      colorScheme: .dark
    ).render()
    #expect(html.contains("data-color-scheme=\"dark\""))
    #expect(html.contains("<li>&lt;shadowed&gt; rule</li>"))
  }
}
