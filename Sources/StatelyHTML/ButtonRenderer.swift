import Plot
import Stately
public import StatelyControls

/// Turns a `StatelyControls/ButtonAppearance` into a `<button>` element whose look comes entirely from
/// the appearance: inline styles for the per-appearance values, classes from ``StatelyHTML/stylesheet``
/// for layout and the spinner.
enum ButtonRenderer {
  typealias BodyNode = Node<HTML.BodyContext>

  /// The radius in CSS pixels the background is drawn with.
  ///
  /// A rounded corner keeps its radius (CSS shrinks it to half the height, as UIKit does); a capsule is
  /// half the nominal height, which is the drawn height of a one-line button (its minimum height).
  static func cornerRadius(_ corner: CornerShape, nominalHeight: Double) -> Double {
    switch corner {
    case .rounded(let radius): max(radius, 0)
    case .capsule: corner.radius(forHeight: nominalHeight)
    }
  }

  /// The CSS `flex-direction` that puts the image slot at `placement` relative to the text.
  static func flexDirection(for placement: DirectionalEdge) -> String {
    switch placement {
    case .trailing: "row-reverse"
    case .top: "column"
    case .bottom: "column-reverse"
    default: "row"
    }
  }

  /// The name of a single placement edge, `leading` for anything else.
  static func placementName(_ placement: DirectionalEdge) -> String {
    switch placement {
    case .trailing: "trailing"
    case .top: "top"
    case .bottom: "bottom"
    default: "leading"
    }
  }

  static func textAlign(_ alignment: ButtonConfiguration.TitleAlignment) -> (text: String, items: String) {
    switch alignment {
    case .leading: ("start", "flex-start")
    case .trailing: ("end", "flex-end")
    case .center, .automatic: ("center", "center")
    }
  }

  static func lineBreakName(_ mode: LineBreakMode) -> String {
    switch mode {
    case .byWordWrapping: "word"
    case .byCharWrapping: "char"
    case .byClipping: "clip"
    case .byTruncatingHead: "truncate-head"
    case .byTruncatingTail: "truncate-tail"
    case .byTruncatingMiddle: "truncate-middle"
    }
  }

  /// The inline style of a title or subtitle.
  static func textStyle(_ attributes: TextAttributes, shadow: ResolvedColor?) -> CSSStyle {
    var style = CSSStyle()
    style.set("font-size", px: attributes.fontSize)
    style.set("font-weight", number: Double(attributes.fontWeight.cssWeight))
    style.set("color", color: attributes.foregroundColor)
    if attributes.isUnderlined { style.set("text-decoration", keyword: "underline") }
    if let shadow { style.set("text-shadow", formatted: "0 -1px 0 \(shadow.cssString)") }
    return style
  }

  /// The stroke layer of a background, drawn outside its fill by the stroke's outset, or `nil` when the
  /// background has no stroke.
  static func strokeNode(_ background: BackgroundAppearance, radius: Double, className: String) -> BodyNode? {
    guard background.strokeWidth > 0 else { return nil }
    var stroke = insetStyle(background.insets, minus: background.strokeOutset)
    stroke.set("border-width", px: background.strokeWidth)
    stroke.set("border-color", color: background.strokeColor)
    stroke.set("border-radius", px: max(radius + background.strokeOutset, 0))
    return .span([.classes(className), .attribute(named: "aria-hidden", value: "true"), .style(stroke)])
  }

  /// Logical `inset-*` declarations for a rectangle inset from the control's bounds.
  static func insetStyle(_ insets: DirectionalEdgeInsets, minus outset: Double = 0) -> CSSStyle {
    var style = CSSStyle()
    style.set("inset-block-start", px: insets.top - outset)
    style.set("inset-inline-start", px: insets.leading - outset)
    style.set("inset-block-end", px: insets.bottom - outset)
    style.set("inset-inline-end", px: insets.trailing - outset)
    return style
  }

  /// The accessible name, escaped for an attribute: title and subtitle, else the image's name.
  ///
  /// - Parameters:
  ///   - appearance: The button's look.
  ///   - titleMarkup: The escaped title, used when the title is not empty.
  static func accessibleNameMarkup(_ appearance: ButtonAppearance, titleMarkup: String) -> String? {
    var texts: [String] = []
    if let title = appearance.title, !title.isEmpty { texts.append(titleMarkup) }
    if let subtitle = appearance.subtitle, !subtitle.isEmpty { texts.append(Escaping.attribute(subtitle)) }
    if !texts.isEmpty { return texts.joined(separator: ", ") }
    return appearance.image.map { Escaping.attribute($0.name) }
  }

  /// The background layers: fill (with its glass, see ``GlassLayer``), background image and stroke.
  static func backgroundNodes(_ appearance: ButtonAppearance) -> [BodyNode] {
    let background = appearance.background
    let radius = cornerRadius(background.corner, nominalHeight: appearance.nominalHeight)
    var fill = insetStyle(background.insets)
    fill.set("background-color", color: background.fillColor)
    fill.set("border-radius", px: radius)
    var glass: GlassStyle?
    switch background.visualEffect {
    case .blur, .vibrancy: fill.set("backdrop-filter", formatted: "blur(20px)")
    case .glass(let material):
      glass = material
      GlassLayer.apply(to: &fill, glass: material, state: appearance.state)
    case nil: break
    }
    var nodes: [BodyNode] = [
      .span([
        .classes("stately-button__background"), .attribute(named: "aria-hidden", value: "true"),
        glass.map { .attribute(named: "data-glass", value: $0 == .regular ? "regular" : "clear") } ?? .empty,
        .style(fill),
      ])
    ]
    for (kind, image) in [
      ("background", background.image), ("legacy-background", appearance.backgroundImage),
    ] {
      guard let image else { continue }
      var style = insetStyle(background.insets)
      style.set("border-radius", px: radius)
      nodes.append(
        .span([
          .classes("stately-button__background-image"),
          .escapedAttribute("data-\(kind)-image", image.name),
          .escapedAttribute("title", "background image \(image.name)"),
          .attribute(named: "aria-hidden", value: "true"),
          .style(style),
        ]))
    }
    if let stroke = strokeNode(background, radius: radius, className: "stately-button__stroke") {
      nodes.append(stroke)
    }
    return nodes
  }

  /// The image slot: the activity indicator, the image, or nothing.
  static func imageSlot(_ appearance: ButtonAppearance) -> BodyNode? {
    let text = appearance.titleAttributes
    let content: BodyNode
    if appearance.showsActivityIndicator {
      var style = CSSStyle()
      style.set("color", color: appearance.activityIndicatorColor)
      style.set("--stately-icon-size", px: text.fontSize * 1.05)
      content = .span([
        .classes("stately-spinner"), .attribute(named: "role", value: "progressbar"),
        .attribute(named: "aria-label", value: "Loading"), .style(style),
      ])
    } else if let image = appearance.image {
      content = SymbolIcons.node(
        for: image, color: appearance.imageColor, textSize: text.fontSize, textWeight: text.fontWeight)
    } else {
      return nil
    }
    var slot = CSSStyle()
    let horizontal = appearance.imagePlacement == .leading || appearance.imagePlacement == .trailing
    if appearance.imageReservation > 0 {
      slot.set(horizontal ? "min-inline-size" : "min-block-size", px: appearance.imageReservation)
    }
    return .span([
      .classes("stately-button__image"),
      .attribute(named: "data-placement", value: placementName(appearance.imagePlacement)), .style(slot),
      content,
    ])
  }

  /// The title and subtitle column, or `nil` when there is neither.
  ///
  /// - Parameters:
  ///   - appearance: The button's look.
  ///   - titleMarkup: The escaped title.
  static func textColumn(_ appearance: ButtonAppearance, titleMarkup: String) -> BodyNode? {
    guard appearance.title != nil || appearance.subtitle != nil else { return nil }
    let alignment = textAlign(appearance.titleAlignment)
    var column = CSSStyle()
    column.set("text-align", formatted: alignment.text)
    column.set("align-items", formatted: alignment.items)
    column.set("gap", px: appearance.titlePadding)
    var nodes: [BodyNode] = [.classes("stately-button__text"), .style(column)]
    if appearance.title != nil {
      nodes.append(
        .span([
          .classes("stately-button__title"),
          .attribute(named: "data-line-break", value: lineBreakName(appearance.titleLineBreakMode)),
          .style(textStyle(appearance.titleAttributes, shadow: appearance.titleShadowColor)),
          .raw(titleMarkup),
        ]))
    }
    if let subtitle = appearance.subtitle {
      nodes.append(
        .span([
          .classes("stately-button__subtitle"),
          .attribute(named: "data-line-break", value: lineBreakName(appearance.subtitleLineBreakMode)),
          .style(textStyle(appearance.subtitleAttributes, shadow: nil)),
          .escapedText(subtitle),
        ]))
    }
    return .span(nodes)
  }

  /// The whole `<button>`.
  ///
  /// - Parameters:
  ///   - appearance: The button's look.
  ///   - id: The element's `id`, or `nil` for none.
  ///   - names: The names of custom states, for `data-state`.
  ///   - attributes: Extra attributes.
  static func node(
    _ appearance: ButtonAppearance, id: String?, names: StateNames, attributes: [HTMLAttribute]
  ) -> BodyNode {
    let state = appearance.state
    let titleMarkup = Escaping.text(appearance.title ?? "")
    var root = CSSStyle()
    root.set("min-block-size", px: appearance.nominalHeight)
    root.set("padding-block-start", px: appearance.contentInsets.top)
    root.set("padding-inline-start", px: appearance.contentInsets.leading)
    root.set("padding-block-end", px: appearance.contentInsets.bottom)
    root.set("padding-inline-end", px: appearance.contentInsets.trailing)
    root.set("color", color: appearance.foregroundColor)
    root.set("border-radius", px: cornerRadius(appearance.corner, nominalHeight: appearance.nominalHeight))

    var content = CSSStyle()
    content.set("flex-direction", formatted: flexDirection(for: appearance.imagePlacement))
    content.set("gap", px: appearance.imagePadding)

    var contentNodes: [BodyNode] = [.classes("stately-button__content"), .style(content)]
    if let slot = imageSlot(appearance) { contentNodes.append(slot) }
    if let text = textColumn(appearance, titleMarkup: titleMarkup) { contentNodes.append(text) }

    var nodes: [BodyNode] = [
      .attribute(named: "type", value: "button"),
      id.map { .escapedAttribute("id", $0) } ?? .empty,
      .classes("stately-button"),
      .attribute(named: "data-style", value: appearance.style.description),
      .attribute(named: "data-size", value: appearance.buttonSize.description),
      .escapedAttribute("data-state", names.bitNames(of: state).joined(separator: " ")),
      .attribute(named: "data-corner", value: appearance.corner == .capsule ? "capsule" : "rounded"),
      state.contains(.focused) ? .attribute(named: "data-focused", value: "true") : .empty,
      state.contains(.disabled) ? .attribute(named: "disabled", value: "disabled") : .empty,
      accessibleNameMarkup(appearance, titleMarkup: titleMarkup).map {
        .attribute(named: "aria-label", value: $0, ignoreIfValueIsEmpty: false)
      } ?? .empty,
      appearance.showsActivityIndicator ? .attribute(named: "aria-busy", value: "true") : .empty,
    ]
    nodes += attributes.sorted { $0.name < $1.name }.map { $0.node() }
    nodes.append(.style(root))
    nodes += backgroundNodes(appearance)
    nodes.append(.span(contentNodes))
    if appearance.showsPopUpIndicator {
      var style = CSSStyle()
      style.set("color", color: appearance.indicatorColor)
      nodes.append(
        .span([
          .classes("stately-button__indicator"), .style(style),
          SymbolIcons.node(
            for: .system("chevron.up.chevron.down"), color: appearance.indicatorColor,
            textSize: appearance.titleAttributes.fontSize * 0.8, textWeight: .semibold),
        ]))
    }
    return .element(named: "button", nodes: nodes)
  }
}

extension ButtonAppearance: HTMLRenderable {
  /// The button as one `<button>` element whose look comes entirely from the appearance: inline styles
  /// for the per-appearance values, classes from ``HTMLRenderer/stylesheet`` for layout and the spinner.
  ///
  /// - Parameter context: The id, state names and extra attributes of the `<button>`.
  /// - Returns: One `<button>` element.
  public func htmlFragment(in context: HTMLContext) -> HTMLFragment {
    HTMLFragment(
      ButtonRenderer.node(self, id: context.id, names: context.names, attributes: context.extraAttributes))
  }
}
