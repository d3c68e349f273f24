/// One rule of a ``StateTable``: a predicate, the value it supplies, and how it ranks.
public struct StateRule<Value> {
  /// The states this rule applies to.
  public let predicate: StatePredicate
  /// The value the rule supplies when it wins.
  public let value: Value
  /// The priority given when the rule was set, or `nil` to rank by the predicate's mode.
  public let explicitPriority: StatePriority?

  /// The priority the rule ranks by: the explicit one, else the predicate's default.
  public var priority: StatePriority { rankPriority }

  /// The number of bits the predicate names; the first tie-breaker.
  public var specificity: Int { rankSpecificity }

  /// ``priority``, computed once: resolution compares it for every matching rule, and the predicate's
  /// default priority walks its expression tree.
  @usableFromInline internal let rankPriority: StatePriority
  /// ``specificity``, computed once for the same reason.
  @usableFromInline internal let rankSpecificity: Int
  /// The predicate's test flattened for the five bit modes, so resolution reads two plain fields instead
  /// of walking the predicate's boxed expression tree; see ``FlatTest``.
  @usableFromInline internal let flatTest: FlatTest
  /// The mask ``flatTest`` compares the state with.
  @usableFromInline internal let flatMask: UInt

  /// How ``matches(_:)`` tests a state without the predicate's expression tree.
  @usableFromInline internal enum FlatTest: UInt8, Sendable {
    case exact, containsAll, doesNotContainAll, containsAny, containsNone
    /// A custom closure or a combination: ask the predicate.
    case predicate
  }

  /// Whether the rule's predicate matches `state`; the same answer as `predicate.matches(state)`.
  @inlinable internal func matches(_ state: ControlState) -> Bool {
    let raw = state.rawValue
    switch flatTest {
    case .exact: return raw == flatMask
    case .containsAll: return raw & flatMask == flatMask
    case .doesNotContainAll: return raw & flatMask != flatMask
    case .containsAny: return raw & flatMask != 0
    case .containsNone: return raw & flatMask == 0
    case .predicate: return predicate.matches(state)
    }
  }

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
    self.rankPriority = priority ?? predicate.defaultPriority
    self.rankSpecificity = predicate.specificity
    switch predicate.node {
    case .exact(let s): (flatTest, flatMask) = (.exact, s.rawValue)
    case .containsAll(let s): (flatTest, flatMask) = (.containsAll, s.rawValue)
    case .doesNotContainAll(let s): (flatTest, flatMask) = (.doesNotContainAll, s.rawValue)
    case .containsAny(let s): (flatTest, flatMask) = (.containsAny, s.rawValue)
    case .containsNone(let s): (flatTest, flatMask) = (.containsNone, s.rawValue)
    case .custom, .and, .or, .not: (flatTest, flatMask) = (.predicate, 0)
    }
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
    let p = rankPriority
    let q = other.rankPriority
    if p != q { return p > q }
    let s = rankSpecificity
    let t = other.rankSpecificity
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
