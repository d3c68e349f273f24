public import Plot
public import Stately
public import StatelyExamples

extension StatelyHTML {
  /// The markup of a PIN control in one state: one cell per digit with its fill and border colours; a
  /// filled cell shows a dot, never the digit.
  ///
  /// The root is focusable (`tabindex="0"`) so a page can send it key presses.
  ///
  /// - Parameters:
  ///   - appearance: A resolved PIN appearance, such as `PinCodeControl.appearance`.
  ///   - id: The element's `id`, or `nil`.
  ///   - label: The accessible name, such as `"New PIN"`. Defaults to `"PIN"`.
  ///   - names: The names of the control's custom states, for `data-state`.
  ///   - attributes: Extra attributes for the root, such as ``HTMLAttribute/dataKeys``.
  /// - Returns: One `<div class="stately-pin">`, as text.
  public static func render(
    _ appearance: PinCodeAppearance, id: String? = nil, label: String = "PIN",
    names: StateNames = PinCodeControl.stateSpace.names, attributes: [HTMLAttribute] = []
  ) -> String {
    node(appearance, id: id, label: label, names: names, attributes: attributes).render()
  }

  /// The PIN control of ``render(_:id:label:names:attributes:)`` as a node.
  ///
  /// - Parameters:
  ///   - appearance: A resolved PIN appearance.
  ///   - id: The element's `id`, or `nil`.
  ///   - label: The accessible name.
  ///   - names: The names of the control's custom states, for `data-state`.
  ///   - attributes: Extra attributes for the root.
  /// - Returns: A node with one PIN control.
  public static func node(
    _ appearance: PinCodeAppearance, id: String? = nil, label: String = "PIN",
    names: StateNames = PinCodeControl.stateSpace.names, attributes: [HTMLAttribute] = []
  ) -> BodyNode {
    let state = appearance.state
    var nodes: [BodyNode] = [
      id.map { .escapedAttribute("id", $0) } ?? .empty,
      .classes("stately-pin"),
      .attribute(named: "role", value: "group"),
      .attribute(named: "tabindex", value: "0"),
      .escapedAttribute("aria-label", "\(label), \(appearance.count) of \(appearance.length) digits"),
      .escapedAttribute("data-state", names.bitNames(of: state).joined(separator: " ")),
      state.contains(.disabled) ? .attribute(named: "aria-disabled", value: "true") : .empty,
    ]
    nodes += attributes.sorted { $0.name < $1.name }.map { $0.node() }
    for (index, cell) in appearance.cells.enumerated() {
      var style = CSSStyle()
      style.set("background-color", color: cell.fillColor)
      style.set("border-color", color: cell.borderColor)
      style.set("border-width", px: max(cell.borderWidth, 0))
      style.set("border-radius", px: 8)
      style.set("color", color: cell.borderColor)
      nodes.append(
        .span([
          .classes("stately-pin__cell"),
          .attribute(named: "data-index", value: String(index)),
          .attribute(named: "data-filled", value: String(cell.isFilled)),
          .attribute(named: "aria-hidden", value: "true"),
          .style(style),
          .escapedText(cell.isFilled ? "•" : ""),
        ]))
    }
    return .div(nodes)
  }
}
