import Plot
public import StatelyControls

/// What a list row shows at its trailing edge, besides its content.
public enum CellAccessory: Sendable, Hashable, CaseIterable {
  /// Nothing.
  case none
  /// A disclosure chevron: the row leads somewhere.
  case disclosure
  /// An outline disclosure: a chevron that points down while the row is expanded.
  case outlineDisclosure
}

/// Turns a ``StatelyControls/CellAppearance`` into a list row.
enum CellRenderer {
  typealias BodyNode = Node<HTML.BodyContext>

  static func kindName(_ kind: Cell.Kind) -> String {
    switch kind {
    case .cell: "cell"
    case .header: "header"
    case .footer: "footer"
    }
  }

  static func textNode(_ text: TextAppearance, role: String) -> BodyNode {
    var style = CSSStyle()
    style.set("font-size", px: text.font.pointSize)
    style.set("font-weight", number: Double(text.font.weight.cssWeight))
    style.set("color", color: text.color)
    switch text.alignment {
    case .center: style.set("text-align", keyword: "center")
    case .justified: style.set("text-align", keyword: "justify")
    default: style.set("text-align", keyword: "start")
    }
    if text.numberOfLines > 0 && text.lineBreakMode.allowsMultipleLines {
      style.set("display", keyword: "-webkit-box")
      style.set("-webkit-box-orient", keyword: "vertical")
      style.set("-webkit-line-clamp", number: Double(min(text.numberOfLines, 1000)))
      style.set("overflow", keyword: "hidden")
    }
    return .span([
      .classes("stately-cell__\(role)"),
      .attribute(named: "data-line-break", value: ButtonRenderer.lineBreakName(text.lineBreakMode)),
      .style(style),
      .escapedText(text.string),
    ])
  }

  static func contentNodes(_ content: ListContentAppearance) -> [BodyNode] {
    var nodes: [BodyNode] = []
    if let image = content.image {
      var slot = CSSStyle()
      if content.imageReservedLayoutSize.width > 0 {
        slot.set("min-inline-size", px: content.imageReservedLayoutSize.width)
      }
      if content.imageCornerRadius > 0 { slot.set("border-radius", px: content.imageCornerRadius) }
      let textSize = content.text?.font.pointSize ?? 17
      let reference = image.withSymbolConfiguration(
        content.imageSymbolConfiguration ?? image.symbolConfiguration)
      nodes.append(
        .span([
          .classes("stately-cell__image"), .style(slot),
          SymbolIcons.node(
            for: reference, color: content.imageTintColor, textSize: textSize, textWeight: .regular),
        ]))
    }
    if content.text != nil || content.secondaryText != nil {
      var column = CSSStyle()
      if content.prefersSideBySideTextAndSecondaryText {
        column.set("flex-direction", keyword: "row")
        column.set("justify-content", keyword: "space-between")
        column.set("align-items", keyword: "baseline")
        column.set("gap", px: content.textToSecondaryTextHorizontalPadding)
      } else {
        column.set("gap", px: content.textToSecondaryTextVerticalPadding)
      }
      var texts: [BodyNode] = [.classes("stately-cell__text"), .style(column)]
      if let text = content.text { texts.append(textNode(text, role: "primary")) }
      if let secondary = content.secondaryText { texts.append(textNode(secondary, role: "secondary")) }
      nodes.append(.span(texts))
    }
    return nodes
  }

  static func node(
    _ appearance: CellAppearance, id: String?, accessory: CellAccessory, attributes: [HTMLAttribute]
  ) -> BodyNode {
    let state = appearance.state
    var root = CSSStyle()
    var layers: [BodyNode] = []
    if let background = appearance.background {
      let radius = ButtonRenderer.cornerRadius(background.corner, nominalHeight: 44)
      var fill = ButtonRenderer.insetStyle(background.insets)
      fill.set("background-color", color: background.fillColor)
      fill.set("border-radius", px: radius)
      layers.append(
        .span([
          .classes("stately-cell__background"), .attribute(named: "aria-hidden", value: "true"), .style(fill),
        ]))
      if let stroke = ButtonRenderer.strokeNode(background, radius: radius, className: "stately-cell__stroke")
      {
        layers.append(stroke)
      }
    }
    var content = CSSStyle()
    if let list = appearance.content {
      root.set("padding-block-start", px: list.directionalLayoutMargins.top)
      root.set("padding-inline-start", px: list.directionalLayoutMargins.leading)
      root.set("padding-block-end", px: list.directionalLayoutMargins.bottom)
      root.set("padding-inline-end", px: list.directionalLayoutMargins.trailing)
      content.set("gap", px: list.imageToTextPadding)
      content.set("opacity", number: ResolvedColor.cssClamp(list.alpha))
    }
    if state.isSwiped { content.set("transform", formatted: "translateX(-72px)") }
    var contentNodes: [BodyNode] = [.classes("stately-cell__content"), .style(content)]
    if let list = appearance.content { contentNodes += Self.contentNodes(list) }
    if appearance.hasCustomContent {
      contentNodes.append(.span([.classes("stately-cell__custom"), .escapedText("custom content")]))
    }
    let tint = appearance.content?.secondaryText?.color ?? appearance.content?.text?.color ?? .black
    var nodes: [BodyNode] = [
      id.map { .escapedAttribute("id", $0) } ?? .empty,
      .classes("stately-cell"),
      .attribute(named: "data-kind", value: kindName(appearance.kind)),
      .escapedAttribute("data-state", state.stateNames.joined(separator: " ")),
      .attribute(named: "role", value: appearance.kind == .cell ? "listitem" : "heading"),
      appearance.kind == .cell ? .attribute(named: "tabindex", value: "0") : .empty,
      appearance.kind == .header ? .attribute(named: "aria-level", value: "3") : .empty,
      state.isDisabled ? .attribute(named: "aria-disabled", value: "true") : .empty,
      accessory == .outlineDisclosure
        ? .attribute(named: "aria-expanded", value: String(state.isExpanded)) : .empty,
    ]
    nodes += attributes.sorted { $0.name < $1.name }.map { $0.node() }
    nodes.append(.style(root))
    nodes += layers
    if state.isSwiped {
      nodes.append(
        .span([
          .classes("stately-cell__swipe-action"), .attribute(named: "aria-hidden", value: "true"),
          .escapedText("Delete"),
        ]))
    }
    nodes.append(.span(contentNodes))
    if accessory != .none {
      let symbol = accessory == .outlineDisclosure && state.isExpanded ? "chevron.down" : "chevron.right"
      nodes.append(
        .span([
          .classes("stately-cell__accessory"), .attribute(named: "data-accessory", value: symbol),
          SymbolIcons.node(for: .system(symbol), color: tint, textSize: 14, textWeight: .semibold),
        ]))
    }
    return .div(nodes)
  }
}

extension HTMLRenderer {
  /// The markup of a list row (a cell, header or footer) in one state.
  ///
  /// The row draws the background (fill, stroke, corner radius, insets), the image with its tint, the text
  /// and secondary text with their fonts and colours, the layout margins as padding, and hints for the
  /// state: a revealed delete action while swiped, and for ``CellAccessory/outlineDisclosure`` a chevron
  /// that points down while expanded.
  ///
  /// - Parameters:
  ///   - appearance: A resolved cell appearance, such as `Cell.appearance`.
  ///   - accessory: What shows at the trailing edge. Defaults to nothing.
  ///   - context: The row's id and extra attributes.
  /// - Returns: One `<div class="stately-cell">`.
  public static func cell(
    _ appearance: CellAppearance, accessory: CellAccessory = .none, in context: HTMLContext = HTMLContext()
  ) -> HTMLFragment {
    HTMLFragment(
      CellRenderer.node(appearance, id: context.id, accessory: accessory, attributes: context.extraAttributes)
    )
  }

  /// Rows stacked as a list: a `<div role="list" class="stately-list">`.
  ///
  /// - Parameters:
  ///   - rows: The rows, such as ``cell(_:accessory:in:)`` results.
  ///   - label: An accessible name for the list, or `nil`.
  /// - Returns: The list.
  public static func list(_ rows: [HTMLFragment], label: String? = nil) -> HTMLFragment {
    HTMLFragment(
      .div(
        [
          .classes("stately-list"), .attribute(named: "role", value: "list"),
          label.map { .escapedAttribute("aria-label", $0) } ?? .empty,
        ]
          + rows.map(\.node)))
  }
}

extension CellAppearance: HTMLRenderable {
  /// The row with no accessory; see ``HTMLRenderer/cell(_:accessory:in:)``.
  ///
  /// - Parameter context: The row's id and extra attributes.
  /// - Returns: One `<div class="stately-cell">`.
  public func htmlFragment(in context: HTMLContext) -> HTMLFragment {
    HTMLRenderer.cell(self, in: context)
  }
}
