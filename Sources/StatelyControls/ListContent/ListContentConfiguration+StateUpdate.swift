extension ListContentConfiguration: ContentConfiguration {
  /// Returns a copy styled for `state` and its list: the preset's fonts, colours, image tint,
  /// margins and paddings for that state are written into every property you did not set (UIKit's
  /// `updated(for:)`).
  ///
  /// ```swift
  /// var content = ListContentConfiguration.sidebarCell()
  /// content.text = "Inbox"
  /// var state = CellConfigurationState(traitCollection: .light)
  /// state.isSelected = true
  /// content.updated(for: state).textProperties.color  // .white
  /// ```
  public func updated<State: ConfigurationState>(for state: State) -> ListContentConfiguration {
    var copy = self
    copy.update(for: state)
    return copy
  }

  /// Styles this configuration for `state` in place, as ``updated(for:)`` does, without a copy.
  public mutating func update<State: ConfigurationState>(for state: State) {
    storage.value.apply(
      ListContentLook.cached(
        style: storage.value.style, environment: state.traitCollection.listEnvironment,
        phase: ListContentLook.phase(of: state)))
  }
}

extension ListContentConfiguration.Values {
  /// Writes a look into the properties you did not set.
  mutating func apply(_ look: ListContentLook) {
    textProperties.applyDefaults(font: look.textFont, color: look.textColor)
    secondaryTextProperties.applyDefaults(font: look.secondaryTextFont, color: look.secondaryTextColor)
    imageProperties.applyDefaults(tintColor: look.imageTint)
    $directionalLayoutMargins.setDefault(look.margins)
    $imageToTextPadding.setDefault(look.imageToTextPadding)
    $textToSecondaryTextHorizontalPadding.setDefault(look.horizontalPadding)
    $textToSecondaryTextVerticalPadding.setDefault(look.verticalPadding)
    $prefersSideBySideTextAndSecondaryText.setDefault(look.prefersSideBySide)
  }
}
