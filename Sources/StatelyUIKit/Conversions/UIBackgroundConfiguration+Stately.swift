#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  extension UIBackgroundConfiguration: StatelyConvertible, StatelyPropertyMapping {
    /// UIKit's background configuration with every property of a Stately one: its values as they
    /// are, so apply `updated(for:)` first to carry a state's look.
    ///
    /// Colours stay dynamic (light and dark), `nil` colours still mean the tint colour, and transformers
    /// become UIKit transformers. Non-finite lengths become `0` and are reported.
    ///
    /// - Parameters:
    ///   - configuration: A Stately background configuration.
    ///   - diagnostics: Where substitutions are reported.
    @MainActor public init(
      _ configuration: BackgroundConfiguration, diagnostics: inout [UIKitBridgeDiagnostic]
    ) {
      self = .clear()
      apply(BackgroundConfiguration.Property.allCases, of: configuration, diagnostics: &diagnostics)
    }

    @MainActor mutating func map(
      _ property: BackgroundConfiguration.Property, of values: BackgroundConfiguration.Values,
      path: () -> String,
      diagnostics: inout [UIKitBridgeDiagnostic]
    ) {
      switch property {
      case .cornerRadius: cornerRadius = finiteLength(values.cornerRadius, path(), &diagnostics)
      case .backgroundInsets: backgroundInsets = NSDirectionalEdgeInsets(values.backgroundInsets)
      case .edgesAddingLayoutMarginsToBackgroundInsets:
        edgesAddingLayoutMarginsToBackgroundInsets = NSDirectionalRectEdge(
          values.edgesAddingLayoutMarginsToBackgroundInsets)
      case .backgroundColor: backgroundColor = values.backgroundColor.map(UIColor.init)
      case .backgroundColorTransformer:
        backgroundColorTransformer = values.backgroundColorTransformer.map(
          UIConfigurationColorTransformer.init)
      case .strokeColor: strokeColor = values.strokeColor.map(UIColor.init)
      case .strokeColorTransformer:
        strokeColorTransformer = values.strokeColorTransformer.map(UIConfigurationColorTransformer.init)
      case .strokeWidth: strokeWidth = finiteLength(values.strokeWidth, path(), &diagnostics)
      case .strokeOutset: strokeOutset = finiteLength(values.strokeOutset, path(), &diagnostics)
      case .image: image = values.image.flatMap { UIImage.stately($0, diagnostics: &diagnostics) }
      case .imageContentMode:
        imageContentMode = UIView.ContentMode(rawValue: values.imageContentMode.rawValue) ?? .scaleToFill
      case .visualEffect:
        visualEffect =
          switch values.visualEffect {
          case .blur(let style)?: UIBlurEffect(style: UIBlurEffect.Style(style))
          case .vibrancy(let style)?:
            UIVibrancyEffect(blurEffect: UIBlurEffect(style: UIBlurEffect.Style(style)))
          case .glass(let style)?: Self.glassEffect(style, diagnostics: &diagnostics)
          case nil: nil
          }
      }
    }
  }

  extension UIBackgroundConfiguration {
    /// `UIGlassEffect` of the same style on iOS 26 and later; before, a system-material blur
    /// (`systemMaterial` for regular glass, `systemUltraThinMaterial` for clear), reported in
    /// `diagnostics`.
    @MainActor static func glassEffect(_ style: GlassStyle, diagnostics: inout [UIKitBridgeDiagnostic])
      -> UIVisualEffect
    {
      if #available(iOS 26.0, *) {
        return UIGlassEffect(style: style == .regular ? .regular : .clear)
      }
      let blur: UIBlurEffect.Style = style == .regular ? .systemMaterial : .systemUltraThinMaterial
      diagnostics.append(
        .glassUnavailable(
          style: "BackgroundEffect.glass(.\(style == .regular ? "regular" : "clear"))",
          fallback:
            "UIBlurEffect(style: .\(style == .regular ? "systemMaterial" : "systemUltraThinMaterial"))"))
      return UIBlurEffect(style: blur)
    }
  }

  extension UIBlurEffect.Style {
    /// UIKit's blur style with the same raw value.
    ///
    /// - Parameter style: A Stately blur style.
    @MainActor public init(_ style: BlurStyle) {
      self = UIBlurEffect.Style(rawValue: style.rawValue) ?? .systemMaterial
    }
  }
#endif
