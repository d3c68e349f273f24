/// A cell configuration state summarised in plain words, for ``CellAppearanceMemo``: the flags, the
/// style, the list environment, the identity of the tint's storage and whether there are custom
/// states. Comparing two keys reads no storage and retains nothing.
///
/// Equal keys without custom states mean equal states. Unequal keys can still belong to equal states
/// (two equal tints in different storage), which costs a memo a resolution, never a wrong answer.
struct CellStateKey: Equatable {
  var flags: UInt32
  var style: UserInterfaceStyle
  var listEnvironment: ListEnvironment
  var tint: ObjectIdentifier
  var hasCustomStates: Bool
}
