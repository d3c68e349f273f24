/// What a ``StateTable`` does across every reachable state of a ``StateSpace``.
///
/// ```swift
/// let report = title.diagnostics(in: space)
/// if !report.isClean { print(report) }
/// ```
///
/// - **Shadowed** rules never win in any reachable state: either they never match one
///   (``ShadowedRule/Reason/neverMatches``) or another rule always beats them
///   (``ShadowedRule/Reason/alwaysOutranked(by:)``).
/// - **Ambiguous** pairs tie on priority and specificity as the two best matches in some reachable
///   state, so only declaration order decides between them.
/// - **Uncovered** states are reachable states where no rule matches and the default applies.
public struct TableDiagnostics: Hashable, Sendable, CustomStringConvertible {
  /// A rule that never supplies a value.
  public struct ShadowedRule: Hashable, Sendable {
    /// Why the rule never wins.
    public enum Reason: Hashable, Sendable {
      /// The rule's predicate matches no reachable state.
      case neverMatches
      /// The rule matches, but the listed rules (by index) beat it in every state where it matches.
      case alwaysOutranked(by: [Int])
    }
    /// The rule's index in declaration order.
    public let ruleIndex: Int
    /// The rule's predicate.
    public let predicate: StatePredicate
    /// Why it never wins.
    public let reason: Reason
  }

  /// Two rules that tie as the best matches in some reachable states.
  public struct AmbiguousPair: Hashable, Sendable {
    /// The earlier rule's index; it loses the tie.
    public let earlierRuleIndex: Int
    /// The later rule's index; it wins the tie by declaration order alone.
    public let laterRuleIndex: Int
    /// The earlier rule's predicate.
    public let earlierPredicate: StatePredicate
    /// The later rule's predicate.
    public let laterPredicate: StatePredicate
    /// The reachable states where they tie, in the space's order.
    public let states: [ControlState]
  }

  /// Rules that never win.
  public let shadowed: [ShadowedRule]
  /// Pairs resolved only by declaration order.
  public let ambiguous: [AmbiguousPair]
  /// Reachable states that fall to the default.
  public let uncovered: [ControlState]
  /// The number of reachable states examined.
  public let statesExamined: Int
  /// The names of the examined space's custom states, used by ``description``.
  public let names: StateNames

  /// Whether there are no shadowed rules and no ambiguous pairs. Uncovered states are allowed:
  /// a default is a legitimate value.
  public var isClean: Bool { shadowed.isEmpty && ambiguous.isEmpty }

  /// A report with one line per finding.
  public var description: String {
    var lines = [
      "\(statesExamined) reachable states: \(shadowed.count) shadowed, \(ambiguous.count) ambiguous, \(uncovered.count) uncovered"
    ]
    for rule in shadowed {
      switch rule.reason {
      case .neverMatches:
        lines.append(
          "  shadowed: #\(rule.ruleIndex) \(names.describe(rule.predicate)) matches no reachable state")
      case .alwaysOutranked(let winners):
        let by = winners.map { "#\($0)" }.joined(separator: ", ")
        lines.append("  shadowed: #\(rule.ruleIndex) \(names.describe(rule.predicate)) always loses to \(by)")
      }
    }
    for pair in ambiguous {
      let states = pair.states.map(names.describe).joined(separator: ", ")
      lines.append(
        "  ambiguous: #\(pair.earlierRuleIndex) \(names.describe(pair.earlierPredicate)) and "
          + "#\(pair.laterRuleIndex) \(names.describe(pair.laterPredicate)) tie in \(states); "
          + "declaration order picks #\(pair.laterRuleIndex)")
    }
    if !uncovered.isEmpty {
      lines.append("  uncovered (default applies): " + uncovered.map(names.describe).joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}

extension StateTable {
  /// Checks this table against every reachable state of `space`.
  ///
  /// - Returns: Shadowed rules, ambiguous pairs and uncovered states.
  /// - Complexity: O(*s* · *n* log *n*) for *s* reachable states and *n* rules.
  public func diagnostics(in space: StateSpace) -> TableDiagnostics {
    var wins = [Bool](repeating: false, count: rules.count)
    var matchedSomewhere = [Bool](repeating: false, count: rules.count)
    var beatenBy = [[Int]](repeating: [], count: rules.count)
    var ties: [[Int]: [ControlState]] = [:]
    var tieOrder: [[Int]] = []
    var uncovered: [ControlState] = []
    for state in space.reachableStates {
      let matching = rules.indices.filter { rules[$0].predicate.matches(state) }
        .sorted { rules[$0].outranks(rules[$1], index: $0, otherIndex: $1) }
      guard let best = matching.first else {
        uncovered.append(state)
        continue
      }
      wins[best] = true
      for index in matching {
        matchedSomewhere[index] = true
        if index != best, !beatenBy[index].contains(best) { beatenBy[index].append(best) }
      }
      for other in matching.dropFirst() {
        guard rules[best].comparison(with: rules[other]) == .declarationOrder else { break }
        let key = [other, best]
        if ties[key] == nil { tieOrder.append(key) }
        ties[key, default: []].append(state)
      }
    }
    let shadowed = rules.indices.filter { !wins[$0] }.map { index in
      TableDiagnostics.ShadowedRule(
        ruleIndex: index, predicate: rules[index].predicate,
        reason: matchedSomewhere[index] ? .alwaysOutranked(by: beatenBy[index].sorted()) : .neverMatches)
    }
    let ambiguous = tieOrder.sorted { $0.lexicographicallyPrecedes($1) }.map { key in
      TableDiagnostics.AmbiguousPair(
        earlierRuleIndex: key[0], laterRuleIndex: key[1], earlierPredicate: rules[key[0]].predicate,
        laterPredicate: rules[key[1]].predicate, states: ties[key] ?? [])
    }
    return TableDiagnostics(
      shadowed: shadowed, ambiguous: ambiguous, uncovered: uncovered,
      statesExamined: space.reachableStates.count, names: space.names)
  }
}
