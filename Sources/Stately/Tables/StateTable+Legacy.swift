extension StateTable {
  /// UIKit's per-state storage normalisation: a state containing `.highlighted` loses `.disabled`.
  ///
  /// UIButton treats `[.highlighted, .disabled]` as `.highlighted` (and the same with `.selected`), on
  /// set and on get, which leaves six usable combinations of the three flags.
  ///
  /// - Parameter state: The state a per-state setter or getter was given.
  /// - Returns: The state UIKit would store or look up.
  @inlinable
  public static func legacyNormalized(_ state: ControlState) -> ControlState {
    state.contains(.highlighted) ? state.subtracting(.disabled) : state
  }

  /// Stores a value the way UIKit's per-state setters do, such as `setTitle(_:for:)`.
  ///
  /// The value is stored as an exact rule for the normalised state (see ``legacyNormalized(_:)``).
  public mutating func setLegacyValue(_ value: Value, for state: ControlState) {
    setValue(value, for: .exact(Self.legacyNormalized(state)))
  }

  /// Removes a value stored with ``setLegacyValue(_:for:)``.
  ///
  /// - Returns: The removed rule, if there was one.
  @discardableResult
  public mutating func removeLegacyValue(for state: ControlState) -> StateRule<Value>? {
    removeValue(for: .exact(Self.legacyNormalized(state)))
  }

  /// The rule a legacy lookup uses for `state`, with the state it was stored under: the normalised
  /// state itself, or `.normal` by fallback. Traces use it to say where a value came from.
  ///
  /// ```swift
  /// titles.legacyLookup(for: [.selected, .highlighted])?.state  // .normal, when only .normal is set
  /// ```
  ///
  /// - Returns: The rule and the state it was found under, or `nil` when the default applies.
  /// - Complexity: O(*n*); O(1) for an empty table.
  @inlinable
  public func legacyLookup(for state: ControlState) -> (rule: StateRule<Value>, state: ControlState)? {
    // Inlinable, so that it runs code compiled for the value's type: generic code would look up the
    // rule and tuple types' metadata at run time (instruction gate: `legacyButton` 26,800 a change
    // without, 11,700 with).
    let normalized = Self.legacyNormalized(state)
    if let rule = exactRule(for: normalized) { return (rule, normalized) }
    if let rule = exactRule(for: .normal) { return (rule, .normal) }
    return nil
  }

  /// The rule whose predicate is `.exact(state)`, if there is one. It compares the rules' masks, so a
  /// lookup makes no predicate.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  package func exactRule(for state: ControlState) -> StateRule<Value>? {
    for rule in rules where rule.flatTest == .exact && rule.flatMask == state.rawValue { return rule }
    return nil
  }

  /// The value UIKit's per-state getters return, such as `title(for:)`: the exact normalised state,
  /// else `.normal`, else the default.
  ///
  /// ```swift
  /// var titles = StateTable<String?>(default: nil)
  /// titles.setLegacyValue("Normal", for: .normal)
  /// titles.setLegacyValue("Selected", for: .selected)
  /// titles.legacyValue(for: [.selected, .highlighted])  // "Normal"
  /// ```
  ///
  /// - Complexity: O(*n*).
  public func legacyValue(for state: ControlState) -> Value {
    legacyLookup(for: state)?.rule.value ?? defaultValue
  }
}
