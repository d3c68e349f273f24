import PropertyBased
import Testing

@testable import StatelyControls

@Suite("Lists: the layout of fixed heights")
struct ListLayoutTests {
  @Test("The elements overlapping any range are those a walk over every element's frame finds")
  func layoutMatchesReference() async {
    // Heights are multiples of 0.25 points, so both sides add them exactly.
    await propertyCheck(
      input: Gen.int(in: 0...6).array(of: 0...6), Gen.int(in: 0...3).array(of: 6), Gen.int(in: 1...80),
      Gen.int(in: 0...40).array(of: 2), Gen.int(in: -200...1_200), Gen.int(in: -10...800)
    ) { counts, flags, row, supplementary, low, length in
      let rowHeight = Double(row) / 4
      let headerHeight = Double(supplementary[0]) / 4
      let footerHeight = Double(supplementary[1]) / 4
      let headers = counts.indices.map { flags[$0] & 1 != 0 }
      let footers = counts.indices.map { flags[$0] & 2 != 0 }
      let reference = ListReference(
        counts: counts, headers: headers, footers: footers, rowHeight: rowHeight, headerHeight: headerHeight,
        footerHeight: footerHeight)
      let layout = ListLayout(
        shapes: counts.indices.map {
          .init(itemCount: counts[$0], hasHeader: headers[$0], hasFooter: footers[$0])
        },
        rowHeight: rowHeight, headerHeight: headerHeight, footerHeight: footerHeight)
      #expect(layout.contentHeight == reference.contentHeight)
      let from = Double(low) / 2
      let to = from + Double(length) / 2
      var found: [ListElement] = []
      layout.forEachElement(overlapping: from..<max(from, to)) { found.append($0) }
      #expect(found == reference.elements(from: from, to: to), "\(from)..<\(to)")
      for frame in reference.frames {
        #expect(layout.frame(of: frame.element) == frame.top..<frame.bottom, "\(frame.element)")
      }
    }
  }

  @Test("Elements order as a list shows them: by section, then header, items and footer")
  func elementOrder() {
    let elements: [ListElement] = [
      .footer(section: 1), .item(.init(item: 2, section: 0)), .header(section: 1), .footer(section: 0),
      .item(.init(item: 0, section: 1)), .header(section: 0), .item(.init(item: 0, section: 0)),
    ]
    #expect(
      elements.sorted().map(\.description) == [
        "header 0", "item [0, 0]", "item [0, 2]", "footer 0", "header 1", "item [1, 0]", "footer 1",
      ])
  }
}
