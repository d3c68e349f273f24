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
    try values.validate()
  }

  /// Validates, then resolves colours, text transforms and layout for a trait collection.
  ///
  /// A `nil` image tint resolves to the traits' tint colour. The image-to-text padding is `0` unless
  /// both an image and a text exist.
  ///
  /// - Throws: ``ConfigurationError`` for a bad length, or a transformer's bad output.
  public func resolvedAppearance(in traits: TraitCollection) throws(ConfigurationError)
    -> ListContentAppearance
  {
    try values.resolvedAppearance(in: traits)
  }
}

extension ListContentConfiguration.Values {
  /// The checks of ``ListContentConfiguration/validate()``, on the values where they are stored.
  func validate() throws(ConfigurationError) {
    try directionalLayoutMargins.validate(
      property: "ListContentConfiguration.directionalLayoutMargins", allowsNegative: false)
    try ConfigurationError.checkLength(
      imageToTextPadding, property: "ListContentConfiguration.imageToTextPadding")
    try ConfigurationError.checkLength(
      textToSecondaryTextHorizontalPadding,
      property: "ListContentConfiguration.textToSecondaryTextHorizontalPadding")
    try ConfigurationError.checkLength(
      textToSecondaryTextVerticalPadding,
      property: "ListContentConfiguration.textToSecondaryTextVerticalPadding")
    try imageProperties.validate(path: "ListContentConfiguration.imageProperties")
    try textProperties.validate(path: "ListContentConfiguration.textProperties")
    try secondaryTextProperties.validate(path: "ListContentConfiguration.secondaryTextProperties")
  }

  /// Validates these values and resolves them.
  func resolvedAppearance(in traits: TraitCollection) throws(ConfigurationError) -> ListContentAppearance {
    try validate()
    let resolvedText = try textProperties.resolve(
      text: self.text, attributed: attributedText, in: traits,
      path: "ListContentConfiguration.textProperties")
    let resolvedSecondaryText = try secondaryTextProperties.resolve(
      text: self.secondaryText, attributed: secondaryAttributedText, in: traits,
      path: "ListContentConfiguration.secondaryTextProperties")
    let imageTint = try imageProperties.tintColorTransformer.transform(
      (imageProperties.tintColor ?? traits.tintColor).resolved(for: traits),
      property: "ListContentConfiguration.imageProperties.tintColorTransformer")
    let hasImage = image != nil
    let hasText = resolvedText != nil || resolvedSecondaryText != nil
    return ListContentAppearance(
      text: resolvedText, secondaryText: resolvedSecondaryText, image: image, imageTintColor: imageTint,
      imageSymbolConfiguration: imageProperties.preferredSymbolConfiguration,
      imageCornerRadius: imageProperties.cornerRadius, imageMaximumSize: imageProperties.maximumSize,
      imageReservedLayoutSize: imageProperties.reservedLayoutSize,
      directionalLayoutMargins: directionalLayoutMargins,
      imageToTextPadding: hasImage && hasText ? imageToTextPadding : 0,
      textToSecondaryTextHorizontalPadding: textToSecondaryTextHorizontalPadding,
      textToSecondaryTextVerticalPadding: textToSecondaryTextVerticalPadding,
      prefersSideBySideTextAndSecondaryText: prefersSideBySideTextAndSecondaryText,
      alpha: alpha.isNaN ? 0 : min(max(alpha, 0), 1))
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
