import Stately
import StatelyControls

/// How StatelyHTML draws a `BackgroundEffect.glass(_:)` background: the fill colour
/// (translucent, from the appearance) over a blurred and saturated backdrop (`backdrop-filter`), with a
/// specular highlight (a white sheen from the top and a white inner rim) and a soft shadow.
///
/// The figures are StatelyHTML's approximation of Liquid Glass, not Apple's, which publishes none:
///
/// | | regular | clear |
/// |---|---|---|
/// | backdrop | `blur(16px) saturate(180%)` | `blur(6px) saturate(150%)` |
/// | sheen at the top (white alpha) | 0.45, highlighted 0.65 | 0.25, highlighted 0.45 |
/// | inner rim (white alpha) | 0.7 top edge, 0.28 all round | 0.5 top edge, 0.2 all round |
/// | shadow | `0 2px 10px` black 0.14; highlighted `0 4px 16px` 0.2 and a white glow | the same |
///
/// A disabled control's glass is drawn flat: the backdrop is blurred but not saturated, with no sheen,
/// no light rim and no shadow, only a grey hairline, so it never looks like an enabled button.
/// The white highlight reads as light in both appearances; what differs between light and dark is the
/// fill colour, which the appearance carries.
enum GlassLayer {
  /// The backdrop blur radius in CSS pixels.
  static func blurRadius(_ glass: GlassStyle) -> Double { glass == .regular ? 16 : 6 }
  /// The backdrop saturation in percent.
  static func saturation(_ glass: GlassStyle) -> Int { glass == .regular ? 180 : 150 }
  /// The white alpha of the sheen at the top edge.
  static func sheenAlpha(_ glass: GlassStyle, highlighted: Bool) -> Double {
    (glass == .regular ? 0.45 : 0.25) + (highlighted ? 0.2 : 0)
  }

  /// Adds the glass declarations to the style of a background's fill layer.
  ///
  /// - Parameters:
  ///   - style: The fill layer's style, which already has its `background-color`.
  ///   - glass: The material.
  ///   - state: The control's state: highlighted glass lights up, disabled glass is flat.
  static func apply(to style: inout CSSStyle, glass: GlassStyle, state: ControlState) {
    let blur = CSSFormat.px(blurRadius(glass))
    if state.contains(.disabled) {
      style.set("backdrop-filter", formatted: "blur(\(blur))")
      style.set("-webkit-backdrop-filter", formatted: "blur(\(blur))")
      style.set("box-shadow", formatted: "inset 0 0 0 1px rgba(127,127,127,0.18)")
      return
    }
    let filter = "blur(\(blur)) saturate(\(saturation(glass))%)"
    style.set("backdrop-filter", formatted: filter)
    style.set("-webkit-backdrop-filter", formatted: filter)
    let highlighted = state.contains(.highlighted)
    let sheen = CSSFormat.number(sheenAlpha(glass, highlighted: highlighted))
    style.set(
      "background-image",
      formatted: "linear-gradient(to bottom,rgba(255,255,255,\(sheen)),rgba(255,255,255,0) 60%)")
    let (edge, rim) = glass == .regular ? ("0.7", "0.28") : ("0.5", "0.2")
    let rims = "inset 0 1px 0 rgba(255,255,255,\(edge)),inset 0 0 0 1px rgba(255,255,255,\(rim))"
    let shadow =
      highlighted
      ? "0 4px 16px rgba(0,0,0,0.2),0 0 12px rgba(255,255,255,0.45)" : "0 2px 10px rgba(0,0,0,0.14)"
    style.set("box-shadow", formatted: rims + "," + shadow)
  }
}
