import Stately
import StatelyControls
import StatelyTesting
import Testing

@Suite("expectNoDiagnostics")
struct ExpectNoDiagnosticsTests {
  /// Two title rules that tie in [selected, highlighted].
  static func tiedLook() -> (ConfigurationTable<ButtonConfiguration>, StateSpace) {
    var look = ConfigurationTable(base: ButtonConfiguration.filled())
    look.setValue("Selected", for: .containsAll(.selected), at: \.title, label: "title")
    look.setValue("Pressed", for: .containsAll(.highlighted), at: \.title)
    return (look, .standard)
  }

  @Test("A clean control records nothing and returns no finding")
  func cleanControl() throws {
    #expect(expectNoDiagnostics(try followButton()).isEmpty)
  }

  @Test("A tie fails at the caller's line with the counterexample state and its trace")
  func tieFailsAtTheCallersLine() {
    let (look, space) = Self.tiedLook()
    let line = #line + 2
    withKnownIssue {
      expectNoDiagnostics(look, in: space)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line && text.contains("tie in [highlighted, selected]")
        && text.contains("counterexample:\n[highlighted, selected] → \"Pressed\" from rule #1")
    }
  }

  @Test("A rule that always loses fails with a state where it loses")
  func shadowedRuleNamesAState() {
    var title = StateTable<String>(default: "Follow")
    title.setValue("Selected", for: .containsAll(.selected))
    title.setValue("Never", for: .containsAny(.selected))
    var messages: [String] = []
    withKnownIssue {
      messages = expectNoDiagnostics(title, in: .standard, property: "title")
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains(
        "rule #1 containsAny[selected] never wins: it always loses to #0, as in [selected]")
        == true)
  }

  @Test("A button whose rules tie fails once per finding, naming the control")
  func controlFindingsNameTheControl() {
    let (look, _) = Self.tiedLook()
    let button = StatelyButton()
    button.configurationTable = look
    var messages: [String] = []
    withKnownIssue {
      messages = expectNoDiagnostics(button)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("StatelyButton: title: rules #0 containsAll[selected] and #1") == true)
  }
}

/// A label-like object that a control binds.
final class Caption {
  var text = ""
}

/// A control whose two captions, of one type, are bound at the same property: the title's second rule
/// never wins, the detail's does.
final class Captioned: ConfiguredControl<String> {
  let title = Caption()
  let detail = Caption()

  init() {
    super.init(appearance: "")
    engine.setValue("A", for: .containsAll(.selected), on: title, at: \.text)
    engine.setValue("B", for: .containsAny(.selected), on: title, at: \.text)
    engine.setValue("C", for: .containsAll(.disabled), on: detail, at: \.text)
    engine.setValue("D", for: .containsAll(.selected), on: detail, at: \.text, priority: .containsAll + 1)
  }

  override func resolveAppearance(for state: ControlState) throws(ConfigurationError) -> String {
    title.text + detail.text
  }
}

/// A control of the test's own whose colour comes from two bindings, tied or ranked.
final class Dot: ConfiguredControl<String> {
  var color = "grey"

  init(tied: Bool) {
    super.init(appearance: "")
    engine.setValue("red", for: .containsAll(.selected), on: self, at: \.color)
    engine.setValue(
      "pale", for: .containsAll(.disabled), on: self, at: \.color, priority: tied ? nil : .containsAll + 1)
  }

  override func resolveAppearance(for state: ControlState) throws(ConfigurationError) -> String { color }
}

@Suite("expectNoDiagnostics on a control's bindings")
struct BindingDiagnosticsTests {
  @Test("Bindings ranked by an explicit priority are clean")
  func rankedBindingsAreClean() {
    #expect(expectNoDiagnostics(Dot(tied: false)).isEmpty)
  }

  @Test("Two objects of one type bound at one property are two rule tables, each checked on its own")
  func sameLabelOnTwoObjects() {
    let findings = StateSheet(of: Captioned()).findings
    #expect(findings.map(\.property) == ["Caption.text"])
    #expect(findings.first?.kind == .shadowedRule)
    let captioned = Captioned()
    #expect(captioned.engine.explainBindings().map(\.property) == ["Caption.text", "Caption.text #2"])
  }

  @Test("Two bindings that tie fail with the state where they tie, found from the traces")
  func tiedBindingsFail() {
    var messages: [String] = []
    withKnownIssue {
      messages = expectNoDiagnostics(Dot(tied: true))
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("tie in [disabled, selected] and 1 more; declaration order picks #1") == true)
    #expect(messages.first?.contains("counterexample:\n[disabled, selected] → \"pale\" from rule #1") == true)
  }
}
