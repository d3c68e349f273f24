extension BackgroundConfiguration {
  /// The fill colour for a tint: `backgroundColorTransformer(backgroundColor ?? tintColor)`.
  ///
  /// - Parameter tintColor: The colour a `nil` ``Values/backgroundColor`` stands for.
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)`` when the
  ///   transformer returns an invalid colour.
  public func resolvedBackgroundColor(for tintColor: DynamicColor) throws(ColorError) -> DynamicColor {
    let base = values.backgroundColor ?? tintColor
    guard let transformer = values.backgroundColorTransformer else { return base }
    return try transformer.apply(dynamic: base)
  }

  /// The fill colour for a trait collection's tint and appearance.
  ///
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)``.
  public func resolvedBackgroundColor(in traits: TraitCollection) throws(ColorError) -> ResolvedColor {
    let base = (values.backgroundColor ?? traits.tintColor).resolved(for: traits)
    return try values.backgroundColorTransformer?.apply(base) ?? base
  }

  /// The stroke colour for a tint: `strokeColorTransformer(strokeColor ?? tintColor)`.
  ///
  /// - Parameter tintColor: The colour a `nil` ``Values/strokeColor`` stands for.
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)``.
  public func resolvedStrokeColor(for tintColor: DynamicColor) throws(ColorError) -> DynamicColor {
    let base = values.strokeColor ?? tintColor
    guard let transformer = values.strokeColorTransformer else { return base }
    return try transformer.apply(dynamic: base)
  }

  /// The stroke colour for a trait collection's tint and appearance.
  ///
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)``.
  public func resolvedStrokeColor(in traits: TraitCollection) throws(ColorError) -> ResolvedColor {
    let base = (values.strokeColor ?? traits.tintColor).resolved(for: traits)
    return try values.strokeColorTransformer?.apply(base) ?? base
  }

  /// Checks every length and colour.
  ///
  /// Rules: ``Values/cornerRadius`` and ``Values/strokeWidth`` are finite and not negative;
  /// ``Values/strokeOutset`` and ``Values/backgroundInsets`` are finite and may be negative; set colours
  /// are valid.
  ///
  /// - Throws: ``ConfigurationError`` naming the first bad property, such as
  ///   `"BackgroundConfiguration.cornerRadius is -2.0; it must be zero or positive"`.
  /// - Complexity: O(1), and allocation-free unless it throws.
  public func validate() throws(ConfigurationError) {
    try values.validate(path: "BackgroundConfiguration")
  }

  /// Validates, then resolves every colour and length for a trait collection.
  ///
  /// The corner is ``CornerShape/rounded(_:)`` with ``Values/cornerRadius``.
  ///
  /// - Throws: ``ConfigurationError`` for a bad length or colour, or a transformer's bad output.
  /// - Complexity: O(1), and allocation-free unless it throws or a transformer allocates.
  public func resolvedAppearance(in traits: TraitCollection) throws(ConfigurationError)
    -> BackgroundAppearance
  {
    try values.resolvedAppearance(
      in: traits, defaults: nil, corner: { .rounded($0) }, path: "BackgroundConfiguration")
  }

  /// The one resolution path: validates, then resolves with `defaults` standing in for the properties
  /// you did not customise (what a style's `updated(for:)` would write), and the corner a style makes of
  /// the corner radius.
  func resolvedAppearance(
    in traits: TraitCollection, defaults: Defaults?, corner: (Double) -> CornerShape, path: String
  ) throws(ConfigurationError) -> BackgroundAppearance {
    try values.resolvedAppearance(in: traits, defaults: defaults, corner: corner, path: path)
  }
}

extension BackgroundConfiguration.Values {
  /// The checks of ``BackgroundConfiguration/validate()``, with a property path prefix such as
  /// `"ButtonConfiguration.background"`; the path is joined to a property name only for an error.
  func validate(path: String) throws(ConfigurationError) {
    try ConfigurationError.checkLength(cornerRadius, property: "\(path).cornerRadius")
    try ConfigurationError.checkLength(strokeWidth, property: "\(path).strokeWidth")
    try ConfigurationError.checkLength(strokeOutset, property: "\(path).strokeOutset", allowsNegative: true)
    try backgroundInsets.validate(property: "\(path).backgroundInsets", allowsNegative: true)
    try backgroundColor?.validate(property: "\(path).backgroundColor")
    try strokeColor?.validate(property: "\(path).strokeColor")
  }

  /// Validates these values and resolves them for a trait collection, with `defaults` standing in for
  /// the properties you did not customise.
  func resolvedAppearance(
    in traits: TraitCollection, defaults: BackgroundConfiguration.Defaults?, corner: (Double) -> CornerShape,
    path: String
  ) throws(ConfigurationError) -> BackgroundAppearance {
    try validate(path: path)
    let backgroundColor = $backgroundColor.value(defaultingTo: defaults.map(\.backgroundColor))
    let strokeColor = $strokeColor.value(defaultingTo: defaults.map(\.strokeColor))
    let fill = try backgroundColorTransformer.transform(
      (backgroundColor ?? traits.tintColor).resolved(for: traits),
      property: "\(path).backgroundColorTransformer")
    let stroke = try strokeColorTransformer.transform(
      (strokeColor ?? traits.tintColor).resolved(for: traits), property: "\(path).strokeColorTransformer")
    return BackgroundAppearance(
      fillColor: fill, strokeColor: stroke,
      strokeWidth: $strokeWidth.value(defaultingTo: defaults?.strokeWidth),
      strokeOutset: strokeOutset, corner: corner($cornerRadius.value(defaultingTo: defaults?.cornerRadius)),
      insets: backgroundInsets,
      edgesAddingLayoutMarginsToInsets: edgesAddingLayoutMarginsToBackgroundInsets,
      image: image, imageContentMode: imageContentMode, visualEffect: visualEffect)
  }
}
