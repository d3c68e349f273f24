import Plot
import Stately
public import StatelyControls

extension SwitchAppearance: HTMLRenderable {
  /// The switch as one `<button role="switch">`: the track in its colour with the thumb inside, at the
  /// trailing end while on, stretched while pressed, the whole control dimmed while disabled.
  ///
  /// - Parameter context: The id, state names and extra attributes of the `<button>`.
  /// - Returns: One `<button class="stately-switch">`.
  public func htmlFragment(in context: HTMLContext) -> HTMLFragment {
    let height = max(size.height, 0)
    let width = max(size.width, 0)
    var track = CSSStyle()
    track.set("inline-size", px: width)
    track.set("block-size", px: height)
    track.set("border-radius", px: height / 2)
    track.set("background-color", color: trackColor)
    track.set("opacity", number: opacity)
    let thumbWidth = max(thumbDiameter + thumbStretch, 0)
    let inset = (height - thumbDiameter) / 2
    var thumb = CSSStyle()
    thumb.set("inline-size", px: thumbWidth)
    thumb.set("block-size", px: max(thumbDiameter, 0))
    thumb.set("border-radius", px: max(thumbDiameter, 0) / 2)
    thumb.set("background-color", color: thumbColor)
    thumb.set("inset-block-start", px: inset)
    thumb.set("inset-inline-start", px: isOn ? width - inset - thumbWidth : inset)
    var nodes: [Node<HTML.BodyContext>] = [
      .attribute(named: "type", value: "button"),
      context.id.map { .escapedAttribute("id", $0) } ?? .empty,
      .classes("stately-switch"),
      .attribute(named: "role", value: "switch"),
      .attribute(named: "aria-checked", value: isOn ? "true" : "false"),
      context.label.map { .escapedAttribute("aria-label", $0) } ?? .empty,
      state.contains(.disabled) ? .attribute(named: "disabled", value: "disabled") : .empty,
    ]
    nodes += context.rootAttributes(state: state).sorted { $0.name < $1.name }.map { $0.node() }
    nodes += [
      .style(track),
      .span([
        .classes("stately-switch__thumb"), .attribute(named: "aria-hidden", value: "true"), .style(thumb),
      ]),
    ]
    return HTMLFragment(.element(named: "button", nodes: nodes))
  }
}
