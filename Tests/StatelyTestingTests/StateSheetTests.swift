import Stately
import StatelyControls
import StatelyTesting
import Testing

/// The README's follow button, its rule tables labelled: 12 reachable states, two title rules.
func followButton(mutualTitle: String = "Mutual") throws -> StatelyButton {
  let mutual = ControlState(customBit: 0)
  let loading = ControlState(customBit: 1)
  let space = try StateSpace(
    custom: ["mutual": mutual, "loading": loading],
    invariants: [.implies(mutual, .selected), .forces(loading, .disabled)])
  var look = ConfigurationTable(base: ButtonConfiguration.filled())
  look.base.title = "Follow"
  look.setValue("Following", for: .containsAll(.selected), at: \.title, label: "title")
  look.setValue(mutualTitle, for: .containsAll([.selected, mutual]), at: \.title)
  look.setValue(
    true, for: .containsAll(loading), at: \.showsActivityIndicator, label: "showsActivityIndicator")
  let button = StatelyButton(space: space)
  button.configurationTable = look
  return button
}

/// The text's sections, keyed by their `state …` line, each with its indented lines.
func sections(of text: String) -> [(header: String, lines: [String])] {
  var result: [(header: String, lines: [String])] = []
  for line in text.split(separator: "\n").map(String.init) {
    if line.hasPrefix("state ") {
      result.append((line, []))
    } else if line.hasPrefix("  "), !result.isEmpty {
      result[result.count - 1].lines.append(line)
    }
  }
  return result
}

@Suite("StateSheet")
struct StateSheetTests {
  @Test("The text has one section per reachable state, in the space's order, named by the space")
  func oneSectionPerReachableState() throws {
    let button = try followButton()
    let headers = sections(of: StateSheet(of: button).text).map(\.header)
    #expect(
      headers
        == button.engine.stateSpace.reachableStates.map { "state " + button.engine.stateSpace.describe($0) })
    // Highlighted and disabled together is reachable, as on UIKit: 18 states, not 12.
    #expect(headers.count == 18)
  }

  @Test("Each state lists its resolved properties and the rule that won each table")
  func statesListPropertiesAndWinningRules() throws {
    let button = try followButton()
    let all = sections(of: StateSheet(of: button).text)
    let mutual = try #require(all.first { $0.header == "state [selected, mutual]" })
    #expect(mutual.lines.contains("  title = \"Mutual\""))
    #expect(mutual.lines.contains("  why title = \"Mutual\" from rule #1 containsAll[selected, mutual]"))
    #expect(mutual.lines.contains("  why showsActivityIndicator = nil from the default (no rule matches)"))
    let normal = try #require(all.first { $0.header == "state [normal]" })
    #expect(normal.lines.contains("  title = \"Follow\""))
    #expect(normal.lines.contains("  why title = nil from the default (no rule matches)"))
  }

  @Test("Changing one rule's value changes only the title lines of the states where that rule wins")
  func oneRuleChangeIsALocalDiff() throws {
    let before = sections(of: StateSheet(of: try followButton()).text)
    let after = sections(of: StateSheet(of: try followButton(mutualTitle: "Friends")).text)
    let mutual = ControlState(customBit: 0)
    let space = try followButton().engine.stateSpace
    #expect(before.map(\.header) == after.map(\.header))
    var changedStates: [String] = []
    for (old, new) in zip(before, after) {
      #expect(old.lines.count == new.lines.count)
      let changed = zip(old.lines, new.lines).filter { $0 != $1 }
      if !changed.isEmpty { changedStates.append(old.header) }
      for (line, replacement) in changed {
        #expect(
          line.contains("\"Mutual\"")
            && replacement == line.replacingOccurrences(of: "\"Mutual\"", with: "\"Friends\""))
      }
    }
    #expect(
      changedStates
        == space.reachableStates.filter { $0.contains(mutual) }.map { "state " + space.describe($0) })
  }

  @Test("Driving a control through its states leaves it in the state it started in")
  func controlIsRestored() throws {
    let button = try followButton()
    button.isSelected = true
    button.engine.cycle.flush()
    _ = StateSheet(of: button)
    #expect(button.state == .selected)
    #expect(button.appearance.title == "Following")
  }

  @Test("A fresh control per state gives the same text as one control driven through every state")
  func freshControlsMatchOneDrivenControl() throws {
    let driven = StateSheet(of: try followButton(), title: "Follow").text
    let fresh = StateSheet(title: "Follow") { (try? followButton()) ?? StatelyButton() }.text
    #expect(fresh == driven)
  }

  @Test("The HTML page has a tile per reachable state, each on its own line with its Why? popover")
  func htmlHasATilePerState() throws {
    let button = try followButton()
    let html = StateSheet(of: button).html
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    let tileLines = html.split(separator: "\n").filter { $0.hasPrefix("<figure id=\"state-") }
    #expect(tileLines.count == button.engine.stateSpace.reachableStates.count)
    for state in button.engine.stateSpace.reachableStates {
      #expect(html.contains("id=\"state-\(String(state.rawValue, radix: 16))\""))
      #expect(html.contains("id=\"state-\(String(state.rawValue, radix: 16))-why\""))
    }
  }
}

@Suite("PropertyLines")
struct PropertyLinesTests {
  struct Inner: Hashable { var size: Double; var names: [String] }
  struct Look { var title: String?; var inner: Inner; var table: [String: Int]; var note: String }

  @Test("Nested properties are dotted paths, arrays indexed, dictionaries sorted, line breaks escaped")
  func flattening() {
    let look = Look(
      title: nil, inner: Inner(size: 17, names: ["a", "b"]), table: ["z": 1, "a": 2], note: "two\nlines")
    #expect(
      PropertyLines.lines(of: look) == [
        "title = nil", "inner.size = 17.0", "inner.names[0] = \"a\"", "inner.names[1] = \"b\"",
        "table[a] = 2", "table[z] = 1", "note = \"two\\nlines\"",
      ])
  }

  @Test("A value that describes itself is one line, and states are named by the space")
  func describedValuesAndStates() throws {
    struct Tinted { var color: ResolvedColor; var state: ControlState }
    let mutual = ControlState(customBit: 0)
    let names = try StateSpace(custom: ["mutual": mutual]).names
    let lines = PropertyLines.lines(
      of: Tinted(color: ResolvedColor(hex: 0xFF3B30), state: [.selected, mutual]), names: names,
      prefix: "badge")
    #expect(lines == ["badge.color = \(ResolvedColor(hex: 0xFF3B30))", "badge.state = [selected, mutual]"])
  }
}
