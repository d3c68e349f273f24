import Stately
import Testing

@Suite("The README's example")
struct ReadmeExampleTests {
  @Test("The README example resolves, explains and diagnoses as it says")
  func readmeExample() throws {
    let mutual = ControlState(customBit: 0)
    let loading = ControlState(customBit: 1)
    let space = try StateSpace(
      custom: ["mutual": mutual, "loading": loading],
      invariants: [.implies(mutual, .selected), .forces(loading, .disabled)])

    var title = StateTable(default: "Follow")
    title.setValue("Following", for: .containsAll(.selected))
    title.setValue("Mutual", for: .containsAll(mutual))
    #expect(title.value(for: [.selected, mutual]) == "Mutual")
    let first = title.diagnostics(in: space)
    #expect(first.ambiguous.map { [$0.earlierRuleIndex, $0.laterRuleIndex] } == [[0, 1]])
    #expect(
      first.description.contains("ambiguous: #0 containsAll[selected] and #1 containsAll[mutual] tie in"))

    title.setValue("Mutual", for: .containsAll(mutual), priority: .containsAll + 1)
    title.setValue("", for: .containsAll(loading), priority: .containsAll + 2)
    let report = title.diagnostics(in: space)
    #expect(report.isClean)
    #expect(report.statesExamined == 12)
    #expect(space.reachableStates.count == 12)
    let trace = title.explain([.selected, mutual], names: space.names)
    #expect(trace.winner?.predicate == .containsAll(mutual))
    #expect(trace.description.contains("loses to #1 on priority"))
    #expect(trace.description.hasPrefix("[selected, mutual] → \"Mutual\""))
  }
}
