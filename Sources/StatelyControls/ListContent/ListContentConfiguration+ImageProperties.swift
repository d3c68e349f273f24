extension ListContentConfiguration {
  /// How the image is drawn (UIKit's `UIListContentConfiguration.ImageProperties`).
  ///
  /// ``tintColor`` comes from the preset and the state until you set it; the other properties are
  /// never changed by a preset.
  public struct ImageProperties: CustomizableConfiguration, Sendable, Hashable {
    /// A reserved layout dimension that asks for the standard size of a symbol image
    /// (UIKit's `standardDimension`): use it in ``reservedLayoutSize``.
    public static let standardDimension = -Double.greatestFiniteMagnitude

    /// The property a preset styles, which remembers whether you set it.
    public enum Property: String, ConfigurationProperty {
      /// ``ImageProperties/tintColor``.
      case tintColor
    }

    /// The tint of a template or symbol image; `nil` means the view's tint colour. The preset's (and
    /// the state's) until you set it.
    @Customizable public var tintColor: DynamicColor? = nil

    /// How a symbol image is drawn; `nil` lets the text font decide. Default `nil`.
    public var preferredSymbolConfiguration: SymbolConfiguration?
    /// Applied to the tint by ``resolvedTintColor(for:)``; `nil` uses it as is.
    public var tintColorTransformer: ColorTransformer?
    /// The radius of the image's corners in points. Default `0`. Must not be negative.
    public var cornerRadius = 0.0
    /// The largest size the image is drawn at, shrinking it with its aspect ratio kept; zero on an
    /// axis means no limit. Default ``LayoutSize/zero``. Must not be negative.
    public var maximumSize = LayoutSize.zero
    /// The space reserved for the image even when it is smaller, so text lines up across cells;
    /// zero on an axis means the default, ``standardDimension`` the symbol standard. Default
    /// ``LayoutSize/zero``. Must not be negative otherwise.
    public var reservedLayoutSize = LayoutSize.zero
    /// Whether the image keeps its colours when the reader inverts colours. Default `false`.
    public var accessibilityIgnoresInvertColors = false

    /// Creates image properties with the inherited tint.
    init() {}

    /// The properties themselves: image properties keep their own record of what you set.
    public var values: ImageProperties {
      get { self }
      set { self = newValue }
    }

    /// Whether you assigned `property`.
    ///
    /// - Parameter property: A property.
    /// - Returns: `true` once you assigned it, until something resets it.
    public func isCustomized(_ property: Property) -> Bool {
      switch property {
      case .tintColor: $tintColor.isCustomized
      }
    }

    /// The tint to draw with: `tintColorTransformer(tintColor ?? tintColor)`.
    ///
    /// - Parameter tintColor: The colour a `nil` ``tintColor`` stands for, usually the view's tint.
    /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)``.
    /// - Returns: The resolved tint, light and dark.
    public func resolvedTintColor(for tintColor: DynamicColor) throws(ColorError) -> DynamicColor {
      let base = self.tintColor ?? tintColor
      guard let tintColorTransformer else { return base }
      return try tintColorTransformer.apply(dynamic: base)
    }

    /// Writes the preset's tint unless you set one.
    mutating func applyDefaults(tintColor: DynamicColor?) {
      $tintColor.setDefault(tintColor)
    }
  }
}
