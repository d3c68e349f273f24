/// A readable trace of one resolution: which rule won, which others matched, and why each lost.
///
/// ```swift
/// print(title.explain([.selected, mutual], names: space.names))
/// // [selected, mutual] → "Mutual" from rule #2 containsAll[mutual]
/// //   ✓ #2 containsAll[mutual] = "Mutual" (priority 300, specificity 1): wins
/// //   ✗ #1 containsAll[selected] = "Following" (priority 300, specificity 1): loses to #2 on declaration order
/// ```
public struct StateExplanation: Hashable, Sendable, CustomStringConvertible {
  /// Why a rule did or did not supply the value.
  public enum Verdict: Hashable, Sendable {
    /// The rule supplied the value.
    case won
    /// The rule matched but lost to the winner at the given step of the resolution order.
    case lost(to: Int, on: RuleComparison)
    /// The rule's predicate does not match the state.
    case didNotMatch
  }

  /// One rule's part in the resolution.
  public struct Entry: Hashable, Sendable {
    /// The rule's position in the table's declaration order, from 0.
    public let ruleIndex: Int
    /// The rule's predicate.
    public let predicate: StatePredicate
    /// The rule's value, described.
    public let value: String
    /// The priority the rule ranked by.
    public let priority: StatePriority
    /// Whether ``priority`` was given explicitly.
    public let isExplicitPriority: Bool
    /// The rule's specificity.
    public let specificity: Int
    /// What happened to it.
    public let verdict: Verdict
  }

  /// The state resolved.
  public let state: ControlState
  /// The resolved value, described.
  public let value: String
  /// The winning entry, or `nil` when the default applied.
  public let winner: Entry?
  /// The matching rules best first, then the rules that did not match in declaration order.
  public let entries: [Entry]
  /// The names of custom states, used by ``description``.
  public let names: StateNames

  /// Whether the value came from the default.
  public var usedDefault: Bool { winner == nil }

  /// The trace as lines of text.
  public var description: String {
    var lines: [String] = []
    if let winner {
      lines.append(
        "\(names.describe(state)) → \(value) from rule #\(winner.ruleIndex) \(names.describe(winner.predicate))"
      )
    } else {
      lines.append("\(names.describe(state)) → \(value) from the default (no rule matches)")
    }
    for entry in entries {
      let head = "#\(entry.ruleIndex) \(names.describe(entry.predicate)) = \(entry.value)"
      let rank =
        "(priority \(entry.priority)\(entry.isExplicitPriority ? " explicit" : ""), specificity \(entry.specificity))"
      switch entry.verdict {
      case .won:
        lines.append("  ✓ \(head) \(rank): wins")
      case .lost(let winner, let step):
        let reason =
          switch step {
          case .priority: "on priority"
          case .specificity: "on specificity"
          case .declarationOrder: "on declaration order"
          }
        lines.append("  ✗ \(head) \(rank): loses to #\(winner) \(reason)")
      case .didNotMatch:
        lines.append("  · \(head): does not match")
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension StateTable {
  /// Explains how `state` resolves: the winner, the other matching rules and why each lost.
  ///
  /// - Parameters:
  ///   - state: The state to resolve.
  ///   - names: The names to print custom states with, usually a space's ``StateSpace/names``.
  /// - Returns: A trace whose `description` reads as a short report.
  /// - Complexity: O(*n* log *n*).
  public func explain(_ state: ControlState, names: StateNames = .unnamed) -> StateExplanation {
    let winnerIndex = indexOfWinner(for: state)
    func entry(_ index: Int, _ verdict: StateExplanation.Verdict) -> StateExplanation.Entry {
      let rule = rules[index]
      return .init(
        ruleIndex: index, predicate: rule.predicate, value: describe(rule.value), priority: rule.priority,
        isExplicitPriority: rule.explicitPriority != nil, specificity: rule.specificity, verdict: verdict)
    }
    let matching = rules.indices.filter { rules[$0].predicate.matches(state) }
      .sorted { rules[$0].outranks(rules[$1], index: $0, otherIndex: $1) }
    var entries: [StateExplanation.Entry] = []
    for index in matching {
      if index == winnerIndex {
        entries.append(entry(index, .won))
      } else if let winnerIndex {
        entries.append(
          entry(index, .lost(to: winnerIndex, on: rules[winnerIndex].comparison(with: rules[index]))))
      }
    }
    for index in rules.indices where !rules[index].predicate.matches(state) {
      entries.append(entry(index, .didNotMatch))
    }
    return StateExplanation(
      state: state, value: describe(value(for: state)), winner: entries.first { $0.verdict == .won },
      entries: entries, names: names)
  }
}

/// Strings in quotes, optionals unwrapped (`nil` when empty), anything else by its description.
private func describe(_ value: Any) -> String {
  // A cast to `String` unwraps an optional string by itself.
  if let string = value as? String { return "\"\(string)\"" }
  if let optional = value as? any ExplainedOptional {
    return optional.wrappedAny.map(describe) ?? "nil"
  }
  return String(describing: value)
}

/// An optional seen through `Any`, so that explanations unwrap it by a cast instead of reflection.
private protocol ExplainedOptional {
  /// The wrapped value, or `nil`.
  var wrappedAny: Any? { get }
}

extension Optional: ExplainedOptional {
  fileprivate var wrappedAny: Any? { map { $0 } }
}
