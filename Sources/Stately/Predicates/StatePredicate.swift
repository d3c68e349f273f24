/// The left side of a rule: a test on a ``ControlState``.
///
/// Six matching modes, as in QUIckControl, where `s` is the predicate's state:
///
/// | mode | factory | matches when |
/// |---|---|---|
/// | exact | ``exact(_:)`` | `state == s` |
/// | contains all | ``containsAll(_:)`` | `state ⊇ s` |
/// | does not contain all | ``doesNotContainAll(_:)`` | `¬(state ⊇ s)` |
/// | contains any | ``containsAny(_:)`` | `state ∩ s ≠ ∅` |
/// | contains none | ``containsNone(_:)`` | `state ∩ s = ∅` |
/// | custom | ``custom(_:priority:constrains:_:)`` | a named closure returns `true` |
///
/// Edge cases follow from the formulas: `containsAll(.normal)` and `containsNone(.normal)` match every
/// state; `doesNotContainAll(.normal)` and `containsAny(.normal)` match none.
///
/// Predicates combine with `&`, `|` and `!`:
/// ```swift
/// let pressable: StatePredicate = .containsAll(.highlighted) & !.containsAll(.disabled)
/// ```
///
/// Predicates are values: two predicates are equal when they have the same mode and state (names of
/// custom bits do not count), and a custom predicate is identified by its name alone.
public struct StatePredicate: Hashable, Sendable {
  internal let node: Node

  internal init(node: Node) { self.node = node }

  /// The matching mode of a predicate.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// `state == s`.
    case exact
    /// `state ⊇ s`.
    case containsAll
    /// `¬(state ⊇ s)`.
    case doesNotContainAll
    /// `state ∩ s ≠ ∅`.
    case containsAny
    /// `state ∩ s = ∅`.
    case containsNone
    /// A named closure.
    case custom
    /// A combination made with `&`, `|` or `!`.
    case composite
  }

  /// Matches only the state `state`, bit for bit.
  public static func exact(_ state: ControlState) -> StatePredicate { .init(node: .exact(state)) }

  /// Matches every state that has all bits of `state`.
  public static func containsAll(_ state: ControlState) -> StatePredicate {
    .init(node: .containsAll(state))
  }

  /// Matches every state that lacks at least one bit of `state`: the negation of ``containsAll(_:)``.
  public static func doesNotContainAll(_ state: ControlState) -> StatePredicate {
    .init(node: .doesNotContainAll(state))
  }

  /// Matches every state that has at least one bit of `state`.
  public static func containsAny(_ state: ControlState) -> StatePredicate {
    .init(node: .containsAny(state))
  }

  /// Matches every state that has no bit of `state`.
  public static func containsNone(_ state: ControlState) -> StatePredicate {
    .init(node: .containsNone(state))
  }

  /// A named predicate evaluated by a closure.
  ///
  /// A custom predicate states its own priority, because its mode says nothing about how it should
  /// rank. It is identified by `name`: setting a rule for a custom predicate with the same name
  /// replaces the earlier rule.
  ///
  /// ```swift
  /// let oneFlag = StatePredicate.custom("exactly one flag", priority: 150) { $0.bitCount == 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The identity of the predicate, shown in traces and diagnostics.
  ///   - priority: The priority of rules that use it without an explicit one.
  ///   - constrains: The bits the closure reads; counts as the predicate's specificity. Defaults to none.
  ///   - test: Returns `true` for the states the predicate matches. Must be pure.
  public static func custom(
    _ name: String, priority: StatePriority, constrains: ControlState = [],
    _ test: @escaping @Sendable (ControlState) -> Bool
  ) -> StatePredicate {
    .init(node: .custom(CustomTest(name: name, priority: priority, constrains: constrains, test: test)))
  }

  /// A predicate that matches every state: `containsAll(.normal)`.
  public static let always = containsAll(.normal)

  /// The mode of this predicate; ``Mode/composite`` for a combination.
  public var mode: Mode {
    switch node {
    case .exact: .exact
    case .containsAll: .containsAll
    case .doesNotContainAll: .doesNotContainAll
    case .containsAny: .containsAny
    case .containsNone: .containsNone
    case .custom: .custom
    case .and, .or, .not: .composite
    }
  }

  /// Whether the predicate matches `state`.
  ///
  /// - Complexity: O(1) for the five bit modes; the size of the expression for combinations.
  public func matches(_ state: ControlState) -> Bool {
    node.matches(state)
  }

  /// The bits this predicate names. A custom predicate names the bits it declares in `constrains`.
  public var constrainedBits: ControlState {
    node.constrainedBits
  }

  /// The number of bits this predicate names; breaks ties between rules of equal priority.
  public var specificity: Int { constrainedBits.bitCount }

  /// The priority a rule with this predicate gets when none is given explicitly.
  ///
  /// The five bit modes rank as ``StatePriority`` documents; a custom predicate uses its stated
  /// priority. `a & b` ranks as the higher of its operands, `a | b` as the lower, and `!a` as the mode
  /// it turns into (`!containsAll(s)` is `doesNotContainAll(s)`, `!containsAny(s)` is `containsNone(s)`,
  /// and the reverse); the negation of anything else ranks as ``StatePriority/doesNotContainAll``.
  public var defaultPriority: StatePriority { node.defaultPriority }

  /// Whether the predicate contains a custom closure anywhere.
  public var containsCustom: Bool { node.containsCustom }
}

extension StatePredicate {
  /// A custom test: a closure identified by its name.
  internal struct CustomTest: Hashable, Sendable {
    let name: String
    let priority: StatePriority
    let constrains: ControlState
    let test: @Sendable (ControlState) -> Bool

    static func == (lhs: CustomTest, rhs: CustomTest) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  /// The expression tree of a predicate.
  internal indirect enum Node: Hashable, Sendable {
    case exact(ControlState)
    case containsAll(ControlState)
    case doesNotContainAll(ControlState)
    case containsAny(ControlState)
    case containsNone(ControlState)
    case custom(CustomTest)
    case and(Node, Node)
    case or(Node, Node)
    case not(Node)

    func matches(_ state: ControlState) -> Bool {
      let raw = state.rawValue
      switch self {
      case .exact(let s): return raw == s.rawValue
      case .containsAll(let s): return raw & s.rawValue == s.rawValue
      case .doesNotContainAll(let s): return raw & s.rawValue != s.rawValue
      case .containsAny(let s): return raw & s.rawValue != 0
      case .containsNone(let s): return raw & s.rawValue == 0
      case .custom(let custom): return custom.test(state)
      case .and(let lhs, let rhs): return lhs.matches(state) && rhs.matches(state)
      case .or(let lhs, let rhs): return lhs.matches(state) || rhs.matches(state)
      case .not(let inner): return !inner.matches(state)
      }
    }

    var constrainedBits: ControlState {
      switch self {
      case .exact(let s), .containsAll(let s), .doesNotContainAll(let s), .containsAny(let s),
        .containsNone(let s):
        return s
      case .custom(let custom): return custom.constrains
      case .and(let lhs, let rhs), .or(let lhs, let rhs):
        return lhs.constrainedBits.union(rhs.constrainedBits)
      case .not(let inner): return inner.constrainedBits
      }
    }

    var defaultPriority: StatePriority {
      switch self {
      case .exact: return .exact
      case .containsAll: return .containsAll
      case .doesNotContainAll: return .doesNotContainAll
      case .containsAny: return .containsAny
      case .containsNone: return .containsNone
      case .custom(let custom): return custom.priority
      case .and(let lhs, let rhs): return max(lhs.defaultPriority, rhs.defaultPriority)
      case .or(let lhs, let rhs): return min(lhs.defaultPriority, rhs.defaultPriority)
      case .not: return .doesNotContainAll
      }
    }

    var containsCustom: Bool {
      switch self {
      case .custom: return true
      case .exact, .containsAll, .doesNotContainAll, .containsAny, .containsNone: return false
      case .and(let lhs, let rhs), .or(let lhs, let rhs): return lhs.containsCustom || rhs.containsCustom
      case .not(let inner): return inner.containsCustom
      }
    }
  }
}
