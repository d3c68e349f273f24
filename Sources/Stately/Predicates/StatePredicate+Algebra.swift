extension StatePredicate {
  /// Matches when both predicates match.
  ///
  /// ```swift
  /// let pressedWhileSelected: StatePredicate = .containsAll(.highlighted) & .containsAll(.selected)
  /// ```
  public static func & (lhs: StatePredicate, rhs: StatePredicate) -> StatePredicate {
    .init(node: .and(lhs.node, rhs.node))
  }

  /// Matches when either predicate matches.
  public static func | (lhs: StatePredicate, rhs: StatePredicate) -> StatePredicate {
    .init(node: .or(lhs.node, rhs.node))
  }

  /// Matches when the operand does not.
  ///
  /// Negation turns a mode into its complement where one exists, so `!.containsAll(s)` equals
  /// `.doesNotContainAll(s)` and `!.containsAny(s)` equals `.containsNone(s)`, and `!!p` equals `p`.
  public static prefix func ! (operand: StatePredicate) -> StatePredicate {
    switch operand.node {
    case .containsAll(let s): return .doesNotContainAll(s)
    case .doesNotContainAll(let s): return .containsAll(s)
    case .containsAny(let s): return .containsNone(s)
    case .containsNone(let s): return .containsAny(s)
    case .not(let inner): return .init(node: inner)
    default: return .init(node: .not(operand.node))
    }
  }
}
