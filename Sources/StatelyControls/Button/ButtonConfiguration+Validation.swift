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
    try storedValues.validate()
  }
}

extension ButtonConfiguration.Values {
  /// ``ButtonConfiguration/validate()`` on the stored values.
  func validate() throws(ConfigurationError) {
    try validateExceptBackground()
    try background.values.validate(path: "ButtonConfiguration.background")
  }

  /// The checks of the button's own values; the background's resolution makes its own.
  func validateExceptBackground() throws(ConfigurationError) {
    try ConfigurationError.checkLength(imagePadding, property: "ButtonConfiguration.imagePadding")
    try ConfigurationError.checkLength(
      imageReservation, property: "ButtonConfiguration.imageReservation")
    try ConfigurationError.checkLength(titlePadding, property: "ButtonConfiguration.titlePadding")
    let insets = contentInsets
    try insets.validate(property: "ButtonConfiguration.contentInsets", allowsNegative: false)
    let maximum = ButtonConfiguration.maximumContentInsetSum
    if insets.horizontal > maximum {
      throw .insetsTooLarge(
        property: "ButtonConfiguration.contentInsets (leading + trailing)", total: insets.horizontal,
        maximum: maximum)
    }
    if insets.vertical > maximum {
      throw .insetsTooLarge(
        property: "ButtonConfiguration.contentInsets (top + bottom)", total: insets.vertical, maximum: maximum
      )
    }
    if !imagePlacement.isSingleEdge {
      throw .notSingleEdge(
        property: "ButtonConfiguration.imagePlacement", rawValue: imagePlacement.rawValue)
    }
    try baseForegroundColor?.validate(property: "ButtonConfiguration.baseForegroundColor")
    try baseBackgroundColor?.validate(property: "ButtonConfiguration.baseBackgroundColor")
  }
}
