extension BackgroundConfiguration {
  /// The properties of a ``BackgroundConfiguration``, each of which remembers whether you assigned it.
  public struct Values: Sendable, Hashable {
    /// Which preset made the configuration.
    package let defaultStyle: DefaultStyle

    // MARK: Shape

    /// The radius of the corners, in points. Default `0`. Must not be negative.
    @Customizable public var cornerRadius = 0.0

    /// Insets of the background from the control's bounds. Default ``DirectionalEdgeInsets/zero``.
    /// Negative values are allowed and make the background larger than the control (outsets).
    @Customizable public var backgroundInsets = DirectionalEdgeInsets.zero

    /// The edges on which ``backgroundInsets`` are measured from the layout margins instead of the
    /// bounds. Default `[]`.
    @Customizable public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalEdge = []

    // MARK: Fill

    /// The fill colour. `nil` means the tint colour; use ``DynamicColor/clear`` for no fill.
    @Customizable public var backgroundColor: DynamicColor? = .clear

    /// Applied to the fill colour by ``BackgroundConfiguration/resolvedBackgroundColor(for:)``. `nil`
    /// uses it as is.
    @Customizable public var backgroundColorTransformer: ColorTransformer? = nil

    /// An image drawn over the fill. Default `nil`.
    @Customizable public var image: ImageReference? = nil

    /// How ``image`` fills the background. Default ``ImageContentMode/scaleToFill``.
    @Customizable public var imageContentMode = ImageContentMode.scaleToFill

    /// A blur, vibrancy or glass behind the background. Default `nil`; the glass button styles set
    /// ``BackgroundEffect/glass(_:)`` unless you assign it.
    @Customizable public var visualEffect: BackgroundEffect? = nil

    // MARK: Stroke

    /// The stroke colour. `nil` means the tint colour. Default `nil`; nothing is drawn while
    /// ``strokeWidth`` is `0`.
    @Customizable public var strokeColor: DynamicColor? = nil

    /// Applied to the stroke colour by ``BackgroundConfiguration/resolvedStrokeColor(for:)``. `nil` uses
    /// it as is.
    @Customizable public var strokeColorTransformer: ColorTransformer? = nil

    /// The stroke width in points. Default `0` (no stroke). Must not be negative.
    @Customizable public var strokeWidth = 0.0

    /// How far the stroke sits outside the background, in points. Default `0`. Negative values move it
    /// inwards; the corner radius grows by the outset so the stroke stays concentric.
    @Customizable public var strokeOutset = 0.0

    init(defaultStyle: DefaultStyle) {
      self.defaultStyle = defaultStyle
    }
  }

  /// The defaults a style writes for one state into the properties you did not customise.
  struct Defaults: Sendable, Hashable {
    var backgroundColor: DynamicColor?
    var strokeColor: DynamicColor?
    var strokeWidth: Double
    var cornerRadius: Double
  }

  /// Writes `defaults` into the properties you did not customise.
  mutating func apply(_ defaults: Defaults) {
    storage.value.apply(defaults)
  }

  /// Writes `effect` into ``Values/visualEffect`` unless you customised it: a glass button style's
  /// glass, which does not change with the state.
  mutating func applyDefaultVisualEffect(_ effect: BackgroundEffect) {
    storage.value.$visualEffect.setDefault(effect)
  }
}

extension BackgroundConfiguration.Values {
  /// Writes `defaults` into the properties you did not customise.
  mutating func apply(_ defaults: BackgroundConfiguration.Defaults) {
    $backgroundColor.setDefault(defaults.backgroundColor)
    $strokeColor.setDefault(defaults.strokeColor)
    $strokeWidth.setDefault(defaults.strokeWidth)
    $cornerRadius.setDefault(defaults.cornerRadius)
  }
}
