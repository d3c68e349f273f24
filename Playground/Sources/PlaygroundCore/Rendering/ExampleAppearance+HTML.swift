import Stately
import StatelyControls
public import StatelyExamples
public import StatelyHTML

extension ExampleAppearance: @retroactive HTMLRenderable {
  /// The example's look: its one control, or each part laid out in order under its name, with ids
  /// `<id>-<part>` when the context has an id.
  ///
  /// A part is drawn by its own ``StatelyHTML/HTMLRenderable`` conformance, so a part made of your own
  /// control needs no change here. A list cell is shown in a list with an outline disclosure, as in a
  /// sidebar; a part that cannot be drawn shows a note naming its type.
  ///
  /// - Parameter context: The id (a prefix for parts), state names and extra attributes.
  /// - Returns: One element.
  public func htmlFragment(in context: HTMLContext) -> HTMLFragment {
    guard isComposite else { return Self.fragment(of: parts[0].appearance, in: context) }
    let children = parts.map { part in
      var partContext = context
      partContext.id = context.id.map { "\($0)-\(part.name)" }
      partContext.attributes = []
      return HTMLFragment.element(
        .div, classes: ["stately-composite__part"], attributes: [.data("part", part.name)],
        children: [
          .element(.span, classes: ["stately-composite__name"], children: [.text(part.name)]),
          Self.fragment(of: part.appearance, in: partContext),
        ])
    }
    return .element(.div, classes: ["stately-composite"], attributes: context.attributes, children: children)
  }

  /// One part's markup.
  static func fragment(of appearance: any Hashable & Sendable, in context: HTMLContext) -> HTMLFragment {
    if let cell = appearance as? CellAppearance {
      return HTMLRenderer.list([HTMLRenderer.cell(cell, accessory: .outlineDisclosure, in: context)])
    }
    if let renderable = appearance as? any HTMLRenderable { return renderable.htmlFragment(in: context) }
    return .element(
      .span, classes: ["stately-unrenderable"],
      children: [.text("\(type(of: appearance)) does not conform to HTMLRenderable")])
  }
}
