extension ButtonConfiguration: NamedProperties {
  /// The name of the ``Values`` property that `keyPath` reaches through the configuration, such as
  /// `"title"` for `\.title`; `nil` for a deeper key path, such as `\.background.cornerRadius`.
  ///
  /// - Parameter keyPath: A key path from ``ButtonConfiguration``.
  /// - Complexity: O(*p*) for the configuration's *p* properties.
  public static func propertyName(of keyPath: AnyKeyPath) -> String? {
    let names: [(AnyKeyPath, String)] = [
      (\Self.title, "title"), (\Self.attributedTitle, "attributedTitle"), (\Self.subtitle, "subtitle"),
      (\Self.attributedSubtitle, "attributedSubtitle"),
      (\Self.titleTextAttributesTransformer, "titleTextAttributesTransformer"),
      (\Self.subtitleTextAttributesTransformer, "subtitleTextAttributesTransformer"),
      (\Self.titlePadding, "titlePadding"), (\Self.titleAlignment, "titleAlignment"),
      (\Self.titleLineBreakMode, "titleLineBreakMode"),
      (\Self.subtitleLineBreakMode, "subtitleLineBreakMode"),
      (\Self.image, "image"), (\Self.imagePlacement, "imagePlacement"), (\Self.imagePadding, "imagePadding"),
      (\Self.imageReservation, "imageReservation"), (\Self.imageColorTransformer, "imageColorTransformer"),
      (\Self.showsActivityIndicator, "showsActivityIndicator"),
      (\Self.activityIndicatorColorTransformer, "activityIndicatorColorTransformer"),
      (\Self.indicator, "indicator"), (\Self.indicatorColorTransformer, "indicatorColorTransformer"),
      (\Self.contentInsets, "contentInsets"), (\Self.buttonSize, "buttonSize"),
      (\Self.cornerStyle, "cornerStyle"),
      (\Self.baseForegroundColor, "baseForegroundColor"), (\Self.baseBackgroundColor, "baseBackgroundColor"),
      (\Self.background, "background"),
      (\Self.automaticallyUpdateForSelection, "automaticallyUpdateForSelection"),
    ]
    return names.first { $0.0 == keyPath }?.1
  }
}
