public import Stately

extension ButtonConfiguration {
  /// Validates the configuration, applies the state's defaults and resolves everything to
  /// concrete values for `traits`.
  ///
  /// Equivalent to `updated(for: state, traits: traits)` followed by resolution, without copying
  /// the configuration: only the background is copied.
  ///
  /// Resolution rules:
  /// - colours: the default look for the style and state (see the ButtonStyles article), light
  ///   or dark per `traits`; then the image, activity indicator and indicator colour
  ///   transformers apply to the foreground, the text attribute transformers to the text
  ///   attributes, and the background's transformers to fill and stroke;
  /// - corner: ``cornerStyle`` with the ``metrics``: `fixed` and `dynamic` use the background's
  ///   `cornerRadius`, `small`/`medium`/`large` the size's radii, `capsule` is ``CornerShape/capsule``;
  /// - `automatic` title alignment becomes `leading` when an image or activity indicator sits at
  ///   the leading edge, `trailing` when at the trailing edge, `center` otherwise.
  ///
  /// - Parameters:
  ///   - state: The control state.
  ///   - traits: The tint and light or dark appearance. Defaults to light with the system blue tint.
  /// - Throws: ``ConfigurationError`` for a bad length, edge or colour (see ``validate()``), or a
  ///   transformer that returns an invalid colour or font size; the error names the property.
  /// - Returns: What a renderer draws.
  public func resolvedAppearance(
    for state: ControlState, traits: TraitCollection = TraitCollection()
  ) throws(ConfigurationError) -> ButtonAppearance {
    if !isValidFast { try validate() }
    let metrics = self.metrics
    let look = defaultLook(for: state, tint: traits.tintColor)
    var background = _background
    if background.defaultStyle == .button {
      Self.apply(look, cornerRadius: metrics.defaultCornerRadius, to: &background)
    }
    let corner = metrics.corner(for: _cornerStyle, backgroundRadius: background._cornerRadius)
    // The configuration is valid here, background included; the slow path names a bad transformer.
    let resolvedBackground: BackgroundAppearance
    if let fast = background.validButtonAppearance(in: traits, corner: corner) {
      resolvedBackground = fast
    } else {
      resolvedBackground = try background.resolvedAppearance(
        in: traits, corner: corner, path: "ButtonConfiguration.background")
    }

    let foreground = look.foreground.resolved(in: traits.userInterfaceStyle)
    let path = "ButtonConfiguration"
    let imageColor = try Self.transform(foreground, _imageColorTransformer, "\(path).imageColorTransformer")
    let activityColor = try Self.transform(
      foreground, _activityIndicatorColorTransformer, "\(path).activityIndicatorColorTransformer")
    let indicatorColor = try Self.transform(
      foreground, _indicatorColorTransformer, "\(path).indicatorColorTransformer")

    var titleAttributes = TextAttributes(
      fontSize: metrics.titleFontSize, fontWeight: metrics.titleFontWeight, foregroundColor: foreground)
    if let transformer = _titleTextAttributesTransformer {
      titleAttributes = try transformer.apply(titleAttributes)
    }
    var subtitleAttributes = TextAttributes(
      fontSize: metrics.subtitleFontSize, fontWeight: metrics.subtitleFontWeight,
      foregroundColor: foreground)
    if let transformer = _subtitleTextAttributesTransformer {
      subtitleAttributes = try transformer.apply(subtitleAttributes)
    }

    return ButtonAppearance(
      state: state, style: style, buttonSize: _buttonSize,
      title: title, subtitle: subtitle,
      titleAttributes: titleAttributes, subtitleAttributes: subtitleAttributes,
      titleLineBreakMode: _titleLineBreakMode, subtitleLineBreakMode: _subtitleLineBreakMode,
      titleAlignment: resolvedTitleAlignment, titlePadding: titlePadding,
      foregroundColor: foreground, background: resolvedBackground,
      contentInsets: contentInsets, nominalHeight: metrics.nominalHeight,
      image: _showsActivityIndicator ? nil : _image, imageColor: imageColor,
      imagePlacement: _imagePlacement, imagePadding: imagePadding,
      imageReservation: _imageReservation, showsActivityIndicator: _showsActivityIndicator,
      activityIndicatorColor: activityColor, showsPopUpIndicator: _indicator == .popup,
      indicatorColor: indicatorColor)
  }

  /// ``titleAlignment`` with `automatic` resolved.
  var resolvedTitleAlignment: TitleAlignment {
    guard _titleAlignment == .automatic else { return _titleAlignment }
    guard _image != nil || _showsActivityIndicator else { return .center }
    if _imagePlacement == .leading { return .leading }
    if _imagePlacement == .trailing { return .trailing }
    return .center
  }

  /// Applies an optional transformer, naming `property` in the error.
  /// The property name is built only when the transformer fails.
  static func transform(
    _ color: ResolvedColor, _ transformer: ColorTransformer?, _ property: @autoclosure () -> String
  )
    throws(ConfigurationError) -> ResolvedColor
  {
    guard let transformer else { return color }
    do {
      return try transformer.fastApply(color)
    } catch {
      throw .invalidColor(property: property(), error: error)
    }
  }
}

extension BackgroundConfiguration {
  /// The button's background appearance when both colour transformers give valid colours, built
  /// without a string or an array; `nil` sends the caller to `resolvedAppearance(in:corner:path:)`,
  /// which reports the failing transformer. Call it on a background that passed validation.
  func validButtonAppearance(in traits: TraitCollection, corner: CornerShape) -> BackgroundAppearance? {
    var fill = (_backgroundColor ?? traits.tintColor).resolved(for: traits)
    var stroke = (_strokeColor ?? traits.tintColor).resolved(for: traits)
    if let transformer = _backgroundColorTransformer {
      fill = transformer.transformUnchecked(fill)
      guard fill.isValidFast else { return nil }
    }
    if let transformer = _strokeColorTransformer {
      stroke = transformer.transformUnchecked(stroke)
      guard stroke.isValidFast else { return nil }
    }
    return BackgroundAppearance(
      fillColor: fill, strokeColor: stroke, strokeWidth: _strokeWidth, strokeOutset: _strokeOutset,
      corner: corner, insets: _backgroundInsets,
      edgesAddingLayoutMarginsToInsets: _edgesAddingLayoutMarginsToBackgroundInsets,
      image: _image, imageContentMode: _imageContentMode, visualEffect: _visualEffect)
  }
}
