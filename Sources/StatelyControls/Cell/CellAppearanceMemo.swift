/// The two appearances a cell resolved most recently: a cell toggling between two states (selected
/// and not, highlighted and not) resolves each once, and afterwards the flush that changes its state
/// compares a few words and swaps two appearances.
///
/// The newer of the two is the one the cell shows, `ConfiguredControl`'s `current`; the memo keeps the
/// key of its state, and the older appearance with its key. Going back to the older state swaps the
/// two in place (in the update's apply phase), so a cell that toggles retains and releases nothing,
/// and a reader that reads the appearance in place retains nothing either. In a frame of many cells,
/// an appearance's reference counts sit on lines of their own that are no longer in the caches, and
/// an atomic update of one waits for its line.
///
/// What it keeps is what `resolveAppearance()` returned, a subclass's override included. An appearance
/// is a function of the configurations as they were assigned, of what an override reads, and of the
/// state it was resolved for (which holds the traits). ``Cell`` empties the memo whenever a
/// configuration or an automatic-update switch is assigned, whenever `configurationDidChange()` is
/// called, and once more at the pass after a configuration assigned during a pass (a configuration
/// assigned in a pass is used as it is, and styled for the state from the next pass on). So a kept
/// appearance with an equal state is the appearance resolution would return.
///
/// The memo lives in the cell itself and keys each appearance by its state's ``CellStateKey``: finding
/// the kept appearance reads no storage but the cell's. Only a state with custom states is compared in
/// full.
struct CellAppearanceMemo {
  /// The key of the state the cell's current appearance was resolved for, ``CellStateKey/none`` when
  /// it is not known (the placeholder before the first resolution, or after the memo was emptied).
  private var currentKey = CellStateKey.none
  /// The key of ``other``'s state, ``CellStateKey/none`` when there is none.
  private var otherKey = CellStateKey.none
  /// The appearance the cell showed before its current one. When the memo keeps none (``otherKey``
  /// is ``CellStateKey/none``) it shares the current one, so that nothing else stays alive; it is
  /// never optional, so that swapping it with the current one moves four words and touches no
  /// reference count.
  private var other: CellAppearance

  /// An empty memo.
  ///
  /// - Parameter placeholder: The cell's appearance before its first resolution.
  init(placeholder: CellAppearance) {
    other = placeholder
  }

  /// Makes `current` the appearance kept for a state, if the memo keeps one.
  ///
  /// The current appearance is kept already; the other one is swapped with it in place, without
  /// retaining or releasing either.
  ///
  /// - Parameters:
  ///   - key: The state's key.
  ///   - state: The state itself, read only when `key` says it has custom states.
  ///   - current: The cell's current appearance.
  /// - Returns: Whether `current` is now the appearance for the state; if not, nothing changed.
  /// - Complexity: O(1), unless the state has custom states: then O(*n*) in their number.
  @inline(__always) mutating func reuse(
    for key: CellStateKey, state: @autoclosure () -> CellConfigurationState, current: inout CellAppearance
  ) -> Bool {
    if key == currentKey, !key.hasCustomStates || current.isResolved(for: state()) { return true }
    guard key == otherKey, key != .none, !key.hasCustomStates || other.isResolved(for: state()) else {
      return false
    }
    swap(&current, &other)
    swap(&currentKey, &otherKey)
    return true
  }

  /// Replaces the current appearance with a new resolution, keeping the one it replaces as the other.
  ///
  /// - Parameters:
  ///   - resolved: The new appearance.
  ///   - key: The key of the state it was resolved for.
  ///   - current: The cell's current appearance.
  mutating func install(_ resolved: CellAppearance, for key: CellStateKey, in current: inout CellAppearance) {
    // A current appearance not resolved for a known state (its key is `none`) is not kept.
    other = currentKey == .none ? resolved : current
    otherKey = currentKey
    current = resolved
    currentKey = key
  }

  /// Forgets both states, so that the next read resolves again. The current appearance stays where it
  /// is, as the last good one, until then.
  ///
  /// - Parameter current: The cell's current appearance, which the other slot then shares.
  mutating func removeAll(keeping current: CellAppearance) {
    other = current
    currentKey = .none
    otherKey = .none
  }
}
