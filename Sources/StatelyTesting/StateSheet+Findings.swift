public import Stately

extension StateSheet {
  /// One problem a sheet shows: a rule that never wins, two rules that tie, or a state whose
  /// configuration cannot be resolved, with a state that shows it where there is one.
  public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Sendable, Hashable {
      /// A rule never supplies a value: it matches no reachable state, or always loses.
      case shadowedRule
      /// Two rules tie as the best matches, so only their declaration order decides.
      case ambiguousRules
      /// The configuration cannot be resolved in a reachable state.
      case unresolvableConfiguration
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The rule table or property concerned, such as `"title"`; `nil` for the whole control.
    public var property: String?
    /// One line saying what is wrong.
    public var summary: String
    /// A reachable state that shows the problem, or `nil` when none can (a rule that matches no state).
    public var counterexample: ControlState?
    /// How the rule table resolves ``counterexample``, or `nil`: every rule, the winner, and why each
    /// other rule lost.
    public var trace: String?

    /// The summary, the counterexample and its trace, one per line.
    public var description: String {
      var text = summary
      if let trace { text += "\ncounterexample:\n" + trace }
      return text
    }
  }

  /// Every problem the sheet shows: rule diagnostics first, in the order of ``ruleDiagnostics``, then
  /// those of the rule tables that only the traces show (such as a control's bindings, checked from
  /// their traces in every state), then states whose configuration cannot be resolved, in the space's
  /// order.
  ///
  /// ```swift
  /// for finding in StateSheet(of: button).findings { print(finding) }
  /// ```
  ///
  /// - Complexity: O(*t* · *s* · *n*) for *t* rule tables, *s* states and *n* rules per table.
  public var findings: [Finding] {
    var result: [Finding] = []
    for (property, report) in ruleDiagnostics {
      for rule in report.shadowed {
        let winners: [Int]? =
          switch rule.reason {
          case .neverMatches: nil
          case .alwaysOutranked(let by): by
          }
        result.append(
          shadowed(property, rule.ruleIndex, report.names.describe(rule.predicate), outrankedBy: winners))
      }
      for pair in report.ambiguous {
        result.append(
          ambiguous(
            property, pair.earlierRuleIndex, report.names.describe(pair.earlierPredicate),
            pair.laterRuleIndex,
            report.names.describe(pair.laterPredicate), states: pair.states))
      }
    }
    let diagnosed = Set(ruleDiagnostics.map(\.property))
    for property in tracedTables where !diagnosed.contains(property) {
      result += tracedFindings(of: property)
    }
    for entry in entries {
      guard let error = entry.error else { continue }
      result.append(
        Finding(
          kind: .unresolvableConfiguration, property: nil,
          summary: "the configuration cannot be resolved in \(space.describe(entry.state)): \(error)",
          counterexample: entry.state, trace: nil))
    }
    return result
  }

  /// The rule tables the traces show, in the order they first appear.
  var tracedTables: [String] {
    var seen: Set<String> = []
    var result: [String] = []
    for entry in entries {
      for (property, _) in entry.explanations where seen.insert(property).inserted { result.append(property) }
    }
    return result
  }

  /// The findings of one rule table from its traces in every state: a rule that never wins, and two
  /// rules of which one wins only by declaration order, as `Stately/TableDiagnostics` defines them.
  private func tracedFindings(of property: String) -> [Finding] {
    var predicates: [Int: String] = [:]
    var won: Set<Int> = []
    var beatenBy: [Int: Set<Int>] = [:]
    var ties: [[Int]: [ControlState]] = [:]
    for entry in entries {
      for (name, explanation) in entry.explanations where name == property {
        for rule in explanation.entries {
          predicates[rule.ruleIndex] = explanation.names.describe(rule.predicate)
          switch rule.verdict {
          case .won: won.insert(rule.ruleIndex)
          case .lost(let winner, let step):
            beatenBy[rule.ruleIndex, default: []].insert(winner)
            if step == .declarationOrder {
              ties[[rule.ruleIndex, winner], default: []].append(explanation.state)
            }
          case .didNotMatch: break
          }
        }
      }
    }
    var result: [Finding] = []
    for index in predicates.keys.sorted() where !won.contains(index) {
      result.append(
        shadowed(property, index, predicates[index] ?? "", outrankedBy: beatenBy[index].map { $0.sorted() }))
    }
    for key in ties.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      result.append(
        ambiguous(
          property, key[0], predicates[key[0]] ?? "", key[1], predicates[key[1]] ?? "",
          states: ties[key] ?? []))
    }
    return result
  }

  /// A rule that never wins: it matches no state (`outrankedBy` is `nil`) or always loses.
  private func shadowed(_ property: String, _ index: Int, _ predicate: String, outrankedBy winners: [Int]?)
    -> Finding
  {
    let head = "\(property): rule #\(index) \(predicate)"
    guard let winners else {
      return Finding(
        kind: .shadowedRule, property: property, summary: "\(head) matches no reachable state",
        counterexample: nil, trace: nil)
    }
    let losing = firstExplanation(of: property) { explanation in
      explanation.entries.contains { $0.ruleIndex == index && $0.verdict != .didNotMatch }
    }
    let by = winners.map { "#\($0)" }.joined(separator: ", ")
    return Finding(
      kind: .shadowedRule, property: property,
      summary: "\(head) never wins: it always loses to \(by)"
        + (losing.map { ", as in \(space.describe($0.state))" } ?? ""),
      counterexample: losing?.state, trace: losing?.explanation.description)
  }

  /// Two rules that tie in `states`; the later one wins by declaration order.
  private func ambiguous(
    _ property: String, _ earlier: Int, _ earlierPredicate: String, _ later: Int, _ laterPredicate: String,
    states: [ControlState]
  ) -> Finding {
    let state = states.first
    let trace = state.flatMap { state in firstExplanation(of: property) { $0.state == state } }
    let more = states.count > 1 ? " and \(states.count - 1) more" : ""
    return Finding(
      kind: .ambiguousRules, property: property,
      summary: "\(property): rules #\(earlier) \(earlierPredicate) and #\(later) \(laterPredicate) tie in "
        + "\(state.map(space.describe) ?? "no state")\(more); declaration order picks #\(later)",
      counterexample: state, trace: trace?.explanation.description)
  }

  /// The first state, in the space's order, whose trace for `property` passes `test`.
  private func firstExplanation(
    of property: String, where test: (StateExplanation) -> Bool
  ) -> (state: ControlState, explanation: StateExplanation)? {
    for entry in entries {
      for (name, explanation) in entry.explanations where name == property && test(explanation) {
        return (entry.reached, explanation)
      }
    }
    return nil
  }
}
