public import Stately

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension StatelyButton {
  /// Sets the title for a state, as UIKit's `setTitle(_:for:)` does.
  ///
  /// The value is stored for the exact state, after UIKit's normalisation: a state with `.highlighted`
  /// and `.disabled` is read as the state without `.disabled`, so a value set for it takes that state's
  /// place when that state has a value of any kind, and has no effect otherwise (the button records a
  /// ``ControlDiagnostic``). Every per-state setter of the button works this way. Passing `nil` removes
  /// the value, so the state falls back to `.normal`. In configuration mode, the title for the current
  /// state wins over `configuration.title` unless the update handler writes the title.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to remove it.
  ///   - state: The exact state it is for.
  public func setTitle(_ title: String?, for state: ControlState) {
    storeLegacy(title, in: \.titles, for: state, setter: "setTitle(_:for:)")
  }

  /// The title for a state: the exact state, else `.normal`, else `nil`.
  public func title(for state: ControlState) -> String? {
    model.legacy.titles.legacyLookup(for: state)?.rule.value
  }

  /// Sets the attributed title for a state, as UIKit's `setAttributedTitle(_:for:)` does. Where a state
  /// resolves to both an attributed and a plain title, the attributed one wins.
  ///
  /// - Parameters:
  ///   - title: The attributed title, or `nil` to remove it.
  ///   - state: The exact state it is for.
  public func setAttributedTitle(_ title: AttributedString?, for state: ControlState) {
    storeLegacy(title, in: \.attributedTitles, for: state, setter: "setAttributedTitle(_:for:)")
  }

  /// The attributed title for a state: the exact state, else `.normal`, else `nil`.
  public func attributedTitle(for state: ControlState) -> AttributedString? {
    model.legacy.attributedTitles.legacyLookup(for: state)?.rule.value
  }

  /// Sets the title colour for a state, as UIKit's `setTitleColor(_:for:)` does.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil` to remove it.
  ///   - state: The exact state it is for.
  public func setTitleColor(_ color: DynamicColor?, for state: ControlState) {
    storeLegacy(color, in: \.titleColors, for: state, setter: "setTitleColor(_:for:)")
  }

  /// The title colour set for a state: the exact state, else `.normal`, else `nil` (the style decides).
  public func titleColor(for state: ControlState) -> DynamicColor? {
    model.legacy.titleColors.legacyLookup(for: state)?.rule.value
  }

  /// Sets the image for a state, as UIKit's `setImage(_:for:)` does.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` to remove it.
  ///   - state: The exact state it is for.
  public func setImage(_ image: ImageReference?, for state: ControlState) {
    storeLegacy(image, in: \.images, for: state, setter: "setImage(_:for:)")
  }

  /// The image for a state: the exact state, else `.normal`, else `nil`.
  public func image(for state: ControlState) -> ImageReference? {
    model.legacy.images.legacyLookup(for: state)?.rule.value
  }

  /// Sets the background image for a state, as UIKit's `setBackgroundImage(_:for:)` does.
  ///
  /// Only a legacy button draws it. In configuration mode UIKit ignores it; so does this button, and
  /// it records ``ControlDiagnostic/ignoredSetter(_:state:reason:)``.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` to remove it.
  ///   - state: The exact state it is for.
  public func setBackgroundImage(_ image: ImageReference?, for state: ControlState) {
    storeLegacy(image, in: \.backgroundImages, for: state, setter: "setBackgroundImage(_:for:)")
    if isConfigurationMode { recordIgnored("setBackgroundImage(_:for:)", state: state) }
  }

  /// The background image for a state: the exact state, else `.normal`, else `nil`.
  public func backgroundImage(for state: ControlState) -> ImageReference? {
    model.legacy.backgroundImages.legacyLookup(for: state)?.rule.value
  }

  /// Sets the title shadow colour for a state, as UIKit's `setTitleShadowColor(_:for:)` does.
  ///
  /// Only a legacy button draws it. In configuration mode UIKit ignores it; so does this button, and
  /// it records ``ControlDiagnostic/ignoredSetter(_:state:reason:)``.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil` to remove it.
  ///   - state: The exact state it is for.
  public func setTitleShadowColor(_ color: DynamicColor?, for state: ControlState) {
    storeLegacy(color, in: \.titleShadowColors, for: state, setter: "setTitleShadowColor(_:for:)")
    if isConfigurationMode { recordIgnored("setTitleShadowColor(_:for:)", state: state) }
  }

  /// The title shadow colour for a state: the exact state, else `.normal`, else `nil` (UIKit's
  /// default is 50% black).
  public func titleShadowColor(for state: ControlState) -> DynamicColor? {
    model.legacy.titleShadowColors.legacyLookup(for: state)?.rule.value
  }

  /// The title shown now, as UIKit's `currentTitle`: the title the last update displayed.
  public var currentTitle: String? { appearance.title }

  /// The title colour shown now, as UIKit's `currentTitleColor`.
  public var currentTitleColor: ResolvedColor { appearance.titleAttributes.foregroundColor }

  /// The image shown now, as UIKit's `currentImage`.
  public var currentImage: ImageReference? { appearance.image }

  /// Stores a legacy value for a state, or removes it when `value` is `nil`, and requests an update.
  private func storeLegacy<Value>(
    _ value: Value?, in table: WritableKeyPath<LegacyValues, StateTable<Value>>, for state: ControlState,
    setter: String
  ) {
    guard let stored = model.legacy.storageState(for: state) else {
      record(
        .ignoredSetter(
          setter, state: state,
          reason: "UIKit reads \(state) as \(state.subtracting(.disabled)), which has no value set yet"))
      return
    }
    // Changed in a copy (see `model`).
    var legacy = model.legacy
    model.legacy = LegacyValues.empty
    if let value {
      legacy[keyPath: table].setValue(value, for: .exact(stored))
    } else {
      legacy[keyPath: table].removeValue(for: .exact(stored))
    }
    model.legacy = legacy
    configurationDidChange()
  }

  /// Records that a setter UIKit ignores in configuration mode was called.
  private func recordIgnored(_ setter: String, state: ControlState) {
    record(
      .ignoredSetter(
        setter, state: state, reason: "the button is in configuration mode, where UIKit ignores it"))
  }
}
