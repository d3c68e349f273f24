public import Stately

/// Everything a renderer needs to draw a button in one state, resolved to concrete values:
/// no optionals that mean "the style decides", no dynamic colours, no tint.
///
/// Made by ``ButtonConfiguration/resolvedAppearance(for:traits:)``:
///
/// ```swift
/// let appearance = try ButtonConfiguration.filled().resolvedAppearance(for: .highlighted, traits: .light)
/// appearance.backgroundColor.hexString  // "#0062CC"
/// appearance.titleAttributes.fontSize   // 17
/// ```
public struct ButtonAppearance: Sendable, Hashable {
  /// The state this appearance is for.
  public var state: ControlState
  /// The style of the configuration.
  public var style: ButtonConfiguration.Style
  /// The button size whose metrics were used.
  public var buttonSize: ButtonConfiguration.Size
  /// The title's characters, or `nil` for no title.
  public var title: String?
  /// The subtitle's characters, or `nil` for no subtitle.
  public var subtitle: String?
  /// SystemFont and colour of the title, after ``ButtonConfiguration/Values/titleTextAttributesTransformer``.
  public var titleAttributes: TextAttributes
  /// SystemFont and colour of the subtitle, after
  /// ``ButtonConfiguration/Values/subtitleTextAttributesTransformer``.
  public var subtitleAttributes: TextAttributes
  /// How the title wraps.
  public var titleLineBreakMode: LineBreakMode
  /// How the subtitle wraps.
  public var subtitleLineBreakMode: LineBreakMode
  /// The text alignment; never ``ButtonConfiguration/TitleAlignment/automatic``.
  public var titleAlignment: ButtonConfiguration.TitleAlignment
  /// The gap between title and subtitle.
  public var titlePadding: Double
  /// The foreground colour the style chose for the state, before any transformer.
  public var foregroundColor: ResolvedColor
  /// The resolved background: fill, stroke, corner, insets, image and effect.
  public var background: BackgroundAppearance
  /// Insets of the content from the button's edges.
  public var contentInsets: DirectionalEdgeInsets
  /// The height of a one-line button with the default insets of ``buttonSize``; a capsule's
  /// radius is half the drawn height (see ``CornerShape/radius(forHeight:)``).
  public var nominalHeight: Double
  /// The image to draw, or `nil`; `nil` also while the activity indicator shows, which replaces it.
  public var image: ImageReference?
  /// The image colour, after ``ButtonConfiguration/Values/imageColorTransformer``.
  public var imageColor: ResolvedColor
  /// The single edge of the text where the image or activity indicator sits.
  public var imagePlacement: DirectionalEdge
  /// The gap between image (or activity indicator) and text.
  public var imagePadding: Double
  /// Space reserved for the image along the placement axis.
  public var imageReservation: Double
  /// Whether an activity indicator shows at ``imagePlacement`` instead of the image.
  public var showsActivityIndicator: Bool
  /// The activity indicator colour, after ``ButtonConfiguration/Values/activityIndicatorColorTransformer``.
  public var activityIndicatorColor: ResolvedColor
  /// Whether the pop-up indicator shows at the trailing edge: only for
  /// ``ButtonConfiguration/Indicator/popup``. For `automatic`, the button decides from its menu.
  public var showsPopUpIndicator: Bool
  /// The pop-up indicator colour, after ``ButtonConfiguration/Values/indicatorColorTransformer``.
  public var indicatorColor: ResolvedColor
  /// The background image a legacy button set with `setBackgroundImage(_:for:)`. Always `nil` in
  /// configuration mode, where UIKit ignores that setter.
  public var backgroundImage: ImageReference?
  /// The title shadow colour a legacy button set with `setTitleShadowColor(_:for:)`. Always `nil` in
  /// configuration mode, where UIKit ignores that setter.
  public var titleShadowColor: ResolvedColor?

  /// Creates a resolved appearance from every value; ``ButtonConfiguration`` resolves one.
  init(
    state: ControlState,
    style: ButtonConfiguration.Style,
    buttonSize: ButtonConfiguration.Size,
    title: String?,
    subtitle: String?,
    titleAttributes: TextAttributes,
    subtitleAttributes: TextAttributes,
    titleLineBreakMode: LineBreakMode,
    subtitleLineBreakMode: LineBreakMode,
    titleAlignment: ButtonConfiguration.TitleAlignment,
    titlePadding: Double,
    foregroundColor: ResolvedColor,
    background: BackgroundAppearance,
    contentInsets: DirectionalEdgeInsets,
    nominalHeight: Double,
    image: ImageReference?,
    imageColor: ResolvedColor,
    imagePlacement: DirectionalEdge,
    imagePadding: Double,
    imageReservation: Double,
    showsActivityIndicator: Bool,
    activityIndicatorColor: ResolvedColor,
    showsPopUpIndicator: Bool,
    indicatorColor: ResolvedColor,
    backgroundImage: ImageReference? = nil,
    titleShadowColor: ResolvedColor? = nil
  ) {
    self.state = state
    self.style = style
    self.buttonSize = buttonSize
    self.title = title
    self.subtitle = subtitle
    self.titleAttributes = titleAttributes
    self.subtitleAttributes = subtitleAttributes
    self.titleLineBreakMode = titleLineBreakMode
    self.subtitleLineBreakMode = subtitleLineBreakMode
    self.titleAlignment = titleAlignment
    self.titlePadding = titlePadding
    self.foregroundColor = foregroundColor
    self.background = background
    self.contentInsets = contentInsets
    self.nominalHeight = nominalHeight
    self.image = image
    self.imageColor = imageColor
    self.imagePlacement = imagePlacement
    self.imagePadding = imagePadding
    self.imageReservation = imageReservation
    self.showsActivityIndicator = showsActivityIndicator
    self.activityIndicatorColor = activityIndicatorColor
    self.showsPopUpIndicator = showsPopUpIndicator
    self.indicatorColor = indicatorColor
    self.backgroundImage = backgroundImage
    self.titleShadowColor = titleShadowColor
  }

  /// The background fill colour.
  public var backgroundColor: ResolvedColor { background.fillColor }
  /// The stroke colour (drawn only when ``strokeWidth`` is above `0`).
  public var strokeColor: ResolvedColor { background.strokeColor }
  /// The stroke width in points.
  public var strokeWidth: Double { background.strokeWidth }
  /// The corners of the background.
  public var corner: CornerShape { background.corner }
}
