import Stately
import StatelyControls
import StatelyExamples
import Testing

@testable import PlaygroundCore

@Suite("Gallery grids: states across, variants down")
struct GalleryGridTests {
  private func item(_ state: ControlState) -> GalleryItem {
    GalleryItem(caption: "\(state.rawValue)", html: HTML(trusted: "<i>\(state.rawValue)</i>"))
  }

  @Test("Interaction states go across, value states down, each ordered by how many bits, then which")
  func layout() throws {
    let space = FollowButton.followSpace
    let states = space.reachableStates
    let grid = GalleryGrid.states(states.reversed().map { ($0, item($0)) }, names: space.names)
    #expect(grid.columns.first == "normal")
    #expect(grid.rows.map(\.label).first == "none")
    // Every reachable state sits in exactly one cell: the one at its value row and interaction column.
    for state in states {
      // bitNames names the empty state "normal"; a grid's empty value row is "none".
      let value = space.names.bitNames(of: state.subtracting([.highlighted, .focused, .disabled]))
      let interaction = space.names.bitNames(of: state.intersection([.highlighted, .focused, .disabled]))
      let label = value == ["normal"] ? "none" : value.joined(separator: "+")
      let row = try #require(grid.rows.first { $0.label == label })
      let column = try #require(grid.columns.firstIndex(of: interaction.joined(separator: "+")))
      #expect(row.cells[column]?.caption == "\(state.rawValue)", "\(state)")
    }
    #expect(grid.items.count == states.count)
    // Loading forces disabled: a loading button is never normal or highlighted, so those cells are empty.
    let loading = try #require(grid.rows.first { $0.label == "loading" })
    #expect(loading.cells[0] == nil)
    #expect(grid.rows.map(\.label).count == Set(grid.rows.map(\.label)).count)
    let counts = grid.rows.map { $0.label == "none" ? 0 : $0.label.split(separator: "+").count }
    #expect(counts == counts.sorted())
  }

  @Test("Columns: normal, then one bit, then two, in the order highlighted, focused, disabled")
  func columnOrder() throws {
    let space = try StateSpace(builtIn: [.highlighted, .disabled, .selected, .focused], custom: [])
    let grid = GalleryGrid.states(space.reachableStates.map { ($0, item($0)) }, names: .unnamed)
    // A control disabled while pressed keeps its highlight, as in UIKit, so highlighted+disabled is a state.
    #expect(
      grid.columns == [
        "normal", "highlighted", "focused", "disabled", "highlighted+focused", "highlighted+disabled",
        "disabled+focused", "highlighted+disabled+focused",
      ])
    #expect(grid.rows.map(\.label) == ["none", "selected"])
  }

  @Test("A grid's notes are listed once each under it, with the tiles they are about, by row")
  func notesOnce() {
    let note = GalleryNote(badge: "4.0:1", text: "Too light.")
    let other = GalleryNote(badge: "3.0:1", text: "Lighter still.")
    func tile(_ notes: [GalleryNote]) -> GalleryItem {
      GalleryItem(caption: "t", html: "<b>t</b>", notes: notes)
    }
    let grid = GalleryGrid(
      columns: ["normal", "selected", "focused"],
      rows: [
        GalleryRow(label: "Plain", cells: [tile([note]), tile([]), tile([note])]),
        GalleryRow(label: "Gray", cells: [tile([note, other]), nil, tile([])]),
      ])
    let markup = Pages.grid(grid, id: "g").markup
    #expect(markup.occurrences(of: "Too light.") == 4, "three marks' titles and one line")
    #expect(markup.contains("<span class=\"where\">Plain: normal, focused; Gray: normal</span> Too light."))
    #expect(markup.contains("<span class=\"where\">Gray: normal</span> Lighter still."))
    #expect(markup.occurrences(of: "class=\"contrast-badge\"") == 4)
    #expect(markup.occurrences(of: "cell cell-empty") == 1)
    #expect(markup.contains("style=\"--columns: 3\""))
  }
}
