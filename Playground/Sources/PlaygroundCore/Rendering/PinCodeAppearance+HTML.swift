import Stately
public import StatelyExamples
public import StatelyHTML

extension PinCodeAppearance: @retroactive HTMLRenderable {
  /// The PIN control in one state: one cell per digit with its fill and border colours; a filled cell
  /// shows a dot, never the digit.
  ///
  /// The root is focusable (`tabindex="0"`) so a page can send it key presses, unless the control is
  /// disabled (`tabindex="-1"`, so Tab passes it by); its accessible name is
  /// the context's label (default `"PIN"`) with the number of digits typed. `data-input-mode="numeric"`
  /// asks the live page for a numeric keyboard on touch devices.
  ///
  /// - Parameter context: The id, label, state names and extra attributes of the root.
  /// - Returns: One `<div class="stately-pin">`.
  public func htmlFragment(in context: HTMLContext) -> HTMLFragment {
    let label = context.label ?? "PIN"
    var attributes = context.rootAttributes(state: state)
    attributes += [
      HTMLAttribute.aria("label", "\(label), \(count) of \(length) digits"),
      HTMLAttribute.role("group"), HTMLAttribute.tabIndex(state.contains(.disabled) ? -1 : 0),
      HTMLAttribute.data("input-mode", "numeric"),
    ]
    if state.contains(.disabled) { attributes.append(.aria("disabled", "true")) }
    let digits = cells.enumerated().map { index, cell in
      var style = CSSStyle()
      style.set(.backgroundColor, color: cell.fillColor)
      style.set(.borderColor, color: cell.borderColor)
      style.set(.borderWidth, px: max(cell.borderWidth, 0))
      style.set(.borderRadius, px: 8)
      style.set(.color, color: cell.borderColor)
      return HTMLFragment.element(
        .span, classes: ["stately-pin__cell"],
        attributes: [
          .data("index", String(index)), .data("filled", String(cell.isFilled)), .aria("hidden", "true"),
        ],
        style: style, children: [.text(cell.isFilled ? "•" : "")])
    }
    return .element(.div, id: context.id, classes: ["stately-pin"], attributes: attributes, children: digits)
  }
}
