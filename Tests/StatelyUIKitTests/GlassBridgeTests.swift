#if canImport(UIKit)
  import Stately
  import StatelyControls
  import StatelyUIKit
  import Testing
  import UIKit

  /// The glass styles on UIKit. Sources: Apple's documentation of `UIButton.Configuration.glass()`,
  /// `prominentGlass()`, `clearGlass()`, `prominentClearGlass()` and `UIGlassEffect(style:)`, all
  /// iOS 26.0+ (documentation, not run); the fallbacks follow Apple's SwiftUI pages, which call
  /// `glassProminent` similar to bordered-prominent and `glass` similar to bordered (documentation, not
  /// run). On Linux these run against the declared surface, which checks types and availability but
  /// draws nothing; `.github/workflows/apple.yml` runs them on a simulator. What UIKit draws for a
  /// disabled glass button, and whether the disabled foreground below makes it look disabled, is left
  /// for a device to confirm.
  @MainActor
  @Suite("Glass on UIKit: iOS 26 constructors, fallbacks and a disabled look")
  struct GlassBridgeTests {
    /// Whether this system has the glass constructors.
    static var glassAvailableHere: Bool {
      if #available(iOS 26.0, *) { return true }
      return false
    }

    @Test("Before iOS 26 each glass style falls back to filled or gray and says so; other styles never do")
    func fallbacks() {
      let expected: [ButtonConfiguration.Style: ButtonConfiguration.Style] = [
        .glass: .gray, .clearGlass: .gray, .prominentGlass: .filled, .prominentClearGlass: .filled,
        .plain: .plain, .gray: .gray, .tinted: .tinted, .filled: .filled,
      ]
      for style in ButtonConfiguration.Style.allCases {
        #expect(UIButton.Configuration.glassFallback(for: style) == expected[style])
        #expect(!UIButton.Configuration.glassFallback(for: style).isGlass)
        var diagnostics: [UIKitBridgeDiagnostic] = []
        _ = UIButton.Configuration.stately(style, glassAvailable: false, diagnostics: &diagnostics)
        if style.isGlass {
          let fallback = expected[style]?.description ?? ""
          #expect(diagnostics == [.glassUnavailable(style: style.description, fallback: fallback)])
          #expect(
            diagnostics.first?.description
              == "\(style) needs Liquid Glass (iOS 26); drawing \(fallback) instead")
        } else {
          #expect(diagnostics.isEmpty)
        }
      }
    }

    @Test("Where glass exists, every style maps to its own constructor with nothing reported")
    func constructorsWhereAvailable() {
      for style in ButtonConfiguration.Style.allCases {
        var diagnostics: [UIKitBridgeDiagnostic] = []
        _ = UIButton.Configuration.stately(style, glassAvailable: true, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty || !Self.glassAvailableHere, "\(style)")
      }
    }

    @Test("Converting a glass configuration reports a fallback only on a system without glass")
    func conversion() {
      for style in ButtonConfiguration.Style.allCases where style.isGlass {
        var configuration = ButtonConfiguration(style: style)
        configuration.title = "Share"
        var diagnostics: [UIKitBridgeDiagnostic] = []
        let converted = UIButton.Configuration(configuration, diagnostics: &diagnostics)
        #expect(converted.title == "Share")
        #expect(diagnostics.count == (Self.glassAvailableHere ? 0 : 1))
      }
    }

    @Test("A glass background becomes UIGlassEffect of the same style, or a blur before iOS 26")
    func glassBackground() {
      for style in GlassStyle.allCases {
        var background = BackgroundConfiguration.clear()
        background.visualEffect = .glass(style)
        var diagnostics: [UIKitBridgeDiagnostic] = []
        let converted = UIBackgroundConfiguration(background, diagnostics: &diagnostics)
        if #available(iOS 26.0, *) {
          #expect(converted.visualEffect is UIGlassEffect)
          #expect(diagnostics.isEmpty)
        } else {
          #expect(converted.visualEffect is UIBlurEffect)
          #expect(diagnostics.count == 1)
        }
      }
    }

    @Test("A disabled StatelyUIButton with a glass style draws Stately's disabled foreground")
    func disabledGlassButton() {
      let cycle = UpdateCycle()
      let button = StatelyUIButton(
        configurationTable: ConfigurationTable(base: ButtonConfiguration.prominentGlass()), cycle: cycle)
      cycle.flush()
      button.layoutIfNeeded()
      #expect(button.configuration?.baseForegroundColor == nil)
      button.isEnabled = false
      cycle.flush()
      button.layoutIfNeeded()
      let disabled = components(button.configuration?.baseForegroundColor)
      #expect(disabled == components(UIColor(DynamicColor.tertiaryLabel)))
      #expect(disabled.last == 0.3)
      #expect(components(button.configuration?.baseForegroundColor, .dark).last == 0.3)
      button.isEnabled = true
      cycle.flush()
      button.layoutIfNeeded()
      #expect(button.configuration?.baseForegroundColor == nil)
    }

    @Test("Your own base foreground and non-glass styles are left alone when disabled")
    func disabledLookLeavesOthersAlone() {
      var mine = ButtonConfiguration.glass()
      mine.baseForegroundColor = .systemRed
      var converted = UIButton.Configuration(mine)
      converted.applyDisabledGlassLook(from: mine, in: .disabled)
      #expect(components(converted.baseForegroundColor) == components(UIColor(DynamicColor.systemRed)))

      let filled = ButtonConfiguration.filled()
      var plainUIKit = UIButton.Configuration(filled)
      plainUIKit.applyDisabledGlassLook(from: filled, in: .disabled)
      #expect(plainUIKit.baseForegroundColor == nil)

      let glass = ButtonConfiguration.clearGlass()
      var enabled = UIButton.Configuration(glass)
      enabled.applyDisabledGlassLook(from: glass, in: [.highlighted, .selected])
      #expect(enabled.baseForegroundColor == nil)
    }
  }
#endif
