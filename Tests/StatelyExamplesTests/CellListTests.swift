import Stately
import StatelyControls
import StatelyExamples
import Testing

@Suite("The modern cell configuration article: the cell list")
struct CellListTests {
  private let first = StatelyList.IndexPath(item: 0, section: 0)

  @Test("Cells are rounded, yellow when selected, and the tint at 30 % while highlighted")
  func backgrounds() throws {
    let example = try CellListExample()
    example.cycle.flush()
    let cell = example.cells[0]
    #expect(cell.appearance.background?.corner == .rounded(10))
    #expect(cell.appearance.background?.fillColor.hexString == "#00000000")
    try example.list.press(at: first)
    example.cycle.flush()
    #expect(cell.appearance.background?.fillColor.hexString == "#007AFF4D")
    try example.list.release(at: first)
    example.cycle.flush()
    #expect(cell.isSelected)
    #expect(cell.appearance.background?.fillColor.hexString == "#FFCC00")
  }

  @Test("The archived cell carries the typed custom state and its own look")
  func archived() throws {
    let example = try CellListExample()
    example.cycle.flush()
    let archived = example.cells[2]
    #expect(archived.appliedConfigurationState[.isArchived])
    #expect(!example.cells[0].appliedConfigurationState[.isArchived])
    #expect(archived.appearance.background?.fillColor.hexString == "#E5E5EA")
    archived.isArchived = false
    example.cycle.flush()
    #expect(archived.appearance.background?.fillColor.hexString == "#00000000")
  }

  @Test("Swiping and expanding show in the configuration state; a bad item is a typed error")
  func swipeAndExpand() throws {
    let example = try CellListExample()
    try example.setSwiped(true, item: 1)
    try example.list.setExpanded(true, at: first)
    example.cycle.flush()
    #expect(example.cells[1].appliedConfigurationState.isSwiped)
    #expect(example.cells[0].appliedConfigurationState.isExpanded)
    #expect(throws: ListError.itemOutOfRange(indexPath: .init(item: 7, section: 0), count: 3)) {
      try example.setSwiped(true, item: 7)
    }
  }

  @Test("Every reachable state resolves to the expected background")
  func fullTable() throws {
    let space = ArchiveCell.stateSpace
    let expected: [String: String] = [
      "[normal]": "#00000000",
      "[highlighted]": "#007AFF4D",
      "[disabled]": "#00000000",
      "[selected]": "#FFCC00",
      "[highlighted, selected]": "#007AFF4D",
      "[disabled, selected]": "#FFCC00",
      "[archived]": "#E5E5EA",
      "[highlighted, archived]": "#007AFF4D",
      "[disabled, archived]": "#E5E5EA",
      "[selected, archived]": "#FFCC00",
      "[highlighted, selected, archived]": "#007AFF4D",
      "[disabled, selected, archived]": "#FFCC00",
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
