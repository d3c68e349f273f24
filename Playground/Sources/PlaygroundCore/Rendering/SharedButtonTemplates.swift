import Foundation
import StatelyControls
import StatelyHTML

/// Button templates shared by every session of the process, so that a look one session has drawn is
/// not drawn again by the next.
///
/// Every session builds the same controls with the same ids, so their buttons go through the same
/// looks: a hundred sessions pressing Add Item for the first time need one drawing of its pressed look,
/// not a hundred. A template is a pure function of the look without its title and the context, so a
/// template drawn by any session serves them all.
///
/// Behind each button's own ``ButtonTemplates``, which answer the looks it had a moment ago without a
/// lock. The store keeps at most ``capacity`` templates and forgets the oldest first; it is locked only
/// to look up and to insert, never while drawing, so two sessions that miss together may both draw
/// (the second keeps the first one's template).
///
/// ```swift
/// let template = SharedButtonTemplates.process.template(for: look, in: context)
/// let html = template?.fragment(for: look)
/// ```
final class SharedButtonTemplates: @unchecked Sendable {
  /// The store every live button of this process uses.
  static let process = SharedButtonTemplates(capacity: 1_024)

  /// A template's look without its title, in its context.
  private struct Key: Hashable {
    let context: HTMLContext
    let look: ButtonAppearance

    init(_ look: ButtonAppearance, in context: HTMLContext) {
      var look = look
      look.title = nil
      self.context = context
      self.look = look
    }
  }

  /// How many templates are kept.
  let capacity: Int
  private let lock = NSLock()
  private var templates: [Key: ButtonMarkupTemplate] = [:]
  /// The kept keys in the order they were inserted; `oldest` indexes the next one to forget once full.
  private var insertionOrder: [Key] = []
  private var oldest = 0
  /// How many templates were drawn, and how many were found; for tests and reports.
  private var counts = (drawn: 0, found: 0)

  /// Creates an empty store.
  ///
  /// - Parameter capacity: How many templates to keep; at least 1.
  init(capacity: Int) {
    precondition(capacity >= 1, "SharedButtonTemplates keeps at least one template; capacity was \(capacity)")
    self.capacity = capacity
  }

  /// The template of `look` in `context`: a kept one, or one drawn now and kept.
  ///
  /// - Parameters:
  ///   - look: The appearance to draw.
  ///   - context: The button's id, state names and extra attributes.
  /// - Returns: The template, or `nil` when the look has no title or an empty one (see
  ///   ``ButtonMarkupTemplate/init(_:in:)``).
  /// - Complexity: One hash of the look; one drawing of the button when no session has drawn it.
  func template(for look: ButtonAppearance, in context: HTMLContext) -> ButtonMarkupTemplate? {
    guard let title = look.title, !title.isEmpty else { return nil }
    let key = Key(look, in: context)
    let kept: ButtonMarkupTemplate? = lock.withLock {
      let template = templates[key]
      if template != nil { counts.found += 1 }
      return template
    }
    if let kept { return kept }
    guard let drawn = ButtonMarkupTemplate(look, in: context) else { return nil }
    return lock.withLock {
      if let other = templates[key] { return other }
      counts.drawn += 1
      if insertionOrder.count < capacity {
        insertionOrder.append(key)
      } else {
        templates[insertionOrder[oldest]] = nil
        insertionOrder[oldest] = key
        oldest = (oldest + 1) % capacity
      }
      templates[key] = drawn
      return drawn
    }
  }

  /// How many templates the store drew and how many lookups found a kept one.
  var statistics: (drawn: Int, found: Int) {
    lock.withLock { counts }
  }

  /// How many templates are kept now.
  var count: Int {
    lock.withLock { templates.count }
  }
}
