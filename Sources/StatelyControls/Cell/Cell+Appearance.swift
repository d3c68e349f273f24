extension Cell {
  /// Resolves the background and the list content for the applied state's traits.
  func resolveConfigurations() throws(ConfigurationError) -> CellAppearance {
    let state = appliedConfigurationState
    let traits = state.traitCollection
    let background = try backgroundConfiguration.map { (background) throws(ConfigurationError) in
      try background.resolvedAppearance(in: traits)
    }
    let listContent = contentConfiguration as? ListContentConfiguration
    let content = try listContent.map { (content) throws(ConfigurationError) in
      try content.resolvedAppearance(in: traits)
    }
    return CellAppearance(
      kind: kind, state: state, background: background, content: content,
      hasCustomContent: contentConfiguration != nil && listContent == nil)
  }
}
