/// The winning rule of one table in each state, computed the first time the state is looked up and
/// kept until a rule changes: what a bound property reads on every update.
///
/// A lookup of a state seen before is a key (see ``StateKeyLayout``) and one array read, and touches no
/// generic type. Changing a rule clears the entries in O(2^*k*) (a few microseconds) instead of
/// recomputing all 2^*k* states, so a rule change costs microseconds whatever the number of rules.
internal struct WinnerIndex {
  /// The key layout, or `nil` when the rules cannot be indexed: then every lookup resolves the table.
  private var layout: StateKeyLayout?
  /// The winning rule's index plus one per key (0: the default), or -1 while not computed.
  private var entries: ContiguousArray<Int32> = []

  /// An index with nothing computed.
  init() {}

  /// Forgets every computed entry, for `table`'s rules as they are now.
  ///
  /// - Parameter table: The table, after a change.
  /// - Complexity: O(*n* + 2^*k*) for *n* rules and *k* named bits.
  mutating func reset<Value>(for table: StateTable<Value>) {
    let layout = StateKeyLayout(for: table.rules)
    if let layout, layout == self.layout {
      for index in entries.indices { entries[index] = -1 }
    } else {
      self.layout = layout
      entries = ContiguousArray(repeating: -1, count: layout?.entryCount ?? 0)
    }
  }

  /// The index of the winning rule in `raw` plus one (0: the default), if it was computed before.
  ///
  /// This is the update path: it touches no generic type, so reading it costs a few instructions.
  ///
  /// - Parameter raw: A bitmask in `UIControl.State` layout.
  /// - Returns: The entry, or `nil` when it was not computed yet or the table cannot be indexed.
  /// - Complexity: O(1).
  @inline(__always)
  func cachedEntry(forRaw raw: UInt) -> Int? {
    guard let layout else { return nil }
    let entry = entries[layout.key(forRaw: raw)]
    return entry >= 0 ? Int(entry) : nil
  }

  /// The index of the rule of `table` that wins in `raw` plus one (0: the default), computed and kept
  /// for every state with the same key.
  ///
  /// - Parameters:
  ///   - raw: A bitmask in `UIControl.State` layout.
  ///   - table: The table this index was last reset for.
  /// - Complexity: O(*n*) for *n* rules.
  mutating func computeEntry<Value>(forRaw raw: UInt, in table: StateTable<Value>) -> Int {
    let entry = (table.indexOfWinner(for: ControlState(rawValue: raw)) ?? -1) + 1
    // Every state with this key has the same winner: the rules see only the key's bits.
    if let layout { entries[layout.key(forRaw: raw)] = Int32(entry) }
    return entry
  }
}
