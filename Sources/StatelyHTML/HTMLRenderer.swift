import Plot
public import Stately
public import StatelyControls

/// HTML rendering of Stately's resolved appearances: a control's look as markup, with one shared
/// stylesheet and no script.
///
/// Anything ``HTMLRenderable`` renders: StatelyControls' appearances conform, and so can your own.
///
/// ```swift
/// import StatelyHTML
///
/// let appearance = try ButtonConfiguration.filled().resolvedAppearance(for: .highlighted)
/// let markup = HTMLRenderer.render(appearance, id: "buy")   // "<button type=\"button\" id=\"buy\" …"
/// let page = HTMLRenderer.page(title: "Buy", body: [HTMLRenderer.fragment(appearance)])
/// ```
///
/// Every piece of text (titles, ids, symbol names, attribute values) is escaped; CSS is written only from
/// typed numbers, colours and checked keywords.
public enum HTMLRenderer {
  /// The markup of anything renderable, such as a `StatelyControls/ButtonAppearance`.
  ///
  /// - Parameters:
  ///   - value: What to draw.
  ///   - id: The root element's `id`, or `nil` for none.
  ///   - names: The names of the control's custom states, for `data-state`.
  ///   - attributes: Extra attributes for the root element, such as ``HTMLAttribute/dataControl(_:)``.
  ///   - label: An accessible name, for controls that have no visible one; `nil` for the renderer's.
  /// - Returns: One element, as text.
  public static func render(
    _ value: some HTMLRenderable, id: String? = nil, names: StateNames = .unnamed,
    attributes: [HTMLAttribute] = [], label: String? = nil
  ) -> String {
    fragment(value, id: id, names: names, attributes: attributes, label: label).markup
  }

  /// The markup of ``render(_:id:names:attributes:label:)`` as a fragment, to place inside other markup.
  ///
  /// - Parameters:
  ///   - value: What to draw.
  ///   - id: The root element's `id`, or `nil` for none.
  ///   - names: The names of the control's custom states, for `data-state`.
  ///   - attributes: Extra attributes for the root element.
  ///   - label: An accessible name; `nil` for the renderer's.
  /// - Returns: One element.
  public static func fragment(
    _ value: some HTMLRenderable, id: String? = nil, names: StateNames = .unnamed,
    attributes: [HTMLAttribute] = [], label: String? = nil
  ) -> HTMLFragment {
    value.htmlFragment(in: HTMLContext(id: id, names: names, attributes: attributes, label: label))
  }

  /// The markup of an image reference: a built-in symbol as inline SVG, anything else as a labelled
  /// placeholder showing its name (see ``SymbolIcons``).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - color: The colour to draw a symbol with.
  ///   - pointSize: The size, used when the image's symbol configuration has none. Defaults to `17`.
  /// - Returns: An `<svg>` or `<span>` element.
  public static func image(_ image: ImageReference, color: ResolvedColor, pointSize: Double = 17)
    -> HTMLFragment
  {
    HTMLFragment(SymbolIcons.node(for: image, color: color, textSize: pointSize, textWeight: .regular))
  }

  /// A whole HTML document: `<head>` with the title and ``stylesheet``, and the given body.
  ///
  /// Use it for server-rendered pages and snapshot tests.
  ///
  /// - Parameters:
  ///   - title: The document title; escaped.
  ///   - colorScheme: The page's light or dark background. Defaults to light.
  ///   - body: The body's content.
  /// - Returns: The document, starting with `<!DOCTYPE html>`.
  public static func page(
    title: String, colorScheme: UserInterfaceStyle = .light, body: [HTMLFragment]
  ) -> String {
    let scheme = colorScheme == .dark ? "dark" : "light"
    let head: Node<HTML.DocumentContext> = .element(
      named: "head",
      nodes: [
        .selfClosedElement(
          named: "meta", attributes: [Attribute<HTML.HeadContext>(name: "charset", value: "utf-8")]),
        .selfClosedElement(
          named: "meta",
          attributes: [
            Attribute<HTML.HeadContext>(name: "name", value: "viewport"),
            Attribute<HTML.HeadContext>(name: "content", value: "width=device-width, initial-scale=1"),
          ]),
        .element(named: "title", nodes: [Node<HTML.HeadContext>.escapedText(title)]),
        .element(named: "style", nodes: [Node<HTML.HeadContext>.raw(stylesheet)]),
      ])
    let bodyNode: Node<HTML.DocumentContext> = .element(
      named: "body",
      nodes: [
        Node<HTML.BodyContext>.classes("stately-page"), .attribute(named: "data-color-scheme", value: scheme),
      ]
        + body.map(\.node))
    let html: Node<HTML.DocumentContext> = .element(
      named: "html", nodes: [.attribute(named: "lang", value: "en"), head, bodyNode])
    return "<!DOCTYPE html>" + html.render()
  }
}

extension HTMLRenderer {
  /// One line per finding of rule-table diagnostics, prefixed by the property; empty when every table is
  /// clean (no shadowed and no ambiguous rules).
  ///
  /// - Parameter diagnostics: Pairs of a property and its table's report, such as a configured control's
  ///   `ruleDiagnostics`.
  /// - Returns: The findings, in the given order.
  public static func findings(_ diagnostics: [(property: String, diagnostics: TableDiagnostics)]) -> [String]
  {
    var lines: [String] = []
    for (property, report) in diagnostics where !report.isClean {
      let names = report.names
      for rule in report.shadowed {
        lines.append(
          "\(property): rule #\(rule.ruleIndex) \(names.describe(rule.predicate)) is shadowed (\(rule.reason))"
        )
      }
      for pair in report.ambiguous {
        lines.append(
          "\(property): rules #\(pair.earlierRuleIndex) \(names.describe(pair.earlierPredicate)) and "
            + "#\(pair.laterRuleIndex) \(names.describe(pair.laterPredicate)) tie in \(pair.states.count) "
            + "state(s), first \(pair.states.first.map(names.describe) ?? "none")")
      }
    }
    return lines
  }
}
