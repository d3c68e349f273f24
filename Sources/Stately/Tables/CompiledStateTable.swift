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
/// The compiled form is a snapshot: compile again after changing the table.
public struct CompiledStateTable<Value> {
  // The compiled form lives in plain stored properties rather than an enum payload: matching an enum
  // case copies its arrays out, one retain and release each per lookup, which cost more than the
  // lookup itself.

  /// Which bits of a state send a lookup off the indexed path: for a table with an exact predicate, the
  /// bits outside the layout, which add a key bit; otherwise none.
  @usableFromInline internal let keyChangingOtherBits: UInt
  /// What a state masked by ``keyChangingOtherBits`` equals on the indexed path: 0 for an indexed table,
  /// and 1 for a ranked one, which a masked state (masked by 0) never equals. One comparison thus
  /// decides both questions the lookup asks: is the table indexed, and is the state's key its named key.
  @usableFromInline internal let indexedPathMarker: UInt
  /// How a state becomes a key into ``values`` (indexed tables).
  @usableFromInline internal let layout: StateKeyLayout
  /// Precomputed values by key (indexed tables).
  @usableFromInline internal let values: ContiguousArray<Value>
  /// Rules best first, then a rule that matches every state with the default, for tables with custom
  /// predicates; empty for indexed tables.
  @usableFromInline internal let rankedRules: [StateRule<Value>]

  /// Whether the table is indexed; otherwise ``rankedRules`` holds the rules best first.
  private var indexed: Bool { indexedPathMarker == 0 }

  /// The number of precomputed entries, or 0 for a ranked table.
  public var indexedEntryCount: Int { indexed ? values.count : 0 }

  /// Whether the table is indexed (constant-time) rather than ranked (a scan that stops at the first
  /// match).
  public var isIndexed: Bool { indexedEntryCount > 0 }

  /// Compiles `table`.
  ///
  /// - Parameter table: The table to compile.
  /// - Complexity: O(2^*k* · *n*) for *k* named bits (at most 12) and *n* rules, or O(*n* log *n*)
  ///   when a rule uses a custom predicate.
  public init(_ table: StateTable<Value>) {
    let rules = table.rules
    guard let layout = StateKeyLayout(for: rules) else {
      let order = rules.indices.sorted { rules[$0].outranks(rules[$1], index: $0, otherIndex: $1) }
      keyChangingOtherBits = 0
      indexedPathMarker = 1
      self.layout = StateKeyLayout(relevant: 0, usesExact: false)!
      values = []
      let everyState = StateRule(predicate: .containsAll([]), value: table.defaultValue)
      rankedRules = order.map { rules[$0] } + [everyState]
      return
    }
    var values = ContiguousArray<Value>()
    values.reserveCapacity(layout.entryCount)
    for key in 0..<layout.entryCount {
      values.append(table.value(for: ControlState(rawValue: layout.representative(ofKey: key))))
    }
    keyChangingOtherBits = layout.keyChangingOtherBits
    indexedPathMarker = 0
    self.layout = layout
    self.values = values
    rankedRules = []
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
  /// What gets inlined into the caller is one comparison, a key and one read. The other path (a ranked
  /// table, or a state with bits outside the layout that an exact predicate sees) is a separate
  /// function.
  ///
  /// - Parameter raw: A bitmask in `UIControl.State` layout.
  /// - Complexity: O(1) for an indexed table; O(*n*) at worst for a ranked one.
  @inlinable
  public func value(forRaw raw: UInt) -> Value {
    guard _fastPath(raw & keyChangingOtherBits == indexedPathMarker) else {
      return valueOffIndexedPath(forRaw: raw)
    }
    let key = layout.namedKey(forRaw: raw)
    return values[key]
  }

  /// The value for `raw` off the indexed path: in a ranked table, the first rule, best first, that
  /// matches (the last rule matches every state); in an indexed one, the value at the state's full key.
  @inlinable @inline(never)
  internal func valueOffIndexedPath(forRaw raw: UInt) -> Value {
    guard indexedPathMarker == 0 else {
      let state = ControlState(rawValue: raw)
      for rule in rankedRules.dropLast() where rule.matches(state) { return rule.value }
      return rankedRules[rankedRules.count - 1].value
    }
    return values[layout.key(forRaw: raw)]
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
