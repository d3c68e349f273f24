public import StatelyExamples
public import StatelyHTML

extension LabelAppearance: @retroactive HTMLRenderable {
  /// A one-line text label in its colour: a `<span class="stately-label" role="status">`.
  ///
  /// - Parameter context: The id and extra attributes of the label.
  /// - Returns: One `<span>`.
  public func htmlFragment(in context: HTMLContext) -> HTMLFragment {
    .element(
      .span, id: context.id, classes: ["stately-label"], attributes: context.attributes + [.role("status")],
      style: CSSStyle().setting(.color, color: textColor), children: [.text(text)])
  }
}
