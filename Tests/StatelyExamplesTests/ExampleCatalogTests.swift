import Stately
import StatelyControls
import StatelyExamples
import Testing

@Suite("Example catalog")
struct ExampleCatalogTests {
  @Test("Every rule table of every example is clean: no shadowed and no ambiguous rules")
  func diagnosticsClean() {
    let reports = allRuleDiagnostics()
    #expect(reports.count >= 20)
    for report in reports {
      #expect(report.diagnostics.shadowed.isEmpty, "\(report.name): \(report.diagnostics)")
      #expect(report.diagnostics.ambiguous.isEmpty, "\(report.name): \(report.diagnostics)")
    }
  }

  @Test("The catalog lists every example once, with its article and a non-empty state space")
  func entries() throws {
    let ids = ExampleCatalog.entries.map(\.id)
    #expect(
      ids == [
        "loadingButton", "followButton", "checkout", "pinCode", "changePinForm", "precedence", "cellList",
      ])
    for entry in ExampleCatalog.entries {
      #expect(!entry.articleReference.isEmpty && !entry.summary.isEmpty)
      #expect(!entry.stateSpace.reachableStates.isEmpty)
      #expect(entry.isClean)
    }
    #expect(throws: ExampleCatalogError.unknownExample("nope")) { try ExampleCatalog.entry(id: "nope") }
  }

  @Test("Each preview reproduces its reachable state, in the space's order")
  func previewsReproduceStates() {
    for entry in ExampleCatalog.entries {
      let previews = entry.previews()
      #expect(previews.map(\.state) == entry.stateSpace.reachableStates, "\(entry.id)")
    }
  }

  @Test("Previews of rule-driven examples explain every rule table")
  func explanations() throws {
    for id in ["loadingButton", "followButton", "pinCode", "changePinForm", "cellList"] {
      let entry = try ExampleCatalog.entry(id: id)
      for preview in entry.previews() {
        #expect(!preview.explanations.isEmpty, "\(id) \(preview.state)")
        #expect(preview.explanations.allSatisfy { $0.explanation.state == preview.state }, "\(id)")
      }
    }
  }

  @Test("An unreachable state is refused with a typed error naming it")
  func unreachable() throws {
    let entry = try ExampleCatalog.entry(id: "followButton")
    #expect(
      throws: ExampleCatalogError.unreachableState(FollowButton.followStates.mutual, example: "followButton")
    ) {
      try entry.preview(for: FollowButton.followStates.mutual)
    }
  }

  @Test("setFactors(matching:) reproduces a forced state without storing the forced bit")
  func setFactorsForced() {
    let button = FollowButton()
    button.engine.setFactors(matching: [.disabled, LoadingButton.loadingStates.loading])
    #expect(button.state == [.disabled, LoadingButton.loadingStates.loading])
    #expect(button.isEnabled)
    button.isLoading = false
    #expect(button.state == .normal)
  }
}
