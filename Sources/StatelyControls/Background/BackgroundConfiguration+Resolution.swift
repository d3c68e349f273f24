extension BackgroundConfiguration {
  /// The fill colour for a tint: `backgroundColorTransformer(backgroundColor ?? tintColor)`.
  ///
  /// - Parameter tintColor: The colour a `nil` ``backgroundColor`` stands for.
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)`` when the
  ///   transformer returns an invalid colour.
  /// - Returns: The fill colour, light and dark.
  public func resolvedBackgroundColor(for tintColor: DynamicColor) throws(ColorError) -> DynamicColor {
    let base = backgroundColor ?? tintColor
    guard let transformer = backgroundColorTransformer else { return base }
    return try transformer.apply(dynamic: base)
  }

  /// The fill colour for a trait collection's tint and appearance.
  ///
  /// - Parameter traits: The tint and light or dark appearance.
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)``.
  /// - Returns: The concrete fill colour.
  public func resolvedBackgroundColor(in traits: TraitCollection) throws(ColorError) -> ResolvedColor {
    let base = (backgroundColor ?? traits.tintColor).resolved(for: traits)
    guard let transformer = backgroundColorTransformer else { return base }
    return try transformer.apply(base)
  }

  /// The stroke colour for a tint: `strokeColorTransformer(strokeColor ?? tintColor)`.
  ///
  /// - Parameter tintColor: The colour a `nil` ``strokeColor`` stands for.
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)``.
  /// - Returns: The stroke colour, light and dark.
  public func resolvedStrokeColor(for tintColor: DynamicColor) throws(ColorError) -> DynamicColor {
    let base = strokeColor ?? tintColor
    guard let transformer = strokeColorTransformer else { return base }
    return try transformer.apply(dynamic: base)
  }

  /// The stroke colour for a trait collection's tint and appearance.
  ///
  /// - Parameter traits: The tint and light or dark appearance.
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)``.
  /// - Returns: The concrete stroke colour.
  public func resolvedStrokeColor(in traits: TraitCollection) throws(ColorError) -> ResolvedColor {
    let base = (strokeColor ?? traits.tintColor).resolved(for: traits)
    guard let transformer = strokeColorTransformer else { return base }
    return try transformer.apply(base)
  }

  /// Checks every length and colour.
  ///
  /// Rules: ``cornerRadius`` and ``strokeWidth`` are finite and not negative; ``strokeOutset``
  /// and ``backgroundInsets`` are finite and may be negative; set colours are valid.
  ///
  /// - Throws: ``ConfigurationError`` naming the first bad property, such as
  ///   `"BackgroundConfiguration.cornerRadius is -2.0; it must be zero or positive"`.
  public func validate() throws(ConfigurationError) {
    try validate(path: "BackgroundConfiguration")
  }

  /// ``validate()`` with a property path prefix, such as `"ButtonConfiguration.background"`.
  func validate(path: String) throws(ConfigurationError) {
    try ConfigurationError.checkLength(_cornerRadius, property: "\(path).cornerRadius")
    try ConfigurationError.checkLength(_strokeWidth, property: "\(path).strokeWidth")
    try ConfigurationError.checkLength(
      _strokeOutset, property: "\(path).strokeOutset", allowsNegative: true)
    try _backgroundInsets.validate(property: "\(path).backgroundInsets", allowsNegative: true)
    for (name, color) in [("backgroundColor", _backgroundColor), ("strokeColor", _strokeColor)] {
      guard let color else { continue }
      for (side, value) in [("light", color.light), ("dark", color.dark)] {
        do {
          try value.validate(context: "the \(side) value")
        } catch {
          throw .invalidColor(property: "\(path).\(name)", error: error)
        }
      }
    }
  }

  /// Validates, then resolves every colour and length for a trait collection.
  ///
  /// The corner is ``CornerShape/rounded(_:)`` with ``cornerRadius``.
  ///
  /// - Parameter traits: The tint and light or dark appearance.
  /// - Throws: ``ConfigurationError`` for a bad length or colour, or a transformer's bad output.
  /// - Returns: What a renderer draws.
  public func resolvedAppearance(in traits: TraitCollection) throws(ConfigurationError)
    -> BackgroundAppearance
  {
    try resolvedAppearance(in: traits, corner: .rounded(_cornerRadius), path: "BackgroundConfiguration")
  }

  /// Shared by ``resolvedAppearance(in:)`` and the button, which supplies its own corner.
  func resolvedAppearance(in traits: TraitCollection, corner: CornerShape, path: String)
    throws(ConfigurationError) -> BackgroundAppearance
  {
    try validate(path: path)
    let fill: ResolvedColor
    let stroke: ResolvedColor
    do {
      fill = try resolvedBackgroundColor(in: traits)
    } catch {
      throw .invalidColor(property: "\(path).backgroundColorTransformer", error: error)
    }
    do {
      stroke = try resolvedStrokeColor(in: traits)
    } catch {
      throw .invalidColor(property: "\(path).strokeColorTransformer", error: error)
    }
    return BackgroundAppearance(
      fillColor: fill, strokeColor: stroke, strokeWidth: _strokeWidth, strokeOutset: _strokeOutset,
      corner: corner, insets: _backgroundInsets,
      edgesAddingLayoutMarginsToInsets: _edgesAddingLayoutMarginsToBackgroundInsets,
      image: _image, imageContentMode: _imageContentMode, visualEffect: _visualEffect)
  }
}
