import StatelyHTML

/// The markup a live control drew for its last few appearances, so that a control going back to a look
/// it had a moment ago (a button released after a press) is not drawn again.
///
/// Markup is a pure function of the appearance once a control's id, state names and attributes are
/// fixed, which they are for a live control's lifetime. The memo compares appearances with `==`, most
/// recent first, and keeps at most ``capacity`` of them.
///
/// ```swift
/// let memo = FragmentMemo<ButtonAppearance>()
/// let html = memo.fragment(for: button.appearance) { HTMLRenderer.fragment($0, attributes: attributes) }
/// ```
final class FragmentMemo<Appearance: Equatable> {
  /// How many appearances are kept.
  let capacity: Int
  /// The kept appearances with their markup, most recently used first.
  private var entries: [(appearance: Appearance, html: HTMLFragment)] = []

  /// Creates an empty memo.
  ///
  /// - Parameter capacity: How many appearances to keep; at least 1. Defaults to 4: a button's normal,
  ///   highlighted, and a couple of titles.
  init(capacity: Int = 4) {
    precondition(capacity >= 1, "a FragmentMemo keeps at least one appearance; capacity was \(capacity)")
    self.capacity = capacity
  }

  /// The markup of `appearance`: the kept one when an equal appearance was drawn before, otherwise
  /// `render`'s, which is then kept in place of the least recently used.
  ///
  /// - Parameters:
  ///   - appearance: The appearance to draw.
  ///   - render: Draws an appearance. It must depend on nothing but its argument and values fixed for
  ///     the memo's lifetime.
  /// - Returns: The markup.
  /// - Complexity: O(``capacity``) comparisons, plus `render` when the appearance is new.
  func fragment(for appearance: Appearance, render: (Appearance) -> HTMLFragment) -> HTMLFragment {
    if let index = entries.firstIndex(where: { $0.appearance == appearance }) {
      let entry = entries[index]
      if index != 0 {
        entries.remove(at: index)
        entries.insert(entry, at: 0)
      }
      return entry.html
    }
    let html = render(appearance)
    if entries.count == capacity { entries.removeLast() }
    entries.insert((appearance, html), at: 0)
    return html
  }
}
