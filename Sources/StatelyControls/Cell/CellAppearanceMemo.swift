/// The two appearances a cell resolved most recently, each with the generation of the configurations
/// it was resolved from: a cell toggling between two states (selected and not, highlighted and not)
/// resolves each once, and afterwards reading its appearance compares a state and copies a reference.
///
/// An appearance is a function of the configurations as they were assigned and of the state it was
/// resolved for (which holds the traits). ``Cell`` bumps the generation whenever a configuration or
/// an automatic-update switch is assigned, and once more at the pass after one assigned during a pass
/// (a configuration assigned in a pass is used as it is, and styled for the state from the next pass
/// on), so equal generations and equal states mean equal appearances.
struct CellAppearanceMemo {
  /// One kept appearance.
  private struct Entry {
    var generation: UInt
    var appearance: CellAppearance
  }

  /// The latest resolution.
  private var newest: Entry?
  /// The one before it.
  private var previous: Entry?

  /// The appearance kept for `state` at `generation`, if any.
  ///
  /// - Parameters:
  ///   - state: The state the appearance is wanted for.
  ///   - generation: The generation of the cell's configurations.
  /// - Complexity: O(1): at most two state comparisons.
  func appearance(for state: CellConfigurationState, generation: UInt) -> CellAppearance? {
    if let newest, newest.generation == generation, newest.appearance.isResolved(for: state) {
      return newest.appearance
    }
    if let previous, previous.generation == generation, previous.appearance.isResolved(for: state) {
      return previous.appearance
    }
    return nil
  }

  /// Keeps an appearance as the newest, dropping the oldest.
  ///
  /// - Parameters:
  ///   - appearance: A resolved appearance; its state is the key.
  ///   - generation: The generation of the configurations it was resolved from.
  mutating func insert(_ appearance: CellAppearance, generation: UInt) {
    previous = newest
    newest = Entry(generation: generation, appearance: appearance)
  }
}
