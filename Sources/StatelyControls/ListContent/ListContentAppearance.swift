/// Resolved list content: texts with concrete colours and the transform applied, the image with its
/// tint, and the layout a renderer needs. Made by ``ListContentConfiguration/resolvedAppearance(in:)``
/// and part of ``CellAppearance``.
public struct ListContentAppearance: Sendable, Hashable {
  /// The primary text, or `nil` when there is none.
  public var text: TextAppearance?
  /// The secondary text, or `nil` when there is none.
  public var secondaryText: TextAppearance?
  /// The image, or `nil` when there is none.
  public var image: ImageReference?
  /// The image's tint, after the tint transformer.
  public var imageTintColor: ResolvedColor
  /// How a symbol image is drawn.
  public var imageSymbolConfiguration: SymbolConfiguration?
  /// The image's corner radius.
  public var imageCornerRadius: Double
  /// The largest size the image is drawn at; zero on an axis means no limit.
  public var imageMaximumSize: LayoutSize
  /// The space reserved for the image; zero on an axis means the default.
  public var imageReservedLayoutSize: LayoutSize
  /// The margins around the content.
  public var directionalLayoutMargins: DirectionalEdgeInsets
  /// The space between the image and the texts (already `0` when either is missing).
  public var imageToTextPadding: Double
  /// The minimum space between the texts side by side.
  public var textToSecondaryTextHorizontalPadding: Double
  /// The space between the texts stacked.
  public var textToSecondaryTextVerticalPadding: Double
  /// Whether the texts sit side by side when there is room.
  public var prefersSideBySideTextAndSecondaryText: Bool
  /// The opacity of the content, `0…1`.
  public var alpha: Double
}
