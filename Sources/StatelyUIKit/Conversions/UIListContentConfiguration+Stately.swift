#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  extension UIListContentConfiguration: StatelyConvertible {
    /// UIKit's list content configuration with every property of a Stately one: its values as they
    /// are, so apply `updated(for:)` first to carry a state's look.
    ///
    /// Attributed text keeps its characters; fonts and colours come from the text properties.
    /// Non-finite lengths become `0` and are reported; a missing image is reported and shows nothing.
    ///
    /// - Parameters:
    ///   - configuration: A Stately list content configuration.
    ///   - diagnostics: Where substitutions are reported.
    @MainActor public init(
      _ configuration: ListContentConfiguration, diagnostics: inout [UIKitBridgeDiagnostic]
    ) {
      self = .cell()
      let values = configuration.values
      image = values.image.flatMap { UIImage.stately($0, diagnostics: &diagnostics) }
      imageProperties = ImageProperties(values.imageProperties, diagnostics: &diagnostics)
      text = values.text
      attributedText = values.attributedText.map { NSAttributedString(string: String($0.characters)) }
      textProperties = TextProperties(values.textProperties, diagnostics: &diagnostics)
      secondaryText = values.secondaryText
      secondaryAttributedText = values.secondaryAttributedText.map {
        NSAttributedString(string: String($0.characters))
      }
      secondaryTextProperties = TextProperties(values.secondaryTextProperties, diagnostics: &diagnostics)
      directionalLayoutMargins = NSDirectionalEdgeInsets(values.directionalLayoutMargins)
      prefersSideBySideTextAndSecondaryText = values.prefersSideBySideTextAndSecondaryText
      imageToTextPadding = finiteLength(
        values.imageToTextPadding, "ListContentConfiguration.imageToTextPadding", &diagnostics)
      textToSecondaryTextHorizontalPadding = finiteLength(
        values.textToSecondaryTextHorizontalPadding,
        "ListContentConfiguration.textToSecondaryTextHorizontalPadding", &diagnostics)
      textToSecondaryTextVerticalPadding = finiteLength(
        values.textToSecondaryTextVerticalPadding,
        "ListContentConfiguration.textToSecondaryTextVerticalPadding", &diagnostics)
      if #available(iOS 18.0, *) {
        alpha = values.alpha.isFinite ? CGFloat(min(max(values.alpha, 0), 1)) : 1
      }
    }
  }

  extension UIListContentConfiguration.TextProperties {
    /// UIKit's text properties with every property of Stately's.
    ///
    /// - Parameters:
    ///   - properties: Stately text properties.
    ///   - diagnostics: Where substitutions are reported.
    @MainActor public init(
      _ properties: ListContentConfiguration.TextProperties, diagnostics: inout [UIKitBridgeDiagnostic]
    ) {
      self = UIListContentConfiguration.cell().textProperties
      font = UIFont.stately(properties.font)
      color = UIColor(properties.color)
      colorTransformer = properties.colorTransformer.map(UIConfigurationColorTransformer.init)
      alignment = TextAlignment(properties.alignment)
      lineBreakMode = NSLineBreakMode(rawValue: properties.lineBreakMode.rawValue) ?? .byTruncatingTail
      numberOfLines = max(properties.numberOfLines, 0)
      adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
      minimumScaleFactor = finiteLength(
        properties.minimumScaleFactor, "TextProperties.minimumScaleFactor", &diagnostics)
      allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
      adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
      showsExpansionTextWhenTruncated = properties.showsExpansionTextWhenTruncated
      transform = TextTransform(properties.transform)
    }
  }

  extension UIListContentConfiguration.ImageProperties {
    /// UIKit's image properties with every property of Stately's; Stately's standard dimension becomes
    /// UIKit's `standardDimension`.
    ///
    /// - Parameters:
    ///   - properties: Stately image properties.
    ///   - diagnostics: Where substitutions are reported.
    @MainActor public init(
      _ properties: ListContentConfiguration.ImageProperties, diagnostics: inout [UIKitBridgeDiagnostic]
    ) {
      self = UIListContentConfiguration.cell().imageProperties
      preferredSymbolConfiguration = properties.preferredSymbolConfiguration.map(
        UIImage.SymbolConfiguration.stately)
      tintColor = properties.tintColor.map(UIColor.init)
      tintColorTransformer = properties.tintColorTransformer.map(UIConfigurationColorTransformer.init)
      cornerRadius = finiteLength(properties.cornerRadius, "ImageProperties.cornerRadius", &diagnostics)
      func size(_ value: LayoutSize, _ name: String) -> CGSize {
        func dimension(_ length: Double, _ axis: String) -> CGFloat {
          if length == ListContentConfiguration.ImageProperties.standardDimension {
            return UIListContentConfiguration.ImageProperties.standardDimension
          }
          return finiteLength(length, "ImageProperties.\(name).\(axis)", &diagnostics)
        }
        return CGSize(width: dimension(value.width, "width"), height: dimension(value.height, "height"))
      }
      maximumSize = size(properties.maximumSize, "maximumSize")
      reservedLayoutSize = size(properties.reservedLayoutSize, "reservedLayoutSize")
      accessibilityIgnoresInvertColors = properties.accessibilityIgnoresInvertColors
    }
  }
#endif
