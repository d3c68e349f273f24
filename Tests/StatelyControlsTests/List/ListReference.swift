@testable import StatelyControls

/// The brute-force reference for a list's layout: every element with its frame, found by walking the
/// sections from the top and adding heights one element at a time.
struct ListReference {
  /// One element and the offsets it covers.
  struct Frame {
    var element: ListElement
    var top: Double
    var bottom: Double
  }

  /// Every element, in display order.
  var frames: [Frame] = []
  /// The bottom of the last element.
  var contentHeight = 0.0

  /// Walks sections of `counts[s]` rows; a section has a header when `headers[s]` and
  /// `headerHeight > 0`, and a footer likewise.
  init(
    counts: [Int], headers: [Bool], footers: [Bool], rowHeight: Double, headerHeight: Double,
    footerHeight: Double
  ) {
    var y = 0.0
    func add(_ element: ListElement, _ height: Double) {
      frames.append(Frame(element: element, top: y, bottom: y + height))
      y += height
    }
    for (section, count) in counts.enumerated() {
      if headers[section] && headerHeight > 0 { add(.header(section: section), headerHeight) }
      for item in 0..<count { add(.item(.init(item: item, section: section)), rowHeight) }
      if footers[section] && footerHeight > 0 { add(.footer(section: section), footerHeight) }
    }
    contentHeight = y
  }

  /// The elements that overlap `low..<high`, in display order.
  func elements(from low: Double, to high: Double) -> [ListElement] {
    guard high > low else { return [] }
    return frames.filter { $0.bottom > low && $0.top < high }.map(\.element)
  }

  /// The items among `elements`.
  static func items(_ elements: [ListElement]) -> [StatelyList.IndexPath] {
    elements.compactMap { element in
      if case .item(let indexPath) = element { return indexPath }
      return nil
    }
  }
}
