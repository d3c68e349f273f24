import PropertyBased
import Stately
import Testing

@testable import StatelyControls

@Suite("StatelyButton default look")
struct ButtonDefaultLookTests {
  /// Stately's documented default look with the system blue tint (docs: ButtonStyles.md):
  /// style, state, then foreground and background in light mode, then in dark mode.
  static let table: [(String, String, String, String, String, String)] = [
    ("plain", "normal", "#007AFF", "#00000000", "#0A84FF", "#00000000"),
    ("plain", "highlighted", "#007AFF99", "#00000000", "#0A84FF99", "#00000000"),
    ("plain", "selected", "#FFFFFF", "#007AFF", "#FFFFFF", "#0A84FF"),
    ("plain", "selected+highlighted", "#FFFFFF", "#0062CC", "#FFFFFF", "#3B9DFF"),
    ("plain", "disabled", "#3C3C434D", "#00000000", "#EBEBF54D", "#00000000"),
    ("gray", "normal", "#007AFF", "#78788029", "#0A84FF", "#78788052"),
    ("gray", "highlighted", "#007AFF", "#60606652", "#0A84FF", "#939399A3"),
    ("gray", "selected", "#FFFFFF", "#007AFF", "#FFFFFF", "#0A84FF"),
    ("gray", "selected+highlighted", "#FFFFFF", "#0062CC", "#FFFFFF", "#3B9DFF"),
    ("gray", "disabled", "#3C3C434D", "#7676801F", "#EBEBF54D", "#7676803D"),
    ("tinted", "normal", "#007AFF", "#007AFF33", "#0A84FF", "#0A84FF33"),
    ("tinted", "highlighted", "#007AFF", "#0062CC66", "#0A84FF", "#3B9DFF66"),
    ("tinted", "selected", "#FFFFFF", "#007AFF", "#FFFFFF", "#0A84FF"),
    ("tinted", "selected+highlighted", "#FFFFFF", "#0062CC", "#FFFFFF", "#3B9DFF"),
    ("tinted", "disabled", "#3C3C434D", "#7676801F", "#EBEBF54D", "#7676803D"),
    ("filled", "normal", "#FFFFFF", "#007AFF", "#FFFFFF", "#0A84FF"),
    ("filled", "highlighted", "#FFFFFF", "#0062CC", "#FFFFFF", "#3B9DFF"),
    ("filled", "selected", "#FFFFFF", "#007AFF", "#FFFFFF", "#0A84FF"),
    ("filled", "selected+highlighted", "#FFFFFF", "#0062CC", "#FFFFFF", "#3B9DFF"),
    ("filled", "disabled", "#3C3C434D", "#7676801F", "#EBEBF54D", "#7676803D"),
  ]

  static func configuration(_ style: String) -> ButtonConfiguration {
    switch style {
    case "plain": .plain()
    case "gray": .gray()
    case "tinted": .tinted()
    default: .filled()
    }
  }

  static func state(_ name: String) -> ControlState {
    switch name {
    case "highlighted": .highlighted
    case "selected": .selected
    case "selected+highlighted": [.selected, .highlighted]
    case "disabled": .disabled
    default: .normal
    }
  }

  @Test("Each style and state has the documented colours in light and dark mode")
  func documentedTable() throws {
    #expect(Self.table.count == 20)
    for (style, state, lightForeground, lightBackground, darkForeground, darkBackground) in Self.table {
      let configuration = Self.configuration(style)
      let light = try configuration.resolvedAppearance(for: Self.state(state), traits: .light)
      let dark = try configuration.resolvedAppearance(for: Self.state(state), traits: .dark)
      let context = Comment(rawValue: "\(style) \(state)")
      #expect(light.foregroundColor.hexString == lightForeground, context)
      #expect(light.backgroundColor.hexString == lightBackground, context)
      #expect(dark.foregroundColor.hexString == darkForeground, context)
      #expect(dark.backgroundColor.hexString == darkBackground, context)
      #expect(light.strokeWidth == 0, context)
      #expect(light.titleAttributes.foregroundColor == light.foregroundColor, context)
    }
  }

  @Test("Disabled wins over every other state bit")
  func disabledWins() throws {
    for style in ["plain", "gray", "tinted", "filled"] {
      let configuration = Self.configuration(style)
      let disabled = try configuration.resolvedAppearance(for: .disabled)
      let everything = try configuration.resolvedAppearance(for: [.disabled, .highlighted, .selected])
      #expect(everything.foregroundColor == disabled.foregroundColor)
      #expect(everything.backgroundColor == disabled.backgroundColor)
    }
  }

  @Test("Focus adds a two-point stroke in the tint, except when disabled")
  func focusStroke() throws {
    let traits = TraitCollection(userInterfaceStyle: .light, tintColor: .systemGreen)
    let focused = try ButtonConfiguration.gray().resolvedAppearance(for: .focused, traits: traits)
    #expect(focused.strokeWidth == 2)
    #expect(focused.strokeColor.hexString == "#34C759")
    let disabled = try ButtonConfiguration.gray().resolvedAppearance(for: [.focused, .disabled])
    #expect(disabled.strokeWidth == 0)
  }

  @Test("Filled with automaticallyUpdateForSelection set shows the tinted look when selected")
  func filledSelection() throws {
    var configuration = ButtonConfiguration.filled()
    #expect(!configuration.automaticallyUpdateForSelection)
    configuration.automaticallyUpdateForSelection = true
    let selected = try configuration.resolvedAppearance(for: .selected, traits: .light)
    #expect(selected.foregroundColor.hexString == "#007AFF")
    #expect(selected.backgroundColor.hexString == "#007AFF33")
    let pressed = try configuration.resolvedAppearance(for: [.selected, .highlighted], traits: .dark)
    #expect(pressed.backgroundColor.hexString == "#3B9DFF66")
  }

  @Test("Plain, gray and tinted ignore selection when automaticallyUpdateForSelection is off")
  func selectionOff() throws {
    for style in ["plain", "gray", "tinted"] {
      var configuration = Self.configuration(style)
      #expect(configuration.automaticallyUpdateForSelection)
      configuration.automaticallyUpdateForSelection = false
      let normal = try configuration.resolvedAppearance(for: .normal)
      let selected = try configuration.resolvedAppearance(for: .selected)
      #expect(normal.foregroundColor == selected.foregroundColor)
      #expect(normal.backgroundColor == selected.backgroundColor)
    }
  }

  // MARK: - Properties of the documented rules

  /// Apple's system colours for disabled content, from UIKit's documented values for light and dark
  /// mode: `tertiaryLabel` for the text, `tertiarySystemFill` for the fill
  /// (developer.apple.com/documentation/uikit/uicolor/tertiarylabel, .../tertiarysystemfill).
  static func disabledColors(dark: Bool) -> (text: String, fill: String) {
    dark ? ("#EBEBF54D", "#7676803D") : ("#3C3C434D", "#7676801F")
  }

  /// The same colour's red, green and blue, at any alpha.
  static func sameHue(_ a: ResolvedColor, _ b: ResolvedColor) -> Bool {
    abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9
  }

  @Test("For any style, base colours, tint and state, the look follows the documented rules")
  func lookFollowsTheRules() async {
    let unit = Gen.double(in: 0...1)
    let color = zip(unit, unit, unit, Gen.double(in: 0.05...1)).map {
      ResolvedColor(uncheckedRed: $0, green: $1, blue: $2, alpha: $3)
    }
    let optionalColor = Gen.oneOf(color.map { Optional($0) }, Gen.always(nil as ResolvedColor?))
    let state = Gen.uint(in: 0...15).map { ControlState(rawValue: $0) }
    await propertyCheck(
      input: Gen.int(in: 0...3), optionalColor, optionalColor, color, state, Gen.bool
    ) { style, foreground, background, tint, state, dark in
      var configuration = [ButtonConfiguration.plain(), .gray(), .tinted(), .filled()][style]
      if let foreground { configuration.baseForegroundColor = DynamicColor(foreground) }
      if let background { configuration.baseBackgroundColor = DynamicColor(background) }
      let traits = TraitCollection(userInterfaceStyle: dark ? .dark : .light, tintColor: DynamicColor(tint))
      let look = try configuration.resolvedAppearance(for: state, traits: traits)
      let normal = try configuration.resolvedAppearance(for: .normal, traits: traits)
      // Focus draws a stroke unless disabled.
      #expect(look.strokeWidth == (state.contains(.focused) && !state.contains(.disabled) ? 2 : 0))
      if state.contains(.disabled) {
        // Disabled wins over every other bit: the system's disabled text, and its fill except plain's.
        let colors = Self.disabledColors(dark: dark)
        #expect(look.foregroundColor.hexString == colors.text)
        if style != 0 { #expect(look.backgroundColor.hexString == colors.fill) }
        return
      }
      // The normal look: a base colour you set is the colour shown; without one, the tint (white text
      // on filled).
      #expect(normal.foregroundColor == (foreground ?? (style == 3 ? .white : tint)))
      if style != 2, let background { #expect(normal.backgroundColor == background) }
      if style == 2 { #expect(Self.sameHue(normal.backgroundColor, background ?? tint)) }
      let selected = state.contains(.selected) && style != 3
      if selected {
        // Selected fills with the normal text colour, and writes in white or black on it.
        if !state.contains(.highlighted) {
          #expect(Self.sameHue(look.backgroundColor, normal.foregroundColor))
        }
        #expect(look.foregroundColor == .white || look.foregroundColor == .black)
      } else if state.contains(.highlighted) {
        // Pressing changes what shows, and only one side: plain dims its text, the others their fill.
        #expect(look != normal)
        if style == 0 {
          #expect(look.backgroundColor == normal.backgroundColor)
          #expect(look.foregroundColor.alpha < normal.foregroundColor.alpha)
        } else {
          #expect(look.foregroundColor == normal.foregroundColor)
        }
      } else {
        #expect(look.foregroundColor == normal.foregroundColor)
        #expect(look.backgroundColor == normal.backgroundColor)
      }
    }
  }
}
