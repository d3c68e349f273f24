/// One rule of a ``StateTable``: a predicate, the value it supplies, and how it ranks.
public struct StateRule<Value> {
  /// The states this rule applies to.
  public let predicate: StatePredicate
  /// The value the rule supplies when it wins.
  public let value: Value
  /// The priority given when the rule was set, or `nil` to rank by the predicate's mode.
  public let explicitPriority: StatePriority?

  /// The priority the rule ranks by: the explicit one, else the predicate's default.
  public var priority: StatePriority { explicitPriority ?? predicate.defaultPriority }

  /// The number of bits the predicate names; the first tie-breaker.
  public var specificity: Int { predicate.specificity }

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - predicate: The states the rule applies to.
  ///   - value: The value it supplies.
  ///   - priority: An explicit priority, or `nil` for the predicate's default.
  public init(predicate: StatePredicate, value: Value, priority: StatePriority? = nil) {
    self.predicate = predicate
    self.value = value
    self.explicitPriority = priority
  }
}

extension StateRule: Sendable where Value: Sendable {}
extension StateRule: Equatable where Value: Equatable {}
extension StateRule: Hashable where Value: Hashable {}

/// How one matching rule compares with another: the step of the resolution order that separates them.
public enum RuleComparison: Hashable, Sendable {
  /// The rules differ in priority.
  case priority
  /// The rules have equal priority and differ in specificity.
  case specificity
  /// The rules tie on priority and specificity; the later declaration wins.
  case declarationOrder
}

extension StateRule {
  /// Whether this rule, declared at `index`, outranks `other`, declared at `otherIndex`.
  ///
  /// Resolution order: higher priority, then higher specificity, then later declaration.
  @inlinable
  internal func outranks(_ other: StateRule, index: Int, otherIndex: Int) -> Bool {
    let p = priority
    let q = other.priority
    if p != q { return p > q }
    let s = specificity
    let t = other.specificity
    if s != t { return s > t }
    return index > otherIndex
  }

  /// The step of the resolution order at which this rule and `other` part.
  internal func comparison(with other: StateRule) -> RuleComparison {
    if priority != other.priority { return .priority }
    if specificity != other.specificity { return .specificity }
    return .declarationOrder
  }
}
