/// Everything a renderer draws for a cell, resolved: the background's colours and lengths, the
/// texts after their transforms with concrete colours and fonts, the image and its tint, layout
/// hints, and the state that produced them.
///
/// ```swift
/// cycle.flush()
/// let look = cell.appearance
/// look.background?.fillColor        // concrete ResolvedColor
/// look.content?.text?.string        // "FAVOURITES" with an uppercase transform
/// look.state.isSelected
/// ```
public struct CellAppearance: Sendable, Hashable {
  /// Whether the view is a cell, a header or a footer.
  public var kind: Cell.Kind

  /// The configuration state of the update pass that produced this appearance.
  public var state: CellConfigurationState

  /// The resolved background, or `nil` when the cell has no background configuration.
  public var background: BackgroundAppearance?

  /// The resolved list content, or `nil` when the cell has no content configuration or a custom one.
  public var content: ListContentAppearance?

  /// Whether the cell shows a custom ``ContentConfiguration``, which renderers read from
  /// ``Cell/contentConfiguration`` (it has been updated for ``state``).
  public var hasCustomContent: Bool

  /// Creates a resolved appearance from the values of its properties.
  public init(
    kind: Cell.Kind, state: CellConfigurationState, background: BackgroundAppearance?,
    content: ListContentAppearance?, hasCustomContent: Bool = false
  ) {
    self.kind = kind
    self.state = state
    self.background = background
    self.content = content
    self.hasCustomContent = hasCustomContent
  }
}
