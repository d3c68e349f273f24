import Stately

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Button {
  /// The configuration a legacy button resolves with: UIKit's system button, a plain style.
  static let legacyBase = ButtonConfiguration.plain()

  /// Resolves ``appearance`` for the current state with the old-against-new precedence.
  ///
  /// Copies no configuration: the configuration resolves as it is, and legacy values are laid over
  /// the resolved appearance.
  func resolveAppearance() {
    let state = self.state
    var written: ButtonConfiguration.Property = []
    if let customized = configuration?.customizedProperties {
      written = customized
      configuration?.customizedProperties = customizationBeforeHandler.union(customized)
    }
    propertiesWrittenByLastUpdate = written
    let resolutionState = automaticallyUpdatesConfiguration ? state : .normal
    var resolved: ButtonAppearance
    do {
      if let configuration {
        resolved = try configuration.resolvedAppearance(for: resolutionState, traits: traits)
      } else {
        resolved = try Self.legacyBase.resolvedAppearance(for: resolutionState, traits: traits)
      }
    } catch {
      record(.unresolvableConfiguration(error, state: state))
      return
    }
    resolved.state = state
    var sources = ButtonValueSources()
    let customizedNow = configuration?.customizedProperties ?? []

    // Title: the handler's write, else a legacy value (attributed first), else the configuration.
    if written.contains(.title) {
      sources.title = .updateHandler
    } else if let hit = legacyValue(legacyAttributedTitles, state) {
      resolved.title = String(hit.value.characters)
      sources.title = .legacy(requested: state, found: hit.found)
    } else if let hit = legacyValue(legacyTitles, state) {
      resolved.title = hit.value
      sources.title = .legacy(requested: state, found: hit.found)
    } else {
      sources.title = customizedNow.contains(.title) ? .configuration : .styleDefault
    }

    // Title colour: the handler's base colour, else a legacy colour, else the style.
    if written.contains(.baseForegroundColor) {
      sources.titleColor = .updateHandler
    } else if let hit = legacyValue(legacyTitleColors, state) {
      let concrete = hit.value.resolved(in: traits.userInterfaceStyle)
      resolved.foregroundColor = concrete
      resolved.titleAttributes.foregroundColor = concrete
      resolved.subtitleAttributes.foregroundColor = concrete
      sources.titleColor = .legacy(requested: state, found: hit.found)
    } else {
      sources.titleColor = customizedNow.contains(.baseForegroundColor) ? .configuration : .styleDefault
    }

    // Image: the handler's image, else a legacy image, else the configuration. An activity indicator
    // takes the image's place.
    if written.contains(.image) {
      sources.image = .updateHandler
    } else if let hit = legacyValue(legacyImages, state) {
      if !resolved.showsActivityIndicator { resolved.image = hit.value }
      sources.image = .legacy(requested: state, found: hit.found)
    } else {
      sources.image = customizedNow.contains(.image) ? .configuration : .styleDefault
    }

    // Setters UIKit honours only without a configuration.
    if !isConfigurationMode {
      resolved.backgroundImage = legacyValue(legacyBackgroundImages, state)?.value
      resolved.titleShadowColor = legacyValue(legacyTitleShadowColors, state)?.value
        .resolved(in: traits.userInterfaceStyle)
    }
    valueSources = sources
    appearance = resolved
  }

  /// A legacy lookup that also says which state supplied the value.
  private func legacyValue<Value>(_ table: StateTable<Value>, _ state: ControlState) -> (
    value: Value, found: ControlState
  )? {
    let normalized = StateTable<Value>.legacyNormalized(state)
    if let rule = table.rule(for: .exact(normalized)) { return (rule.value, normalized) }
    if let rule = table.rule(for: .exact(.normal)) { return (rule.value, .normal) }
    return nil
  }
}
