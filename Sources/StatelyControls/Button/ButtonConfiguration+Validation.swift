extension ButtonConfiguration {
  /// Checks every length, edge and colour, naming the first bad property.
  ///
  /// Rules: ``imagePadding``, ``imageReservation`` and ``titlePadding`` are finite and not
  /// negative; every ``contentInsets`` edge is finite and not negative, and each axis sums to at
  /// most ``maximumContentInsetSum``; ``imagePlacement`` is exactly one edge; set base colours
  /// are valid; the ``background`` passes ``BackgroundConfiguration/validate()``.
  ///
  /// - Throws: ``ConfigurationError``, for example
  ///   `"ButtonConfiguration.imagePadding is -4.0; it must be zero or positive"`.
  public func validate() throws(ConfigurationError) {
    let path = "ButtonConfiguration"
    try ConfigurationError.checkLength(imagePadding, property: "\(path).imagePadding")
    try ConfigurationError.checkLength(_imageReservation, property: "\(path).imageReservation")
    try ConfigurationError.checkLength(titlePadding, property: "\(path).titlePadding")
    let insets = contentInsets
    try insets.validate(property: "\(path).contentInsets", allowsNegative: false)
    if insets.horizontal > Self.maximumContentInsetSum {
      throw .insetsTooLarge(
        property: "\(path).contentInsets (leading + trailing)", total: insets.horizontal,
        maximum: Self.maximumContentInsetSum)
    }
    if insets.vertical > Self.maximumContentInsetSum {
      throw .insetsTooLarge(
        property: "\(path).contentInsets (top + bottom)", total: insets.vertical,
        maximum: Self.maximumContentInsetSum)
    }
    if !_imagePlacement.isSingleEdge {
      throw .notSingleEdge(property: "\(path).imagePlacement", rawValue: _imagePlacement.rawValue)
    }
    let bases = [
      ("baseForegroundColor", _baseForegroundColor), ("baseBackgroundColor", _baseBackgroundColor),
    ]
    for (name, color) in bases {
      guard let color else { continue }
      for (side, value) in [("light", color.light), ("dark", color.dark)] {
        do {
          try value.validate(context: "the \(side) value")
        } catch {
          throw .invalidColor(property: "\(path).\(name)", error: error)
        }
      }
    }
    try _background.validate(path: "\(path).background")
  }
}
