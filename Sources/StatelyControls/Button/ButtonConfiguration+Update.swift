public import Stately

extension ButtonConfiguration {
  /// Returns a copy with the style's defaults for `state` applied to every property the user did not
  /// customise (UIKit's `updated(for:)`).
  ///
  /// Only the button-styled ``Values/background`` depends on the state: its fill, stroke colour, stroke
  /// width, corner radius and visual effect (glass for the glass styles) are recomputed unless customised, and not at all once you assigned a
  /// background of your own. Highlighted and disabled always count; selected counts only while
  /// ``Values/automaticallyUpdateForSelection`` holds; focused adds a stroke. Customised values, and
  /// the base colours (which are inputs to the style), are never changed.
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
  public func updated(for state: ControlState, traits: TraitCollection = TraitCollection())
    -> ButtonConfiguration
  {
    var copy = self
    copy.update(for: state, traits: traits)
    return copy
  }

  /// Updates this configuration in place, as ``updated(for:traits:)`` does.
  public mutating func update(for state: ControlState, traits: TraitCollection = TraitCollection()) {
    storage.value.applyStateDefaults(for: state, tint: traits.tintColor)
  }
}

extension ButtonConfiguration.Values {
  /// The state bits the default look reads.
  func lookFlags(for state: ControlState) -> ControlStateFlags {
    ControlStateFlags(
      highlighted: state.contains(.highlighted), disabled: state.contains(.disabled),
      selected: automaticallyUpdateForSelection && state.contains(.selected),
      focused: state.contains(.focused))
  }

  /// The default colours for a state.
  func defaultLook(for state: ControlState, tint: DynamicColor) -> ButtonDefaultLook {
    if style.isGlass {
      return .glass(
        style: style, baseForeground: baseForegroundColor, baseBackground: baseBackgroundColor,
        state: lookFlags(for: state), tint: tint)
    }
    return ButtonDefaultLook(
      style: style, baseForeground: baseForegroundColor, baseBackground: baseBackgroundColor,
      state: lookFlags(for: state), tint: tint)
  }

  /// What the button styles in its background for `state`, or `nil` when the background is one made
  /// elsewhere, which the button does not style.
  func backgroundDefaults(for state: ControlState, tint: DynamicColor) -> BackgroundConfiguration.Defaults? {
    guard background.defaultStyle == .button else { return nil }
    let look = defaultLook(for: state, tint: tint)
    return BackgroundConfiguration.Defaults(
      backgroundColor: look.background, strokeColor: nil, strokeWidth: look.strokeWidth,
      cornerRadius: metrics.defaultCornerRadius)
  }

  /// Writes the state's defaults into the background properties you did not customise.
  mutating func applyStateDefaults(for state: ControlState, tint: DynamicColor) {
    guard let defaults = backgroundDefaults(for: state, tint: tint) else { return }
    background.apply(defaults)
    if let glass = style.glassStyle { background.applyDefaultVisualEffect(.glass(glass)) }
  }

  /// The glass effect behind a glass style's button-styled background, unless you assigned one.
  var defaultVisualEffect: BackgroundEffect? {
    guard let glass = style.glassStyle, background.defaultStyle == .button,
      !background.values.$visualEffect.isCustomized
    else { return nil }
    return .glass(glass)
  }
}
