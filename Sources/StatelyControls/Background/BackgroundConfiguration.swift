/// The look of a control's background: colour, stroke, corners, insets, image and effect
/// (UIKit's `UIBackgroundConfiguration`).
///
/// Every property remembers whether you set it. A style's `updated(for:)` (for example
/// ``ButtonConfiguration/updated(for:traits:)``) recomputes only the properties you left at
/// their defaults; your values are kept. ``customizedProperties`` lists the ones you set.
///
/// ```swift
/// var background = BackgroundConfiguration.clear()
/// background.backgroundColor = .secondarySystemBackground
/// background.cornerRadius = 12
/// background.strokeWidth = 1
/// background.strokeColor = .separator
/// let fill = try background.resolvedBackgroundColor(in: .dark)
/// ```
///
/// A `nil` ``backgroundColor`` or ``strokeColor`` means the tint colour, as in UIKit; use
/// ``DynamicColor/clear`` for none. Lengths are checked by ``validate()``, which the resolving
/// functions call: a negative ``cornerRadius`` or ``strokeWidth`` is an error, not clamped.
public struct BackgroundConfiguration: Sendable, Hashable {
  // Stored values. The public properties below read these and mark themselves customised on
  // write; `setDefault(_:_:for:)` writes them without marking.
  var _cornerRadius: Double = 0
  var _backgroundInsets: DirectionalEdgeInsets = .zero
  var _edgesAddingLayoutMarginsToBackgroundInsets: DirectionalEdge = []
  var _backgroundColor: DynamicColor? = .clear
  var _backgroundColorTransformer: ColorTransformer?
  var _strokeColor: DynamicColor?
  var _strokeColorTransformer: ColorTransformer?
  var _strokeWidth: Double = 0
  var _strokeOutset: Double = 0
  var _image: ImageReference?
  var _imageContentMode: ImageContentMode = .scaleToFill
  var _visualEffect: BackgroundEffect?

  /// The properties the user has set.
  public internal(set) var customizedProperties: Property = []

  /// Which preset made this configuration; `updated(for:)` implementations switch on it.
  package var defaultStyle: DefaultStyle

  /// Creates a configuration with UIKit's defaults for `style`.
  package init(defaultStyle: DefaultStyle) {
    self.defaultStyle = defaultStyle
  }

  /// A transparent background with no default styling (UIKit's `clear()`).
  ///
  /// Its ``backgroundColor`` is ``DynamicColor/clear``, not customised.
  ///
  /// - Returns: A configuration with every property at its default.
  public static func clear() -> BackgroundConfiguration {
    BackgroundConfiguration(defaultStyle: .clear)
  }

  // MARK: - Shape

  /// The radius of the corners, in points. Default `0`. Must not be negative.
  public var cornerRadius: Double {
    get { _cornerRadius }
    set { _cornerRadius = newValue; customizedProperties.insert(.cornerRadius) }
  }

  /// Insets of the background from the control's bounds. Default ``DirectionalEdgeInsets/zero``.
  /// Negative values are allowed and make the background larger than the control (outsets).
  public var backgroundInsets: DirectionalEdgeInsets {
    get { _backgroundInsets }
    set { _backgroundInsets = newValue; customizedProperties.insert(.backgroundInsets) }
  }

  /// The edges on which ``backgroundInsets`` are measured from the layout margins instead of the
  /// bounds. Default `[]`.
  public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalEdge {
    get { _edgesAddingLayoutMarginsToBackgroundInsets }
    set {
      _edgesAddingLayoutMarginsToBackgroundInsets = newValue
      customizedProperties.insert(.edgesAddingLayoutMarginsToBackgroundInsets)
    }
  }

  // MARK: - Fill

  /// The fill colour. `nil` means the tint colour; use ``DynamicColor/clear`` for no fill.
  public var backgroundColor: DynamicColor? {
    get { _backgroundColor }
    set { _backgroundColor = newValue; customizedProperties.insert(.backgroundColor) }
  }

  /// Applied to the fill colour by ``resolvedBackgroundColor(for:)``. `nil` uses it as is.
  public var backgroundColorTransformer: ColorTransformer? {
    get { _backgroundColorTransformer }
    set {
      _backgroundColorTransformer = newValue
      customizedProperties.insert(.backgroundColorTransformer)
    }
  }

  /// An image drawn over the fill. Default `nil`.
  public var image: ImageReference? {
    get { _image }
    set { _image = newValue; customizedProperties.insert(.image) }
  }

  /// How ``image`` fills the background. Default ``ImageContentMode/scaleToFill``.
  public var imageContentMode: ImageContentMode {
    get { _imageContentMode }
    set { _imageContentMode = newValue; customizedProperties.insert(.imageContentMode) }
  }

  /// A blur or vibrancy behind the background. Default `nil`.
  public var visualEffect: BackgroundEffect? {
    get { _visualEffect }
    set { _visualEffect = newValue; customizedProperties.insert(.visualEffect) }
  }

  // MARK: - Stroke

  /// The stroke colour. `nil` means the tint colour. Default `nil`; nothing is drawn while
  /// ``strokeWidth`` is `0`.
  public var strokeColor: DynamicColor? {
    get { _strokeColor }
    set { _strokeColor = newValue; customizedProperties.insert(.strokeColor) }
  }

  /// Applied to the stroke colour by ``resolvedStrokeColor(for:)``. `nil` uses it as is.
  public var strokeColorTransformer: ColorTransformer? {
    get { _strokeColorTransformer }
    set { _strokeColorTransformer = newValue; customizedProperties.insert(.strokeColorTransformer) }
  }

  /// The stroke width in points. Default `0` (no stroke). Must not be negative.
  public var strokeWidth: Double {
    get { _strokeWidth }
    set { _strokeWidth = newValue; customizedProperties.insert(.strokeWidth) }
  }

  /// How far the stroke sits outside the background, in points. Default `0`. Negative values
  /// move it inwards; the corner radius grows by the outset so the stroke stays concentric.
  public var strokeOutset: Double {
    get { _strokeOutset }
    set { _strokeOutset = newValue; customizedProperties.insert(.strokeOutset) }
  }
}
