import Stately
import StatelyControls
import StatelyExamples
import StatelySwiftUI
import Testing

/// The values a SwiftUI button shows, compared with what `StatelyButton`, an independent path through
/// the engine's update, shows for the same space and table.
@MainActor
@Suite("A SwiftUI button shows what StatelyButton shows")
struct ButtonStyleResolutionTests {
  /// Looks to compare: the README's, the NetEase follow button's, and every style with a rule per state.
  nonisolated static let looks:
    [(name: String, space: StateSpace, table: ConfigurationTable<ButtonConfiguration>)] = {
      let readme = ReadmeFollowLook()
      var looks = [
        ("README", readme.space, readme.look),
        ("FollowButton", FollowButton.followSpace, FollowButton.followMachine),
      ]
      for style in ButtonConfiguration.Style.allCases {
        var table = ConfigurationTable(base: ButtonConfiguration(style: style))
        table.base.title = "\(style)"
        table.base.image = .system("star")
        table.setValue(DynamicColor.systemPink, for: .containsAll(.selected), at: \.baseForegroundColor)
        table.setValue(true, for: .containsAll([.selected, .highlighted]), at: \.showsActivityIndicator)
        looks.append(("\(style)", StateSpace.standard, table))
      }
      return looks
    }()

  @Test(
    "In every reachable state, light and dark, the style resolves StatelyButton's appearance",
    arguments: looks.indices, [UserInterfaceStyle.light, .dark])
  func sameAppearance(_ index: Int, _ userInterfaceStyle: UserInterfaceStyle) throws {
    let (name, space, table) = Self.looks[index]
    let style = StatelyButtonStyle(space: space, configurationTable: table, tintColor: .systemIndigo)
    for state in space.reachableStates {
      let button = StatelyButton(
        space: space,
        traits: TraitCollection(userInterfaceStyle: userInterfaceStyle, tintColor: .systemIndigo))
      button.configurationTable = table
      button.engine.setFactors(matching: state)
      button.engine.cycle.flush()
      #expect(button.configurationError == nil, "\(name) \(space.describe(state))")
      #expect(
        try style.appearance(for: state, in: userInterfaceStyle) == button.appearance,
        "\(name) \(space.describe(state))")
    }
  }

  @Test("The style explains a state as the button does: the same rules win", arguments: looks.indices)
  func sameExplanation(_ index: Int) {
    let (name, space, table) = Self.looks[index]
    let style = StatelyButtonStyle(space: space, configurationTable: table)
    for state in space.reachableStates {
      let button = StatelyButton(space: space, configurationTable: table)
      button.engine.setFactors(matching: state)
      button.engine.cycle.flush()
      let expected = button.explanations.map { "\($0.property): \($0.explanation)" }
      #expect(style.explain(state).map { "\($0.property): \($0.explanation)" } == expected, "\(name)")
    }
  }

  @Test("One configuration makes a table with only a base, as a button given that configuration")
  func configurationInitializer() throws {
    var configuration = ButtonConfiguration.tinted()
    configuration.title = "Save"
    let style = StatelyButtonStyle(configuration: configuration)
    let button = StatelyButton(configuration: configuration)
    for state in StateSpace.standard.reachableStates {
      button.engine.setFactors(matching: state)
      button.engine.cycle.flush()
      #expect(try style.appearance(for: state) == button.appearance, "\(StateSpace.standard.describe(state))")
    }
  }
}
