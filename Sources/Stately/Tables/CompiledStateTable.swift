/// A ``StateTable`` compiled for constant-time lookup.
///
/// Compiling indexes the table on the bits its rules name. Every combination of those bits gets its
/// winning value precomputed with the table's own resolution, so a lookup is two small table reads and
/// one array read, whatever the number of rules:
///
/// ```swift
/// let compiled = title.compiled()
/// compiled.value(for: [.selected, mutual])  // same as title.value(for: [.selected, mutual])
/// ```
///
/// - Only the built-in bits (0–3) and the application bits (16–23) can be indexed. A state with other
///   bits set is resolved correctly too: exact predicates see those bits through a separate flag.
/// - A table whose rules use a custom closure cannot be indexed, because a closure may read any bit.
///   It compiles to its rules sorted best first, and a lookup stops at the first match.
///
/// The compiled form is a snapshot: compile again after changing the table. ``Control`` does this lazily
/// for its bound properties, on the first update after a rule changes.
public struct CompiledStateTable<Value> {
  // The compiled form lives in plain stored properties rather than an enum payload: matching an enum
  // case copies its arrays out, one retain and release each per lookup, which cost more than the
  // lookup itself.

  /// Whether the table is indexed; otherwise ``rankedRules`` holds the rules best first.
  @usableFromInline internal let indexed: Bool
  /// Compressed key bits for the built-in nibble (indexed tables).
  @usableFromInline internal let lowMap: [UInt16]
  /// Compressed key bits for the application byte (indexed tables).
  @usableFromInline internal let highMap: [UInt16]
  /// Precomputed values by compressed key, plus one bit for "other bits set" (indexed tables).
  @usableFromInline internal let values: ContiguousArray<Value>
  /// The key bit meaning "other bits set", or -1 when no exact predicate needs it.
  @usableFromInline internal let extraShift: Int
  /// The bits the rules name.
  @usableFromInline internal let relevant: UInt
  /// Rules best first, for tables with custom predicates; empty for indexed tables.
  @usableFromInline internal let rankedRules: [StateRule<Value>]
  /// The source table's default.
  @usableFromInline internal let defaultValue: Value

  /// The number of precomputed entries, or 0 for a ranked table.
  public var indexedEntryCount: Int { indexed ? values.count : 0 }

  /// Whether the table is indexed (constant-time) rather than ranked (a scan that stops at the first
  /// match).
  public var isIndexed: Bool { indexedEntryCount > 0 }

  /// The bits the built-in and application index layout can hold.
  @usableFromInline internal static var indexableBits: UInt { 0x00FF_000F }

  /// Compiles `table`.
  ///
  /// - Parameter table: The table to compile.
  /// - Complexity: O(2^*k* · *n*) for *k* named bits (at most 12) and *n* rules, or O(*n* log *n*)
  ///   when a rule uses a custom predicate.
  public init(_ table: StateTable<Value>) {
    let rules = table.rules
    var relevant: UInt = 0
    var usesCustom = false
    var usesExact = false
    for rule in rules {
      relevant |= rule.predicate.constrainedBits.rawValue
      if rule.predicate.containsCustom { usesCustom = true }
      if rule.predicate.usesExactMatch { usesExact = true }
    }
    if usesCustom || relevant & ~Self.indexableBits != 0 {
      let order = rules.indices.sorted { rules[$0].outranks(rules[$1], index: $0, otherIndex: $1) }
      indexed = false
      lowMap = []
      highMap = []
      values = []
      extraShift = -1
      self.relevant = relevant
      rankedRules = order.map { rules[$0] }
      defaultValue = table.defaultValue
      return
    }
    // Positions of the relevant bits, in ascending order; each gets one bit of the compressed key.
    let positions = (0..<32).filter { relevant & (1 << UInt($0)) != 0 }
    var lowMap = [UInt16](repeating: 0, count: 16)
    var highMap = [UInt16](repeating: 0, count: 256)
    for (keyBit, position) in positions.enumerated() {
      let flag = UInt16(1) << UInt16(keyBit)
      if position < 4 {
        for byte in 0..<16 where byte & (1 << position) != 0 { lowMap[byte] |= flag }
      } else {
        for byte in 0..<256 where byte & (1 << (position - 16)) != 0 { highMap[byte] |= flag }
      }
    }
    let extraShift = positions.count
    let entryCount = (1 << positions.count) << (usesExact ? 1 : 0)
    // A bit outside the relevant set stands for "other bits are set"; only exact predicates notice.
    let outsideBit: UInt =
      (0..<UInt.bitWidth).lazy.map { UInt(1) << UInt($0) }.first { relevant & $0 == 0 } ?? 0
    var values = ContiguousArray<Value>()
    values.reserveCapacity(entryCount)
    for key in 0..<entryCount {
      var raw: UInt = 0
      for (keyBit, position) in positions.enumerated() where key & (1 << keyBit) != 0 {
        raw |= 1 << UInt(position)
      }
      if key >> extraShift != 0 { raw |= outsideBit }
      values.append(table.value(for: ControlState(rawValue: raw)))
    }
    indexed = true
    self.lowMap = lowMap
    self.highMap = highMap
    self.values = values
    self.extraShift = usesExact ? extraShift : -1
    self.relevant = relevant
    rankedRules = []
    defaultValue = table.defaultValue
  }

  /// The value for `state`, equal to the source table's ``StateTable/value(for:)``.
  ///
  /// - Parameter state: The state to resolve.
  /// - Complexity: O(1) for an indexed table; O(*n*) at worst for a ranked one.
  @inlinable
  public func value(for state: ControlState) -> Value {
    value(forRaw: state.rawValue)
  }

  /// The value for a raw state bitmask.
  ///
  /// - Parameter raw: A bitmask in `UIControl.State` layout.
  /// - Complexity: O(1) for an indexed table.
  @inlinable
  public func value(forRaw raw: UInt) -> Value {
    if indexed {
      var key = Int(lowMap[Int(raw & 0xF)] | highMap[Int((raw >> 16) & 0xFF)])
      if extraShift >= 0, raw & ~relevant != 0 { key |= 1 << extraShift }
      return values[key]
    }
    let state = ControlState(rawValue: raw)
    for rule in rankedRules where rule.matches(state) { return rule.value }
    return defaultValue
  }
}

extension CompiledStateTable: Sendable where Value: Sendable {}

extension StateTable {
  /// This table compiled for constant-time lookup; see ``CompiledStateTable``.
  ///
  /// - Complexity: O(2^*k* · *n*) for *k* named bits and *n* rules.
  public func compiled() -> CompiledStateTable<Value> { CompiledStateTable(self) }
}

extension StatePredicate {
  /// Whether an exact-match predicate appears anywhere in the expression: only those depend on bits
  /// the predicate does not name.
  internal var usesExactMatch: Bool { node.usesExactMatch }
}

extension StatePredicate.Node {
  var usesExactMatch: Bool {
    switch self {
    case .exact: return true
    case .containsAll, .doesNotContainAll, .containsAny, .containsNone, .custom: return false
    case .and(let lhs, let rhs), .or(let lhs, let rhs): return lhs.usesExactMatch || rhs.usesExactMatch
    case .not(let inner): return inner.usesExactMatch
    }
  }
}
