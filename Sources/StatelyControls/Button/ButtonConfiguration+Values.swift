#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension ButtonConfiguration {
  /// The properties of a ``ButtonConfiguration``, each of which remembers whether you assigned it.
  ///
  /// You read and write them through the configuration: `configuration.title = "Buy"`.
  public struct Values: Sendable, Hashable {
    /// The style the configuration was made with.
    public let style: Style

    // MARK: Text

    /// The title as set, plain or attributed: the one field behind ``title`` and ``attributedTitle``.
    @Customizable var titleContent: ConfigurationText? = nil

    /// The title with attributes. Setting it also sets ``title`` to its characters; after a plain
    /// ``title`` is set, it reads that title without attributes.
    public var attributedTitle: AttributedString? {
      get { titleContent?.attributedString }
      set { titleContent = newValue.map(ConfigurationText.init) }
    }

    /// The title: the characters of ``attributedTitle``. Setting it replaces the attributed title with an
    /// unattributed one.
    public var title: String? {
      get { titleContent?.characters }
      set { titleContent = newValue.map(ConfigurationText.init) }
    }

    /// The subtitle as set, plain or attributed: the one field behind ``subtitle`` and
    /// ``attributedSubtitle``.
    @Customizable var subtitleContent: ConfigurationText? = nil

    /// The subtitle with attributes. Setting it also sets ``subtitle``.
    public var attributedSubtitle: AttributedString? {
      get { subtitleContent?.attributedString }
      set { subtitleContent = newValue.map(ConfigurationText.init) }
    }

    /// The subtitle under the title: the characters of ``attributedSubtitle``.
    public var subtitle: String? {
      get { subtitleContent?.characters }
      set { subtitleContent = newValue.map(ConfigurationText.init) }
    }

    /// Adjusts the title's attributes after the style chose them for the state.
    @Customizable public var titleTextAttributesTransformer: TextAttributesTransformer? = nil

    /// Adjusts the subtitle's attributes after the style chose them for the state.
    @Customizable public var subtitleTextAttributesTransformer: TextAttributesTransformer? = nil

    /// The gap between title and subtitle in points. Defaults to the ``buttonSize``'s
    /// ``ButtonMetrics/titlePadding``. Must not be negative.
    @Customizable public var titlePadding: Double

    /// How title and subtitle align. Default ``TitleAlignment/automatic``.
    @Customizable public var titleAlignment = TitleAlignment.automatic

    /// How the title wraps. Default ``LineBreakMode/byWordWrapping``.
    @Customizable public var titleLineBreakMode = LineBreakMode.byWordWrapping

    /// How the subtitle wraps. Default ``LineBreakMode/byWordWrapping``.
    @Customizable public var subtitleLineBreakMode = LineBreakMode.byWordWrapping

    // MARK: Image

    /// The image. Default `nil`.
    @Customizable public var image: ImageReference? = nil

    /// The edge of the text the image (or activity indicator) sits at. Default
    /// ``DirectionalEdge/leading``. Only a single edge is valid.
    @Customizable public var imagePlacement = DirectionalEdge.leading

    /// The gap between image and text in points. Defaults to the ``buttonSize``'s
    /// ``ButtonMetrics/imagePadding``. Must not be negative.
    @Customizable public var imagePadding: Double

    /// Space reserved for the image along the placement axis, in points; a smaller image is centred
    /// in it. Default `0`. Must not be negative.
    @Customizable public var imageReservation = 0.0

    /// Applied to the foreground colour to colour the image. Default `nil`.
    @Customizable public var imageColorTransformer: ColorTransformer? = nil

    /// Shows an activity indicator in place of the image, at ``imagePlacement``. Default `false`.
    @Customizable public var showsActivityIndicator = false

    /// Applied to the foreground colour to colour the activity indicator. Default `nil`.
    @Customizable public var activityIndicatorColorTransformer: ColorTransformer? = nil

    /// The pop-up indicator at the trailing edge. Default ``Indicator/automatic``.
    @Customizable public var indicator = Indicator.automatic

    /// Applied to the foreground colour to colour the pop-up indicator. Default `nil`.
    @Customizable public var indicatorColorTransformer: ColorTransformer? = nil

    // MARK: Metrics and shape

    /// Insets of the content from the button's edges. Defaults to the ``buttonSize``'s
    /// ``ButtonMetrics/contentInsets`` until set; ``ButtonConfiguration/setDefaultContentInsets()``
    /// restores that. Each inset must be zero or positive, and each axis's sum at most
    /// ``ButtonConfiguration/maximumContentInsetSum``.
    @Customizable public var contentInsets: DirectionalEdgeInsets

    /// The preferred metrics. Default ``Size/medium``. Changing it changes the defaults of
    /// ``contentInsets``, ``imagePadding`` and ``titlePadding`` you did not set.
    @Customizable public var buttonSize = Size.medium {
      didSet { applySizeDefaults() }
    }

    /// How the background's corner radius is chosen. Default ``CornerStyle/dynamic``.
    @Customizable public var cornerStyle = CornerStyle.dynamic

    /// The metrics of ``buttonSize``.
    public var metrics: ButtonMetrics { ButtonMetrics.forSize(buttonSize) }

    // MARK: Colours

    /// The colour the style starts from for text and image. `nil` lets the style choose (the tint, or
    /// white for `filled` and the prominent glass styles). The state still modifies it.
    @Customizable public var baseForegroundColor: DynamicColor? = nil

    /// The colour the style starts from for the background. `nil` lets the style choose. The state
    /// still modifies it.
    @Customizable public var baseBackgroundColor: DynamicColor? = nil

    /// The background. Its own properties remember what you set, and the button styles the rest for
    /// each state. A background made elsewhere (for example ``BackgroundConfiguration/clear()``) is
    /// yours: the button no longer styles it, and ``ButtonConfiguration/Property/background`` counts as
    /// customised.
    public var background = BackgroundConfiguration(defaultStyle: .button)

    /// Whether ``ButtonConfiguration/updated(for:traits:)`` applies the style's selected look. `true`
    /// for plain, gray, tinted, glass and clear glass; `false` for filled and the two prominent glass
    /// styles.
    @Customizable public var automaticallyUpdateForSelection: Bool

    /// The values of a fresh configuration of `style`, with the medium size's metrics.
    init(style: Style) {
      self.style = style
      let metrics = ButtonMetrics.forSize(.medium)
      _titlePadding = Customizable(wrappedValue: metrics.titlePadding)
      _imagePadding = Customizable(wrappedValue: metrics.imagePadding)
      _contentInsets = Customizable(wrappedValue: metrics.contentInsets)
      _automaticallyUpdateForSelection = Customizable(wrappedValue: !style.isProminent)
    }

    /// Writes the metrics of ``buttonSize`` into the lengths you did not set.
    mutating func applySizeDefaults() {
      let metrics = self.metrics
      $contentInsets.setDefault(metrics.contentInsets)
      $imagePadding.setDefault(metrics.imagePadding)
      $titlePadding.setDefault(metrics.titlePadding)
    }
  }
}
