import Stately
import Testing

extension ControlState {
  fileprivate static let mutual = ControlState.custom(bit: 0, name: "mutual")
  fileprivate static let loading = ControlState.custom(bit: 1, name: "loading")
}

private final class NKFollowButton: Control {
  @StateFlag(.mutual) var isMutual = false
  @StateFlag(.loading) var isLoading = false
  var title = "Follow"

  init(cycle: UpdateCycle) {
    let space = try! StateSpace(
      custom: [.mutual, .loading],
      invariants: [.implies(.mutual, .selected), .forces(.loading, .disabled)])
    super.init(space: space, cycle: cycle)
    setValue("Following", for: .containsAll(.selected), on: self, at: \.title)
    setValue("Mutual", for: .containsAll(.mutual), on: self, at: \.title)
    setValue("", for: .containsAll(.loading), on: self, at: \.title)
  }
}

@Suite("Invariants of the NK follow button (seed 002)")
struct FollowButtonInvariantTests {
  @Test("Setting mutual selects, and the title reads Mutual after the flush")
  func mutualSelects() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    button.isMutual = true
    #expect(button.isSelected)
    #expect(button.state == [.selected, .mutual])
    cycle.flush()
    #expect(button.title == "Mutual")
  }

  @Test("Deselecting clears mutual")
  func deselectClearsMutual() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    button.isMutual = true
    button.isSelected = false
    #expect(!button.isMutual)
    cycle.flush()
    #expect(button.title == "Follow")
  }

  @Test("Loading disables; isEnabled = true while loading keeps it disabled until loading ends")
  func loadingDisables() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    button.isLoading = true
    #expect(button.state.contains(.disabled))
    button.isEnabled = true
    #expect(button.state.contains(.disabled))
    button.isLoading = false
    #expect(!button.state.contains(.disabled))
  }

  @Test("Ten changes in one event lead to one update, handler after override")
  func coalescing() {
    let cycle = UpdateCycle()
    let button = NKFollowButton(cycle: cycle)
    cycle.flush()
    let before = button.updateCount
    for index in 0..<10 { button.isSelected = index % 2 == 0 }
    button.setNeedsUpdateConfiguration()
    let report = cycle.flush()
    #expect(button.updateCount == before + 1)
    #expect(report.updates == 1)
  }
}
