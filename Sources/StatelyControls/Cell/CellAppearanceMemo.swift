/// The two appearances a cell resolved most recently: a cell toggling between two states (selected
/// and not, highlighted and not) resolves each once, and afterwards reading its appearance compares a
/// few words and copies a reference.
///
/// An appearance is a function of the configurations as they were assigned and of the state it was
/// resolved for (which holds the traits). ``Cell`` empties the memo whenever a configuration or an
/// automatic-update switch is assigned, and once more at the pass after one assigned during a pass (a
/// configuration assigned in a pass is used as it is, and styled for the state from the next pass
/// on), so a kept appearance with an equal state is the appearance resolution would return.
///
/// The memo lives in the cell itself and keys each appearance by its state's ``CellStateKey``: in a
/// frame of many cells, finding the kept appearance reads no storage but the cell's. Only a state with
/// custom states is compared in full.
struct CellAppearanceMemo {
  /// The key of ``newest``'s state, ``CellStateKey/none`` when there is none.
  private var newestKey = CellStateKey.none
  /// The key of ``previous``'s state, ``CellStateKey/none`` when there is none.
  private var previousKey = CellStateKey.none
  /// The latest resolution.
  private var newest: CellAppearance?
  /// The one before it.
  private var previous: CellAppearance?

  /// The appearance kept for a state, if any.
  ///
  /// It is `mutating` only so that a cell calls it on its memo in place: a non-mutating call on a
  /// stored property copies the memo first, retaining both appearances.
  ///
  /// - Parameters:
  ///   - key: The state's key.
  ///   - state: The state, read only when it has custom states.
  /// - Complexity: O(1) when the state has no custom states: two key comparisons.
  @inline(__always) mutating func appearance(
    for key: CellStateKey, state: @autoclosure () -> CellConfigurationState
  ) -> CellAppearance? {
    if key == newestKey, let newest, !key.hasCustomStates || newest.isResolved(for: state()) { return newest }
    if key == previousKey, let previous, !key.hasCustomStates || previous.isResolved(for: state()) {
      return previous
    }
    return nil
  }

  /// Keeps an appearance as the newest, dropping the oldest.
  ///
  /// - Parameter appearance: A resolved appearance; its state is the key.
  mutating func insert(_ appearance: CellAppearance) {
    previous = newest
    previousKey = newestKey
    newestKey = appearance.state.memoKey
    newest = appearance
  }

  /// Forgets every kept appearance: the configurations they were resolved from changed.
  mutating func removeAll() {
    newest = nil
    previous = nil
    newestKey = .none
    previousKey = .none
  }
}
