/// A value that draws itself as HTML: a control's resolved appearance, or a whole control.
///
/// Conform your own control's appearance to show it in a page, a snapshot test or the playground's
/// gallery and live page. Put ``HTMLContext/rootAttributes(state:)`` on the root element, so an id and the
/// playground's `data-control` attribute reach it:
///
/// ```swift
/// struct BadgeAppearance: HTMLRenderable, Hashable, Sendable {
///   var count: Int
///   var color: ResolvedColor
///   func htmlFragment(in context: HTMLContext) -> HTMLFragment {
///     .element(
///       .span, id: context.id, classes: ["badge"], attributes: context.rootAttributes(state: .normal),
///       style: CSSStyle().setting(.backgroundColor, color: color), children: [.text("\(count)")])
///   }
/// }
/// ```
public protocol HTMLRenderable {
  /// The markup of this value: one root element.
  ///
  /// - Parameter context: The id, state names and extra attributes for the root element.
  /// - Returns: The markup.
  func htmlFragment(in context: HTMLContext) -> HTMLFragment
}
