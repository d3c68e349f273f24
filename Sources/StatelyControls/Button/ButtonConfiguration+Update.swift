public import Stately

extension ButtonConfiguration {
  /// Returns a copy with the style's defaults for `state` applied to every property the user
  /// did not customise (UIKit's `updated(for:)`).
  ///
  /// Only the button-styled ``background`` depends on the state: its fill, stroke colour, stroke
  /// width and corner radius are recomputed unless customised, and not at all once you assigned
  /// a background of your own. Highlighted and disabled always count; selected counts only
  /// while ``automaticallyUpdateForSelection`` holds; focused adds a stroke. Customised values,
  /// and the base colours (which are inputs to the style), are never changed.
  ///
  /// ```swift
  /// var configuration = ButtonConfiguration.gray()
  /// configuration.background.cornerRadius = 20   // customised: kept
  /// let pressed = configuration.updated(for: .highlighted, traits: .dark)
  /// pressed.background.cornerRadius                // 20
  /// ```
  ///
  /// - Parameters:
  ///   - state: The control state; application bits are ignored.
  ///   - traits: The tint and light or dark appearance. Defaults to light with the system blue tint.
  /// - Returns: The updated configuration.
  /// - Complexity: O(1); one copy of the configuration.
  public func updated(for state: ControlState, traits: TraitCollection = TraitCollection())
    -> ButtonConfiguration
  {
    var copy = self
    copy.applyStateDefaults(for: state, traits: traits)
    return copy
  }

  /// Updates this configuration in place, as ``updated(for:traits:)`` does, without a copy.
  ///
  /// - Parameters:
  ///   - state: The control state.
  ///   - traits: The tint and appearance.
  public mutating func update(for state: ControlState, traits: TraitCollection = TraitCollection()) {
    applyStateDefaults(for: state, traits: traits)
  }

  /// The state bits the default look reads.
  func lookFlags(for state: ControlState) -> ControlStateFlags {
    ControlStateFlags(
      highlighted: state.contains(.highlighted), disabled: state.contains(.disabled),
      selected: _automaticallyUpdateForSelection && state.contains(.selected),
      focused: state.contains(.focused))
  }

  /// The default colours for a state.
  func defaultLook(for state: ControlState, tint: DynamicColor) -> ButtonDefaultLook {
    ButtonDefaultLook(
      style: style, baseForeground: _baseForegroundColor, baseBackground: _baseBackgroundColor,
      state: lookFlags(for: state), tint: tint)
  }

  /// Writes the state's defaults into the uncustomised background properties.
  mutating func applyStateDefaults(for state: ControlState, traits: TraitCollection) {
    guard _background.defaultStyle == .button else { return }
    let look = defaultLook(for: state, tint: traits.tintColor)
    Self.apply(look, cornerRadius: metrics.defaultCornerRadius, to: &_background)
  }

  /// Writes a look into the uncustomised properties of a button-styled background.
  static func apply(
    _ look: ButtonDefaultLook, cornerRadius: Double, to background: inout BackgroundConfiguration
  ) {
    let customized = background.customizedProperties
    if !customized.contains(.backgroundColor) { background._backgroundColor = look.background }
    if !customized.contains(.strokeColor) { background._strokeColor = nil }
    if !customized.contains(.strokeWidth) { background._strokeWidth = look.strokeWidth }
    if !customized.contains(.cornerRadius) { background._cornerRadius = cornerRadius }
  }
}
