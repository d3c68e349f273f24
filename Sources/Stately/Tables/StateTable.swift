/// A value for every state: rules from predicates to values, and a default.
///
/// ```swift
/// var title = StateTable(default: "Follow")
/// title.setValue("Following", for: .containsAll(.selected))
/// title.setValue("Mutual", for: .containsAll(mutual))
/// title.value(for: [.selected, mutual])  // "Mutual"
/// ```
///
/// Among the rules whose predicate matches the state, the highest priority wins, then the higher
/// specificity, then the later declaration; no match gives ``defaultValue``. ``value(for:)`` takes the
/// same time with 4 rules or 256, except in a table with a custom predicate or rules naming more than
/// 12 bits, which scans its rules. See <doc:Resolution>, and ``diagnostics(in:)`` and
/// ``explain(_:names:)`` for what the table does in every reachable state, and why.
public struct StateTable<Value> {
  // The value comes last: fields before it sit at offsets that do not depend on `Value`, so code not
  // specialised for it reaches them without looking up the table's type metadata.

  /// The winning rule per combination of the named bits, or `nil` when the rules cannot be indexed.
  @usableFromInline internal private(set) var index: StateIndex?

  /// The rules in declaration order: the last one is the latest declaration.
  public private(set) var rules: [StateRule<Value>]

  /// The value for states that no rule matches.
  public var defaultValue: Value

  /// Creates a table with no rules.
  public init(default defaultValue: Value) {
    self.index = StateIndex([StateRule<Value>]())
    self.rules = []
    self.defaultValue = defaultValue
  }

  /// The number of rules.
  public var count: Int { rules.count }

  /// Whether the table has no rules.
  public var isEmpty: Bool { rules.isEmpty }

  /// Stores `value` for the states `predicate` matches.
  ///
  /// If the predicate already has a rule, its value and priority are replaced and it becomes the latest
  /// declaration.
  ///
  /// - Parameters:
  ///   - value: The value to supply. For an optional `Value`, `nil` is stored as a value.
  ///   - predicate: The states it applies to.
  ///   - priority: An explicit priority, or `nil` to rank by the predicate's mode.
  /// - Complexity: O(*n* + 2^*k*) for *n* rules and *k* named bits; replacing a rule also resolves again
  ///   the combinations it won.
  public mutating func setValue(_ value: Value, for predicate: StatePredicate, priority: StatePriority? = nil)
  {
    if let position = indexOfRule(for: predicate) { removeRule(at: position) }
    rules.append(StateRule(predicate: predicate, value: value, priority: priority))
    if index?.didAppend(rules, at: rules.count - 1) != true { index = StateIndex(rules) }
  }

  /// Removes the rule at `position` and brings the index up to date.
  private mutating func removeRule(at position: Int) {
    rules.remove(at: position)
    if index != nil { index?.didRemove(at: position, leaving: rules) } else { index = StateIndex(rules) }
  }

  /// Removes the rule for `predicate`, if there is one.
  ///
  /// - Returns: The removed rule, or `nil` if the predicate had none.
  /// - Complexity: O(*n*), and the combinations the rule won are resolved again.
  @discardableResult
  public mutating func removeValue(for predicate: StatePredicate) -> StateRule<Value>? {
    guard let position = indexOfRule(for: predicate) else { return nil }
    let rule = rules[position]
    removeRule(at: position)
    return rule
  }

  /// The position of the rule for `predicate` in ``rules``, if there is one.
  func indexOfRule(for predicate: StatePredicate) -> Int? {
    rules.indices.first { rules[$0].predicate == predicate }
  }

  /// The same rules, in the same order, with each value and the default transformed.
  ///
  /// ```swift
  /// let lengths = titles.mapValues(\.count)
  /// ```
  ///
  /// - Returns: A table whose rules rank and match as this one's do.
  /// - Complexity: O(*n*).
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> StateTable<T> {
    var mapped = StateTable<T>(default: try transform(defaultValue))
    mapped.rules = try rules.map {
      StateRule(predicate: $0.predicate, value: try transform($0.value), priority: $0.explicitPriority)
    }
    // The same rules rank the same way: the winners do not depend on the values.
    mapped.index = index
    return mapped
  }

  /// The rule stored for `predicate`, if any.
  ///
  /// - Complexity: O(*n*).
  public func rule(for predicate: StatePredicate) -> StateRule<Value>? {
    indexOfRule(for: predicate).map { rules[$0] }
  }

  /// The index, in ``rules``, of the rule that wins in `state`, or `nil` when none matches.
  ///
  /// - Complexity: O(*k*) for *k* named bits (see <doc:Resolution>); O(*n*) for a table that
  ///   scans.
  @inlinable
  public func indexOfWinner(for state: ControlState) -> Int? {
    if let index { return index.winner(for: state.rawValue) }
    var best: Int?
    for index in rules.indices where rules[index].matches(state) {
      if let current = best, !rules[index].outranks(rules[current], index: index, otherIndex: current) {
        continue
      }
      best = index
    }
    return best
  }

  /// The rule that wins in `state`, or `nil` when none matches and the default applies.
  ///
  /// - Complexity: that of ``indexOfWinner(for:)``.
  public func winningRule(for state: ControlState) -> StateRule<Value>? {
    indexOfWinner(for: state).map { rules[$0] }
  }

  /// The value for `state`: the winning rule's value, or the default.
  ///
  /// - Complexity: that of ``indexOfWinner(for:)``.
  @inlinable
  public func value(for state: ControlState) -> Value {
    if let index = indexOfWinner(for: state) { return rules[index].value }
    return defaultValue
  }

  /// Shorthand for ``value(for:)``.
  public subscript(state: ControlState) -> Value { value(for: state) }

  /// The same table: it answers ``value(for:)`` in constant time itself.
  @available(*, deprecated, message: "StateTable answers value(for:) in constant time; use it directly")
  public func compiled() -> StateTable { self }
}

extension StateTable: Sendable where Value: Sendable {}

extension StateTable: Equatable where Value: Equatable {
  /// Whether both tables have the same default and the same rules in the same order.
  public static func == (lhs: StateTable, rhs: StateTable) -> Bool {
    lhs.defaultValue == rhs.defaultValue && lhs.rules == rhs.rules
  }
}

extension StateTable: Hashable where Value: Hashable {
  /// Hashes the default and the rules.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(defaultValue)
    hasher.combine(rules)
  }
}
