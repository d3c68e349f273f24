public import Stately

/// Everything a renderer needs to draw one segment of a ``SegmentedControl``, resolved to concrete
/// values; an element of ``SegmentedControlAppearance/segments``.
public struct SegmentAppearance: Sendable, Hashable {
  /// The segment's own state, which chose its title attributes: `.selected` when it is the selected
  /// segment of a control that is not momentary, `.disabled` when the segment or the control is
  /// disabled, else `.highlighted` while a touch is down in it.
  public var state: ControlState
  /// The title or image, or `nil` when the segment has neither.
  public var content: SegmentContent?
  /// The font and colour of the title; an image segment is tinted with
  /// ``TextAttributes/foregroundColor``. See ``SegmentedControl`` for how they are looked up.
  public var titleAttributes: TextAttributes
  /// Whether the segment is the selected one and draws the thumb behind it.
  public var isSelected: Bool
  /// Whether a touch is down in the segment.
  public var isHighlighted: Bool
  /// Whether the segment itself is enabled (``SegmentedControl/isEnabledForSegment(at:)``). A
  /// disabled control draws its enabled segments dimmed as well, through ``state``.
  public var isEnabled: Bool
  /// The width in points, or `nil` for a width the layout chooses.
  public var width: Double?
  /// The colour of the thumb drawn behind a selected segment, or `nil` when the segment is not
  /// selected.
  public var thumbColor: ResolvedColor?

  /// Creates a segment appearance from the values of its properties.
  public init(
    state: ControlState, content: SegmentContent?, titleAttributes: TextAttributes, isSelected: Bool,
    isHighlighted: Bool, isEnabled: Bool, width: Double?, thumbColor: ResolvedColor?
  ) {
    self.state = state
    self.content = content
    self.titleAttributes = titleAttributes
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.isEnabled = isEnabled
    self.width = width
    self.thumbColor = thumbColor
  }
}
