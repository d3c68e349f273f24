/// Where each header, item and footer of a list lies along its scroll axis, for fixed heights: every
/// row is ``rowHeight`` tall, and a section with a header or footer text has one of its kind's height.
///
/// A value, built from the sections' counts when the data or a height changes, in O(*s*) for *s*
/// sections. Finding what lies in a range of offsets takes a binary search over the sections and then
/// O(1) per element found, so a frame's layout costs the same in a list of 100 rows or of 100,000.
struct ListLayout {
  /// What the layout needs of one section: its item count and whether it has a header and a footer.
  struct SectionShape: Equatable {
    var itemCount: Int
    var hasHeader: Bool
    var hasFooter: Bool
  }

  /// One section's place: where it starts and the heights of its parts.
  struct Section {
    var minY: Double
    var headerHeight: Double
    var itemCount: Int
    var footerHeight: Double
    var maxY: Double
  }

  /// Every row's height, greater than 0.
  let rowHeight: Double
  /// The sections, in order; each starts where the one before it ends.
  private(set) var sections: [Section] = []

  /// Lays out sections of the given shapes; a header or footer height of 0 shows none.
  init(shapes: [SectionShape], rowHeight: Double, headerHeight: Double, footerHeight: Double) {
    self.rowHeight = rowHeight
    sections.reserveCapacity(shapes.count)
    var y = 0.0
    for shape in shapes {
      let header = shape.hasHeader ? headerHeight : 0
      let footer = shape.hasFooter ? footerHeight : 0
      let maxY = y + header + Double(shape.itemCount) * rowHeight + footer
      sections.append(
        Section(minY: y, headerHeight: header, itemCount: shape.itemCount, footerHeight: footer, maxY: maxY))
      y = maxY
    }
  }

  /// The height of everything laid out.
  var contentHeight: Double { sections.last?.maxY ?? 0 }

  /// The offsets an element of this layout covers, from its top to its bottom.
  func frame(of element: ListElement) -> Range<Double> {
    let section = sections[element.section]
    switch element {
    case .header:
      return section.minY..<(section.minY + section.headerHeight)
    case .item(let indexPath):
      let top = section.minY + section.headerHeight + Double(indexPath.item) * rowHeight
      return top..<(top + rowHeight)
    case .footer:
      return (section.maxY - section.footerHeight)..<section.maxY
    }
  }

  /// Calls `body` with every element that overlaps `range`, in display order.
  ///
  /// - Complexity: O(log *s* + *e*) for *s* sections and *e* elements found (plus the empty sections
  ///   among them).
  func forEachElement(overlapping range: Range<Double>, _ body: (ListElement) -> Void) {
    guard !range.isEmpty else { return }
    var next = firstElement(endingAfter: range.lowerBound)
    while let element = next, frame(of: element).lowerBound < range.upperBound {
      body(element)
      next = self.element(after: element)
    }
  }

  /// The first element whose bottom lies below `y`.
  private func firstElement(endingAfter y: Double) -> ListElement? {
    var low = 0
    var high = sections.count
    while low < high {
      let middle = (low + high) / 2
      if sections[middle].maxY > y { high = middle } else { low = middle + 1 }
    }
    guard low < sections.count else { return nil }
    let section = sections[low]
    if section.headerHeight > 0 && section.minY + section.headerHeight > y { return .header(section: low) }
    let itemsTop = section.minY + section.headerHeight
    if section.itemCount > 0 && itemsTop + Double(section.itemCount) * rowHeight > y {
      var item = ((y - itemsTop) / rowHeight).rounded(.down).clamped(to: 0, section.itemCount - 1)
      // Rounding can land one row off; the frames decide.
      while item + 1 < section.itemCount && frame(of: .item(.init(item: item, section: low))).upperBound <= y
      {
        item += 1
      }
      while item > 0 && frame(of: .item(.init(item: item - 1, section: low))).upperBound > y { item -= 1 }
      return .item(StatelyList.IndexPath(item: item, section: low))
    }
    return section.footerHeight > 0 ? .footer(section: low) : element(startingSectionsFrom: low + 1)
  }

  /// The element shown after `element`.
  private func element(after element: ListElement) -> ListElement? {
    let index = element.section
    let section = sections[index]
    switch element {
    case .header:
      if section.itemCount > 0 { return .item(StatelyList.IndexPath(item: 0, section: index)) }
      if section.footerHeight > 0 { return .footer(section: index) }
    case .item(let indexPath):
      if indexPath.item + 1 < section.itemCount {
        return .item(StatelyList.IndexPath(item: indexPath.item + 1, section: index))
      }
      if section.footerHeight > 0 { return .footer(section: index) }
    case .footer:
      break
    }
    return self.element(startingSectionsFrom: index + 1)
  }

  /// The first element of the first section from `start` on that shows anything.
  private func element(startingSectionsFrom start: Int) -> ListElement? {
    for index in start..<max(start, sections.count) {
      let section = sections[index]
      if section.headerHeight > 0 { return .header(section: index) }
      if section.itemCount > 0 { return .item(StatelyList.IndexPath(item: 0, section: index)) }
      if section.footerHeight > 0 { return .footer(section: index) }
    }
    return nil
  }
}

extension Double {
  /// The value as an integer limited to `low...high`; `low` for NaN.
  fileprivate func clamped(to low: Int, _ high: Int) -> Int {
    guard self.isFinite else { return self > 0 ? high : low }
    if self <= Double(low) { return low }
    if self >= Double(high) { return high }
    return Int(self)
  }
}
