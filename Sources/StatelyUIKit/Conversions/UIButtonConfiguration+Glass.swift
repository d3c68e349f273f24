#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  extension UIButton.Configuration {
    /// UIKit's configuration for a Stately style: the constructor of the same name, and for the glass
    /// styles, UIKit's iOS 26 constructor when `glassAvailable`, else a non-glass fallback, reported
    /// in `diagnostics`.
    ///
    /// The fallbacks follow Apple's description of the SwiftUI counterparts (`glassProminent` is
    /// similar to the bordered-prominent style, `glass` to the bordered style): `prominentGlass`
    /// and `prominentClearGlass` become `filled()`,
    /// `glass` and `clearGlass` become
    /// `gray()`. Both keep a visible fill and UIKit's press and disabled looks, and their default
    /// selection behaviour matches the glass style's.
    ///
    /// ```swift
    /// var diagnostics: [UIKitBridgeDiagnostic] = []
    /// let fallback = UIButton.Configuration.stately(.prominentGlass, glassAvailable: false, diagnostics: &diagnostics)
    /// diagnostics  // [.glassUnavailable(style: "prominentGlass", fallback: "filled")]
    /// ```
    ///
    /// - Parameters:
    ///   - style: A Stately button style.
    ///   - glassAvailable: Whether the system has the glass constructors (iOS 26 and later);
    ///     ``init(_:diagnostics:)`` passes the result of `#available(iOS 26, *)`.
    ///   - diagnostics: Where a fallback is reported.
    /// - Returns: A fresh configuration of that style, or of its fallback.
    @MainActor public static func stately(
      _ style: ButtonConfiguration.Style, glassAvailable: Bool, diagnostics: inout [UIKitBridgeDiagnostic]
    ) -> UIButton.Configuration {
      if glassAvailable, #available(iOS 26.0, *) {
        switch style {
        case .glass: return .glass()
        case .prominentGlass: return .prominentGlass()
        case .clearGlass: return .clearGlass()
        case .prominentClearGlass: return .prominentClearGlass()
        case .plain, .gray, .tinted, .filled: break
        }
      }
      let fallback = glassFallback(for: style)
      if style.isGlass {
        diagnostics.append(.glassUnavailable(style: style.description, fallback: fallback.description))
      }
      return switch fallback {
      case .gray: .gray()
      case .tinted: .tinted()
      case .filled: .filled()
      case .plain, .glass, .prominentGlass, .clearGlass, .prominentClearGlass: .plain()
      }
    }

    /// The non-glass style a style is drawn with where UIKit has no glass: `filled` for the
    /// prominent glass styles, `gray` for the other two, and the style itself otherwise.
    ///
    /// - Parameter style: A Stately button style.
    /// - Returns: A style that is not glass.
    public static func glassFallback(for style: ButtonConfiguration.Style) -> ButtonConfiguration.Style {
      switch style {
      case .glass, .clearGlass: .gray
      case .prominentGlass, .prominentClearGlass: .filled
      case .plain, .gray, .tinted, .filled: style
      }
    }

    /// Makes a disabled glass button look disabled, as Stately's own look does: its text and image
    /// take Stately's disabled foreground (`tertiaryLabel`) unless you set `baseForegroundColor`.
    ///
    /// Reports of iOS 26 show UIKit's glass buttons keeping their enabled look when disabled (for
    /// example https://github.com/LoopKit/Loop/pull/2343); ``StatelyUIButton`` calls this for every
    /// disabled state of a glass style. Nothing changes for other styles or enabled states.
    ///
    /// - Parameters:
    ///   - configuration: The Stately configuration this one was made from.
    ///   - state: The state it is shown in.
    @MainActor public mutating func applyDisabledGlassLook(
      from configuration: ButtonConfiguration, in state: UIControl.State
    ) {
      guard configuration.style.isGlass, state.contains(.disabled),
        !configuration.isCustomized(.baseForegroundColor)
      else { return }
      baseForegroundColor = UIColor(DynamicColor.tertiaryLabel)
    }
  }
#endif
