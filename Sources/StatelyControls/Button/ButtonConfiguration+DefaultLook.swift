/// The colours Stately's button styles use for one state, before transformers.
///
/// The rules, with `T` the tint, `f` the ``ButtonConfiguration/baseForegroundColor`` and `b` the
/// ``ButtonConfiguration/baseBackgroundColor`` (see the ButtonStyles article for the tables):
///
/// - normal: plain `f ?? T` on `b ?? clear`; gray `f ?? T` on `b ?? secondarySystemFill`;
///   tinted `f ?? T` on `(b ?? T)` at 20 % of its alpha; filled `f ?? white` on `b ?? T`.
/// - highlighted: plain fades the foreground to 60 % of its alpha; the others keep the
///   foreground and press the background: 20 % towards black in light mode, 20 % towards
///   white in dark mode, and a translucent background's alpha doubled (at most 1), so gray and
///   tinted buttons visibly darken when pressed.
/// - selected (only while `automaticallyUpdateForSelection`): plain, gray and tinted fill the
///   background with the normal foreground and draw the foreground in white or black, whichever
///   contrasts (white when the fill's Rec. 709 luma is below 0.6); filled swaps to the tinted
///   look: its normal background at 20 % alpha, with that background's colour as foreground.
/// - selected and highlighted: the selected look, with the background pressed.
/// - disabled (wins over the others): foreground tertiaryLabel; background unchanged for
///   plain, tertiarySystemFill for the others.
/// - focused (not disabled): a 2-point stroke in the tint; otherwise no stroke.
///
/// The glass styles follow their own rules
/// (``ButtonDefaultLook/glass(style:baseForeground:baseBackground:state:tint:)``), chosen by
/// `ButtonConfiguration.Values.defaultLook(for:tint:)`.
struct ButtonDefaultLook: Sendable, Hashable {
  /// Text, image and indicator colour.
  var foreground: DynamicColor
  /// Background fill.
  var background: DynamicColor
  /// Stroke width: 2 when focused, else 0.
  var strokeWidth: Double

  /// How much a highlight moves the background towards black (light) or white (dark).
  static let pressAmount = 0.2
  /// How much a highlight multiplies a translucent background's alpha (an opaque one stays opaque).
  static let pressAlphaFactor = 2.0
  /// The alpha multiplier of a highlighted plain foreground.
  static let plainHighlightAlpha = 0.6
  /// The alpha multiplier of the tinted background.
  static let tintedBackgroundAlpha = 0.2
  /// Luma below which the contrasting foreground is white.
  static let contrastThreshold = 0.6
  /// The stroke width of a focused button.
  static let focusStrokeWidth = 2.0

  /// A look from its parts.
  init(foreground: DynamicColor, background: DynamicColor, strokeWidth: Double) {
    self.foreground = foreground
    self.background = background
    self.strokeWidth = strokeWidth
  }

  /// Computes the look for a style and state.
  init(
    style: ButtonConfiguration.Style, baseForeground: DynamicColor?, baseBackground: DynamicColor?,
    state: ControlStateFlags, tint: DynamicColor
  ) {
    let normalForeground: DynamicColor
    let normalBackground: DynamicColor
    switch style {
    case .plain:
      normalForeground = baseForeground ?? tint
      normalBackground = baseBackground ?? .clear
    case .gray:
      normalForeground = baseForeground ?? tint
      normalBackground = baseBackground ?? .secondarySystemFill
    case .tinted:
      normalForeground = baseForeground ?? tint
      normalBackground = (baseBackground ?? tint).multiplyingAlpha(by: Self.tintedBackgroundAlpha)
    // The glass styles never reach this initialiser: `defaultLook(for:tint:)` sends them to
    // `ButtonDefaultLook.glass(…)`, which keeps this path as small as it was for the four others.
    case .filled, .glass, .prominentGlass, .clearGlass, .prominentClearGlass:
      normalForeground = baseForeground ?? .white
      normalBackground = baseBackground ?? tint
    }
    strokeWidth = state.focused && !state.disabled ? Self.focusStrokeWidth : 0
    if state.disabled {
      foreground = .tertiaryLabel
      background = style == .plain ? normalBackground : .tertiarySystemFill
      return
    }
    var foreground = normalForeground
    var background = normalBackground
    if state.selected {
      if style == .filled {
        foreground = normalBackground
        background = normalBackground.multiplyingAlpha(by: Self.tintedBackgroundAlpha)
      } else {
        background = normalForeground
        foreground = normalForeground.contrasting(threshold: Self.contrastThreshold)
      }
    }
    if state.highlighted {
      if style == .plain && !state.selected {
        foreground = foreground.multiplyingAlpha(by: Self.plainHighlightAlpha)
      } else {
        background = background.pressed(by: Self.pressAmount, alphaFactor: Self.pressAlphaFactor)
      }
    }
    self.foreground = foreground
    self.background = background
  }
}

/// The four built-in state bits as Booleans, with selection already filtered by
/// `automaticallyUpdateForSelection`.
struct ControlStateFlags: Sendable, Hashable {
  var highlighted: Bool
  var disabled: Bool
  var selected: Bool
  var focused: Bool
}

extension DynamicColor {
  /// The alpha of both sides multiplied by `factor`, clamped.
  func multiplyingAlpha(by factor: Double) -> DynamicColor {
    DynamicColor(light: light.multiplyingAlpha(by: factor), dark: dark.multiplyingAlpha(by: factor))
  }

  /// Light side moved `amount` towards black, dark side `amount` towards white; alpha multiplied by
  /// `alphaFactor`, clamped, so an opaque colour stays opaque.
  func pressed(by amount: Double, alphaFactor: Double) -> DynamicColor {
    DynamicColor(
      light: light.mixed(with: .black, fraction: amount).multiplyingAlpha(by: alphaFactor),
      dark: dark.mixed(with: .white, fraction: amount).multiplyingAlpha(by: alphaFactor))
  }

  /// White or black per side, whichever contrasts with that side.
  func contrasting(threshold: Double) -> DynamicColor {
    func pick(_ color: ResolvedColor) -> ResolvedColor { color.luma < threshold ? .white : .black }
    return DynamicColor(light: pick(light), dark: pick(dark))
  }
}
