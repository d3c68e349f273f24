public import Plot
public import Stately
public import StatelyControls

/// HTML rendering of Stately's resolved appearances: a control's look as markup, with one shared
/// stylesheet and no script.
///
/// ```swift
/// import StatelyHTML
///
/// let appearance = try ButtonConfiguration.filled().resolvedAppearance(for: .highlighted)
/// let markup = StatelyHTML.render(appearance, id: "buy")   // "<button type=\"button\" id=\"buy\" …"
/// let page = StatelyHTML.page(title: "Buy", body: [StatelyHTML.node(appearance)])
/// ```
///
/// Every piece of text (titles, ids, symbol names, attribute values) is escaped; CSS is written only from
/// typed numbers and colours.
public enum StatelyHTML {
  /// A node in an HTML body: what the `node` functions return and ``page(title:colorScheme:body:)`` takes.
  public typealias BodyNode = Node<HTML.BodyContext>

  /// The markup of a button in one state.
  ///
  /// - Parameters:
  ///   - appearance: A resolved appearance, such as `StatelyButton.appearance`.
  ///   - id: The element's `id`, or `nil` for none.
  ///   - names: The names of the button's custom states, for `data-state`.
  ///   - attributes: Extra attributes for the `<button>`, such as ``HTMLAttribute/dataControl(_:)``.
  /// - Returns: One `<button>` element, as text.
  public static func render(
    _ appearance: ButtonAppearance, id: String? = nil, names: StateNames = .unnamed,
    attributes: [HTMLAttribute] = []
  ) -> String {
    node(appearance, id: id, names: names, attributes: attributes).render()
  }

  /// The `<button>` of ``render(_:id:names:attributes:)`` as a Plot node, to place inside other markup.
  ///
  /// - Parameters:
  ///   - appearance: A resolved appearance.
  ///   - id: The element's `id`, or `nil` for none.
  ///   - names: The names of the button's custom states, for `data-state`.
  ///   - attributes: Extra attributes for the `<button>`.
  /// - Returns: A node with one `<button>` element.
  public static func node(
    _ appearance: ButtonAppearance, id: String? = nil, names: StateNames = .unnamed,
    attributes: [HTMLAttribute] = []
  ) -> BodyNode {
    ButtonRenderer.node(appearance, id: id, names: names, attributes: attributes)
  }

  /// The markup of an image reference: a built-in symbol as inline SVG, anything else as a labelled
  /// placeholder showing its name (see ``SymbolIcons``).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - color: The colour to draw a symbol with.
  ///   - pointSize: The size, used when the image's symbol configuration has none. Defaults to `17`.
  /// - Returns: An `<svg>` or `<span>` element.
  public static func imageNode(_ image: ImageReference, color: ResolvedColor, pointSize: Double = 17)
    -> BodyNode
  {
    SymbolIcons.node(for: image, color: color, textSize: pointSize, textWeight: .regular)
  }

  /// Text as an escaped node: every character shows as typed, `<`, `&` and entities included.
  ///
  /// - Parameter string: Any text.
  /// - Returns: A text node.
  public static func text(_ string: String) -> BodyNode { .escapedText(string) }

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
    title: String, colorScheme: UserInterfaceStyle = .light, body: [BodyNode]
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
        + body)
    let html: Node<HTML.DocumentContext> = .element(
      named: "html", nodes: [.attribute(named: "lang", value: "en"), head, bodyNode])
    return "<!DOCTYPE html>" + html.render()
  }
}
