extension ListContentConfiguration {
  /// Checks every length.
  ///
  /// Rules: margins, paddings, the image's corner radius, maximum and reserved sizes (except
  /// ``ImageProperties/standardDimension``), font sizes, line counts and minimum scale factors are
  /// finite and not negative.
  ///
  /// - Throws: ``ConfigurationError`` naming the first bad property, such as
  ///   `"ListContentConfiguration.imageToTextPadding is -4.0; it must be zero or positive"`.
  public func validate() throws(ConfigurationError) {
    let path = "ListContentConfiguration"
    try _directionalLayoutMargins.validate(
      property: "\(path).directionalLayoutMargins", allowsNegative: false)
    try ConfigurationError.checkLength(_imageToTextPadding, property: "\(path).imageToTextPadding")
    try ConfigurationError.checkLength(
      _textToSecondaryTextHorizontalPadding, property: "\(path).textToSecondaryTextHorizontalPadding")
    try ConfigurationError.checkLength(
      _textToSecondaryTextVerticalPadding, property: "\(path).textToSecondaryTextVerticalPadding")
    try ConfigurationError.checkLength(
      imageProperties.cornerRadius, property: "\(path).imageProperties.cornerRadius")
    for (name, size) in [
      ("maximumSize", imageProperties.maximumSize),
      ("reservedLayoutSize", imageProperties.reservedLayoutSize),
    ] {
      for (axis, value) in [("width", size.width), ("height", size.height)]
      where value != ImageProperties.standardDimension || name == "maximumSize" {
        try ConfigurationError.checkLength(value, property: "\(path).imageProperties.\(name).\(axis)")
      }
    }
    try textProperties.validate(path: "\(path).textProperties")
    try secondaryTextProperties.validate(path: "\(path).secondaryTextProperties")
  }

  /// Validates, then resolves colours, text transforms and layout for a trait collection.
  ///
  /// A `nil` image tint resolves to the traits' tint colour. The image-to-text padding is `0`
  /// unless both an image and a text exist.
  ///
  /// - Parameter traits: The tint and light or dark appearance.
  /// - Throws: ``ConfigurationError`` for a bad length, or a transformer's bad output.
  /// - Returns: What a renderer draws.
  public func resolvedAppearance(in traits: TraitCollection) throws(ConfigurationError)
    -> ListContentAppearance
  {
    var primary = TextTransformCache()
    var secondary = TextTransformCache()
    try validate()
    return try resolve(in: traits, primary: &primary, secondary: &secondary)
  }

  /// Whether every length is valid, checked without building any string; ``validate()`` names the
  /// fault when this is `false`.
  var isValid: Bool {
    func ok(_ value: Double) -> Bool { value.isFinite && value >= 0 }
    func ok(_ insets: DirectionalEdgeInsets) -> Bool {
      ok(insets.top) && ok(insets.leading) && ok(insets.bottom) && ok(insets.trailing)
    }
    func reserved(_ value: Double) -> Bool { value == ImageProperties.standardDimension || ok(value) }
    let image = imageProperties
    return ok(_directionalLayoutMargins) && ok(_imageToTextPadding)
      && ok(_textToSecondaryTextHorizontalPadding)
      && ok(_textToSecondaryTextVerticalPadding) && ok(image.cornerRadius) && ok(image.maximumSize.width)
      && ok(image.maximumSize.height) && reserved(image.reservedLayoutSize.width)
      && reserved(image.reservedLayoutSize.height) && textProperties.isValid
      && secondaryTextProperties.isValid
  }

  /// Resolves without validating lengths, reusing the transformed strings in the caches.
  func resolve(
    in traits: TraitCollection, primary: inout TextTransformCache, secondary: inout TextTransformCache
  ) throws(ConfigurationError) -> ListContentAppearance {
    let path = "ListContentConfiguration"
    let text = try textProperties.resolve(
      text: _text, attributed: _attributedText, in: traits, cache: &primary, path: "\(path).textProperties")
    let secondaryText = try secondaryTextProperties.resolve(
      text: _secondaryText, attributed: _secondaryAttributedText, in: traits, cache: &secondary,
      path: "\(path).secondaryTextProperties")
    let tint = (imageProperties._tintColor ?? traits.tintColor).resolved(for: traits)
    let imageTint: ResolvedColor
    do {
      imageTint =
        try imageProperties.tintColorTransformer.map { (t) throws(ColorError) in try t.fastApply(tint) }
        ?? tint
    } catch {
      throw .invalidColor(property: "\(path).imageProperties.tintColorTransformer", error: error)
    }
    let hasImage = image != nil
    let hasText = text != nil || secondaryText != nil
    return ListContentAppearance(
      text: text, secondaryText: secondaryText, image: image, imageTintColor: imageTint,
      imageSymbolConfiguration: imageProperties.preferredSymbolConfiguration,
      imageCornerRadius: imageProperties.cornerRadius, imageMaximumSize: imageProperties.maximumSize,
      imageReservedLayoutSize: imageProperties.reservedLayoutSize,
      directionalLayoutMargins: _directionalLayoutMargins,
      imageToTextPadding: hasImage && hasText ? _imageToTextPadding : 0,
      textToSecondaryTextHorizontalPadding: _textToSecondaryTextHorizontalPadding,
      textToSecondaryTextVerticalPadding: _textToSecondaryTextVerticalPadding,
      prefersSideBySideTextAndSecondaryText: _prefersSideBySideTextAndSecondaryText,
      alpha: alpha.isNaN ? 0 : min(max(alpha, 0), 1))
  }
}
