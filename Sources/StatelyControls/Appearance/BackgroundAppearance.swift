/// A resolved background: concrete colours and lengths that a renderer draws without further
/// lookups. Made by ``BackgroundConfiguration/resolvedAppearance(in:)``.
///
/// ```swift
/// let fill = cell.appearance.background?.fillColor
/// ```
public struct BackgroundAppearance: Sendable, Hashable {
  /// The fill colour, after the tint and the transformer.
  public var fillColor: ResolvedColor
  /// The stroke colour, after the tint and the transformer.
  public var strokeColor: ResolvedColor
  /// The stroke width in points; `0` draws no stroke.
  public var strokeWidth: Double
  /// How far the stroke sits outside the fill.
  public var strokeOutset: Double
  /// The corners of the fill.
  public var corner: CornerShape
  /// Insets of the fill from the control's bounds; negative values are outsets.
  public var insets: DirectionalEdgeInsets
  /// Edges whose insets are measured from the layout margins.
  public var edgesAddingLayoutMarginsToInsets: DirectionalEdge
  /// An image over the fill.
  public var image: ImageReference?
  /// How the image fills the background.
  public var imageContentMode: ImageContentMode
  /// A blur, vibrancy or glass behind the background.
  public var visualEffect: BackgroundEffect?

  /// Creates a resolved background.
  ///
  /// - Parameters:
  ///   - fillColor: The fill colour.
  ///   - strokeColor: The stroke colour.
  ///   - strokeWidth: The stroke width.
  ///   - strokeOutset: The stroke outset.
  ///   - corner: The corner shape.
  ///   - insets: The fill's insets.
  ///   - edgesAddingLayoutMarginsToInsets: Edges measured from the layout margins.
  ///   - image: The image, if any.
  ///   - imageContentMode: How the image fills.
  ///   - visualEffect: The effect, if any.
  public init(
    fillColor: ResolvedColor, strokeColor: ResolvedColor, strokeWidth: Double, strokeOutset: Double,
    corner: CornerShape, insets: DirectionalEdgeInsets = .zero,
    edgesAddingLayoutMarginsToInsets: DirectionalEdge = [], image: ImageReference? = nil,
    imageContentMode: ImageContentMode = .scaleToFill, visualEffect: BackgroundEffect? = nil
  ) {
    self.fillColor = fillColor
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.strokeOutset = strokeOutset
    self.corner = corner
    self.insets = insets
    self.edgesAddingLayoutMarginsToInsets = edgesAddingLayoutMarginsToInsets
    self.image = image
    self.imageContentMode = imageContentMode
    self.visualEffect = visualEffect
  }
}
