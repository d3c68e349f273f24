extension StatelyList {
  /// The lengths a list lays out with, in points.
  struct Metrics {
    var rowHeight = 44.0
    var sectionHeaderHeight = 28.0
    var sectionFooterHeight = 28.0
    var visibleHeight = 844.0
    var prefetchMargin = 88.0
  }

  /// How far the list is scrolled: the offset of the top of the view from the top of the first
  /// section, in points (UIKit's `contentOffset.y`). Default 0.
  ///
  /// Setting it lays the list out at once: cells of items that left the view and its prefetch margin
  /// go back to their pools, and the data source is asked only for the items that entered. It is
  /// kept between 0 and ``contentHeight`` minus ``visibleHeight``; a value that is not finite is
  /// recorded in ``diagnostics`` and ignored.
  ///
  /// ```swift
  /// list.contentOffset += list.visibleHeight  // one screen down
  /// list.cycle.flush()                        // updates only the cells of the rows that entered
  /// ```
  public var contentOffset: Double {
    get { offset }
    set {
      guard newValue.isFinite else {
        return record(.invalidLength(property: "contentOffset", value: newValue))
      }
      guard newValue != offset else { return }
      offset = newValue
      setNeedsLayout()
    }
  }

  /// The height of the list's view in points: how much of the content is in view (UIKit's
  /// `bounds.height`). Default 844. At least 0; other values are recorded and ignored.
  public var visibleHeight: Double {
    get { metrics.visibleHeight }
    set { setMetric(\.visibleHeight, "visibleHeight", newValue, minimum: 0, geometry: false) }
  }

  /// The height of every row in points (UIKit's `rowHeight`). Default 44. Greater than 0; other values
  /// are recorded and ignored.
  public var rowHeight: Double {
    get { metrics.rowHeight }
    set { setMetric(\.rowHeight, "rowHeight", newValue, minimum: .leastNonzeroMagnitude, geometry: true) }
  }

  /// The height of every section header in points (UIKit's `sectionHeaderHeight`). Default 28; 0 shows
  /// no headers. A section whose header title is `nil` has no header. At least 0; other values are
  /// recorded and ignored.
  public var sectionHeaderHeight: Double {
    get { metrics.sectionHeaderHeight }
    set { setMetric(\.sectionHeaderHeight, "sectionHeaderHeight", newValue, minimum: 0, geometry: true) }
  }

  /// The height of every section footer in points (UIKit's `sectionFooterHeight`). Default 28; 0 shows
  /// no footers. A section whose footer title is `nil` has no footer. At least 0; other values are
  /// recorded and ignored.
  public var sectionFooterHeight: Double {
    get { metrics.sectionFooterHeight }
    set { setMetric(\.sectionFooterHeight, "sectionFooterHeight", newValue, minimum: 0, geometry: true) }
  }

  /// How far beyond each edge of the view the list keeps cells ready, in points. Default 88 (two
  /// default rows). Cells in the margin are configured before they scroll into view, and are not among
  /// ``visibleCells``. At least 0; other values are recorded and ignored.
  public var prefetchMargin: Double {
    get { metrics.prefetchMargin }
    set { setMetric(\.prefetchMargin, "prefetchMargin", newValue, minimum: 0, geometry: false) }
  }

  /// The height of all sections: headers, rows and footers (UIKit's `contentSize.height`).
  public var contentHeight: Double { layout.contentHeight }

  /// The items whose rows are at least partly in view, in index-path order (UIKit's
  /// `indexPathsForVisibleItems`). Computed from the heights and ``contentOffset``; the prefetch margin
  /// is not included.
  ///
  /// ```swift
  /// list.rowHeight = 50
  /// list.visibleHeight = 200
  /// list.contentOffset = 75
  /// list.indexPathsForVisibleItems  // items 1 to 5 of a single section without a header
  /// ```
  ///
  /// - Complexity: O(log *s* + *v*) for *s* sections and *v* items in view.
  public var indexPathsForVisibleItems: [IndexPath] {
    var result: [IndexPath] = []
    layout.forEachElement(overlapping: visibleRange) { element in
      if case .item(let indexPath) = element { result.append(indexPath) }
    }
    return result
  }

  /// The offsets in view.
  var visibleRange: Range<Double> { offset..<(offset + metrics.visibleHeight) }

  /// Sets a length if it is finite and at least `minimum`, and lays out again; records it otherwise.
  private func setMetric(
    _ keyPath: WritableKeyPath<Metrics, Double>, _ name: String, _ value: Double, minimum: Double,
    geometry: Bool
  ) {
    guard value.isFinite && value >= minimum else {
      return record(.invalidLength(property: name, value: value))
    }
    guard metrics[keyPath: keyPath] != value else { return }
    metrics[keyPath: keyPath] = value
    setNeedsLayout(geometry: geometry)
  }
}
