#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The complete description of a button's content and look (UIKit's `UIButton.Configuration`).
///
/// Start from a style and set what you need:
///
/// ```swift
/// var configuration = ButtonConfiguration.filled()
/// configuration.title = "Add to Cart"
/// configuration.image = .system("cart.badge.plus")
/// configuration.baseBackgroundColor = .systemPink
/// configuration.buttonSize = .large
/// configuration.cornerStyle = .capsule
///
/// let pressed = try configuration.resolvedAppearance(for: .highlighted, traits: .dark)
/// ```
///
/// Every property remembers whether you set it (``customizedProperties``).
/// ``updated(for:traits:)`` recomputes only the defaults you left alone for a state;
/// ``resolvedAppearance(for:traits:)`` turns the result into concrete colours and lengths.
///
/// Lengths are checked when resolving: negative paddings, negative or oversized
/// ``contentInsets`` and an ``imagePlacement`` that is not a single edge throw a
/// ``ConfigurationError`` naming the property and the value. Setters never trap.
///
/// The struct is stored inline (no boxing), so copying it costs one copy and a handful of
/// reference-count updates; transformers are one reference each.
public struct ButtonConfiguration: Sendable, Hashable {
  /// The style the configuration was made with.
  public let style: Style

  // Stored values, read by the public properties below. Length defaults that depend on
  // `buttonSize` (content insets, paddings) are computed on read while not customised.
  var _attributedTitle: AttributedString? {
    didSet { _titleText = _attributedTitle.map { String($0.characters) } }
  }
  var _attributedSubtitle: AttributedString? {
    didSet { _subtitleText = _attributedSubtitle.map { String($0.characters) } }
  }
  /// ``title``, converted once when the attributed title is set: the conversion allocates, and
  /// every update reads the title.
  var _titleText: String?
  /// ``subtitle``, converted once when the attributed subtitle is set.
  var _subtitleText: String?
  var _titleTextAttributesTransformer: TextAttributesTransformer?
  var _subtitleTextAttributesTransformer: TextAttributesTransformer?
  var _image: ImageReference?
  var _imagePlacement: DirectionalEdge = .leading
  var _imagePadding: Double = 0
  var _imageReservation: Double = 0
  var _titlePadding: Double = 0
  var _titleAlignment: TitleAlignment = .automatic
  var _titleLineBreakMode: LineBreakMode = .byWordWrapping
  var _subtitleLineBreakMode: LineBreakMode = .byWordWrapping
  var _contentInsets: DirectionalEdgeInsets = .zero
  var _buttonSize: Size = .medium
  var _cornerStyle: CornerStyle = .dynamic
  var _baseForegroundColor: DynamicColor?
  var _baseBackgroundColor: DynamicColor?
  var _background: BackgroundConfiguration
  var _showsActivityIndicator = false
  var _imageColorTransformer: ColorTransformer?
  var _activityIndicatorColorTransformer: ColorTransformer?
  var _indicator: Indicator = .automatic
  var _indicatorColorTransformer: ColorTransformer?
  var _automaticallyUpdateForSelection: Bool

  /// The properties the user has set.
  public internal(set) var customizedProperties: Property = []

  /// Creates a configuration of a style, with its defaults for the normal state and the
  /// default traits.
  init(style: Style) {
    self.style = style
    self._background = BackgroundConfiguration(defaultStyle: .button)
    self._automaticallyUpdateForSelection = style != .filled
    applyStateDefaults(for: .normal, traits: TraitCollection())
  }

  // MARK: - Text

  /// The title: a view over ``attributedTitle``'s characters. Setting it replaces the
  /// attributed title with an unattributed one.
  public var title: String? {
    get { _titleText }
    set {
      _attributedTitle = newValue.map { AttributedString($0) }
      customizedProperties.insert(.title)
    }
  }

  /// The title with attributes. Setting it also sets ``title`` to its characters.
  public var attributedTitle: AttributedString? {
    get { _attributedTitle }
    set { _attributedTitle = newValue; customizedProperties.insert(.title) }
  }

  /// The subtitle under the title: a view over ``attributedSubtitle``'s characters.
  public var subtitle: String? {
    get { _subtitleText }
    set {
      _attributedSubtitle = newValue.map { AttributedString($0) }
      customizedProperties.insert(.subtitle)
    }
  }

  /// The subtitle with attributes. Setting it also sets ``subtitle``.
  public var attributedSubtitle: AttributedString? {
    get { _attributedSubtitle }
    set { _attributedSubtitle = newValue; customizedProperties.insert(.subtitle) }
  }

  /// Adjusts the title's attributes after the style chose them for the state.
  public var titleTextAttributesTransformer: TextAttributesTransformer? {
    get { _titleTextAttributesTransformer }
    set {
      _titleTextAttributesTransformer = newValue
      customizedProperties.insert(.titleTextAttributesTransformer)
    }
  }

  /// Adjusts the subtitle's attributes after the style chose them for the state.
  public var subtitleTextAttributesTransformer: TextAttributesTransformer? {
    get { _subtitleTextAttributesTransformer }
    set {
      _subtitleTextAttributesTransformer = newValue
      customizedProperties.insert(.subtitleTextAttributesTransformer)
    }
  }

  /// The gap between title and subtitle in points. Defaults to the ``buttonSize``'s
  /// ``ButtonMetrics/titlePadding``. Must not be negative.
  public var titlePadding: Double {
    get { isCustomized(.titlePadding) ? _titlePadding : metrics.titlePadding }
    set { _titlePadding = newValue; customizedProperties.insert(.titlePadding) }
  }

  /// How title and subtitle align. Default ``TitleAlignment/automatic``.
  public var titleAlignment: TitleAlignment {
    get { _titleAlignment }
    set { _titleAlignment = newValue; customizedProperties.insert(.titleAlignment) }
  }

  /// How the title wraps. Default ``LineBreakMode/byWordWrapping``.
  public var titleLineBreakMode: LineBreakMode {
    get { _titleLineBreakMode }
    set { _titleLineBreakMode = newValue; customizedProperties.insert(.titleLineBreakMode) }
  }

  /// How the subtitle wraps. Default ``LineBreakMode/byWordWrapping``.
  public var subtitleLineBreakMode: LineBreakMode {
    get { _subtitleLineBreakMode }
    set { _subtitleLineBreakMode = newValue; customizedProperties.insert(.subtitleLineBreakMode) }
  }

  // MARK: - Image

  /// The image. Default `nil`.
  public var image: ImageReference? {
    get { _image }
    set { _image = newValue; customizedProperties.insert(.image) }
  }

  /// The edge of the text the image (or activity indicator) sits at. Default
  /// ``DirectionalEdge/leading``. Only a single edge is valid.
  public var imagePlacement: DirectionalEdge {
    get { _imagePlacement }
    set { _imagePlacement = newValue; customizedProperties.insert(.imagePlacement) }
  }

  /// The gap between image and text in points. Defaults to the ``buttonSize``'s
  /// ``ButtonMetrics/imagePadding``. Must not be negative.
  public var imagePadding: Double {
    get { isCustomized(.imagePadding) ? _imagePadding : metrics.imagePadding }
    set { _imagePadding = newValue; customizedProperties.insert(.imagePadding) }
  }

  /// Space reserved for the image along the placement axis, in points; a smaller image is
  /// centred in it. Default `0`. Must not be negative.
  public var imageReservation: Double {
    get { _imageReservation }
    set { _imageReservation = newValue; customizedProperties.insert(.imageReservation) }
  }

  /// Applied to the foreground colour to colour the image. Default `nil`.
  public var imageColorTransformer: ColorTransformer? {
    get { _imageColorTransformer }
    set { _imageColorTransformer = newValue; customizedProperties.insert(.imageColorTransformer) }
  }

  /// Shows an activity indicator in place of the image, at ``imagePlacement``. Default `false`.
  public var showsActivityIndicator: Bool {
    get { _showsActivityIndicator }
    set { _showsActivityIndicator = newValue; customizedProperties.insert(.showsActivityIndicator) }
  }

  /// Applied to the foreground colour to colour the activity indicator. Default `nil`.
  public var activityIndicatorColorTransformer: ColorTransformer? {
    get { _activityIndicatorColorTransformer }
    set {
      _activityIndicatorColorTransformer = newValue
      customizedProperties.insert(.activityIndicatorColorTransformer)
    }
  }

  /// The pop-up indicator at the trailing edge. Default ``Indicator/automatic``.
  public var indicator: Indicator {
    get { _indicator }
    set { _indicator = newValue; customizedProperties.insert(.indicator) }
  }

  /// Applied to the foreground colour to colour the pop-up indicator. Default `nil`.
  public var indicatorColorTransformer: ColorTransformer? {
    get { _indicatorColorTransformer }
    set {
      _indicatorColorTransformer = newValue
      customizedProperties.insert(.indicatorColorTransformer)
    }
  }

  // MARK: - Metrics and shape

  /// Insets of the content from the button's edges. Defaults to the ``buttonSize``'s
  /// ``ButtonMetrics/contentInsets`` until set; ``setDefaultContentInsets()`` restores that.
  /// Each inset must be zero or positive, and each axis's sum at most
  /// ``maximumContentInsetSum``.
  public var contentInsets: DirectionalEdgeInsets {
    get { isCustomized(.contentInsets) ? _contentInsets : metrics.contentInsets }
    set { _contentInsets = newValue; customizedProperties.insert(.contentInsets) }
  }

  /// Forgets customised ``contentInsets``, so they follow ``buttonSize`` again.
  public mutating func setDefaultContentInsets() {
    customizedProperties.remove(.contentInsets)
    _contentInsets = .zero
  }

  /// The largest sum of two opposite content insets, in points: no button is larger.
  public static let maximumContentInsetSum: Double = 10_000

  /// The preferred metrics. Default ``Size/medium``.
  public var buttonSize: Size {
    get { _buttonSize }
    set { _buttonSize = newValue; customizedProperties.insert(.buttonSize) }
  }

  /// How the background's corner radius is chosen. Default ``CornerStyle/dynamic``.
  public var cornerStyle: CornerStyle {
    get { _cornerStyle }
    set { _cornerStyle = newValue; customizedProperties.insert(.cornerStyle) }
  }

  /// The metrics of ``buttonSize``.
  public var metrics: ButtonMetrics { ButtonMetrics.forSize(_buttonSize) }

  // MARK: - Colours

  /// The colour the style starts from for text and image. `nil` lets the style choose (the tint,
  /// or white for `filled`). The state still modifies it.
  public var baseForegroundColor: DynamicColor? {
    get { _baseForegroundColor }
    set { _baseForegroundColor = newValue; customizedProperties.insert(.baseForegroundColor) }
  }

  /// The colour the style starts from for the background. `nil` lets the style choose. The state
  /// still modifies it.
  public var baseBackgroundColor: DynamicColor? {
    get { _baseBackgroundColor }
    set { _baseBackgroundColor = newValue; customizedProperties.insert(.baseBackgroundColor) }
  }

  /// The background. Its uncustomised properties are set by ``updated(for:traits:)``.
  ///
  /// Assigning a background made elsewhere (for example ``BackgroundConfiguration/clear()``)
  /// hands the background over to you: the button no longer styles it.
  public var background: BackgroundConfiguration {
    get { _background }
    set { _background = newValue; customizedProperties.insert(.background) }
  }

  /// Whether ``updated(for:traits:)`` applies the style's selected look. `true` for plain, gray
  /// and tinted; `false` for filled.
  public var automaticallyUpdateForSelection: Bool {
    get { _automaticallyUpdateForSelection }
    set {
      _automaticallyUpdateForSelection = newValue
      customizedProperties.insert(.automaticallyUpdateForSelection)
    }
  }
}
