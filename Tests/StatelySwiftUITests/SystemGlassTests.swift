import Stately
import StatelyControls
import Testing

@testable import StatelySwiftUI

/// What SwiftUI's glass style is given for a glass look: the rules ``SystemGlass`` documents, against
/// StatelyButton's appearance of each state.
@MainActor
@Suite("A glass look maps onto SwiftUI's glass style")
struct SystemGlassTests {
  @Test(
    "A glass style keeps its material; tint, shape and size are the state's, as StatelyButton resolves them",
    arguments: [
      (ButtonConfiguration.Style.glass, GlassStyle.regular), (.prominentGlass, .regular),
      (.clearGlass, .clear), (.prominentClearGlass, .clear),
    ])
  func glassStyles(_ style: ButtonConfiguration.Style, _ material: GlassStyle) throws {
    var configuration = ButtonConfiguration(style: style)
    configuration.title = "Glass"
    configuration.cornerStyle = .capsule
    configuration.buttonSize = .large
    let look = StatelyButtonStyle(configuration: configuration)
    for state in StateSpace.standard.reachableStates {
      let button = StatelyButton(configuration: configuration)
      button.engine.setFactors(matching: state)
      button.engine.cycle.flush()
      let glass = try #require(SystemGlass(try look.appearance(for: state)))
      #expect(glass.material == material)
      #expect(glass.tint == button.appearance.backgroundColor, "\(StateSpace.standard.describe(state))")
      #expect(glass.corner == .capsule)
      #expect(glass.size == .large)
      #expect(glass.appearance.title == "Glass")
    }
  }

  @Test("A disabled glass button's tint is its disabled fill, not its enabled one")
  func disabledTint() throws {
    let look = StatelyButtonStyle(configuration: .prominentGlass())
    let enabled = try #require(SystemGlass(try look.appearance(for: .normal)))
    let disabled = try #require(SystemGlass(try look.appearance(for: .disabled)))
    #expect(enabled.tint != disabled.tint)
  }

  @Test(
    "The other styles are drawn by Stately, not by SwiftUI's glass",
    arguments: [ButtonConfiguration.Style.plain, .gray, .tinted, .filled])
  func otherStyles(_ style: ButtonConfiguration.Style) throws {
    let look = StatelyButtonStyle(configuration: ButtonConfiguration(style: style))
    #expect(SystemGlass(try look.appearance(for: .normal)) == nil)
  }

  @Test("The focus ring is the stroke drawn over the glass; none where the state has no stroke")
  func stroke() throws {
    let space = try StateSpace(builtIn: [.highlighted, .disabled, .selected, .focused])
    let look = StatelyButtonStyle(space: space, configurationTable: ConfigurationTable(base: .glass()))
    let focused = try #require(SystemGlass(try look.appearance(for: .focused)))
    let button = StatelyButton(configuration: .glass(), space: space)
    button.engine.setFactors(matching: .focused)
    button.engine.cycle.flush()
    #expect(focused.stroke?.width == button.appearance.strokeWidth)
    #expect(focused.stroke?.color == button.appearance.strokeColor)
    #expect(try #require(SystemGlass(try look.appearance(for: .normal))).stroke == nil)
  }
}
