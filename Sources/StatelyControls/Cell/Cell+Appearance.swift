extension Cell {
  /// Resolves the background and the list content for the applied state's traits, applying the
  /// automatic updates the last pass still owes them.
  func resolveConfigurations() throws(ConfigurationError) -> CellAppearance {
    let state = appliedConfigurationState
    settleBackground()
    settleListContent()
    let traits = state.traitCollection
    // Equal backgrounds of the cycle's cells share one storage (see `SharedResolutions`).
    let resolvedBackground = try background.map { (b) throws(ConfigurationError) in
      cycle.sharedResolutions.shared(try b.resolvedAppearance(in: traits))
    }
    let content = try listContent.map { (c) throws(ConfigurationError) in
      try c.resolvedAppearance(
        in: traits, primary: &storage.textCache, secondary: &storage.secondaryTextCache)
    }
    let appearance = CellAppearance(
      kind: kind, state: state, background: resolvedBackground, content: content,
      hasCustomContent: hasCustomContent)
    return appearance
  }
}
