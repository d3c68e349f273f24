public import Stately

/// Everything a renderer needs to draw a ``Switch`` in one state, resolved to concrete values.
///
/// A pure function of the state (which holds ``Switch/on``), the two tint colours and the traits:
///
/// ```swift
/// let pressedOn = try SwitchAppearance(state: [.highlighted, Switch.on], traits: .dark)
/// pressedOn.trackColor   // system green, dark value
/// pressedOn.thumbStretch // 7
/// ```
///
/// The metrics are those of the sliding switch of iOS 13 to 18; the larger switch of iOS 26 is not
/// modelled.
public struct SwitchAppearance: Sendable, Hashable {
  /// The state this appearance is for, with ``Switch/on`` when the switch is on.
  public var state: ControlState
  /// Whether the switch is on: the ``Switch/on`` bit of ``state``.
  public var isOn: Bool
  /// The fill of the track: the on tint while on, ``DynamicColor/secondarySystemFill`` while off.
  public var trackColor: ResolvedColor
  /// The fill of the round thumb.
  public var thumbColor: ResolvedColor
  /// The opacity of the whole control: ``disabledOpacity`` while disabled, else `1`.
  public var opacity: Double
  /// How many points the thumb stretches horizontally, toward the centre of the track, while a
  /// finger is down: ``highlightedThumbStretch`` while highlighted, else `0`.
  public var thumbStretch: Double
  /// The size of the control, whatever frame it is given: ``defaultSize``.
  public var size: LayoutSize
  /// The diameter of the thumb: ``defaultThumbDiameter``.
  public var thumbDiameter: Double

  /// UIKit's sliding switch size: 51 × 31 points.
  public static let defaultSize = LayoutSize(width: 51, height: 31)
  /// The thumb's diameter: 28 points.
  public static let defaultThumbDiameter = 28.0
  /// The thumb's stretch while highlighted: 7 points.
  public static let highlightedThumbStretch = 7.0
  /// The opacity of a disabled switch: 0.5.
  public static let disabledOpacity = 0.5
  /// The track colour while on when ``Switch/onTintColor`` is `nil`: system green.
  public static let defaultOnTrackColor = DynamicColor.systemGreen
  /// The track colour while off: secondary system fill.
  public static let offTrackColor = DynamicColor.secondarySystemFill
  /// The thumb colour when ``Switch/thumbTintColor`` is `nil`: white.
  public static let defaultThumbColor = DynamicColor.white

  /// Resolves the appearance of a switch.
  ///
  /// - Parameters:
  ///   - state: The switch's state; ``Switch/on`` in it means on, `.highlighted` a finger down and
  ///     `.disabled` disabled. Other bits are kept in ``state`` and change nothing.
  ///   - onTintColor: The track colour while on, or `nil` for ``defaultOnTrackColor``.
  ///   - thumbTintColor: The thumb colour, or `nil` for ``defaultThumbColor``.
  ///   - traits: The light or dark appearance to resolve the colours in.
  /// - Throws: ``ConfigurationError/invalidColor(property:error:)`` naming `Switch.onTintColor` or
  ///   `Switch.thumbTintColor` when a colour has a component that is NaN or outside `0…1`.
  public init(
    state: ControlState, onTintColor: DynamicColor? = nil, thumbTintColor: DynamicColor? = nil,
    traits: TraitCollection = TraitCollection()
  ) throws(ConfigurationError) {
    try onTintColor?.validate(property: "Switch.onTintColor")
    try thumbTintColor?.validate(property: "Switch.thumbTintColor")
    let isOn = state.contains(Switch.on)
    self.state = state
    self.isOn = isOn
    let track = isOn ? onTintColor ?? Self.defaultOnTrackColor : Self.offTrackColor
    self.trackColor = track.resolved(for: traits)
    self.thumbColor = (thumbTintColor ?? Self.defaultThumbColor).resolved(for: traits)
    self.opacity = state.contains(.disabled) ? Self.disabledOpacity : 1
    let isPressed = state.contains(.highlighted) && !state.contains(.disabled)
    self.thumbStretch = isPressed ? Self.highlightedThumbStretch : 0
    self.size = Self.defaultSize
    self.thumbDiameter = Self.defaultThumbDiameter
  }
}
