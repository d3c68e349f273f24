import PropertyBased
import Stately
import Testing

@testable import StatelyControls

/// The iOS 26 glass styles. Sources: Apple's documentation of `UIButton.Configuration.glass()`,
/// `prominentGlass()`, `clearGlass()` and `prominentClearGlass()` (documentation, not run), which names
/// the four constructors and publishes no per-state colours. Every colour below is Stately's own
/// choice, written in the ButtonStyles article; none is Apple's. The disabled checks answer the
/// iOS 26 reports of disabled glass buttons that look enabled (LoopKit/Loop PR #2343, screenshots from
/// real iOS 26 devices); those reports are about UIKit, so these tests check Stately's look, not UIKit.
@Suite("Glass button styles")
struct GlassButtonStyleTests {
  static let glassStyles: [ButtonConfiguration.Style] = [
    .glass, .prominentGlass, .clearGlass, .prominentClearGlass,
  ]

  /// Stately's documented glass look with the system blue tint (docs: ButtonStyles.md, "Glass"):
  /// style, state, then foreground and background in light mode, then in dark mode.
  static let table: [(String, String, String, String, String, String)] = [
    ("glass", "normal", "#007AFF", "#FFFFFF8C", "#0A84FF", "#FFFFFF1F"),
    ("glass", "highlighted", "#007AFF", "#FFFFFFA3", "#0A84FF", "#FFFFFF4B"),
    ("glass", "selected", "#FFFFFF", "#007AFFCC", "#FFFFFF", "#0A84FFCC"),
    ("glass", "selected+highlighted", "#FFFFFF", "#3D9AFFD6", "#FFFFFF", "#44A1FFD6"),
    ("glass", "disabled", "#3C3C432E", "#7676801F", "#EBEBF529", "#7676803D"),
    ("prominentGlass", "normal", "#FFFFFF", "#007AFFCC", "#FFFFFF", "#0A84FFCC"),
    ("prominentGlass", "highlighted", "#FFFFFF", "#3D9AFFD6", "#FFFFFF", "#44A1FFD6"),
    ("prominentGlass", "selected", "#FFFFFF", "#007AFFCC", "#FFFFFF", "#0A84FFCC"),
    ("prominentGlass", "selected+highlighted", "#FFFFFF", "#3D9AFFD6", "#FFFFFF", "#44A1FFD6"),
    ("prominentGlass", "disabled", "#3C3C432E", "#7676801F", "#EBEBF529", "#7676803D"),
    ("clearGlass", "normal", "#007AFF", "#FFFFFF38", "#0A84FF", "#FFFFFF14"),
    ("clearGlass", "highlighted", "#007AFF", "#FFFFFF60", "#0A84FF", "#FFFFFF43"),
    ("clearGlass", "selected", "#FFFFFF", "#007AFF99", "#FFFFFF", "#0A84FF99"),
    ("clearGlass", "selected+highlighted", "#FFFFFF", "#4BA1FFAD", "#FFFFFF", "#52A8FFAD"),
    ("clearGlass", "disabled", "#3C3C432E", "#7676801F", "#EBEBF529", "#7676803D"),
    ("prominentClearGlass", "normal", "#FFFFFF", "#007AFF99", "#FFFFFF", "#0A84FF99"),
    ("prominentClearGlass", "highlighted", "#FFFFFF", "#4BA1FFAD", "#FFFFFF", "#52A8FFAD"),
    ("prominentClearGlass", "selected", "#FFFFFF", "#007AFF99", "#FFFFFF", "#0A84FF99"),
    ("prominentClearGlass", "selected+highlighted", "#FFFFFF", "#4BA1FFAD", "#FFFFFF", "#52A8FFAD"),
    ("prominentClearGlass", "disabled", "#3C3C432E", "#7676801F", "#EBEBF529", "#7676803D"),
  ]

  static func style(_ name: String) -> ButtonConfiguration.Style {
    ButtonConfiguration.Style.allCases.first { $0.description == name } ?? .plain
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

  /// The tile a gallery draws a button on: white in light mode, #1C1C1E in dark mode.
  static func tile(_ traits: TraitCollection) -> ResolvedColor {
    traits.userInterfaceStyle == .dark ? ResolvedColor(hex: 0x1C1C1E) : .white
  }

  /// The title's contrast with what is behind it, both composited over the tile.
  static func titleContrast(_ look: ButtonAppearance, on tile: ResolvedColor) -> Double {
    let behind = look.backgroundColor.composited(over: tile)
    return look.titleAttributes.foregroundColor.composited(over: behind).contrastRatio(with: behind)
  }

  @Test("The four glass factories make their styles; the prominent ones do not update for selection")
  func factories() {
    let made: [(ButtonConfiguration, ButtonConfiguration.Style, Bool, String)] = [
      (.glass(), .glass, true, "glass"), (.prominentGlass(), .prominentGlass, false, "prominentGlass"),
      (.clearGlass(), .clearGlass, true, "clearGlass"),
      (.prominentClearGlass(), .prominentClearGlass, false, "prominentClearGlass"),
    ]
    for (configuration, style, updatesSelection, name) in made {
      #expect(configuration.style == style)
      #expect(configuration.style.isGlass)
      #expect(configuration.style.description == name)
      #expect(configuration.automaticallyUpdateForSelection == updatesSelection)
      #expect(configuration.customizedProperties.isEmpty)
      #expect(configuration.background.customizedProperties.isEmpty)
      #expect(ButtonConfiguration(style: style) == configuration)
    }
    #expect(ButtonConfiguration.Style.allCases.filter(\.isGlass) == Self.glassStyles)
  }

  @Test("Each glass style and state has the documented colours in light and dark mode")
  func documentedTable() throws {
    #expect(Self.table.count == 20)
    for (style, state, lightForeground, lightBackground, darkForeground, darkBackground) in Self.table {
      let configuration = ButtonConfiguration(style: Self.style(style))
      #expect(configuration.style.description == style)
      let light = try configuration.resolvedAppearance(for: Self.state(state), traits: .light)
      let dark = try configuration.resolvedAppearance(for: Self.state(state), traits: .dark)
      let context = Comment(rawValue: "\(style) \(state)")
      #expect(light.foregroundColor.hexString == lightForeground, context)
      #expect(light.backgroundColor.hexString == lightBackground, context)
      #expect(dark.foregroundColor.hexString == darkForeground, context)
      #expect(dark.backgroundColor.hexString == darkBackground, context)
      #expect(light.titleAttributes.foregroundColor == light.foregroundColor, context)
      #expect(light.strokeWidth == 0, context)
    }
  }

  @Test("A glass style's background is glass of its material in every state; the others have no effect")
  func glassEffectInEveryState() throws {
    for style in ButtonConfiguration.Style.allCases {
      let expected: BackgroundEffect? =
        switch style {
        case .glass, .prominentGlass: .glass(.regular)
        case .clearGlass, .prominentClearGlass: .glass(.clear)
        case .plain, .gray, .tinted, .filled: nil
        }
      for raw in UInt(0)...15 {
        let state = ControlState(rawValue: raw)
        let look = try ButtonConfiguration(style: style).resolvedAppearance(for: state)
        #expect(look.background.visualEffect == expected, "\(style) \(state.bitNames)")
        #expect(ButtonConfiguration(style: style).updated(for: state).background.visualEffect == expected)
      }
    }
  }

  @Test("A visual effect you assign replaces the glass in every state")
  func customisedEffectWins() throws {
    var configuration = ButtonConfiguration.prominentGlass()
    configuration.background.visualEffect = .blur(.systemThinMaterial)
    for state in [ControlState.normal, .highlighted, .disabled] {
      #expect(
        try configuration.resolvedAppearance(for: state).background.visualEffect == .blur(.systemThinMaterial)
      )
    }
    configuration.background.visualEffect = nil
    #expect(try configuration.resolvedAppearance(for: .normal).background.visualEffect == nil)
  }

  @Test("Disabled glass wins over every other bit and loses its tint, stroke and full-strength text")
  func disabledWinsAndIsFlat() throws {
    for style in Self.glassStyles {
      for traits in [TraitCollection.light, .dark] {
        let configuration = ButtonConfiguration(style: style)
        let disabled = try configuration.resolvedAppearance(for: .disabled, traits: traits)
        for raw in UInt(0)...15 where ControlState(rawValue: raw).contains(.disabled) {
          let look = try configuration.resolvedAppearance(for: ControlState(rawValue: raw), traits: traits)
          #expect(look.foregroundColor == disabled.foregroundColor)
          #expect(look.backgroundColor == disabled.backgroundColor)
          #expect(look.strokeWidth == 0)
        }
        let fill = disabled.backgroundColor
        // Grey, not the tint: the channels differ by little more than tertiarySystemFill's own blue cast.
        #expect(max(fill.red, fill.green, fill.blue) - min(fill.red, fill.green, fill.blue) < 0.05)
        #expect(disabled.titleAttributes.foregroundColor.alpha <= 0.3)
      }
    }
  }

  @Test("A disabled glass button is clearly dimmer than the enabled one, in light and dark mode")
  func disabledIsDistinct() throws {
    for style in Self.glassStyles {
      for traits in [TraitCollection.light, .dark] {
        let configuration = ButtonConfiguration(style: style)
        let tile = Self.tile(traits)
        let disabled = try configuration.resolvedAppearance(for: .disabled, traits: traits)
        let disabledContrast = Self.titleContrast(disabled, on: tile)
        let context = Comment(rawValue: "\(style) \(traits.userInterfaceStyle)")
        // Below 3:1, WCAG's floor for large text: it reads as inactive.
        #expect(disabledContrast < 3, context)
        for enabledState in [ControlState.normal, .selected, .focused] {
          let enabled = try configuration.resolvedAppearance(for: enabledState, traits: traits)
          #expect(enabled.titleAttributes.foregroundColor.alpha == 1, context)
          #expect(Self.titleContrast(enabled, on: tile) > disabledContrast * 1.3, context)
          #expect(enabled.backgroundColor != disabled.backgroundColor, context)
        }
      }
    }
  }

  @Test(
    "In every glass style, appearance and state, the disabled look's title contrasts less than the enabled one"
  )
  func disabledContrastsLessInEveryState() throws {
    // The rule: disabled glass reads as disabled whatever else the state holds, pressed included. It is
    // Stately's own (Apple publishes no glass colours); the other styles' disabled colours are Apple's.
    for style in Self.glassStyles {
      for traits in [TraitCollection.light, .dark] {
        let configuration = ButtonConfiguration(style: style)
        let tile = Self.tile(traits)
        for raw in UInt(0)...15 where !ControlState(rawValue: raw).contains(.disabled) {
          let enabled = ControlState(rawValue: raw)
          let enabledContrast = Self.titleContrast(
            try configuration.resolvedAppearance(for: enabled, traits: traits), on: tile)
          let disabledContrast = Self.titleContrast(
            try configuration.resolvedAppearance(for: enabled.union(.disabled), traits: traits), on: tile)
          #expect(
            disabledContrast < enabledContrast,
            "\(style) \(traits.userInterfaceStyle) \(enabled.bitNames): \(disabledContrast) vs \(enabledContrast)"
          )
        }
      }
    }
  }

  @Test("Pressing glass lights its background up in both appearances and keeps the text")
  func highlightBrightens() throws {
    for style in Self.glassStyles {
      for traits in [TraitCollection.light, .dark] {
        for base in [ControlState.normal, .selected] {
          let configuration = ButtonConfiguration(style: style)
          let normal = try configuration.resolvedAppearance(for: base, traits: traits)
          let pressed = try configuration.resolvedAppearance(for: base.union(.highlighted), traits: traits)
          let tile = Self.tile(traits)
          #expect(pressed.foregroundColor == normal.foregroundColor)
          #expect(pressed.backgroundColor.alpha >= normal.backgroundColor.alpha)
          #expect(
            pressed.backgroundColor.composited(over: tile).relativeLuminance
              >= normal.backgroundColor.composited(over: tile).relativeLuminance,
            "\(style) \(base.bitNames) \(traits.userInterfaceStyle)")
          #expect(pressed.backgroundColor != normal.backgroundColor)
        }
      }
    }
  }

  @Test("Selected glass takes the tint; a prominent glass style told to follow selection loses it")
  func selection() throws {
    let selected = try ButtonConfiguration.clearGlass().resolvedAppearance(for: .selected, traits: .light)
    let prominent = try ButtonConfiguration.prominentClearGlass().resolvedAppearance(
      for: .normal, traits: .light)
    #expect(selected.backgroundColor == prominent.backgroundColor)
    #expect(selected.foregroundColor == .white)

    var following = ButtonConfiguration.prominentGlass()
    following.automaticallyUpdateForSelection = true
    let swapped = try following.resolvedAppearance(for: .selected, traits: .dark)
    let plainGlass = try ButtonConfiguration.glass().resolvedAppearance(for: .normal, traits: .dark)
    #expect(swapped.foregroundColor == plainGlass.foregroundColor)
    #expect(swapped.backgroundColor == plainGlass.backgroundColor)

    var ignoring = ButtonConfiguration.glass()
    ignoring.automaticallyUpdateForSelection = false
    #expect(
      try ignoring.resolvedAppearance(for: .selected).backgroundColor
        == (try ignoring.resolvedAppearance(for: .normal).backgroundColor))
  }

  @Test("Focused glass draws a two-point stroke in the tint, and none when disabled")
  func focus() throws {
    let traits = TraitCollection(userInterfaceStyle: .dark, tintColor: .systemGreen)
    for style in Self.glassStyles {
      let focused = try ButtonConfiguration(style: style).resolvedAppearance(for: .focused, traits: traits)
      #expect(focused.strokeWidth == 2)
      #expect(focused.strokeColor == DynamicColor.systemGreen.resolved(in: .dark))
      let both = try ButtonConfiguration(style: style).resolvedAppearance(for: [.focused, .disabled])
      #expect(both.strokeWidth == 0)
    }
  }

  @Test("Base colours replace the tint and the material, but disabled still wins")
  func baseColours() throws {
    var configuration = ButtonConfiguration.glass()
    configuration.baseForegroundColor = DynamicColor(ResolvedColor(hex: 0x1D1D1F))
    configuration.baseBackgroundColor = DynamicColor(ResolvedColor(hex: 0xFFD60A))
    let normal = try configuration.resolvedAppearance(for: .normal)
    #expect(normal.foregroundColor.hexString == "#1D1D1F")
    #expect(normal.backgroundColor.hexString == "#FFD60A")
    let disabled = try configuration.resolvedAppearance(for: .disabled)
    #expect(disabled.foregroundColor.hexString == "#3C3C432E")

    var prominent = ButtonConfiguration.prominentGlass()
    prominent.baseBackgroundColor = DynamicColor(ResolvedColor(hex: 0xFF2D55))
    #expect(try prominent.resolvedAppearance(for: .normal).backgroundColor.hexString == "#FF2D55CC")
  }

  @Test("A StatelyButton with a glass style shows the disabled glass look once disabled, and glass again")
  func buttonThroughTheEngine() throws {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: .prominentGlass(), cycle: cycle)
    cycle.flush()
    #expect(button.appearance.background.visualEffect == .glass(.regular))
    #expect(button.appearance.backgroundColor.hexString == "#007AFFCC")
    button.isEnabled = false
    cycle.flush()
    #expect(button.appearance.foregroundColor.hexString == "#3C3C432E")
    #expect(button.appearance.backgroundColor.hexString == "#7676801F")
    #expect(
      button.appearance == (try ButtonConfiguration.prominentGlass().resolvedAppearance(for: .disabled)))
    button.isEnabled = true
    cycle.flush()
    #expect(button.appearance.backgroundColor.hexString == "#007AFFCC")
  }

  // MARK: - Properties of the documented rules

  @Test("For any glass style, base colours, tint and state, the look follows the documented rules")
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
      let prominent = style % 2 == 1
      var configuration = ButtonConfiguration(style: Self.glassStyles[style])
      if let foreground { configuration.baseForegroundColor = DynamicColor(foreground) }
      if let background { configuration.baseBackgroundColor = DynamicColor(background) }
      let traits = TraitCollection(userInterfaceStyle: dark ? .dark : .light, tintColor: DynamicColor(tint))
      let look = try configuration.resolvedAppearance(for: state, traits: traits)
      let unpressed = try configuration.resolvedAppearance(
        for: state.subtracting(.highlighted), traits: traits)
      #expect(look.background.visualEffect != nil, "glass in every state")
      #expect(look.strokeWidth == (state.contains(.focused) && !state.contains(.disabled) ? 2 : 0))
      if state.contains(.disabled) {
        // The system's quaternary text on its tertiary fill, whatever the base colours (Apple's
        // quaternaryLabel, #3C3C43 at 18 % or #EBEBF5 at 16 %, and tertiarySystemFill).
        #expect(look.foregroundColor.hexString == (dark ? "#EBEBF529" : "#3C3C432E"))
        #expect(look.backgroundColor.hexString == ButtonDefaultLookTests.disabledColors(dark: dark).fill)
        return
      }
      let selected = state.contains(.selected) && !prominent
      if prominent {
        // Prominent: white text unless set, over a see-through fill of the base colour or the tint.
        #expect(unpressed.foregroundColor == (foreground ?? .white))
        let fill = background ?? tint
        #expect(ButtonDefaultLookTests.sameHue(unpressed.backgroundColor, fill))
        #expect(unpressed.backgroundColor.alpha < fill.alpha)
      } else if selected {
        // Selected: a see-through fill of the text colour, with white or black text on it.
        let base = foreground ?? tint
        #expect(ButtonDefaultLookTests.sameHue(unpressed.backgroundColor, base))
        #expect(unpressed.backgroundColor.alpha < base.alpha)
        #expect(unpressed.foregroundColor == .white || unpressed.foregroundColor == .black)
      } else {
        // Regular: the text in the base colour or the tint, over the base colour or a white material.
        #expect(unpressed.foregroundColor == (foreground ?? tint))
        if let background {
          #expect(unpressed.backgroundColor == background)
        } else {
          #expect(unpressed.backgroundColor.hexString.hasPrefix("#FFFFFF"))
          #expect(unpressed.backgroundColor.alpha < 1)
        }
      }
      if state.contains(.highlighted) {
        // Pressing lays white over the fill: every channel and the opacity rise or stay, the text stays.
        #expect(look.foregroundColor == unpressed.foregroundColor)
        #expect(look.backgroundColor.alpha >= unpressed.backgroundColor.alpha - 1e-9)
        #expect(look.backgroundColor.red >= unpressed.backgroundColor.red - 1e-9)
        #expect(look.backgroundColor.green >= unpressed.backgroundColor.green - 1e-9)
        #expect(look.backgroundColor.blue >= unpressed.backgroundColor.blue - 1e-9)
        #expect(look.backgroundColor != unpressed.backgroundColor || unpressed.backgroundColor.alpha >= 1)
      }
    }
  }
}
