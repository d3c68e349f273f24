import Stately
import StatelyControls
import Testing

@testable import PlaygroundCore

/// The gallery's glass grids: the issue asks that the gallery show every glass style in every state.
/// The looks themselves are Stately's (see the ButtonStyles article); Apple publishes none.
@Suite("Gallery: glass tiles")
struct GlassGalleryTests {
  static var button: GallerySection? {
    PlaygroundRegistry.standard.gallerySections().first { $0.id == "button" }
  }

  @Test(
    "The glass grids show each glass style in all 16 states of the four bits, light and dark, over stripes")
  func everyStyleInEveryState() throws {
    let section = try #require(Self.button)
    let titles = section.grids.map(\.title)
    #expect(
      titles == [
        "Style", "Dark appearance", "Glass", "Glass, dark appearance", "Size × corner", "Content", "Tint",
      ])
    let glassStyles = ButtonConfiguration.Style.allCases.filter(\.isGlass)
    for (index, scheme) in [(2, "light"), (3, "dark")] {
      let grid = section.grids[index]
      #expect(grid.rows.count == glassStyles.count * 2)
      let markup = grid.items.map(\.html.markup)
      for style in glassStyles {
        for state in (UInt(0)..<16).map(ControlState.init(rawValue:)) {
          let id = "button-glass-\(scheme)-\(style)-\(String(state.rawValue, radix: 16))"
          let tile = markup.first { $0.contains("id=\"\(id)\"") }
          #expect(tile != nil, "\(id) is missing")
          #expect(tile?.contains("data-style=\"\(style)\"") == true, "\(id)")
          #expect(tile?.contains("class=\"glass-backdrop\"") == true, "\(id)")
          #expect(tile?.contains("data-glass=") == true, "\(id)")
          #expect(tile?.contains("data-color-scheme=\"\(scheme)\"") == true, "\(id)")
        }
      }
      #expect(grid.items.count == glassStyles.count * 16)
      #expect(grid.columns.count == 8)
    }
  }

  @Test("Disabled glass tiles are flat: no sheen and no saturated backdrop; enabled ones have both")
  func disabledTilesAreFlat() throws {
    let section = try #require(Self.button)
    let items = section.grids[2...3].flatMap(\.items).map(\.html.markup)
    let disabled = items.filter { $0.contains("disabled=\"disabled\"") }
    let enabled = items.filter { !$0.contains("disabled=\"disabled\"") }
    // 4 glass styles × the 8 states with the disabled bit × 2 appearances; the same for enabled.
    #expect(disabled.count == 64)
    #expect(enabled.count == 64)
    #expect(disabled.allSatisfy { !$0.contains("saturate(") && !$0.contains("linear-gradient") })
    #expect(enabled.allSatisfy { $0.contains("saturate(") && $0.contains("linear-gradient") })
  }
}
