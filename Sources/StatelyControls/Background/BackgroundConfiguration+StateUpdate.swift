extension BackgroundConfiguration {
  /// Returns a copy styled for `state`: the preset's defaults for that state are written into every
  /// property you did not customise (UIKit's `updated(for:)`).
  ///
  /// StatelyList presets set ``Values/backgroundColor`` and ``Values/cornerRadius`` from the table in the CellPresets
  /// article; adaptive presets first pick their look from the state's
  /// ``TraitCollection/listEnvironment``. ``clear()`` and button backgrounds are returned unchanged.
  ///
  /// ```swift
  /// var background = BackgroundConfiguration.listPlainCell()
  /// background.cornerRadius = 9                 // customised: kept in every state
  /// var state = CellConfigurationState(traitCollection: .light)
  /// state.isHighlighted = true
  /// background.updated(for: state).backgroundColor  // .systemGray4
  /// ```
  public func updated<State: ConfigurationState>(for state: State) -> BackgroundConfiguration {
    var copy = self
    copy.update(for: state)
    return copy
  }

  /// Styles this configuration for `state` in place, as ``updated(for:)`` does, without a copy.
  public mutating func update<State: ConfigurationState>(for state: State) {
    guard let preset = ListBackgroundStyle(defaultStyle) else { return }
    let look = preset.concrete(in: state.traitCollection.listEnvironment)
    let phase = ListBackgroundStyle.phase(of: state)
    storage.value.$backgroundColor.setDefault(look.fill(phase))
    storage.value.$cornerRadius.setDefault(look.cornerRadius)
  }
}
