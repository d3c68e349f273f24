import Stately
import StatelyControls
import StatelyExamples
import StatelySwiftUI
import StatelyTesting
import Testing

/// StatelyTesting on a SwiftUI style's look: the sheet of a `StatelyButton` with the style's space and
/// table, which the snapshot strategies write, holds what the style shows in every reachable state.
@MainActor
@Suite("StatelyTesting snapshots the look a SwiftUI style draws")
struct SwiftUILookTests {
  @Test("Each entry of a StatelyButton's sheet is the appearance the SwiftUI style resolves for its state")
  func sheetIsTheStyle() throws {
    let style = StatelyButtonStyle(
      space: FollowButton.followSpace, configurationTable: FollowButton.followMachine)
    let sheet = StateSheet(
      of: StatelyButton(space: style.space, configurationTable: style.configurationTable))
    #expect(sheet.entries.map(\.state) == style.space.reachableStates)
    for entry in sheet.entries {
      let drawn = try #require(entry.parts.first?.appearance as? ButtonAppearance)
      #expect(try style.appearance(for: entry.reached) == drawn, "\(style.space.describe(entry.state))")
    }
  }

  @Test("The sheet's findings are clean exactly when the style's are")
  func findings() {
    let clean = StatelyButtonStyle(
      space: FollowButton.followSpace, configurationTable: FollowButton.followMachine)
    var tie = ConfigurationTable(base: ButtonConfiguration.filled())
    tie.setValue("A", for: .containsAll(.selected), at: \.title, label: "title")
    tie.setValue("B", for: .containsAll(.highlighted), at: \.title, label: "title")
    let faulty = StatelyButtonStyle(configurationTable: tie)
    for style in [clean, faulty] {
      let sheet = StateSheet(
        of: StatelyButton(space: style.space, configurationTable: style.configurationTable))
      #expect(sheet.findings.isEmpty == style.findings.isEmpty)
    }
    #expect(!faulty.findings.isEmpty)
  }
}
