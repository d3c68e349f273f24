/// The rank of a rule. When several rules match a state, the highest priority wins.
///
/// Without an explicit priority a rule ranks by its predicate's mode (``StatePredicate/defaultPriority``,
/// with the values below). An explicit priority uses the same scale, so `350` ranks between an exact
/// match and a contains-all rule.
///
/// ```swift
/// table.setValue(.systemRed, for: .containsAll(.highlighted), priority: .exact + 1)
/// ```
public struct StatePriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The numeric rank; larger wins.
  public let rawValue: Int

  /// Creates a priority from its numeric rank.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Creates a priority from an integer literal.
  public init(integerLiteral value: Int) { self.rawValue = value }

  /// The default priority of an exact-match predicate: 400.
  public static let exact: StatePriority = 400
  /// The default priority of a contains-all predicate: 300.
  public static let containsAll: StatePriority = 300
  /// The default priority of a does-not-contain-all predicate: 200.
  public static let doesNotContainAll: StatePriority = 200
  /// The default priority of a contains-any predicate: 100.
  public static let containsAny: StatePriority = 100
  /// The default priority of a contains-none predicate: 100.
  public static let containsNone: StatePriority = 100

  /// Compares two priorities by rank.
  public static func < (lhs: StatePriority, rhs: StatePriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by `rhs`.
  public static func + (lhs: StatePriority, rhs: Int) -> StatePriority {
    StatePriority(rawValue: lhs.rawValue + rhs)
  }

  /// A priority lowered by `rhs`.
  public static func - (lhs: StatePriority, rhs: Int) -> StatePriority {
    StatePriority(rawValue: lhs.rawValue - rhs)
  }

  /// The rank as a number.
  public var description: String { String(rawValue) }
}
