extension ButtonConfiguration: CustomStringConvertible {
  /// A one-line summary for traces and inspectors: the style, the title if any, the size, and the
  /// names of the customised properties.
  ///
  /// ```swift
  /// var configuration = ButtonConfiguration.filled()
  /// configuration.title = "Follow"
  /// configuration.description  // filled "Follow" medium, customised: title
  /// ```
  public var description: String {
    var parts = ["\(style)"]
    if let title { parts.append("\"\(title)\"") }
    parts.append("\(buttonSize)")
    let names = Self.propertyNames.filter { customizedProperties.contains($0.0) }.map(\.1)
    var text = parts.joined(separator: " ")
    if !names.isEmpty { text += ", customised: " + names.joined(separator: ", ") }
    return text
  }

  private static let propertyNames: [(Property, String)] = [
    (.title, "title"), (.subtitle, "subtitle"),
    (.titleTextAttributesTransformer, "titleTextAttributesTransformer"),
    (.subtitleTextAttributesTransformer, "subtitleTextAttributesTransformer"), (.image, "image"),
    (.imagePlacement, "imagePlacement"), (.imagePadding, "imagePadding"),
    (.imageReservation, "imageReservation"),
    (.titlePadding, "titlePadding"), (.titleAlignment, "titleAlignment"),
    (.titleLineBreakMode, "titleLineBreakMode"),
    (.subtitleLineBreakMode, "subtitleLineBreakMode"), (.contentInsets, "contentInsets"),
    (.buttonSize, "buttonSize"),
    (.cornerStyle, "cornerStyle"), (.baseForegroundColor, "baseForegroundColor"),
    (.baseBackgroundColor, "baseBackgroundColor"), (.background, "background"),
    (.showsActivityIndicator, "showsActivityIndicator"), (.imageColorTransformer, "imageColorTransformer"),
    (.activityIndicatorColorTransformer, "activityIndicatorColorTransformer"), (.indicator, "indicator"),
    (.indicatorColorTransformer, "indicatorColorTransformer"),
    (.automaticallyUpdateForSelection, "automaticallyUpdateForSelection"),
  ]
}
