import SnapshotTesting
import Stately
import StatelyExamples
import StatelyTesting
import Testing

@Suite("Every example of the catalog in every reachable state", .snapshots(record: snapshotRecordMode))
struct ExampleSnapshotTests {
  /// The catalog's entry as a sheet: each state previewed the way the gallery previews it.
  static func sheet(of entry: ExampleEntry) throws -> StateSheet {
    try StateSheet(title: entry.title, space: entry.stateSpace, ruleDiagnostics: entry.ruleDiagnostics) {
      state in
      let preview = try entry.preview(for: state)
      return StateSheet.Entry(
        state: state, reached: preview.state,
        parts: preview.appearance.parts.map { StateSheet.Part(name: $0.name, appearance: $0.appearance) },
        explanations: preview.explanations)
    }
  }

  @Test("Each example's every reachable state matches its recorded text and HTML")
  func examples() throws {
    for entry in ExampleCatalog.entries {
      let sheet = try Self.sheet(of: entry)
      assertSnapshot(of: sheet, as: .reachableStates, named: entry.id)
      assertSnapshot(of: sheet, as: .reachableStatesHTML, named: entry.id)
    }
  }

  @Test("Every example's rule tables are clean, and every state resolves")
  func examplesAreClean() throws {
    for entry in ExampleCatalog.entries {
      #expect(expectNoDiagnostics(try Self.sheet(of: entry)).isEmpty, "\(entry.id)")
    }
  }
}
