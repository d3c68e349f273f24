import Stately
import StatelyControls
import StatelySwiftUI
import Testing

/// The gallery's tiles: one per reachable state, labelled, drawn as the controls draw them.
@MainActor
@Suite("The gallery lays out every reachable state, labelled")
struct StateGalleryTests {
  @Test("A button look has one tile per reachable state, in the space's order, with StatelyButton's look")
  func buttonTiles() throws {
    let readme = ReadmeFollowLook()
    let gallery = StateGallery(
      StatelyButtonStyle(space: readme.space, configurationTable: readme.look), title: "Follow")
    let tiles = gallery.tiles(in: .dark)
    #expect(tiles.map(\.state) == readme.space.reachableStates)
    #expect(tiles.map(\.label) == readme.space.reachableStates.map(readme.space.describe))
    #expect(tiles.contains { $0.label == "[selected, mutual]" })
    for tile in tiles {
      let button = StatelyButton(space: readme.space, traits: .dark)
      button.configurationTable = readme.look
      button.engine.setFactors(matching: tile.state)
      button.engine.cycle.flush()
      #expect(tile.content == .button(button.appearance), "\(tile.label)")
    }
    #expect(gallery.findings.isEmpty)
  }

  @Test("A toggle look has the switch's eight states, each a Switch's appearance")
  func toggleTiles() {
    let gallery = StateGallery(StatelyToggleStyle(onTintColor: .systemOrange))
    let tiles = gallery.tiles()
    #expect(tiles.count == 8)
    for tile in tiles {
      let toggle = Switch()
      toggle.onTintColor = .systemOrange
      toggle.engine.setFactors(matching: tile.state)
      toggle.engine.cycle.flush()
      #expect(tile.content == .toggle(toggle.appearance), "\(tile.label)")
    }
  }

  @Test("A state whose configuration cannot be resolved shows why, and the findings say so")
  func failingState() {
    var table = ConfigurationTable(base: ButtonConfiguration.filled())
    table.setValue(-4.0, for: .containsAll(.selected), at: \.imagePadding)
    let gallery = StateGallery(StatelyButtonStyle(configurationTable: table))
    let failures = gallery.tiles().filter {
      if case .failure = $0.content { true } else { false }
    }
    #expect(failures.map(\.state) == StateSpace.standard.reachableStates.filter { $0.contains(.selected) })
    #expect(gallery.findings.count == failures.count)
    #expect(gallery.findings.allSatisfy { $0.contains("imagePadding") })
  }
}
