import Testing

@testable import StatelyControls

@Suite("Cells: precomputed list content looks")
struct CellListContentLookTableTests {
  @Test("The precomputed look equals the look built from scratch for every style, environment and phase")
  func tableEqualsConstruction() {
    var checked = 0
    for style in ListContentStyle.allCases {
      for environment in ListEnvironment.allCases {
        for phase in ListContentLook.Phase.allCases {
          let cached = ListContentLook.cached(style: style, environment: environment, phase: phase)
          #expect(cached == ListContentLook(style: style, environment: environment, phase: phase))
          checked += 1
        }
      }
    }
    #expect(checked == ListContentStyle.allCases.count * ListEnvironment.allCases.count * 3)
  }
}
