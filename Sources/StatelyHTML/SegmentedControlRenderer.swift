import Plot
import Stately
public import StatelyControls

extension SegmentedControlAppearance: HTMLRenderable {
  /// The segmented control as a `<div role="radiogroup">` of segments: each a `<span role="radio">`
  /// with `data-part` set to its index, its title in its resolved attributes or its image, the thumb
  /// colour behind the selected one, dimmed while pressed, and marked disabled when it is.
  ///
  /// A page sends a segment's index as the part of a pointer event; see the playground's live page.
  ///
  /// - Parameter context: The id, label, state names and extra attributes of the root.
  /// - Returns: One `<div class="stately-segmented">`.
  public func htmlFragment(in context: HTMLContext) -> HTMLFragment {
    var root = CSSStyle()
    root.set("background-color", color: backgroundColor)
    root.set("border-radius", px: max(cornerRadius, 0))
    root.set("opacity", number: opacity)
    var nodes: [Node<HTML.BodyContext>] = [
      context.id.map { .escapedAttribute("id", $0) } ?? .empty,
      .classes("stately-segmented"),
      .attribute(named: "role", value: "radiogroup"),
      .attribute(named: "tabindex", value: "0"),
      context.label.map { .escapedAttribute("aria-label", $0) } ?? .empty,
      state.contains(.disabled) ? .attribute(named: "aria-disabled", value: "true") : .empty,
      isMomentary ? .attribute(named: "data-momentary", value: "true") : .empty,
    ]
    nodes += context.rootAttributes(state: state).sorted { $0.name < $1.name }.map { $0.node() }
    nodes.append(.style(root))
    for (index, segment) in segments.enumerated() {
      nodes.append(segmentNode(segment, index: index))
    }
    return HTMLFragment(.div(nodes))
  }

  private func segmentNode(_ segment: SegmentAppearance, index: Int) -> Node<HTML.BodyContext> {
    var style = ButtonRenderer.textStyle(segment.titleAttributes, shadow: nil)
    style.set("border-radius", px: max(thumbCornerRadius, 0))
    if let thumb = segment.thumbColor {
      style.set("background-color", color: thumb)
      style.set("box-shadow", formatted: "0 3px 8px rgba(0,0,0,.12),0 3px 1px rgba(0,0,0,.04)")
    }
    if let width = segment.width, width > 0 { style.set("flex", formatted: "0 0 \(CSSFormat.px(width))") }
    let content: Node<HTML.BodyContext> =
      switch segment.content {
      case .title(let title): .escapedText(title)
      case .image(let image):
        SymbolIcons.node(
          for: image, color: segment.titleAttributes.foregroundColor,
          textSize: segment.titleAttributes.fontSize, textWeight: segment.titleAttributes.fontWeight)
      case nil: .empty
      }
    return .span([
      .classes("stately-segment"),
      .attribute(named: "role", value: "radio"),
      .attribute(named: "data-part", value: String(index)),
      .attribute(named: "aria-checked", value: segment.isSelected ? "true" : "false"),
      segment.content?.image.map { .escapedAttribute("aria-label", $0.name) } ?? .empty,
      segment.isEnabled ? .empty : .attribute(named: "aria-disabled", value: "true"),
      segment.isHighlighted ? .attribute(named: "data-highlighted", value: "true") : .empty,
      .style(style),
      content,
    ])
  }
}
