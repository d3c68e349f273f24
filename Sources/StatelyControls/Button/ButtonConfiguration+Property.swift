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

  /// Whether you assigned `property`; ``Property/background`` also while the background is one made
  /// elsewhere.
  ///
  /// - Returns: `true` once you assigned it, until something resets it.
  public func isCustomized(_ property: Property) -> Bool {
    switch property {
    case .title: values.$titleContent.isCustomized
    case .subtitle: values.$subtitleContent.isCustomized
    case .titleTextAttributesTransformer: values.$titleTextAttributesTransformer.isCustomized
    case .subtitleTextAttributesTransformer: values.$subtitleTextAttributesTransformer.isCustomized
    case .image: values.$image.isCustomized
    case .imagePlacement: values.$imagePlacement.isCustomized
    case .imagePadding: values.$imagePadding.isCustomized
    case .imageReservation: values.$imageReservation.isCustomized
    case .titlePadding: values.$titlePadding.isCustomized
    case .titleAlignment: values.$titleAlignment.isCustomized
    case .titleLineBreakMode: values.$titleLineBreakMode.isCustomized
    case .subtitleLineBreakMode: values.$subtitleLineBreakMode.isCustomized
    case .contentInsets: values.$contentInsets.isCustomized
    case .buttonSize: values.$buttonSize.isCustomized
    case .cornerStyle: values.$cornerStyle.isCustomized
    case .baseForegroundColor: values.$baseForegroundColor.isCustomized
    case .baseBackgroundColor: values.$baseBackgroundColor.isCustomized
    case .background: values.background.defaultStyle != .button
    case .showsActivityIndicator: values.$showsActivityIndicator.isCustomized
    case .imageColorTransformer: values.$imageColorTransformer.isCustomized
    case .activityIndicatorColorTransformer: values.$activityIndicatorColorTransformer.isCustomized
    case .indicator: values.$indicator.isCustomized
    case .indicatorColorTransformer: values.$indicatorColorTransformer.isCustomized
    case .automaticallyUpdateForSelection: values.$automaticallyUpdateForSelection.isCustomized
    }
  }
}
