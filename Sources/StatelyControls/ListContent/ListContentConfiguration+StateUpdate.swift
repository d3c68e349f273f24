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
  ///
  /// - Parameter state: The view or cell state.
  /// - Returns: The updated configuration.
  /// - Complexity: O(1); no allocation.
  public func updated<State: ConfigurationState>(for state: State) -> ListContentConfiguration {
    var copy = self
    copy.update(for: state)
    return copy
  }

  /// Styles this configuration for `state` in place, as ``updated(for:)`` does, without a copy.
  ///
  /// - Parameter state: The view or cell state.
  public mutating func update<State: ConfigurationState>(for state: State) {
    let look = ListContentLook.cached(
      style: style, environment: state.traitCollection.listEnvironment,
      phase: ListContentLook.phase(of: state))
    textProperties.applyDefaults(font: look.textFont, color: look.textColor)
    secondaryTextProperties.applyDefaults(font: look.secondaryTextFont, color: look.secondaryTextColor)
    imageProperties.applyDefaults(tintColor: look.imageTint)
    let customized = customizedProperties
    if !customized.contains(.directionalLayoutMargins) { _directionalLayoutMargins = look.margins }
    if !customized.contains(.imageToTextPadding) { _imageToTextPadding = look.imageToTextPadding }
    if !customized.contains(.textToSecondaryTextHorizontalPadding) {
      _textToSecondaryTextHorizontalPadding = look.horizontalPadding
    }
    if !customized.contains(.textToSecondaryTextVerticalPadding) {
      _textToSecondaryTextVerticalPadding = look.verticalPadding
    }
    if !customized.contains(.prefersSideBySideTextAndSecondaryText) {
      _prefersSideBySideTextAndSecondaryText = look.prefersSideBySide
    }
  }
}
