import Stately
import StatelyHTML

/// Stately's "why" traces (`StateExplanation`) in words a UIKit developer reads: "set for states
/// containing selected and mutual; more specific than the rule for selected, which would give
/// "Following"", rather than rule numbers and matching modes.
enum ExplanationWords {
  /// `["a"]` as `a`, `["a", "b"]` as `a and b`, more as `a, b and c`.
  static func list(_ items: [String], _ conjunction: String = "and") -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    default: items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
  }

  /// The bits a predicate names, by name.
  private static func bits(_ predicate: StatePredicate, _ names: StateNames) -> [String] {
    predicate.constrainedBits.isEmpty ? [] : names.bitNames(of: predicate.constrainedBits)
  }

  /// The states a rule applies to: `states containing selected and mutual`, `every state`,
  /// `the state highlighted+selected exactly`.
  static func states(_ predicate: StatePredicate, names: StateNames) -> String {
    let named = bits(predicate, names)
    switch predicate.mode {
    case .containsAll:
      return named.isEmpty ? "every state" : "states containing \(list(named))"
    case .exact:
      return "the state \(named.isEmpty ? "normal" : named.joined(separator: "+")) exactly"
    case .doesNotContainAll:
      return named.count == 1 ? "states without \(named[0])" : "states without all of \(list(named))"
    case .containsAny:
      return named.isEmpty ? "no state" : "states containing \(list(named, "or"))"
    case .containsNone:
      return named.isEmpty ? "every state" : "states without \(list(named, "or"))"
    case .custom, .composite:
      return "states where \(names.describe(predicate)) holds"
    }
  }

  /// A rule by the states it names: `the rule for selected`, `the rule for selected and mutual`,
  /// `the rule for states without disabled`.
  static func rule(_ predicate: StatePredicate, names: StateNames) -> String {
    let named = bits(predicate, names)
    if predicate.mode == .containsAll && !named.isEmpty { return "the rule for \(list(named))" }
    return "the rule for \(states(predicate, names: names))"
  }

  /// How the winning rule beat a losing one, from the winner's side: `more specific than the rule for
  /// selected (specificity 2 against 1, same priority 300)`.
  static func beat(
    _ loser: StateExplanation.Entry, winner: StateExplanation.Entry, on step: RuleComparison,
    names: StateNames
  ) -> String {
    let other = rule(loser.predicate, names: names)
    return switch step {
    case .priority:
      "takes priority over \(other) (priority \(winner.priority) against \(loser.priority))"
    case .specificity:
      "more specific than \(other) (specificity \(winner.specificity) against \(loser.specificity), "
        + "same priority \(winner.priority))"
    case .declarationOrder:
      "declared after \(other) (same priority \(winner.priority) and specificity \(winner.specificity): "
        + "the later rule wins)"
    }
  }

  /// Why a rule table's value is what it is: where it was set, each matching rule it beat and what
  /// that rule would give, and the rules for other states.
  ///
  /// - Parameters:
  ///   - property: The property, as UIKit names it.
  ///   - explanation: The trace.
  ///   - value: How each rule's value reads; by default the trace's description of it.
  ///   - unset: What applies where the value is `nil`, such as `"the cell's default look"`; a value of
  ///     `nil` is never shown as `nil`.
  /// - Returns: The popover entry.
  static func why(
    property: String, explanation: StateExplanation, value: (String) -> String = { $0 },
    unset: String = "the control's own default"
  ) -> PropertyWhy {
    let names = explanation.names
    let winner = explanation.winner
    var losers: [String] = []
    var unmatched: [String] = []
    for entry in explanation.entries {
      switch entry.verdict {
      case .won: break
      case .lost(_, let step):
        guard let winner else { continue }
        losers.append(
          "\(beat(entry, winner: winner, on: step, names: names)), which would give \(value(entry.value))")
      case .didNotMatch:
        unmatched.append(
          "not this state: \(rule(entry.predicate, names: names)) gives \(value(entry.value)) "
            + "in \(states(entry.predicate, names: names))")
      }
    }
    let shown: String
    let source: String
    if let winner, explanation.value == "nil" {
      shown = "not set"
      source = "set to nil for \(states(winner.predicate, names: names)), so \(unset) applies"
    } else if let winner {
      shown = value(explanation.value)
      source = "set for \(states(winner.predicate, names: names))"
    } else if explanation.value == "nil" {
      shown = "not set"
      source = "no rule covers this state, so \(unset) applies"
    } else {
      shown = value(explanation.value)
      source = "no rule covers this state: the table's default"
    }
    return PropertyWhy(
      property: property, value: shown, source: source, losers: losers, unmatched: unmatched)
  }
}
