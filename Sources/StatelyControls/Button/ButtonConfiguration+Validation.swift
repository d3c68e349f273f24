extension ButtonConfiguration {
  /// Checks every length, edge and colour, naming the first bad property.
  ///
  /// Rules: ``Values/imagePadding``, ``Values/imageReservation`` and ``Values/titlePadding`` are finite
  /// and not negative; every ``Values/contentInsets`` edge is finite and not negative, and each axis sums
  /// to at most ``maximumContentInsetSum``; ``Values/imagePlacement`` is exactly one edge; set base
  /// colours are valid; the ``Values/background`` passes ``BackgroundConfiguration/validate()``.
  ///
  /// - Throws: ``ConfigurationError``, for example
  ///   `"ButtonConfiguration.imagePadding is -4.0; it must be zero or positive"`.
  /// - Complexity: O(1), and allocation-free unless it throws.
  public func validate() throws(ConfigurationError) {
    let values = self.values
    try ConfigurationError.checkLength(values.imagePadding, property: "ButtonConfiguration.imagePadding")
    try ConfigurationError.checkLength(
      values.imageReservation, property: "ButtonConfiguration.imageReservation")
    try ConfigurationError.checkLength(values.titlePadding, property: "ButtonConfiguration.titlePadding")
    let insets = values.contentInsets
    try insets.validate(property: "ButtonConfiguration.contentInsets", allowsNegative: false)
    if insets.horizontal > Self.maximumContentInsetSum {
      throw .insetsTooLarge(
        property: "ButtonConfiguration.contentInsets (leading + trailing)", total: insets.horizontal,
        maximum: Self.maximumContentInsetSum)
    }
    if insets.vertical > Self.maximumContentInsetSum {
      throw .insetsTooLarge(
        property: "ButtonConfiguration.contentInsets (top + bottom)", total: insets.vertical,
        maximum: Self.maximumContentInsetSum)
    }
    if !values.imagePlacement.isSingleEdge {
      throw .notSingleEdge(
        property: "ButtonConfiguration.imagePlacement", rawValue: values.imagePlacement.rawValue)
    }
    try values.baseForegroundColor?.validate(property: "ButtonConfiguration.baseForegroundColor")
    try values.baseBackgroundColor?.validate(property: "ButtonConfiguration.baseBackgroundColor")
    try values.background.validate(path: "ButtonConfiguration.background")
  }
}
