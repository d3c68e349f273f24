public import Stately
public import StatelyControls

/// Records a test failure at the caller's line for each problem `control` shows across its reachable
/// states: each rule that never wins, each pair of rules that tie, each state whose configuration cannot
/// be resolved, each diagnostic the control recorded, with a counterexample state and its trace.
///
/// ```swift
/// @Test func followButtonRulesAreClean() {
///   expectNoDiagnostics(FollowButton())
/// }
/// // FollowButton: title: rules #1 containsAll[selected] and #2 containsAll[mutual] tie in …
/// // counterexample:
/// // [selected, mutual] → "Mutual" from rule #2 containsAll[mutual]
/// //   ✓ #2 containsAll[mutual] = "Mutual" (priority 300, specificity 1): wins
/// //   ✗ #1 containsAll[selected] = "Following" (priority 300, specificity 1): loses to #2 on declaration order
/// ```
///
/// Works under Swift Testing (an `Issue`) and XCTest (`XCTFail`). The control is driven through its
/// states as ``StateSheet/init(of:title:)`` does.
///
/// - Parameters:
///   - control: Any configured control.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
/// - Returns: The problems found, one failure recorded for each; empty when the control is clean.
/// - Complexity: O(*s*) updates of the control for *s* reachable states.
@discardableResult
public func expectNoDiagnostics<Appearance: Sendable>(
  _ control: ConfiguredControl<Appearance>, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [String] {
  // What the control recorded before, except unresolvable configurations: the sheet reports those
  // with the state they happen in.
  let recorded = control.diagnostics.filter {
    if case .unresolvableConfiguration = $0 { return false }
    return true
  }
  let sheet = StateSheet(of: control)
  let messages = recorded.map { "\(sheet.title): \($0)" } + sheet.findings.map { "\(sheet.title): \($0)" }
  for message in messages {
    IssueReporter.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return messages
}

/// Records a test failure at the caller's line for each problem `sheet` shows: see
/// ``StateSheet/findings``.
///
/// ```swift
/// expectNoDiagnostics(StateSheet(title: "Badge") { Badge() })
/// ```
///
/// - Parameters:
///   - sheet: A sheet.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
/// - Returns: The problems found, one failure recorded for each.
/// - Complexity: O(*f* · *s*) for *f* findings and *s* states.
@discardableResult
public func expectNoDiagnostics(
  _ sheet: StateSheet, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> [String] {
  let messages = sheet.findings.map { "\(sheet.title): \($0)" }
  for message in messages {
    IssueReporter.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return messages
}

/// Records a test failure at the caller's line for each rule of `table` that never wins in `space`,
/// and each pair of rules that tie, with a counterexample state and its trace.
///
/// ```swift
/// var title = StateTable<String>(default: "Follow")
/// title.setValue("Following", for: .containsAll(.selected))
/// expectNoDiagnostics(title, in: space, property: "title")
/// ```
///
/// - Parameters:
///   - table: A rule table.
///   - space: The states to examine.
///   - property: What the table decides, for the messages. Defaults to `"value"`.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
/// - Returns: The problems found, one failure recorded for each.
/// - Complexity: O(*s* · *n* log *n*) for *s* reachable states and *n* rules.
@discardableResult
public func expectNoDiagnostics<Value>(
  _ table: StateTable<Value>, in space: StateSpace, property: String = "value",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> [String] {
  let sheet = StateSheet(
    title: property, space: space, ruleDiagnostics: [(property, table.diagnostics(in: space))]
  ) { state in
    StateSheet.Entry(
      state: state, parts: [], explanations: [(property, table.explain(state, names: space.names))])
  }
  return expectNoDiagnostics(sheet, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Records a test failure at the caller's line for each rule of `table` that never wins in `space`,
/// and each pair of rules that tie, with a counterexample state and its trace.
///
/// ```swift
/// expectNoDiagnostics(table, in: space)
/// ```
///
/// - Parameters:
///   - table: A configuration table, such as a button's.
///   - space: The states to examine.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
/// - Returns: The problems found, one failure recorded for each.
/// - Complexity: O(*s* · *n* log *n*) for *s* reachable states and *n* rules.
@discardableResult
public func expectNoDiagnostics<Configuration>(
  _ table: ConfigurationTable<Configuration>, in space: StateSpace, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [String] {
  let sheet = StateSheet(
    title: "ConfigurationTable<\(Configuration.self)>", space: space,
    ruleDiagnostics: table.diagnostics(in: space)
  ) { state in
    StateSheet.Entry(state: state, parts: [], explanations: table.explain(state, names: space.names))
  }
  return expectNoDiagnostics(sheet, fileID: fileID, filePath: filePath, line: line, column: column)
}
