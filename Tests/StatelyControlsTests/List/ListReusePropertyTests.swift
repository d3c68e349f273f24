import PropertyBased
import Stately
import Testing

@testable import StatelyControls

/// The brute-force model of a list: the items' states as plain sets, the scroll position, and which
/// elements are in view and laid out, from ``ListReference``.
private struct ListModel {
  typealias Path = StatelyList.IndexPath

  var counts: [Int]
  let headers: [Bool]
  let footers: [Bool]
  let rowHeight: Double
  let headerHeight: Double
  let footerHeight: Double
  let visibleHeight: Double
  let margin: Double
  var offset = 0.0
  var selected: Set<Path> = []
  var highlighted: Set<Path> = []
  var swiped: Set<Path> = []
  var expanded: Set<Path> = []
  var multiple = false
  var editing = false

  var reference: ListReference {
    ListReference(
      counts: counts, headers: headers, footers: footers, rowHeight: rowHeight, headerHeight: headerHeight,
      footerHeight: footerHeight)
  }

  /// Every item, section by section.
  var allItems: [Path] {
    counts.enumerated().flatMap { section, count in (0..<count).map { Path(item: $0, section: section) } }
  }

  /// The elements with cells: in view or in the margin.
  var laidOut: [ListElement] {
    reference.elements(from: offset - margin, to: offset + visibleHeight + margin)
  }

  /// The items in view.
  var visibleItems: [Path] {
    ListReference.items(reference.elements(from: offset, to: offset + visibleHeight))
  }

  /// The rows the data source disables.
  static func isDisabled(_ indexPath: Path) -> Bool { (indexPath.section * 31 + indexPath.item) % 7 == 3 }

  /// Scrolls to `offset`, kept within the content.
  mutating func scroll(to target: Double) {
    offset = min(max(0, target), max(0, reference.contentHeight - visibleHeight))
  }

  mutating func press(_ indexPath: Path) {
    if !Self.isDisabled(indexPath) { highlighted.insert(indexPath) }
  }

  mutating func release(_ indexPath: Path, inside: Bool) {
    guard highlighted.remove(indexPath) != nil, inside, !Self.isDisabled(indexPath) else { return }
    if !multiple {
      selected = [indexPath]
    } else if selected.remove(indexPath) == nil {
      selected.insert(indexPath)
    }
  }

  /// Drops the states of items no longer in the list.
  mutating func forgetGoneItems() {
    let items = Set(allItems)
    selected.formIntersection(items)
    highlighted.formIntersection(items)
    swiped.formIntersection(items)
    expanded.formIntersection(items)
  }
}

@Suite("Lists: a reused cell always shows its own row")
struct ListReusePropertyTests {
  typealias Path = StatelyControls.StatelyList.IndexPath

  /// Operations: 0 scroll anywhere, 1 and 2 one screen down and up, 3 tap, 4 press, 5 release (inside
  /// or outside) an item in view, 6 swipe, 7 expand, 8 select or deselect any item, 9 switch multiple
  /// selection, 10 switch editing, 11 rename and reconfigure any item, 12 change a section's count and
  /// reload.
  @Test("After random scrolls and changes, every cell shown has its row's content and state")
  func cellsShowTheirRows() async throws {
    await propertyCheck(
      count: 150,
      input: Gen.int(in: 0...25).array(of: 1...4), Gen.int(in: 0...3).array(of: 4),
      Gen.int(in: 0...12).array(of: 1...40), Gen.int(in: 0...100_000).array(of: 40),
      Gen.int(in: 8...80).array(of: 3), Gen.int(in: 0...240).array(of: 2)
    ) { counts, flags, operations, arguments, heights, view in
      var model = ListModel(
        counts: counts, headers: counts.indices.map { flags[$0] & 1 != 0 },
        footers: counts.indices.map { flags[$0] & 2 != 0 }, rowHeight: Double(heights[0]) / 4,
        headerHeight: Double(heights[1] - 8) / 4, footerHeight: Double(heights[2] - 8) / 4,
        visibleHeight: Double(view[0]), margin: Double(view[1] / 4))
      let list = StatelyList(style: .insetGrouped)
      list.rowHeight = model.rowHeight
      list.sectionHeaderHeight = model.headerHeight
      list.sectionFooterHeight = model.footerHeight
      list.visibleHeight = model.visibleHeight
      list.prefetchMargin = model.margin
      let rows = ListTestRows(
        counts: counts, headers: model.headers.enumerated().map { $1 ? "Header \($0)" : nil },
        footers: model.footers.enumerated().map { $1 ? "Footer \($0)" : nil })
      rows.disabled = Set(model.allItems.filter(ListModel.isDisabled))
      rows.attach(to: list)
      var mostLaidOut = ListReference.items(model.laidOut).count
      var version = 0
      list.cycle.flush()

      for (step, operation) in operations.enumerated() {
        let argument = arguments[step]
        let before = model.laidOut
        rows.asked.removeAll()
        var expectedAsks: [Path]? = nil
        switch operation {
        case 0, 1, 2:
          let target =
            operation == 0
            ? Double(argument % (Int(model.reference.contentHeight) + 80)) - 40
            : model.offset + (operation == 1 ? model.visibleHeight : -model.visibleHeight)
          list.contentOffset = target
          model.scroll(to: target)
          expectedAsks = ListReference.items(model.laidOut.filter { !before.contains($0) })
        case 3, 4:
          guard !model.visibleItems.isEmpty else { continue }
          let path = model.visibleItems[argument % model.visibleItems.count]
          if operation == 3 { try list.tap(at: path) } else { try list.press(at: path) }
          model.press(path)
          if operation == 3 { model.release(path, inside: true) }
        case 5:
          let candidates = model.visibleItems.filter { model.highlighted.contains($0) }
          guard !candidates.isEmpty else { continue }
          let path = candidates[argument % candidates.count]
          try list.release(at: path, inside: argument.isMultiple(of: 2))
          model.release(path, inside: argument.isMultiple(of: 2))
        case 6, 7, 8, 11:
          guard !model.allItems.isEmpty else { continue }
          let path = model.allItems[argument % model.allItems.count]
          switch operation {
          case 6:
            try list.setSwiped(!model.swiped.contains(path), at: path)
            if model.swiped.remove(path) == nil { model.swiped.insert(path) }
          case 7:
            try list.toggleExpansion(at: path)
            if model.expanded.remove(path) == nil { model.expanded.insert(path) }
          case 8 where argument.isMultiple(of: 2):
            try list.selectItem(at: path)
            if !model.multiple { model.selected.removeAll() }
            model.selected.insert(path)
          case 8:
            try list.deselectItem(at: path)
            model.selected.remove(path)
          default:
            version += 1
            rows.titles[path.section][path.item] = "Row \(path.section).\(path.item) v\(version)"
            try list.reconfigureItems(at: [path])
            expectedAsks = model.laidOut.contains(.item(path)) ? [path] : []
          }
        case 9:
          list.allowsMultipleSelection.toggle()
          model.multiple.toggle()
          if !model.multiple, let first = model.selected.min() { model.selected = [first] }
        case 10:
          list.isEditing.toggle()
          model.editing.toggle()
        default:
          let section = argument % model.counts.count
          model.counts[section] = argument % 26
          rows.titles[section] = (0..<model.counts[section]).map { "Row \(section).\($0) r\(step)" }
          rows.disabled = Set(model.allItems.filter(ListModel.isDisabled))
          list.reloadData()
          model.forgetGoneItems()
          model.scroll(to: model.offset)
          expectedAsks = ListReference.items(model.laidOut)
        }
        let report = list.cycle.flush()
        let context = "step \(step), operation \(operation)"
        #expect(rows.asked == (expectedAsks ?? []), "\(context): the items asked for")
        if operation <= 2 {
          #expect(report.updates == model.laidOut.count { !before.contains($0) }, "\(context): cells updated")
        }
        mostLaidOut = max(mostLaidOut, ListReference.items(model.laidOut).count)
        #expect(rows.made.count <= mostLaidOut, "\(context): cells made")
        #expect(list.contentOffset == model.offset, "\(context)")
        #expect(list.indexPathsForVisibleItems == model.visibleItems, "\(context)")
        #expect(list.indexPathsForSelectedItems == model.selected.sorted(), "\(context)")
        try check(list, against: model, rows: rows, context: context)
      }
    }
  }

  /// Every element laid out has a cell showing its content and its state; no other element has one;
  /// no cell shows two elements.
  private func check(_ list: StatelyList, against model: ListModel, rows: ListTestRows, context: String)
    throws
  {
    let laidOut = Set(model.laidOut)
    var shown: [ObjectIdentifier] = []
    for frame in model.reference.frames {
      let element = frame.element
      let cell: Cell? =
        switch element {
        case .header(let section): list.headerView(forSection: section)
        case .footer(let section): list.footerView(forSection: section)
        case .item(let indexPath): list.cellForItem(at: indexPath)
        }
      guard laidOut.contains(element) else {
        #expect(cell == nil, "\(context): \(element) is not laid out but has a cell")
        continue
      }
      guard let cell else {
        Issue.record("\(context): \(element) has no cell")
        continue
      }
      shown.append(ObjectIdentifier(cell))
      let look = cell.appearance
      #expect(look.state.isEditing == model.editing, "\(context): \(element) editing")
      switch element {
      case .header(let section):
        #expect(look.content?.text?.string == "Header \(section)", "\(context): \(element)")
      case .footer(let section):
        #expect(look.content?.text?.string == "Footer \(section)", "\(context): \(element)")
      case .item(let indexPath):
        let expected = (
          model.selected.contains(indexPath), model.highlighted.contains(indexPath),
          model.swiped.contains(indexPath), model.expanded.contains(indexPath),
          ListModel.isDisabled(indexPath)
        )
        let state = look.state
        let actual = (
          state.isSelected, state.isHighlighted, state.isSwiped, state.isExpanded, state.isDisabled
        )
        #expect(
          actual == expected, "\(context): \(element) (selected, highlighted, swiped, expanded, disabled)")
        #expect(look.content?.text?.string == rows.title(at: indexPath), "\(context): \(element) content")
        #expect(list.indexPath(for: cell) == indexPath, "\(context): \(element)")
      }
    }
    #expect(Set(shown).count == shown.count, "\(context): a cell shows two elements")
  }
}
