extension ButtonConfiguration {
  /// The properties of a ``ButtonConfiguration``, in the order descriptions list them.
  ///
  /// Title and attributed title are one property, as they share one value; so are subtitle and
  /// attributed subtitle.
  public enum Property: String, ConfigurationProperty {
    /// ``Values/title`` and ``Values/attributedTitle``.
    case title = "titleContent"
    /// ``Values/subtitle`` and ``Values/attributedSubtitle``.
    case subtitle = "subtitleContent"
    /// ``Values/titleTextAttributesTransformer``.
    case titleTextAttributesTransformer
    /// ``Values/subtitleTextAttributesTransformer``.
    case subtitleTextAttributesTransformer
    /// ``Values/image``.
    case image
    /// ``Values/imagePlacement``.
    case imagePlacement
    /// ``Values/imagePadding``.
    case imagePadding
    /// ``Values/imageReservation``.
    case imageReservation
    /// ``Values/titlePadding``.
    case titlePadding
    /// ``Values/titleAlignment``.
    case titleAlignment
    /// ``Values/titleLineBreakMode``.
    case titleLineBreakMode
    /// ``Values/subtitleLineBreakMode``.
    case subtitleLineBreakMode
    /// ``Values/contentInsets``; forgotten by ``ButtonConfiguration/setDefaultContentInsets()``.
    case contentInsets
    /// ``Values/buttonSize``.
    case buttonSize
    /// ``Values/cornerStyle``.
    case cornerStyle
    /// ``Values/baseForegroundColor``.
    case baseForegroundColor
    /// ``Values/baseBackgroundColor``.
    case baseBackgroundColor
    /// ``Values/background``: customised while it is a background made elsewhere, which the button
    /// does not style.
    case background
    /// ``Values/showsActivityIndicator``.
    case showsActivityIndicator
    /// ``Values/imageColorTransformer``.
    case imageColorTransformer
    /// ``Values/activityIndicatorColorTransformer``.
    case activityIndicatorColorTransformer
    /// ``Values/indicator``.
    case indicator
    /// ``Values/indicatorColorTransformer``.
    case indicatorColorTransformer
    /// ``Values/automaticallyUpdateForSelection``.
    case automaticallyUpdateForSelection
  }

  /// The properties you assigned, in declaration order; ``Property/background`` while the background
  /// is one made elsewhere.
  public var customizedProperties: [Property] {
    var properties = assignedProperties
    if values.background.defaultStyle != .button { properties.append(.background) }
    return properties.sorted()
  }
}
