import Stately
import StatelyControls
import StatelyExamples
import Testing

@Suite("The modern cell configuration article: the cell list")
struct CellListTests {
  private let first = StatelyList.IndexPath(item: 0, section: 0)

  @Test("Cells are rounded, yellow when selected, and the tint at 30 % while highlighted")
  func backgrounds() throws {
    let example = CellListExample()
    example.cycle.flush()
    let cell = try #require(example.cell(forItem: 0))
    #expect(cell.appearance.background?.corner == .rounded(10))
    #expect(cell.appearance.background?.fillColor.hexString == "#00000000")
    try example.list.press(at: first)
    example.cycle.flush()
    #expect(cell.appearance.background?.fillColor.hexString == "#007AFF4D")
    try example.list.release(at: first)
    example.cycle.flush()
    #expect(cell.isSelected)
    #expect(cell.appearance.background?.fillColor.hexString == "#FFCC00")
    #expect(example.list.headerView(forSection: 0)?.appearance.content?.text?.string == "Mailboxes")
  }

  @Test("The archived row carries the typed custom state and its own look; unarchiving reconfigures it")
  func archived() throws {
    let example = CellListExample()
    example.cycle.flush()
    let archived = try #require(example.cell(forItem: 2))
    #expect(archived.appliedConfigurationState[.isArchived])
    #expect(example.cell(forItem: 0)?.appliedConfigurationState[.isArchived] == false)
    #expect(archived.appearance.background?.fillColor.hexString == "#E5E5EA")
    try example.setArchived(false, item: 2)
    example.cycle.flush()
    #expect(example.cell(forItem: 2) === archived)
    #expect(archived.appearance.background?.fillColor.hexString == "#00000000")
    #expect(throws: ListError.itemOutOfRange(indexPath: .init(item: 3, section: 0), count: 3)) {
      try example.setArchived(true, item: 3)
    }
  }

  @Test("Swiping and expanding show in the configuration state; a bad item is a typed error")
  func swipeAndExpand() throws {
    let example = CellListExample()
    try example.setSwiped(true, item: 1)
    try example.list.setExpanded(true, at: first)
    example.cycle.flush()
    #expect(example.cell(forItem: 1)?.appliedConfigurationState.isSwiped == true)
    #expect(example.cell(forItem: 0)?.appliedConfigurationState.isExpanded == true)
    #expect(throws: ListError.itemOutOfRange(indexPath: .init(item: 7, section: 0), count: 3)) {
      try example.setSwiped(true, item: 7)
    }
  }

  @Test("Every reachable state resolves to the expected background")
  func fullTable() throws {
    let space = ArchiveCell.stateSpace
    // Disabled does not change a list cell's background, so a cell disabled while pressed
    // ([highlighted, disabled], reachable as in UIKit) shows the highlighted fill.
    let expected: [String: String] = [
      "[normal]": "#00000000",
      "[highlighted]": "#007AFF4D",
      "[disabled]": "#00000000",
      "[highlighted, disabled]": "#007AFF4D",
      "[selected]": "#FFCC00",
      "[highlighted, selected]": "#007AFF4D",
      "[disabled, selected]": "#FFCC00",
      "[highlighted, disabled, selected]": "#007AFF4D",
      "[archived]": "#E5E5EA",
      "[highlighted, archived]": "#007AFF4D",
      "[disabled, archived]": "#E5E5EA",
      "[highlighted, disabled, archived]": "#007AFF4D",
      "[selected, archived]": "#FFCC00",
      "[highlighted, selected, archived]": "#007AFF4D",
      "[disabled, selected, archived]": "#FFCC00",
      "[highlighted, disabled, selected, archived]": "#007AFF4D",
    ]
    #expect(space.reachableStates.count == expected.count)
    let entry = try ExampleCatalog.entry(id: "cellList")
    for (text, fill) in expected.sorted(by: { $0.key < $1.key }) {
      let target = state(text, in: space)
      let preview = try entry.preview(for: target)
      #expect(preview.state == target, "\(text)")
      guard let appearance = preview.appearance.appearance(CellAppearance.self) else {
        Issue.record("\(text): not a cell appearance")
        continue
      }
      #expect(appearance.background?.fillColor.hexString == fill, "\(text)")
      #expect(appearance.background?.corner == .rounded(10), "\(text)")
    }
  }
}
