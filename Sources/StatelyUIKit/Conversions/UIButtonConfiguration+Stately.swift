#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  extension UIButton.Configuration: StatelyConvertible, StatelyPropertyMapping {
    /// UIKit's button configuration for a Stately one: the same style, and every property you
    /// customised carried over.
    ///
    /// The glass styles use UIKit's iOS 26 constructors (`glass()`, `prominentGlass()`, `clearGlass()`,
    /// `prominentClearGlass()`); before iOS 26 they fall back to `gray()` or `filled()` and report
    /// ``UIKitBridgeDiagnostic/glassUnavailable(style:fallback:)`` (see
    /// ``stately(_:glassAvailable:diagnostics:)``).
    ///
    /// Properties you did not customise stay at UIKit's default for the style, so UIKit's own
    /// `updated(for:)` still styles them; that is the customisation model of both. A background you
    /// replaced is carried over whole; changes you made inside the button's own background are carried
    /// over one by one. Non-finite lengths become `0`, and images UIKit does not know are replaced;
    /// both are reported in `diagnostics`.
    ///
    /// ```swift
    /// var configuration = ButtonConfiguration.filled()
    /// configuration.title = "Follow"
    /// configuration.cornerStyle = .capsule
    /// button.configuration = UIButton.Configuration(configuration)
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: A Stately button configuration.
    ///   - diagnostics: Where substitutions are reported.
    @MainActor public init(_ configuration: ButtonConfiguration, diagnostics: inout [UIKitBridgeDiagnostic]) {
      let glassAvailable: Bool
      if #available(iOS 26.0, *) { glassAvailable = true } else { glassAvailable = false }
      self = Self.stately(configuration.style, glassAvailable: glassAvailable, diagnostics: &diagnostics)
      apply(configuration.customizedProperties, of: configuration, diagnostics: &diagnostics)
      let background = configuration.background
      if background.defaultStyle == .button {
        self.background.apply(background.customizedProperties, of: background, diagnostics: &diagnostics)
      }
    }

    @MainActor mutating func map(
      _ property: ButtonConfiguration.Property, of values: ButtonConfiguration.Values, path: () -> String,
      diagnostics: inout [UIKitBridgeDiagnostic]
    ) {
      switch property {
      case .title: attributedTitle = values.attributedTitle
      case .subtitle: attributedSubtitle = values.attributedSubtitle
      case .titleTextAttributesTransformer:
        titleTextAttributesTransformer = Self.transformer(
          values.titleTextAttributesTransformer,
          defaults: SystemFont(
            pointSize: values.metrics.titleFontSize, weight: values.metrics.titleFontWeight))
      case .subtitleTextAttributesTransformer:
        subtitleTextAttributesTransformer = Self.transformer(
          values.subtitleTextAttributesTransformer,
          defaults: SystemFont(
            pointSize: values.metrics.subtitleFontSize, weight: values.metrics.subtitleFontWeight))
      case .image:
        image = values.image.flatMap { UIImage.stately($0, diagnostics: &diagnostics) }
        preferredSymbolConfigurationForImage = values.image?.symbolConfiguration.map(
          UIImage.SymbolConfiguration.stately)
      case .imagePlacement: imagePlacement = NSDirectionalRectEdge(values.imagePlacement)
      case .imagePadding: imagePadding = finiteLength(values.imagePadding, path(), &diagnostics)
      case .imageReservation: imageReservation = finiteLength(values.imageReservation, path(), &diagnostics)
      case .titlePadding: titlePadding = finiteLength(values.titlePadding, path(), &diagnostics)
      case .titleAlignment:
        titleAlignment = TitleAlignment(values.titleAlignment)
      case .titleLineBreakMode:
        titleLineBreakMode = NSLineBreakMode(rawValue: values.titleLineBreakMode.rawValue) ?? .byWordWrapping
      case .subtitleLineBreakMode:
        subtitleLineBreakMode =
          NSLineBreakMode(rawValue: values.subtitleLineBreakMode.rawValue) ?? .byWordWrapping
      case .contentInsets: contentInsets = NSDirectionalEdgeInsets(values.contentInsets)
      case .buttonSize: buttonSize = Size(values.buttonSize)
      case .cornerStyle: cornerStyle = CornerStyle(values.cornerStyle)
      case .baseForegroundColor: baseForegroundColor = values.baseForegroundColor.map(UIColor.init)
      case .baseBackgroundColor: baseBackgroundColor = values.baseBackgroundColor.map(UIColor.init)
      case .background: background = UIBackgroundConfiguration(values.background, diagnostics: &diagnostics)
      case .showsActivityIndicator: showsActivityIndicator = values.showsActivityIndicator
      case .imageColorTransformer:
        imageColorTransformer = values.imageColorTransformer.map(UIConfigurationColorTransformer.init)
      case .activityIndicatorColorTransformer:
        activityIndicatorColorTransformer = values.activityIndicatorColorTransformer.map(
          UIConfigurationColorTransformer.init)
      case .indicator: indicator = Indicator(values.indicator)
      case .indicatorColorTransformer:
        indicatorColorTransformer = values.indicatorColorTransformer.map(UIConfigurationColorTransformer.init)
      case .automaticallyUpdateForSelection:
        automaticallyUpdateForSelection = values.automaticallyUpdateForSelection
      }
    }

    /// UIKit's text attributes transformer for an optional Stately one, assuming the button size's font
    /// where UIKit passes none.
    private static func transformer(
      _ transformer: TextAttributesTransformer?, defaults: SystemFont
    ) -> UIConfigurationTextAttributesTransformer? {
      transformer.map { UIConfigurationTextAttributesTransformer($0, defaults: defaults) }
    }
  }
#endif
