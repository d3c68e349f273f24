extension ButtonDefaultLook {
  /// The fill of the regular glass material: white at 55 % alpha in light mode, at 12 % in dark mode.
  static let regularGlassFill = DynamicColor(
    light: ResolvedColor(white: 1, alpha: 0.55), dark: ResolvedColor(white: 1, alpha: 0.12))
  /// The fill of the clear glass material: white at 22 % alpha in light mode, at 8 % in dark mode.
  static let clearGlassFill = DynamicColor(
    light: ResolvedColor(white: 1, alpha: 0.22), dark: ResolvedColor(white: 1, alpha: 0.08))
  /// The alpha multiplier of the tint on prominent regular glass (and selected regular glass).
  static let prominentGlassTintAlpha = 0.8
  /// The alpha multiplier of the tint on prominent clear glass (and selected clear glass).
  static let prominentClearGlassTintAlpha = 0.6
  /// The alpha of the white layer a highlight lays over a glass background, in both appearances.
  static let glassHighlightAlpha = 0.2

  /// The look of a glass style in a state. Apple publishes no per-state colours for the glass styles;
  /// these rules are Stately's, chosen to read like the other styles (the SwiftUI counterparts are
  /// documented as similar to the bordered and bordered-prominent styles) and to make disabled
  /// unmistakable. With `T` the tint, `f` the base foreground, `b` the base background and `M` the
  /// material's fill (``regularGlassFill`` or ``clearGlassFill``):
  ///
  /// - normal: glass and clear glass draw `f ?? T` on `b ?? M`; the prominent ones draw `f ?? white`
  ///   on `b ?? T` at 80 % (regular) or 60 % (clear) of its alpha.
  /// - selected (only while `automaticallyUpdateForSelection`, which is off for the prominent ones by
  ///   default): glass and clear glass take the prominent look of their material, with the normal
  ///   foreground as the tint and white or black text, whichever contrasts; a prominent style swaps to
  ///   the plain look of its material, its tint becoming the foreground.
  /// - highlighted: the background lights up, as interactive glass does under a finger: a layer of
  ///   white at 20 % alpha is composited over it (source-over), in both appearances, so whatever is
  ///   behind, the result is brighter; the foreground is kept.
  /// - disabled (wins over the others): `quaternaryLabel` on `tertiarySystemFill` for every glass style,
  ///   with no tint and no stroke, so a disabled glass button never keeps the look of an enabled one.
  ///   The glass effect stays, and renderers draw it flat (StatelyHTML drops the highlight and shadow).
  /// - focused (not disabled): a 2-point stroke in the tint.
  ///
  /// The effect, ``BackgroundEffect/glass(_:)`` with the style's material in every state, is written by
  /// `ButtonConfiguration.Values.applyStateDefaults(for:tint:)`, since it does not depend on the state.
  ///
  /// Kept out of line so that the other styles' updates stay small: the instruction-count gate's
  /// `button` mode (a filled button) measured about 350 more instructions per operation with it inlined.
  @inline(never) static func glass(
    style: ButtonConfiguration.Style, baseForeground: DynamicColor?, baseBackground: DynamicColor?,
    state: ControlStateFlags, tint: DynamicColor
  ) -> ButtonDefaultLook {
    let glass: GlassStyle = style.glassStyle == .clear ? .clear : .regular
    let material = glass == .regular ? regularGlassFill : clearGlassFill
    let tintAlpha = glass == .regular ? prominentGlassTintAlpha : prominentClearGlassTintAlpha
    let strokeWidth = state.focused && !state.disabled ? focusStrokeWidth : 0
    if state.disabled {
      return ButtonDefaultLook(foreground: .quaternaryLabel, background: .tertiarySystemFill, strokeWidth: 0)
    }
    var foreground: DynamicColor
    var background: DynamicColor
    if style.isProminent {
      let fill = baseBackground ?? tint
      if state.selected {
        foreground = fill
        background = material
      } else {
        foreground = baseForeground ?? .white
        background = fill.multiplyingAlpha(by: tintAlpha)
      }
    } else {
      let normalForeground = baseForeground ?? tint
      if state.selected {
        foreground = normalForeground.contrasting(threshold: contrastThreshold)
        background = normalForeground.multiplyingAlpha(by: tintAlpha)
      } else {
        foreground = normalForeground
        background = baseBackground ?? material
      }
    }
    if state.highlighted {
      background = background.lit(by: glassHighlightAlpha)
    }
    return ButtonDefaultLook(foreground: foreground, background: background, strokeWidth: strokeWidth)
  }
}

extension DynamicColor {
  /// Both sides under a layer of white at `alpha`, composited source-over: the press of a glass
  /// background, which lights up in either appearance and over any backdrop.
  func lit(by alpha: Double) -> DynamicColor {
    let layer = ResolvedColor(white: 1, alpha: alpha)
    return DynamicColor(light: layer.composited(over: light), dark: layer.composited(over: dark))
  }
}
