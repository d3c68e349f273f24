import Plot
import StatelyControls

/// A small built-in set of symbol images drawn as inline SVG, for the system symbol names the examples use.
///
/// Each icon is StatelyHTML's own drawing on a 24 × 24 grid, stroked (and for `.fill` names filled) with
/// `currentColor`, so it takes the colour of its container. Names outside the set render as a labelled
/// placeholder that shows the name, never as nothing.
///
/// ```swift
/// SymbolIcons.isKnown("heart.fill")  // true
/// SymbolIcons.names.count            // the size of the set
/// ```
public enum SymbolIcons {
  /// One shape of an icon: an SVG path, stroked, and filled when `filled`.
  struct Shape: Sendable {
    let path: String
    let filled: Bool
  }

  /// Every symbol name with a drawing, sorted.
  public static var names: [String] { table.keys.sorted() }

  /// Whether `name` has a drawing in the set.
  ///
  /// - Parameter name: A system symbol name, such as `"cart"`.
  /// - Returns: `true` when ``names`` contains it.
  public static func isKnown(_ name: String) -> Bool { table[name] != nil }

  /// A circle as a path.
  private static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> String {
    let x = CSSFormat.number(cx - r)
    let d = CSSFormat.number(2 * r)
    let rr = CSSFormat.number(r)
    return "M\(x) \(CSSFormat.number(cy))a\(rr) \(rr) 0 1 0 \(d) 0a\(rr) \(rr) 0 1 0 -\(d) 0z"
  }

  private static func stroke(_ path: String) -> Shape { Shape(path: path, filled: false) }
  private static func fill(_ path: String) -> Shape { Shape(path: path, filled: true) }

  private static let heart =
    "M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z"
  private static let star = "M12 3.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
  private static let personHead = circle(10, 8, 3.6)
  private static let personBody = "M3.5 20.5a6.5 6.5 0 0 1 13 0z"
  private static let lockBody = "M5.5 11h13v9.5h-13z"
  private static let cartBasket = "M2.5 4h2.8l2.2 11h10.3l2-7.8H6.4"

  /// The drawings by name.
  static let table: [String: [Shape]] = [
    "plus": [stroke("M12 5v14M5 12h14")],
    "minus": [stroke("M5 12h14")],
    "checkmark": [stroke("M4.5 12.5l4.8 4.8L19.5 7")],
    "xmark": [stroke("M6 6l12 12M18 6L6 18")],
    "chevron.down": [stroke("M6 9l6 6 6-6")],
    "chevron.up": [stroke("M6 15l6-6 6 6")],
    "chevron.right": [stroke("M9 6l6 6-6 6")],
    "chevron.left": [stroke("M15 6l-6 6 6 6")],
    "chevron.up.chevron.down": [stroke("M8 9.5l4-4 4 4M8 14.5l4 4 4-4")],
    "heart": [stroke(heart)],
    "heart.fill": [fill(heart)],
    "star": [stroke(star)],
    "star.fill": [fill(star)],
    "person": [stroke(circle(12, 8, 3.6)), stroke("M5.5 20.5a6.5 6.5 0 0 1 13 0z")],
    "person.fill": [fill(circle(12, 8, 3.6)), fill("M5.5 20.5a6.5 6.5 0 0 1 13 0z")],
    "person.badge.plus": [stroke(personHead), stroke(personBody), stroke("M19 8v6M16 11h6")],
    "person.fill.checkmark": [fill(personHead), fill(personBody), stroke("M15.5 11.5l2.2 2.2 4-4.6")],
    "arrow.clockwise": [stroke("M19 12a7 7 0 1 1-2.1-5M19 4v4h-4")],
    "scribble.variable": [stroke("M3 16c2-6 4-9 5.5-8s-2 9 .5 9 3.5-10 6-10-1 8 1.5 8 2.5-3 4.5-5")],
    "cart": [stroke(cartBasket), stroke(circle(9, 19.5, 1.3)), stroke(circle(17, 19.5, 1.3))],
    "cart.fill": [fill(cartBasket), fill(circle(9, 19.5, 1.3)), fill(circle(17, 19.5, 1.3))],
    "lock": [stroke(lockBody), stroke("M8.5 11V7.8a3.5 3.5 0 0 1 7 0V11")],
    "lock.fill": [fill(lockBody), stroke("M8.5 11V7.8a3.5 3.5 0 0 1 7 0V11")],
    "lock.open": [stroke(lockBody), stroke("M8.5 11V7.8a3.5 3.5 0 0 1 6.9-.8")],
    "trash": [stroke("M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13")],
    "magnifyingglass": [stroke(circle(10.5, 10.5, 6)), stroke("M15 15l5 5")],
    "info.circle": [stroke(circle(12, 12, 9)), stroke("M12 11v6M12 7.5v.5")],
    "ellipsis": [fill(circle(6, 12, 1.5)), fill(circle(12, 12, 1.5)), fill(circle(18, 12, 1.5))],
    "bell": [stroke("M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5h4")],
    "gearshape": [
      stroke(circle(12, 12, 3)), stroke(circle(12, 12, 7.5)),
      stroke("M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22"),
    ],
  ]

  /// The stroke width for a symbol weight, in grid units.
  static func strokeWidth(_ weight: SymbolConfiguration.Weight) -> Double {
    1.0 + Double(weight.rawValue - 1) * 0.25
  }

  /// The factor a symbol scale applies to the point size.
  static func factor(_ scale: SymbolConfiguration.Scale?) -> Double {
    switch scale {
    case .small: 0.8
    case .large: 1.3
    case .medium, nil: 1.05
    }
  }

  /// Markup for an image: a known symbol as SVG, anything else as a labelled placeholder.
  ///
  /// - Parameters:
  ///   - image: The reference.
  ///   - color: The colour to draw with.
  ///   - textSize: The text size the symbol sits next to, used when the reference has no point size.
  ///   - textWeight: The text weight, used when the reference has no symbol weight.
  static func node<Context>(
    for image: ImageReference, color: ResolvedColor, textSize: Double, textWeight: FontWeight
  ) -> Node<Context> {
    let configuration = image.symbolConfiguration
    let size = (configuration?.pointSize ?? textSize) * factor(configuration?.scale)
    var style = CSSStyle()
    style.set("color", color: color)
    style.set("--stately-icon-size", px: size)
    if image.isSymbol, let shapes = table[image.name] {
      let weight = configuration?.weight ?? textWeight
      return .element(
        named: "svg",
        nodes: [
          .classes("stately-icon"),
          .escapedAttribute("data-symbol", image.name),
          .attribute(named: "viewBox", value: "0 0 24 24"),
          .attribute(named: "aria-hidden", value: "true"),
          .attribute(named: "fill", value: "none"),
          .attribute(named: "stroke", value: "currentColor"),
          .attribute(named: "stroke-width", value: CSSFormat.number(strokeWidth(weight))),
          .attribute(named: "stroke-linecap", value: "round"),
          .attribute(named: "stroke-linejoin", value: "round"),
          .style(style),
        ]
          + shapes.map { shape in
            .selfClosedElement(
              named: "path",
              attributes: [
                Attribute<Context>(name: "d", value: shape.path),
                Attribute<Context>(name: "fill", value: shape.filled ? "currentColor" : nil),
              ])
          })
    }
    let kind = image.isSymbol ? "symbol" : "image"
    return .span([
      .classes("stately-icon", "stately-icon--placeholder"),
      .escapedAttribute("data-\(kind)", image.name),
      .attribute(named: "role", value: "img"),
      .escapedAttribute("aria-label", "\(kind) \(image.name)"),
      .escapedAttribute("title", "\(kind) \(image.name) has no built-in drawing"),
      .style(style),
      .escapedText(image.name),
    ])
  }
}
