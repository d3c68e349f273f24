/// A cell configuration state summarised in plain words, for ``CellAppearanceMemo``: the flags, the
/// style, the list environment, the address of the tint's storage (`0` for the default tint, which has
/// none) and whether there are custom states. Comparing two keys reads no storage and retains nothing.
///
/// Equal keys without custom states mean equal states. Unequal keys can still belong to equal states
/// (two equal tints in different storage), which costs a memo a resolution, never a wrong answer. A
/// tint's address cannot pass to another tint while a key is in use: the memo's keys belong to the
/// states of the appearances it keeps, and each of those states holds its tint.
///
/// It holds the parts of a `TraitCollection.Key` side by side rather than the key itself: that way it
/// packs in two words (the tint first, then the smaller fields), and a cell's memo keeps two of them.
struct CellStateKey: Equatable {
  /// The address of the tint's storage: `0` for the default tint, `UInt.max` (which no storage's
  /// address is) only in ``none``.
  var tint: UInt
  var flags: UInt32
  var style: UserInterfaceStyle
  var listEnvironment: ListEnvironment
  var hasCustomStates: Bool

  /// The key of no state: equal to no state's key, for a memo entry that holds nothing.
  static let none = CellStateKey(
    tint: .max, flags: 0, style: .light, listEnvironment: .none, hasCustomStates: false)
}
