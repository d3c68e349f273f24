import Stately
public import StatelyControls

/// What a badge draws: its count on a coloured capsule.
public struct BadgeAppearance: Hashable, Sendable {
  /// The count, as text.
  public var text: String
  /// The capsule's colour.
  public var color: ResolvedColor
}

/// A count on a capsule: grey, red while selected, pale while disabled.
public final class Badge: ConfiguredControl<BadgeAppearance> {
  /// The number shown.
  public var count = 0 { didSet { configurationDidChange() } }
  /// The capsule's colour, written by the rules for the state.
  var color = ResolvedColor(hex: 0x8E8E93)

  /// A badge showing 0.
  public init() {
    super.init(appearance: BadgeAppearance(text: "", color: ResolvedColor(hex: 0x8E8E93)))
    engine.setValue(ResolvedColor(hex: 0xFF3B30), for: .containsAll(.selected), on: self, at: \.color)
    engine.setValue(
      ResolvedColor(hex: 0xD1D1D6), for: .containsAll(.disabled), on: self, at: \.color,
      priority: .containsAll + 1)
  }

  /// The count and the colour the rules chose.
  override public func resolveAppearance(for state: ControlState) throws(ConfigurationError)
    -> BadgeAppearance
  {
    BadgeAppearance(text: "\(count)", color: color)
  }
}
