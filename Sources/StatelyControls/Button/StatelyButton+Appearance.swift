import Stately

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StatelyButton {
  /// The configuration a legacy button resolves with: UIKit's system button, a plain style.
  static let legacyBase = ButtonConfiguration.plain()

  /// Resolves ``appearance`` for the current state with the old-against-new precedence.
  ///
  /// Copies no configuration: the configuration resolves as it is, and legacy values are laid over
  /// the resolved appearance.
  func resolveAppearance() {
    let state = self.state
    let resolutionState = automaticallyUpdatesConfiguration ? state : .normal
    // The configuration is only ever reached in place (`inout`), never read into a local: reading a
    // property of an open class returns a copy.
    let step = Self.resolveInPlace(
      &configuration, restoring: customizationBeforeHandler, state: resolutionState, traits: traits)
    let written = step.written
    propertiesWrittenByLastUpdate = written
    var resolved: ButtonAppearance
    switch step.result {
    case .success(let appearance): resolved = appearance
    case .failure(let error):
      record(.unresolvableConfiguration(error, state: state))
      return
    }
    resolved.state = state
    var sources = ButtonValueSources()
    let customizedNow = step.customizedNow

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
    if !step.hasConfiguration && configurationMachine == nil {  // isConfigurationMode, without a copy
      resolved.backgroundImage = legacyValue(legacyBackgroundImages, state)?.value
      resolved.titleShadowColor = legacyValue(legacyTitleShadowColors, state)?.value
        .resolved(in: traits.userInterfaceStyle)
    }
    valueSources = sources
    appearance = resolved
  }

  /// Clears the customisations before the handler runs and returns them, in place; `nil` without a
  /// configuration.
  static func clearCustomizations(_ configuration: inout ButtonConfiguration?) -> ButtonConfiguration
    .Property?
  {
    // Optional chaining reads and writes the one field in place; `unsafelyUnwrapped` would copy
    // the whole configuration to read it.
    guard let customized = configuration?.customizedProperties else { return nil }
    configuration?.customizedProperties = []
    return customized
  }

  /// Notes what the update wrote, restores the customisations from before the handler, and resolves
  /// the configuration (or the legacy base) without copying it.
  private static func resolveInPlace(
    _ configuration: inout ButtonConfiguration?, restoring before: ButtonConfiguration.Property,
    state: ControlState, traits: TraitCollection
  ) -> (
    hasConfiguration: Bool, written: ButtonConfiguration.Property,
    customizedNow: ButtonConfiguration.Property,
    result: Result<ButtonAppearance, ConfigurationError>
  ) {
    guard configuration != nil else {
      return (
        false, [], [],
        Result { () throws(ConfigurationError) in
          try legacyBase.resolvedAppearance(for: state, traits: traits)
        }
      )
    }
    let written = configuration?.customizedProperties ?? []
    let customizedNow = before.union(written)
    configuration?.customizedProperties = customizedNow
    let result = Result { () throws(ConfigurationError) in
      try resolve(&configuration!, state: state, traits: traits)
    }
    return (true, written, customizedNow, result)
  }

  /// Resolves `configuration` through an `inout` borrow: a call on the unwrapped optional could copy
  /// the whole configuration first.
  private static func resolve(
    _ configuration: inout ButtonConfiguration, state: ControlState, traits: TraitCollection
  ) throws(ConfigurationError) -> ButtonAppearance {
    try configuration.resolvedAppearance(for: state, traits: traits)
  }

  /// A legacy lookup that also says which state supplied the value.
  private func legacyValue<Value>(_ table: StateTable<Value>, _ state: ControlState) -> (
    value: Value, found: ControlState
  )? {
    // Most tables are empty (a configuration-mode button sets no legacy values); the inlined check
    // spares the generic call into the engine, which looks up the table's type metadata each time.
    guard !table.isEmpty else { return nil }
    return table.legacyLookup(for: state).map { ($0.rule.value, $0.state) }
  }
}
