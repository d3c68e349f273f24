import StatelyControls
import StatelyHTML

/// A live button's recent looks drawn with their titles left open, so that a button whose title keeps
/// changing (a counter, "Follow" and "Following") is drawn once per look, not once per title.
///
/// Behind a ``FragmentMemo``, which answers a look seen a moment ago; these answer a look that differs
/// from a recent one only in its title. In front of ``SharedDrawings``, where a look that another
/// session's button has drawn is found. A look without a title is drawn every time the memo misses.
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
  /// Where templates are found and kept for every button of the process.
  let shared: SharedDrawings
  /// The kept templates, most recently used first.
  private var templates: [ButtonMarkupTemplate] = []

  /// Creates an empty set of templates.
  ///
  /// - Parameters:
  ///   - context: The button's id, state names and extra attributes, fixed for its lifetime.
  ///   - capacity: How many templates to keep; at least 1. Defaults to 2: a button's normal and
  ///     highlighted looks.
  ///   - shared: Where a template is looked for before it is drawn; defaults to the process's store.
  init(context: HTMLContext, capacity: Int = 2, shared: SharedDrawings = .process) {
    precondition(capacity >= 1, "ButtonTemplates keeps at least one template; capacity was \(capacity)")
    self.context = context
    self.capacity = capacity
    self.shared = shared
  }

  /// The markup of `look`: filled into a kept template when one has the same look but for its title,
  /// otherwise into the shared store's template, which is drawn when no button has drawn it; that
  /// template is kept in place of the least recently used.
  ///
  /// - Parameter look: The appearance to draw.
  /// - Returns: The same markup as ``HTMLRenderer/fragment(_:id:names:attributes:label:)`` in
  ///   ``context``.
  /// - Complexity: O(``capacity``) comparisons of appearances, plus a lookup in the shared store when
  ///   no kept template fits, and one drawing when no button of the process has drawn the look.
  func fragment(for look: ButtonAppearance) -> HTMLFragment {
    for index in templates.indices {
      guard let html = templates[index].fragment(for: look) else { continue }
      if index != 0 { templates.insert(templates.remove(at: index), at: 0) }
      return html
    }
    guard let template = sharedTemplate(for: look), let html = template.fragment(for: look) else {
      return HTMLRenderer.fragment(
        look, id: context.id, names: context.names, attributes: context.attributes, label: context.label)
    }
    if templates.count == capacity { templates.removeLast() }
    templates.insert(template, at: 0)
    return html
  }

  /// The template of `look` in ``context`` from the shared store: a kept one, or one drawn now and kept.
  ///
  /// - Parameter look: The appearance to draw.
  /// - Returns: The template, or `nil` when the look has no title or an empty one (see
  ///   ``ButtonMarkupTemplate/init(_:in:)``).
  /// - Complexity: One hash of the look; one drawing of the button when no session has drawn it.
  func sharedTemplate(for look: ButtonAppearance) -> ButtonMarkupTemplate? {
    guard let title = look.title, !title.isEmpty else { return nil }
    let key = TemplateKey(look, in: context)
    // Drawn from the look itself: the key's look has no title, and a template needs one to leave open.
    return shared.drawing(for: key) { _ in ButtonMarkupTemplate(look, in: context) }
  }

  /// What a template is drawn from: the look without its title, in its context.
  private struct TemplateKey: Hashable, Sendable {
    let look: ButtonAppearance
    let context: HTMLContext

    init(_ look: ButtonAppearance, in context: HTMLContext) {
      var look = look
      look.title = nil
      self.look = look
      self.context = context
    }
  }
}
