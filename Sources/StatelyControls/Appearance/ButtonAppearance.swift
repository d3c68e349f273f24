public import Stately

/// Everything a renderer needs to draw a button in one state, resolved to concrete values:
/// no optionals that mean "the style decides", no dynamic colours, no tint.
///
/// An appearance is a value whose parts are stored out of line and shared by its copies, so keeping
/// a button's appearance or reading it costs one retain; changing a copy's part copies the parts first.
///
/// Made by ``ButtonConfiguration/resolvedAppearance(for:traits:)``:
///
/// ```swift
/// let appearance = try ButtonConfiguration.filled().resolvedAppearance(for: .highlighted, traits: .light)
/// appearance.backgroundColor.hexString  // "#0062CC"
/// appearance.titleAttributes.fontSize   // 17
/// ```
public struct ButtonAppearance: Sendable, Hashable {
  /// The resolved values.
  struct Parts: Sendable, Hashable {
    var state: ControlState
    var style: ButtonConfiguration.Style
    var buttonSize: ButtonConfiguration.Size
    var title: String?
    var subtitle: String?
    var titleAttributes: TextAttributes
    var subtitleAttributes: TextAttributes
    var titleLineBreakMode: LineBreakMode
    var subtitleLineBreakMode: LineBreakMode
    var titleAlignment: ButtonConfiguration.TitleAlignment
    var titlePadding: Double
    var foregroundColor: ResolvedColor
    var background: BackgroundAppearance
    var contentInsets: DirectionalEdgeInsets
    var nominalHeight: Double
    var image: ImageReference?
    var imageColor: ResolvedColor
    var imagePlacement: DirectionalEdge
    var imagePadding: Double
    var imageReservation: Double
    var showsActivityIndicator: Bool
    var activityIndicatorColor: ResolvedColor
    var showsPopUpIndicator: Bool
    var indicatorColor: ResolvedColor
    var backgroundImage: ImageReference? = nil
    var titleShadowColor: ResolvedColor? = nil
  }

  /// The parts, shared by copies until one of them changes.
  private var parts: CopyOnWrite<Parts>

  /// The state this appearance is for.
  public var state: ControlState {
    get { parts.value.state }
    set { parts.value.state = newValue }
  }
  /// The style of the configuration.
  public var style: ButtonConfiguration.Style {
    get { parts.value.style }
    set { parts.value.style = newValue }
  }
  /// The button size whose metrics were used.
  public var buttonSize: ButtonConfiguration.Size {
    get { parts.value.buttonSize }
    set { parts.value.buttonSize = newValue }
  }
  /// The title's characters, or `nil` for no title.
  public var title: String? {
    get { parts.value.title }
    set { parts.value.title = newValue }
  }
  /// The subtitle's characters, or `nil` for no subtitle.
  public var subtitle: String? {
    get { parts.value.subtitle }
    set { parts.value.subtitle = newValue }
  }
  /// SystemFont and colour of the title, after ``ButtonConfiguration/Values/titleTextAttributesTransformer``.
  public var titleAttributes: TextAttributes {
    get { parts.value.titleAttributes }
    set { parts.value.titleAttributes = newValue }
  }
  /// SystemFont and colour of the subtitle, after
  /// ``ButtonConfiguration/Values/subtitleTextAttributesTransformer``.
  public var subtitleAttributes: TextAttributes {
    get { parts.value.subtitleAttributes }
    set { parts.value.subtitleAttributes = newValue }
  }
  /// How the title wraps.
  public var titleLineBreakMode: LineBreakMode {
    get { parts.value.titleLineBreakMode }
    set { parts.value.titleLineBreakMode = newValue }
  }
  /// How the subtitle wraps.
  public var subtitleLineBreakMode: LineBreakMode {
    get { parts.value.subtitleLineBreakMode }
    set { parts.value.subtitleLineBreakMode = newValue }
  }
  /// The text alignment; never ``ButtonConfiguration/TitleAlignment/automatic``.
  public var titleAlignment: ButtonConfiguration.TitleAlignment {
    get { parts.value.titleAlignment }
    set { parts.value.titleAlignment = newValue }
  }
  /// The gap between title and subtitle.
  public var titlePadding: Double {
    get { parts.value.titlePadding }
    set { parts.value.titlePadding = newValue }
  }
  /// The foreground colour the style chose for the state, before any transformer.
  public var foregroundColor: ResolvedColor {
    get { parts.value.foregroundColor }
    set { parts.value.foregroundColor = newValue }
  }
  /// The resolved background: fill, stroke, corner, insets, image and effect.
  public var background: BackgroundAppearance {
    get { parts.value.background }
    set { parts.value.background = newValue }
  }
  /// Insets of the content from the button's edges.
  public var contentInsets: DirectionalEdgeInsets {
    get { parts.value.contentInsets }
    set { parts.value.contentInsets = newValue }
  }
  /// The height of a one-line button with the default insets of ``buttonSize``; a capsule's
  /// radius is half the drawn height (see ``CornerShape/radius(forHeight:)``).
  public var nominalHeight: Double {
    get { parts.value.nominalHeight }
    set { parts.value.nominalHeight = newValue }
  }
  /// The image to draw, or `nil`; `nil` also while the activity indicator shows, which replaces it.
  public var image: ImageReference? {
    get { parts.value.image }
    set { parts.value.image = newValue }
  }
  /// The image colour, after ``ButtonConfiguration/Values/imageColorTransformer``.
  public var imageColor: ResolvedColor {
    get { parts.value.imageColor }
    set { parts.value.imageColor = newValue }
  }
  /// The single edge of the text where the image or activity indicator sits.
  public var imagePlacement: DirectionalEdge {
    get { parts.value.imagePlacement }
    set { parts.value.imagePlacement = newValue }
  }
  /// The gap between image (or activity indicator) and text.
  public var imagePadding: Double {
    get { parts.value.imagePadding }
    set { parts.value.imagePadding = newValue }
  }
  /// Space reserved for the image along the placement axis.
  public var imageReservation: Double {
    get { parts.value.imageReservation }
    set { parts.value.imageReservation = newValue }
  }
  /// Whether an activity indicator shows at ``imagePlacement`` instead of the image.
  public var showsActivityIndicator: Bool {
    get { parts.value.showsActivityIndicator }
    set { parts.value.showsActivityIndicator = newValue }
  }
  /// The activity indicator colour, after ``ButtonConfiguration/Values/activityIndicatorColorTransformer``.
  public var activityIndicatorColor: ResolvedColor {
    get { parts.value.activityIndicatorColor }
    set { parts.value.activityIndicatorColor = newValue }
  }
  /// Whether the pop-up indicator shows at the trailing edge: only for
  /// ``ButtonConfiguration/Indicator/popup``. For `automatic`, the button decides from its menu.
  public var showsPopUpIndicator: Bool {
    get { parts.value.showsPopUpIndicator }
    set { parts.value.showsPopUpIndicator = newValue }
  }
  /// The pop-up indicator colour, after ``ButtonConfiguration/Values/indicatorColorTransformer``.
  public var indicatorColor: ResolvedColor {
    get { parts.value.indicatorColor }
    set { parts.value.indicatorColor = newValue }
  }
  /// The background image a legacy button set with `setBackgroundImage(_:for:)`. Always `nil` in
  /// configuration mode, where UIKit ignores that setter.
  public var backgroundImage: ImageReference? {
    get { parts.value.backgroundImage }
    set { parts.value.backgroundImage = newValue }
  }
  /// The title shadow colour a legacy button set with `setTitleShadowColor(_:for:)`. Always `nil` in
  /// configuration mode, where UIKit ignores that setter.
  public var titleShadowColor: ResolvedColor? {
    get { parts.value.titleShadowColor }
    set { parts.value.titleShadowColor = newValue }
  }

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
    parts = CopyOnWrite(
      Parts(
        state: state, style: style, buttonSize: buttonSize, title: title, subtitle: subtitle,
        titleAttributes: titleAttributes, subtitleAttributes: subtitleAttributes,
        titleLineBreakMode: titleLineBreakMode, subtitleLineBreakMode: subtitleLineBreakMode,
        titleAlignment: titleAlignment, titlePadding: titlePadding, foregroundColor: foregroundColor,
        background: background, contentInsets: contentInsets, nominalHeight: nominalHeight, image: image,
        imageColor: imageColor, imagePlacement: imagePlacement, imagePadding: imagePadding,
        imageReservation: imageReservation, showsActivityIndicator: showsActivityIndicator,
        activityIndicatorColor: activityIndicatorColor, showsPopUpIndicator: showsPopUpIndicator,
        indicatorColor: indicatorColor, backgroundImage: backgroundImage, titleShadowColor: titleShadowColor))
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

extension ButtonAppearance: CustomReflectable {
  /// The values as children, so `print`, `dump` and test failures show them rather than their storage.
  public var customMirror: Mirror {
    Mirror(self, children: Mirror(reflecting: parts.value).children, displayStyle: .struct)
  }
}
