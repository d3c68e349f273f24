import Stately

extension StateSheet {
  /// The sheet as text: a heading with the space and the rule diagnostics, then one section per
  /// reachable state.
  ///
  /// ```text
  /// FollowButton: 12 reachable states of [highlighted, disabled, selected, mutual, loading]
  /// invariants: [mutual] ⇒ [selected]; [loading] ⇒ [disabled] (forced); …
  /// rule diagnostics: clean
  ///
  /// state [selected, mutual]
  ///   title = "Mutual"
  ///   background.fillColor = #E5E5EA
  ///   …
  ///   why configuration = filled "Mutual" medium from rule #2 containsAll[selected, mutual]
  /// ```
  ///
  /// Each section starts with `state` at the start of a line and everything in it is indented, so
  /// `git diff` names the state in each hunk's header. Every resolved property is one `path = value` line
  /// (``PropertyLines``), and every rule table one `why` line with the winning rule, so a change to one
  /// rule changes only the lines of the states where its value shows.
  ///
  /// - Complexity: O(*s* · *p*) for *s* states and *p* properties and rule tables.
  public var text: String {
    var lines = [
      "\(title): \(space.reachableStates.count) reachable state\(space.reachableStates.count == 1 ? "" : "s") "
        + "of \(space.describe(space.bits))"
    ]
    lines.append(
      "invariants: "
        + (space.invariants.isEmpty
          ? "none" : space.invariants.map(space.names.describe).joined(separator: "; ")))
    let problems = findings.filter { $0.kind != .unresolvableConfiguration }
    if problems.isEmpty {
      lines.append(
        "rule diagnostics: \(ruleDiagnostics.isEmpty && tracedTables.isEmpty ? "no rule tables" : "clean")")
    } else {
      lines.append("rule diagnostics:")
      lines += problems.map { "  " + $0.summary }
    }
    for entry in entries {
      lines.append("")
      lines += Self.lines(of: entry, names: space.names)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The section of one state.
  static func lines(of entry: Entry, names: StateNames) -> [String] {
    var lines = ["state \(names.describe(entry.state))"]
    if entry.reached != entry.state {
      lines.append(
        "  reached \(names.describe(entry.reached)) instead: its stored flags cannot produce this state")
    }
    if let error = entry.error {
      lines.append("  error: \(error.replacingNewlines()) (the last appearance that resolved is shown)")
    }
    for part in entry.parts {
      lines += PropertyLines.lines(of: part.appearance, names: names, prefix: part.name).map { "  " + $0 }
    }
    if entry.explanations.isEmpty {
      lines.append("  why: no rule table; the control's defaults decide every value")
    }
    for (property, explanation) in entry.explanations {
      lines.append(
        "  why \(property) = \(explanation.value.replacingNewlines()) from \(Self.source(of: explanation))")
    }
    return lines
  }

  /// The winning rule of a trace, or the default.
  static func source(of explanation: StateExplanation) -> String {
    guard let winner = explanation.winner else { return "the default (no rule matches)" }
    let priority = winner.isExplicitPriority ? " (priority \(winner.priority))" : ""
    return "rule #\(winner.ruleIndex) \(explanation.names.describe(winner.predicate))\(priority)"
  }
}
