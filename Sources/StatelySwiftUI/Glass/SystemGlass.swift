import StatelyControls

/// How SwiftUI's own glass button style (`.glass(_:)`, iOS 26) draws a glass appearance: the material,
/// tinted with the state's resolved fill, in the appearance's corner shape and size.
///
/// Apple's glass styles are opaque: they draw their own background, padding and press. What Stately
/// carries into one is what it takes: the material, the tint, the border shape and the control size, and
/// the label (title, subtitle, image or activity indicator, colours), which the style draws for every
/// state but the highlighted one, since the press is Apple's. The state's stroke (the focus ring) is drawn
/// over it. Not carried, because Apple's style draws it: the fill as a flat colour (it becomes the
/// glass's tint), the highlight's lighter fill, the background image, the stroke outset and the content
/// insets.
///
/// `.glassProminent` is not used: it takes its colour from the environment's tint, with no per-state
/// value, whereas a tinted `.glass(_:)` shows the fill Stately resolves for each state (the prominent
/// styles' tint, the selected look, the disabled fill).
struct SystemGlass: Sendable, Hashable {
  /// The appearance it draws: a glass style's, for one state.
  let appearance: ButtonAppearance
  /// Regular or clear glass.
  let material: GlassStyle

  /// The system glass for an appearance, or `nil` when its style is not a glass style.
  ///
  /// - Parameter appearance: The resolved appearance of a state.
  init?(_ appearance: ButtonAppearance) {
    switch appearance.style {
    case .glass, .prominentGlass: material = .regular
    case .clearGlass, .prominentClearGlass: material = .clear
    case .plain, .gray, .tinted, .filled: return nil
    }
    self.appearance = appearance
  }

  /// The glass's tint: the appearance's fill.
  var tint: ResolvedColor { appearance.backgroundColor }
  /// The border shape: the appearance's corner.
  var corner: CornerShape { appearance.corner }
  /// The control size: the appearance's button size.
  var size: ButtonConfiguration.Size { appearance.buttonSize }
  /// The stroke drawn over the button, or `nil` when its width is `0`.
  var stroke: (color: ResolvedColor, width: Double)? {
    appearance.strokeWidth > 0 ? (appearance.strokeColor, appearance.strokeWidth) : nil
  }
}
