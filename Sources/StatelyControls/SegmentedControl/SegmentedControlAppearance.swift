public import Stately

/// Everything a renderer needs to draw a ``SegmentedControl`` in one state, resolved to concrete
/// values: the track, and one ``SegmentAppearance`` per segment.
///
/// ```swift
/// let control = SegmentedControl(items: [.title("Day"), .title("Week")], traits: .dark)
/// control.selectedSegmentIndex = 1
/// control.engine.cycle.flush()
/// control.appearance.segments[1].thumbColor             // #636366
/// control.appearance.segments[1].titleAttributes.fontWeight  // .semibold
/// ```
///
/// The look is that of iOS 13 to 18 (a rounded track with a sliding thumb); the capsule of iOS 26 is
/// not modelled.
public struct SegmentedControlAppearance: Sendable, Hashable {
  /// The control's state: `.highlighted` while a touch is down in a segment, `.disabled` when the
  /// control is disabled.
  public var state: ControlState
  /// The fill of the track behind the segments: ``defaultBackgroundColor``.
  public var backgroundColor: ResolvedColor
  /// The corner radius of the track: ``defaultCornerRadius``.
  public var cornerRadius: Double
  /// The corner radius of the thumb behind the selected segment: ``defaultThumbCornerRadius``.
  public var thumbCornerRadius: Double
  /// One appearance per segment, in order.
  public var segments: [SegmentAppearance]
  /// The selected segment, or ``SegmentedControl/noSegment``; always `noSegment` for a momentary
  /// control, which never shows a selection.
  public var selectedSegmentIndex: Int
  /// The segment a touch is down in, or `nil`.
  public var highlightedSegmentIndex: Int?
  /// Whether the control is momentary.
  public var isMomentary: Bool
  /// The opacity of the whole control: ``disabledOpacity`` while disabled, else `1`.
  public var opacity: Double

  /// The number of segments.
  public var numberOfSegments: Int { segments.count }

  /// The track colour: tertiary system fill.
  public static let defaultBackgroundColor = DynamicColor.tertiarySystemFill
  /// The thumb colour when ``SegmentedControl/selectedSegmentTintColor`` is `nil`: white in light
  /// appearance, `#636366` in dark.
  public static let defaultThumbColor = DynamicColor(light: .white, dark: ResolvedColor(hex: 0x636366))
  /// The track's corner radius: 9 points.
  public static let defaultCornerRadius = 9.0
  /// The thumb's corner radius: 7 points.
  public static let defaultThumbCornerRadius = 7.0
  /// The opacity of a disabled control: 0.5.
  public static let disabledOpacity = 0.5
  /// The point size of the default title font: 13.
  public static let defaultTitleFontSize = 13.0

  /// Creates an appearance from the values of its properties.
  public init(
    state: ControlState, backgroundColor: ResolvedColor, cornerRadius: Double, thumbCornerRadius: Double,
    segments: [SegmentAppearance], selectedSegmentIndex: Int, highlightedSegmentIndex: Int?,
    isMomentary: Bool, opacity: Double
  ) {
    self.state = state
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.thumbCornerRadius = thumbCornerRadius
    self.segments = segments
    self.selectedSegmentIndex = selectedSegmentIndex
    self.highlightedSegmentIndex = highlightedSegmentIndex
    self.isMomentary = isMomentary
    self.opacity = opacity
  }

  /// The title attributes a segment in `segmentState` has when no attributes were set for that state
  /// or for `.normal`: 13 points, medium weight (semibold when selected), in the label colour, or the
  /// tertiary label colour when disabled.
  ///
  /// ```swift
  /// SegmentedControlAppearance.defaultTitleTextAttributes(for: .selected, traits: .light).fontWeight
  /// // .semibold
  /// ```
  ///
  /// - Parameters:
  ///   - segmentState: The segment's own state (see ``SegmentAppearance/state``).
  ///   - traits: The light or dark appearance to resolve the colour in.
  public static func defaultTitleTextAttributes(for segmentState: ControlState, traits: TraitCollection)
    -> TextAttributes
  {
    let color: DynamicColor = segmentState.contains(.disabled) ? .tertiaryLabel : .label
    return TextAttributes(
      fontSize: defaultTitleFontSize,
      fontWeight: segmentState.contains(.selected) ? .semibold : .medium,
      foregroundColor: color.resolved(for: traits))
  }
}
