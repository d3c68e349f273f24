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

extension ButtonConfiguration {
  /// Whether ``validate()`` would pass, checked without building a string or an array: the update
  /// path resolves a configuration on every state change, and the property names in the errors are
  /// only needed when something is wrong. ``validate()`` stays the single source of the errors.
  var isValidFast: Bool {
    func length(_ value: Double) -> Bool { value.isFinite && value >= 0 }
    func color(_ value: DynamicColor?) -> Bool {
      value.map { $0.light.isValidFast && $0.dark.isValidFast } ?? true
    }
    let insets = contentInsets
    return length(imagePadding) && length(_imageReservation) && length(titlePadding)
      && length(insets.top) && length(insets.leading) && length(insets.bottom) && length(insets.trailing)
      && insets.horizontal <= Self.maximumContentInsetSum && insets.vertical <= Self.maximumContentInsetSum
      && _imagePlacement.isSingleEdge && color(_baseForegroundColor) && color(_baseBackgroundColor)
      && _background.isValidFast
  }
}
