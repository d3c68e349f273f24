/// The two appearances a cell resolved most recently: a cell toggling between two states (selected
/// and not, highlighted and not) resolves each once, and afterwards reading its appearance compares a
/// word and a state and copies a reference.
///
/// An appearance is a function of the configurations as they were assigned and of the state it was
/// resolved for (which holds the traits). ``Cell`` empties the memo whenever a configuration or an
/// automatic-update switch is assigned, and once more at the pass after one assigned during a pass (a
/// configuration assigned in a pass is used as it is, and styled for the state from the next pass
/// on), so a kept appearance with an equal state is the appearance resolution would return.
///
/// The memo lives in the cell itself, and keeps each appearance's flags beside it: in a frame of many
/// cells, the kept appearance that does not match is rejected without reading its storage.
struct CellAppearanceMemo {
  /// The flags of ``newest``'s state.
  private var newestFlags = CellFlags()
  /// The flags of ``previous``'s state.
  private var previousFlags = CellFlags()
  /// The latest resolution.
  private var newest: CellAppearance?
  /// The one before it.
  private var previous: CellAppearance?

  /// The appearance kept for `state`, if any.
  ///
  /// - Parameter state: The state the appearance is wanted for.
  /// - Complexity: O(1) when the state has no custom states: at most two word comparisons and one
  ///   state comparison.
  @inline(__always) func appearance(for state: CellConfigurationState) -> CellAppearance? {
    if newestFlags == state.flags, let newest, newest.isResolved(for: state) { return newest }
    if previousFlags == state.flags, let previous, previous.isResolved(for: state) { return previous }
    return nil
  }

  /// Keeps an appearance as the newest, dropping the oldest.
  ///
  /// - Parameter appearance: A resolved appearance; its state is the key.
  mutating func insert(_ appearance: CellAppearance) {
    previous = newest
    previousFlags = newestFlags
    newestFlags = appearance.state.flags
    newest = appearance
  }

  /// Forgets every kept appearance: the configurations they were resolved from changed.
  mutating func removeAll() {
    newest = nil
    previous = nil
  }
}
