public import Stately

extension ButtonConfiguration {
  /// Validates the configuration, applies the state's defaults and resolves everything to concrete
  /// values for `traits`: the same as `updated(for: state, traits: traits)` followed by resolution.
  ///
  /// The colours, transformers and corner radii follow <doc:ButtonStyles>; an `automatic` title
  /// alignment resolves as ``TitleAlignment/automatic`` says.
  ///
  /// - Parameters:
  ///   - state: The control state.
  ///   - traits: The tint and light or dark appearance. Defaults to light with the system blue tint.
  /// - Throws: ``ConfigurationError`` for a bad length, edge or colour (see ``validate()``), or a
  ///   transformer that returns an invalid colour or font size; the error names the property.
  /// - Complexity: O(1), and allocation-free unless it throws or a transformer allocates.
  public func resolvedAppearance(
    for state: ControlState, traits: TraitCollection = TraitCollection()
  ) throws(ConfigurationError) -> ButtonAppearance {
    try storedValues.resolvedAppearance(for: state, traits: traits)
  }
}

extension ButtonConfiguration.Values {
  /// ``ButtonConfiguration/resolvedAppearance(for:traits:)`` on the stored values.
  func resolvedAppearance(for state: ControlState, traits: TraitCollection) throws(ConfigurationError)
    -> ButtonAppearance
  {
    // The background is validated by its own resolution below, with the same path, as validate() would.
    try validateExceptBackground()
    let metrics = self.metrics
    let cornerStyle = self.cornerStyle
    let look = defaultLook(for: state, tint: traits.tintColor)
    var resolvedBackground = try background.resolvedAppearance(
      in: traits, defaults: backgroundDefaults(for: state, tint: traits.tintColor),
      corner: { metrics.corner(for: cornerStyle, backgroundRadius: $0) },
      path: "ButtonConfiguration.background")
    if let effect = defaultVisualEffect { resolvedBackground.visualEffect = effect }

    let foreground = look.foreground.resolved(in: traits.userInterfaceStyle)
    let imageColor = try imageColorTransformer.transform(
      foreground, property: "ButtonConfiguration.imageColorTransformer")
    let activityColor = try activityIndicatorColorTransformer.transform(
      foreground, property: "ButtonConfiguration.activityIndicatorColorTransformer")
    let indicatorColor = try indicatorColorTransformer.transform(
      foreground, property: "ButtonConfiguration.indicatorColorTransformer")

    var titleAttributes = TextAttributes(
      fontSize: metrics.titleFontSize, fontWeight: metrics.titleFontWeight, foregroundColor: foreground)
    if let transformer = titleTextAttributesTransformer {
      titleAttributes = try transformer.apply(titleAttributes)
    }
    var subtitleAttributes = TextAttributes(
      fontSize: metrics.subtitleFontSize, fontWeight: metrics.subtitleFontWeight,
      foregroundColor: foreground)
    if let transformer = subtitleTextAttributesTransformer {
      subtitleAttributes = try transformer.apply(subtitleAttributes)
    }

    return ButtonAppearance(
      state: state, style: style, buttonSize: buttonSize,
      title: title, subtitle: subtitle,
      titleAttributes: titleAttributes, subtitleAttributes: subtitleAttributes,
      titleLineBreakMode: titleLineBreakMode, subtitleLineBreakMode: subtitleLineBreakMode,
      titleAlignment: resolvedTitleAlignment, titlePadding: titlePadding,
      foregroundColor: foreground, background: resolvedBackground,
      contentInsets: contentInsets, nominalHeight: metrics.nominalHeight,
      image: showsActivityIndicator ? nil : image, imageColor: imageColor,
      imagePlacement: imagePlacement, imagePadding: imagePadding,
      imageReservation: imageReservation, showsActivityIndicator: showsActivityIndicator,
      activityIndicatorColor: activityColor, showsPopUpIndicator: indicator == .popup,
      indicatorColor: indicatorColor)
  }
}

extension ButtonConfiguration.Values {
  /// ``titleAlignment`` with `automatic` resolved.
  var resolvedTitleAlignment: ButtonConfiguration.TitleAlignment {
    guard titleAlignment == .automatic else { return titleAlignment }
    guard image != nil || showsActivityIndicator else { return .center }
    if imagePlacement == .leading { return .leading }
    if imagePlacement == .trailing { return .trailing }
    return .center
  }
}
