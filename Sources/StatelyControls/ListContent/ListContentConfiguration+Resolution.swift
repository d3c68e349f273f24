extension ListContentConfiguration {
  /// Checks every length.
  ///
  /// Rules: margins, paddings, the image's corner radius, maximum and reserved sizes (except
  /// ``ImageProperties/standardDimension``), font sizes, line counts and minimum scale factors are
  /// finite and not negative.
  ///
  /// - Throws: ``ConfigurationError`` naming the first bad property, such as
  ///   `"ListContentConfiguration.imageToTextPadding is -4.0; it must be zero or positive"`.
  /// - Complexity: O(1), and allocation-free unless it throws.
  public func validate() throws(ConfigurationError) {
    let values = self.values
    try values.directionalLayoutMargins.validate(
      property: "ListContentConfiguration.directionalLayoutMargins", allowsNegative: false)
    try ConfigurationError.checkLength(
      values.imageToTextPadding, property: "ListContentConfiguration.imageToTextPadding")
    try ConfigurationError.checkLength(
      values.textToSecondaryTextHorizontalPadding,
      property: "ListContentConfiguration.textToSecondaryTextHorizontalPadding")
    try ConfigurationError.checkLength(
      values.textToSecondaryTextVerticalPadding,
      property: "ListContentConfiguration.textToSecondaryTextVerticalPadding")
    try values.imageProperties.validate(path: "ListContentConfiguration.imageProperties")
    try values.textProperties.validate(path: "ListContentConfiguration.textProperties")
    try values.secondaryTextProperties.validate(path: "ListContentConfiguration.secondaryTextProperties")
  }

  /// Validates, then resolves colours, text transforms and layout for a trait collection.
  ///
  /// A `nil` image tint resolves to the traits' tint colour. The image-to-text padding is `0` unless
  /// both an image and a text exist.
  ///
  /// - Parameter traits: The tint and light or dark appearance.
  /// - Throws: ``ConfigurationError`` for a bad length, or a transformer's bad output.
  /// - Returns: What a renderer draws.
  public func resolvedAppearance(in traits: TraitCollection) throws(ConfigurationError)
    -> ListContentAppearance
  {
    var primary = TextTransformCache()
    var secondary = TextTransformCache()
    return try resolvedAppearance(in: traits, primary: &primary, secondary: &secondary)
  }

  /// The one resolution path: validates, then resolves, reusing the transformed strings in the caches
  /// (a cell keeps them from one resolution to the next).
  func resolvedAppearance(
    in traits: TraitCollection, primary: inout TextTransformCache, secondary: inout TextTransformCache
  ) throws(ConfigurationError) -> ListContentAppearance {
    try validate()
    let values = self.values
    let text = try values.textProperties.resolve(
      text: values.text, attributed: values.attributedText, in: traits, cache: &primary,
      path: "ListContentConfiguration.textProperties")
    let secondaryText = try values.secondaryTextProperties.resolve(
      text: values.secondaryText, attributed: values.secondaryAttributedText, in: traits, cache: &secondary,
      path: "ListContentConfiguration.secondaryTextProperties")
    let image = values.imageProperties
    let imageTint = try image.tintColorTransformer.transform(
      (image.tintColor ?? traits.tintColor).resolved(for: traits),
      property: "ListContentConfiguration.imageProperties.tintColorTransformer")
    let hasImage = values.image != nil
    let hasText = text != nil || secondaryText != nil
    return ListContentAppearance(
      text: text, secondaryText: secondaryText, image: values.image, imageTintColor: imageTint,
      imageSymbolConfiguration: image.preferredSymbolConfiguration,
      imageCornerRadius: image.cornerRadius, imageMaximumSize: image.maximumSize,
      imageReservedLayoutSize: image.reservedLayoutSize,
      directionalLayoutMargins: values.directionalLayoutMargins,
      imageToTextPadding: hasImage && hasText ? values.imageToTextPadding : 0,
      textToSecondaryTextHorizontalPadding: values.textToSecondaryTextHorizontalPadding,
      textToSecondaryTextVerticalPadding: values.textToSecondaryTextVerticalPadding,
      prefersSideBySideTextAndSecondaryText: values.prefersSideBySideTextAndSecondaryText,
      alpha: values.alpha.isNaN ? 0 : min(max(values.alpha, 0), 1))
  }
}

extension ListContentConfiguration.ImageProperties {
  /// Checks the corner radius and the maximum and reserved sizes (a reserved
  /// ``standardDimension`` is allowed).
  func validate(path: String) throws(ConfigurationError) {
    try ConfigurationError.checkLength(cornerRadius, property: "\(path).cornerRadius")
    try ConfigurationError.checkLength(maximumSize.width, property: "\(path).maximumSize.width")
    try ConfigurationError.checkLength(maximumSize.height, property: "\(path).maximumSize.height")
    if reservedLayoutSize.width != Self.standardDimension {
      try ConfigurationError.checkLength(
        reservedLayoutSize.width, property: "\(path).reservedLayoutSize.width")
    }
    if reservedLayoutSize.height != Self.standardDimension {
      try ConfigurationError.checkLength(
        reservedLayoutSize.height, property: "\(path).reservedLayoutSize.height")
    }
  }
}
