/// A resolved background: concrete colours and lengths that a renderer draws without further
/// lookups. Made by ``BackgroundConfiguration/resolvedAppearance(in:)``.
///
/// A background is a value whose properties are stored out of line and shared by its copies, so
/// copying one, or reading it out of a ``CellAppearance`` or a ``ButtonAppearance``, costs one retain;
/// changing a copy's property copies the properties first.
///
/// ```swift
/// let fill = cell.appearance.background?.fillColor  // a retain of the shared storage, then a load
/// ```
public struct BackgroundAppearance: Sendable, Hashable {
  /// The stored properties. Usable from inlinable code, so that a reader's property access compiles
  /// to a load from the shared storage.
  @usableFromInline struct Values: Sendable, Hashable {
    @usableFromInline var fillColor: ResolvedColor
    @usableFromInline var strokeColor: ResolvedColor
    @usableFromInline var strokeWidth: Double
    @usableFromInline var strokeOutset: Double
    @usableFromInline var corner: CornerShape
    @usableFromInline var insets: DirectionalEdgeInsets
    @usableFromInline var edgesAddingLayoutMarginsToInsets: DirectionalEdge
    @usableFromInline var image: ImageReference?
    @usableFromInline var imageContentMode: ImageContentMode
    @usableFromInline var visualEffect: BackgroundEffect?
  }

  /// The properties, shared by copies until one of them changes.
  @usableFromInline var values: CopyOnWrite<Values>

  /// The fill colour, after the tint and the transformer.
  public var fillColor: ResolvedColor {
    @inlinable get { values.value.fillColor }
    @inlinable set { values.value.fillColor = newValue }
  }
  /// The stroke colour, after the tint and the transformer.
  public var strokeColor: ResolvedColor {
    @inlinable get { values.value.strokeColor }
    @inlinable set { values.value.strokeColor = newValue }
  }
  /// The stroke width in points; `0` draws no stroke.
  public var strokeWidth: Double {
    @inlinable get { values.value.strokeWidth }
    @inlinable set { values.value.strokeWidth = newValue }
  }
  /// How far the stroke sits outside the fill.
  public var strokeOutset: Double {
    @inlinable get { values.value.strokeOutset }
    @inlinable set { values.value.strokeOutset = newValue }
  }
  /// The corners of the fill.
  public var corner: CornerShape {
    @inlinable get { values.value.corner }
    @inlinable set { values.value.corner = newValue }
  }
  /// Insets of the fill from the control's bounds; negative values are outsets.
  public var insets: DirectionalEdgeInsets {
    @inlinable get { values.value.insets }
    @inlinable set { values.value.insets = newValue }
  }
  /// Edges whose insets are measured from the layout margins.
  public var edgesAddingLayoutMarginsToInsets: DirectionalEdge {
    @inlinable get { values.value.edgesAddingLayoutMarginsToInsets }
    @inlinable set { values.value.edgesAddingLayoutMarginsToInsets = newValue }
  }
  /// An image over the fill.
  public var image: ImageReference? {
    @inlinable get { values.value.image }
    @inlinable set { values.value.image = newValue }
  }
  /// How the image fills the background.
  public var imageContentMode: ImageContentMode {
    @inlinable get { values.value.imageContentMode }
    @inlinable set { values.value.imageContentMode = newValue }
  }
  /// A blur or vibrancy behind the background.
  public var visualEffect: BackgroundEffect? {
    @inlinable get { values.value.visualEffect }
    @inlinable set { values.value.visualEffect = newValue }
  }

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
    values = CopyOnWrite(
      Values(
        fillColor: fillColor, strokeColor: strokeColor, strokeWidth: strokeWidth,
        strokeOutset: strokeOutset, corner: corner, insets: insets,
        edgesAddingLayoutMarginsToInsets: edgesAddingLayoutMarginsToInsets, image: image,
        imageContentMode: imageContentMode, visualEffect: visualEffect))
  }
}

extension BackgroundAppearance: CustomReflectable {
  /// The properties as children, so `print`, `dump` and test failures show them rather than their
  /// storage.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "fillColor": fillColor, "strokeColor": strokeColor, "strokeWidth": strokeWidth,
        "strokeOutset": strokeOutset, "corner": corner, "insets": insets,
        "edgesAddingLayoutMarginsToInsets": edgesAddingLayoutMarginsToInsets, "image": image as Any,
        "imageContentMode": imageContentMode, "visualEffect": visualEffect as Any,
      ], displayStyle: .struct)
  }
}
