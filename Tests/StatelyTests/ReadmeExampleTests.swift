import Stately
import Testing

extension ControlState {
  fileprivate static let readmeMutual = ControlState.custom(bit: 0, name: "mutual")
  fileprivate static let readmeLoading = ControlState.custom(bit: 1, name: "loading")
}

@Suite("The README's example")
struct ReadmeExampleTests {
  @Test("The README example resolves, explains and diagnoses as it says")
  func readmeExample() throws {
    let space = try StateSpace(
      custom: [.readmeMutual, .readmeLoading],
      invariants: [.implies(.readmeMutual, .selected), .forces(.readmeLoading, .disabled)])

    var title = StateTable(default: "Follow")
    title.setValue("Following", for: .containsAll(.selected))
    title.setValue("Mutual", for: .containsAll(.readmeMutual))
    #expect(title.value(for: [.selected, .readmeMutual]) == "Mutual")
    let first = title.diagnostics(in: space)
    #expect(first.ambiguous.map { [$0.earlierRuleIndex, $0.laterRuleIndex] } == [[0, 1]])
    #expect(
      first.description.contains("ambiguous: #0 containsAll[selected] and #1 containsAll[mutual] tie in"))

    title.setValue("Mutual", for: .containsAll(.readmeMutual), priority: .containsAll + 1)
    title.setValue("", for: .containsAll(.readmeLoading), priority: .containsAll + 2)
    let report = title.diagnostics(in: space)
    #expect(report.isClean)
    #expect(report.statesExamined == 12)
    #expect(space.reachableStates.count == 12)
    let trace = title.explain([.selected, .readmeMutual])
    #expect(trace.winner?.predicate == .containsAll(.readmeMutual))
    #expect(trace.description.contains("loses to #1 on priority"))
  }
}
