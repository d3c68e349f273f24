/// A cell configuration state summarised in plain words, for ``CellAppearanceMemo``: the flags, the
/// style, the list environment, the identity of the tint's storage and whether there are custom
/// states. Comparing two keys reads no storage and retains nothing.
///
/// Equal keys without custom states mean equal states. Unequal keys can still belong to equal states
/// (two equal tints in different storage), which costs a memo a resolution, never a wrong answer. A
/// tint's identity cannot pass to another tint while a key is in use: the memo's keys belong to the
/// states of the appearances it keeps, and the cell's applied key to its applied state, and each of
/// those states holds its tint.
///
/// It holds the parts of a `TraitCollection.Key` side by side rather than the key itself: that way it
/// packs in two words (the tint first, then the smaller fields), and a cell keeps three of them.
struct CellStateKey: Equatable {
  /// The identity of the tint's storage; `nil` only in ``none``.
  var tint: ObjectIdentifier?
  var flags: UInt32
  var style: UserInterfaceStyle
  var listEnvironment: ListEnvironment
  var hasCustomStates: Bool

  /// The key of no state: equal to no state's key, for a memo entry that holds nothing.
  static let none = CellStateKey(
    tint: nil, flags: 0, style: .light, listEnvironment: .none, hasCustomStates: false)
}
