import Plot

/// A piece of markup that is safe to place in a page: every text in it was escaped and every attribute
/// name checked when it was built.
///
/// A fragment is made only by StatelyHTML's renderers and by the builders below, never from a raw
/// string, so a title such as `<script>` always shows as text. Build your own control's markup with
/// them:
///
/// ```swift
/// let badge = HTMLFragment.element(
///   .span, classes: ["badge"], style: CSSStyle().setting(.backgroundColor, color: DynamicColor.systemRed.resolved(for: .light)),
///   children: [.text("3")])
/// badge.markup  // <span class="badge" style="background-color:#FF3B30">3</span>
/// ```
public struct HTMLFragment: Sendable, Hashable, CustomStringConvertible {
  /// The markup, ready to be written into a page.
  public let markup: String

  /// A fragment from a node StatelyHTML built.
  init(_ node: Node<HTML.BodyContext>) {
    self.markup = node.render()
  }

  /// A fragment from markup StatelyHTML built and escaped itself.
  init(checkedMarkup: String) {
    self.markup = checkedMarkup
  }

  /// The fragment as a node, to place inside markup StatelyHTML builds.
  var node: Node<HTML.BodyContext> { .raw(markup) }

  /// The markup.
  public var description: String { markup }

  /// Nothing: an empty fragment.
  public static let empty = HTMLFragment(checkedMarkup: "")

  /// Text that shows exactly as typed: `<`, `&` and quotes become character references.
  ///
  /// - Parameter string: Any text.
  /// - Returns: A text fragment.
  /// - Complexity: O(*n*) in the length of `string`.
  public static func text(_ string: String) -> HTMLFragment {
    HTMLFragment(checkedMarkup: Escaping.text(string))
  }

  /// Fragments one after another.
  ///
  /// - Parameter fragments: The fragments, in order.
  /// - Returns: Their concatenation.
  public static func group(_ fragments: [HTMLFragment]) -> HTMLFragment {
    HTMLFragment(checkedMarkup: fragments.map(\.markup).joined())
  }

  /// An element with escaped attributes around other fragments.
  ///
  /// - Parameters:
  ///   - tag: The element.
  ///   - id: The element's `id`, escaped; `nil` for none.
  ///   - classes: Class names, escaped and joined with spaces.
  ///   - attributes: Further attributes, checked when they were made, written sorted by name.
  ///   - style: Inline CSS built from typed values.
  ///   - children: The content.
  /// - Returns: One element.
  public static func element(
    _ tag: HTMLTag, id: String? = nil, classes: [String] = [], attributes: [HTMLAttribute] = [],
    style: CSSStyle = CSSStyle(), children: [HTMLFragment] = []
  ) -> HTMLFragment {
    var nodes: [Node<HTML.BodyContext>] = [
      id.map { .escapedAttribute("id", $0) } ?? .empty,
      classes.isEmpty ? .empty : .escapedAttribute("class", classes.joined(separator: " ")),
      .style(style),
    ]
    nodes += attributes.sorted { $0.name < $1.name }.map { $0.node() }
    nodes += children.map(\.node)
    return HTMLFragment(.element(named: tag.rawValue, nodes: nodes))
  }
}

/// The elements ``HTMLFragment/element(_:id:classes:attributes:style:children:)`` builds: the ones a
/// control's markup needs, and none that loads or runs anything (`script`, `iframe`, `img`, `a`).
public enum HTMLTag: String, Sendable, Hashable, CaseIterable {
  /// A block container.
  case div
  /// An inline container.
  case span
  /// A paragraph.
  case p
  /// Strong importance.
  case strong
  /// Stress emphasis.
  case em
  /// Side comments, small print.
  case small
  /// An unordered list.
  case ul
  /// An ordered list.
  case ol
  /// A list item.
  case li
  /// A self-contained figure.
  case figure
  /// A figure's caption.
  case figcaption
  /// A button.
  case button
  /// A label.
  case label
}
