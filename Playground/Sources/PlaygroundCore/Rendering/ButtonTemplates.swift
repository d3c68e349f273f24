import StatelyControls
import StatelyHTML

/// A live button's recent looks drawn with their titles left open, so that a button whose title keeps
/// changing (a counter, "Follow" and "Following") is drawn once per look, not once per title.
///
/// Behind a ``FragmentMemo``, which answers a look seen a moment ago; these answer a look that differs
/// from a recent one only in its title. A look without a title is drawn every time the memo misses.
///
/// ```swift
/// let templates = ButtonTemplates(context: HTMLContext(attributes: [.dataControl("pay")]))
/// let html = memo.fragment(for: button.appearance) { templates.fragment(for: $0) }
/// ```
final class ButtonTemplates {
  /// The id, state names and attributes of every markup drawn.
  let context: HTMLContext
  /// How many templates are kept.
  let capacity: Int
  /// The kept templates, most recently used first.
  private var templates: [ButtonMarkupTemplate] = []

  /// Creates an empty set of templates.
  ///
  /// - Parameters:
  ///   - context: The button's id, state names and extra attributes, fixed for its lifetime.
  ///   - capacity: How many templates to keep; at least 1. Defaults to 2: a button's normal and
  ///     highlighted looks.
  init(context: HTMLContext, capacity: Int = 2) {
    precondition(capacity >= 1, "ButtonTemplates keeps at least one template; capacity was \(capacity)")
    self.context = context
    self.capacity = capacity
  }

  /// The markup of `look`: filled into a kept template when one has the same look but for its title,
  /// otherwise drawn, keeping a new template in place of the least recently used.
  ///
  /// - Parameter look: The appearance to draw.
  /// - Returns: The same markup as ``HTMLRenderer/fragment(_:id:names:attributes:label:)`` in
  ///   ``context``.
  /// - Complexity: O(``capacity``) comparisons of appearances, plus one drawing when no template fits.
  func fragment(for look: ButtonAppearance) -> HTMLFragment {
    for index in templates.indices {
      guard let html = templates[index].fragment(for: look) else { continue }
      if index != 0 { templates.insert(templates.remove(at: index), at: 0) }
      return html
    }
    guard let template = ButtonMarkupTemplate(look, in: context), let html = template.fragment(for: look)
    else {
      return HTMLRenderer.fragment(
        look, id: context.id, names: context.names, attributes: context.attributes, label: context.label)
    }
    if templates.count == capacity { templates.removeLast() }
    templates.insert(template, at: 0)
    return html
  }
}
