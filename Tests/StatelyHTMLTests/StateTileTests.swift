import Stately
import StatelyControls
import StatelyHTML
import Testing

@Suite("State tiles: state bits, the control and a why popover")
struct StateTileTests {
  /// A machine with two title rules that both match selected+highlighted.
  func machine() -> ConfigurationMachine<ButtonConfiguration> {
    var machine = ConfigurationMachine(base: configuration(title: "Follow"))
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
    #expect(html.hasPrefix("<figure class=\"stately-tile\""))
    #expect(
      html.contains(
        "<li class=\"stately-tile__bit\">highlighted</li><li class=\"stately-tile__bit\">selected</li>"))
    #expect(html.contains("<div class=\"stately-tile__caption\">Follow</div>"))
    #expect(html.contains("<button type=\"button\""))
    #expect(!html.contains("<details"))
  }

  @Test("The why popover names the winning rule and why the other matching rule lost")
  func why() throws {
    let state: ControlState = [.selected, .highlighted]
    let machine = machine()
    let why = machine.explain(state).map { PropertyWhy(property: $0.property, explanation: $0.explanation) }
    let entry = try #require(why.first)
    #expect(entry.property == "title")
    #expect(entry.value == "\"Pressed\"")
    #expect(entry.source.hasPrefix("rule #1 containsAll[highlighted] = \"Pressed\""))
    #expect(entry.losers == ["#0 containsAll[selected] = \"Following\": loses to #1 on declaration order"])
    let look = try appearance(machine.configuration(for: state), state)
    let html = StateTile(state: state, control: HTMLRenderer.fragment(look), why: why).render()
    #expect(html.contains("<details class=\"stately-why\"><summary>Why?</summary>"))
    #expect(html.contains("<dt>title = &quot;Pressed&quot;</dt>"))
    #expect(
      html.contains("✗ #0 containsAll[selected] = &quot;Following&quot;: loses to #1 on declaration order"))
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
