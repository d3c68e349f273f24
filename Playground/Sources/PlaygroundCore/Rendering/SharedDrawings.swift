import Foundation

/// Drawings shared by every session of the process, so that what one session has drawn is not drawn
/// again by the next.
///
/// Every session builds the same controls with the same ids, so their controls go through the same
/// looks: a hundred sessions opening the live page need one drawing of each list row, not a hundred.
/// A drawing is kept under a key that holds everything it is drawn from (the look, the control's
/// context, and whatever else its drawing reads), so a drawing made by any session serves them all.
/// Each kind of drawing has a key type of its own; keys of different types never match.
///
/// Behind each control's own memo, which answers the looks it had a moment ago without a lock. The
/// store keeps at most ``capacity`` drawings and forgets the oldest first. It is locked only to look up
/// and to insert, never while drawing, so two sessions that miss together may both draw (the second
/// keeps the first one's drawing).
///
/// ```swift
/// let html = SharedDrawings.process.drawing(for: RowDrawing(look: look, context: context)) {
///   HTMLRenderer.cell($0.look, accessory: .none, in: $0.context)
/// }
/// ```
final class SharedDrawings: @unchecked Sendable {
  /// The store every live control of this process uses.
  static let process = SharedDrawings(capacity: 1_024)

  /// How many drawings are kept.
  let capacity: Int
  // Everything below is guarded by `lock`.
  private let lock = NSLock()
  private var drawings: [AnyHashable: any Sendable] = [:]
  /// The kept keys in the order they were inserted; `oldest` indexes the next one to forget once full.
  private var insertionOrder: [AnyHashable] = []
  private var oldest = 0
  /// How many drawings were made, and how many were found; for tests and reports.
  private var counts = (drawn: 0, found: 0)

  /// Creates an empty store.
  ///
  /// - Parameter capacity: How many drawings to keep; at least 1.
  init(capacity: Int) {
    precondition(capacity >= 1, "SharedDrawings keeps at least one drawing; capacity was \(capacity)")
    self.capacity = capacity
  }

  /// The drawing for `key`: a kept one, or the one `draw` makes now, which is then kept.
  ///
  /// - Parameters:
  ///   - key: Everything the drawing is drawn from, in a key type of its own for each kind of drawing.
  ///   - draw: Draws what the key names. It may read more only where that cannot change the drawing
  ///     kept for the key, as a button's template is drawn from a look with the title that it leaves
  ///     open.
  /// - Returns: The drawing.
  /// - Complexity: One hash of the key; one drawing when no session of the process has drawn it.
  func drawing<Key: Hashable & Sendable, Drawing: Sendable>(for key: Key, draw: (Key) -> Drawing) -> Drawing {
    let boxed = AnyHashable(key)
    let kept: Drawing? = lock.withLock {
      // Unwrapped first: a `Drawing` that is itself optional would take a missing entry for `nil`.
      guard let stored = drawings[boxed], let drawing = stored as? Drawing else { return nil }
      counts.found += 1
      return drawing
    }
    if let kept { return kept }
    let drawn = draw(key)
    return lock.withLock {
      let stored = drawings[boxed]
      if let stored, let other = stored as? Drawing { return other }
      counts.drawn += 1
      if stored == nil {
        if insertionOrder.count < capacity {
          insertionOrder.append(boxed)
        } else {
          drawings[insertionOrder[oldest]] = nil
          insertionOrder[oldest] = boxed
          oldest = (oldest + 1) % capacity
        }
      }
      drawings[boxed] = drawn
      return drawn
    }
  }

  /// How many drawings the store made and how many lookups found a kept one.
  var statistics: (drawn: Int, found: Int) {
    lock.withLock { counts }
  }

  /// How many drawings are kept now.
  var count: Int {
    lock.withLock { drawings.count }
  }
}
