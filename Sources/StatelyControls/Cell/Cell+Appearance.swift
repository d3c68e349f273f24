extension Cell {
  /// What a renderer draws, resolved from the configurations and the state of the latest update
  /// pass. Resolving happens on the first read after a change and is cached; strings are transformed
  /// again only when the text or its transform changed.
  ///
  /// When the configurations cannot be resolved (a negative corner radius or stroke width, for
  /// example), this keeps the last appearance that resolved and ``appearanceError`` says why.
  /// Flush the cycle before reading it, so pending updates have run.
  public var appearance: CellAppearance {
    resolveIfNeeded()
    return storage.cachedAppearance
  }

  /// Why the latest configurations could not be resolved, or `nil` when ``appearance`` is current.
  public var appearanceError: ConfigurationError? {
    resolveIfNeeded()
    return storage.cachedError
  }

  /// Resolves the configurations now.
  ///
  /// - Throws: ``ConfigurationError`` naming the bad property, such as
  ///   `"BackgroundConfiguration.cornerRadius is -9.0; it must be zero or positive"`.
  /// - Returns: The appearance.
  public func resolvedAppearance() throws(ConfigurationError) -> CellAppearance {
    resolveIfNeeded()
    if let error = storage.cachedError { throw error }
    return storage.cachedAppearance
  }

  /// Resolves the appearance if anything changed since the last time.
  func resolveIfNeeded() {
    guard appearanceIsStale else { return }
    appearanceIsStale = false
    do {
      storage.cachedAppearance = try resolve()
      storage.cachedError = nil
    } catch {
      storage.cachedError = error
    }
  }

  /// Resolves the background and the list content for the applied state's traits.
  private func resolve() throws(ConfigurationError) -> CellAppearance {
    settleBackground()
    settleListContent()
    let state = appliedConfigurationState
    let traits = state.traitCollection
    let resolvedBackground = try background.map { (b) throws(ConfigurationError) in
      try b.fastResolvedAppearance(in: traits)
    }
    var content: ListContentAppearance?
    if let listContent {
      if !listContent.isValid { try listContent.validate() }
      content = try listContent.resolve(
        in: traits, primary: &storage.textCache, secondary: &storage.secondaryTextCache)
    }
    return CellAppearance(
      kind: kind, state: state, background: resolvedBackground, content: content,
      hasCustomContent: customContent != nil)
  }
}
