import Stately
import StatelyControls
import Testing

@testable import StatelySwiftUI

/// A style's findings, and the ledger that reports each look once.
@MainActor
@Suite("A style reports its findings once")
struct StyleDiagnosticsTests {
  /// A look with a tie (two rules of one specificity, both matching `[highlighted, selected]`) and a dead
  /// rule (it names `.focused`, which the standard space does not have).
  static let faulty: ConfigurationTable<ButtonConfiguration> = {
    var table = ConfigurationTable(base: ButtonConfiguration.filled())
    table.setValue("Selected", for: .containsAll(.selected), at: \.title, label: "title")
    table.setValue("Pressed", for: .containsAll(.highlighted), at: \.title)
    table.setValue("Focused", for: .containsAll(.focused), at: \.subtitle, label: "subtitle")
    return table
  }()

  @Test("The findings name the tie and the dead rule, as the table's diagnostics do")
  func findings() {
    let style = StatelyButtonStyle(configurationTable: Self.faulty)
    let diagnostics = Self.faulty.diagnostics(in: .standard)
    #expect(diagnostics.filter { !$0.diagnostics.isClean }.count == 2)
    let findings = style.findings
    #expect(findings.count == 2, "\(findings)")
    #expect(findings.contains { $0.hasPrefix("title") && $0.contains("ambiguous") })
    #expect(findings.contains { $0.hasPrefix("subtitle") && $0.contains("matches no reachable state") })
  }

  @Test("A clean look has no findings")
  func cleanLook() {
    let readme = ReadmeFollowLook()
    #expect(StatelyButtonStyle(space: readme.space, configurationTable: readme.look).findings.isEmpty)
  }

  @Test("The ledger gives a look's findings the first time only, and computes them only then")
  func ledgerReportsOnce() {
    var ledger = DiagnosticsLedger()
    var computed = 0
    let first = ledger.report(AnyHashableLook("look")) {
      computed += 1
      return ["a", "b"]
    }
    let second = ledger.report(AnyHashableLook("look")) {
      computed += 1
      return ["a", "b"]
    }
    let other = ledger.report(AnyHashableLook("other look")) { ["c"] }
    #expect(first == ["a", "b"])
    #expect(second.isEmpty)
    #expect(other == ["c"])
    #expect(computed == 1)
  }

  @Test("Reporting a style sends each finding to the handler once, whatever its flags")
  func reportOnce() {
    var received: [String] = []
    let handler = StyleDiagnostics.handler
    let ledger = StyleDiagnostics.ledger
    defer {
      StyleDiagnostics.handler = handler
      StyleDiagnostics.ledger = ledger
    }
    StyleDiagnostics.ledger = DiagnosticsLedger()
    StyleDiagnostics.handler = { received.append($0) }
    let style = StatelyButtonStyle(configurationTable: Self.faulty, tintColor: .systemTeal)
    StyleDiagnostics.reportOnce(style)
    StyleDiagnostics.reportOnce(style.selected(true))
    #expect(received.count == 2)
    #expect(received.allSatisfy { $0.hasPrefix("StatelyButtonStyle: ") })
  }
}
