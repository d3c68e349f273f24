import PropertyBased
import Stately
import Testing

@testable import StatelyControls

/// A background made afresh, in storage of its own, with a fill whose red component is `shade`.
private func freshBackground(shade: Int) -> BackgroundAppearance {
  BackgroundAppearance(
    fillColor: ResolvedColor(clampingRed: Double(shade) / 16, green: 0, blue: 0),
    strokeColor: ResolvedColor(clampingRed: 0, green: 0, blue: 0, alpha: 0), strokeWidth: 0, strokeOutset: 0,
    corner: .rounded(0))
}

/// Whether two backgrounds share one storage.
private func sharesStorage(_ lhs: BackgroundAppearance?, _ rhs: BackgroundAppearance?) -> Bool {
  guard let lhs, let rhs else { return false }
  return lhs.values.box === rhs.values.box
}

@Suite("Shared resolutions: equal backgrounds of one cycle's cells share one storage")
struct SharedResolutionsTests {
  @Test("Cells of one cycle in the same state share their background; other cycles keep their own")
  func cellsOfOneCycleShareBackgrounds() {
    let cycle = UpdateCycle()
    let cells = (0..<3).map { _ in Cell(cycle: cycle) }
    let loner = Cell(cycle: UpdateCycle())
    cells[2].isSelected = true
    loner.cycle.flush()
    cycle.flush()
    let first = cells[0].appearance.background
    #expect(sharesStorage(first, cells[1].appearance.background))
    #expect(!sharesStorage(first, cells[2].appearance.background))
    #expect(first != cells[2].appearance.background)
    #expect(loner.appearance.background == first)
    #expect(!sharesStorage(loner.appearance.background, first))
    // A cell that turns selected later takes the selected cell's background.
    cells[0].isSelected = true
    cycle.flush()
    #expect(sharesStorage(cells[0].appearance.background, cells[2].appearance.background))
  }

  @Test("Sharing returns an equal value, and the kept one exactly while it is among the latest eight")
  func sharingMatchesAReferenceRing() async {
    await propertyCheck(input: Gen.int(in: 0...11).array(of: 1...60)) { shades in
      let shared = SharedResolutions()
      // The reference: the shades kept, in a ring of `capacity` slots replaced oldest first, and the
      // background first returned for each kept shade.
      var ring: [Int] = []
      var oldest = 0
      var returned: [Int: BackgroundAppearance] = [:]
      for shade in shades {
        let background = freshBackground(shade: shade)
        let result = shared.shared(background)
        #expect(result == background)
        if ring.contains(shade) {
          #expect(sharesStorage(result, returned[shade]), "shade \(shade) of \(shades)")
        } else {
          #expect(sharesStorage(result, background), "shade \(shade) of \(shades)")
          returned[shade] = background
          if ring.count < SharedResolutions.capacity {
            ring.append(shade)
          } else {
            ring[oldest] = shade
            oldest = (oldest + 1) % SharedResolutions.capacity
          }
        }
      }
    }
  }
}
