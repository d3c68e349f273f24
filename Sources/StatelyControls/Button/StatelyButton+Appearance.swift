import Stately

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StatelyButton {
  /// The configuration a legacy button resolves with: UIKit's system button, a plain style.
  static let legacyBase = ButtonConfiguration.plain()

  /// The appearance for the state of the last update, with the old-against-new precedence the type
  /// documentation describes: the update's own writes, then legacy per-state values, then the
  /// configuration. Also notes where each value came from.
  ///
  /// A resolution whose inputs match one of the last few is taken from ``appearanceMemo``.
  func resolveWithPrecedence() throws(ConfigurationError) -> ButtonAppearance {
    let state = stateBeingApplied ?? lastAppliedState ?? self.state
    let inputs = ButtonAppearanceMemo.Inputs(
      state: state.rawValue, configuration: self.configuration, written: writtenByUpdate,
      legacyGeneration: legacyGeneration, traits: traits.key, isConfigurationMode: isConfigurationMode,
      automaticallyUpdatesConfiguration: automaticallyUpdatesConfiguration)
    if let kept = appearanceMemo.resolution(for: inputs) {
      resolvedSources = kept.sources
      return kept.appearance
    }
    let resolved = try resolveWithPrecedence(in: state)
    appearanceMemo.insert(
      .init(appearance: resolved, sources: resolvedSources, traits: traits), for: inputs)
    return resolved
  }

  /// Resolves the appearance for `state` from scratch; see ``resolveWithPrecedence()``.
  private func resolveWithPrecedence(in state: ControlState) throws(ConfigurationError) -> ButtonAppearance {
    let configuration = self.configuration ?? Self.legacyBase
    var resolved = try configuration.resolvedAppearance(
      for: automaticallyUpdatesConfiguration ? state : .normal, traits: traits)
    resolved.state = state
    var sources = ButtonValueSources()

    // Title: the update's write, else a legacy value (attributed first), else the configuration.
    if writtenByUpdate.title {
      sources.title = .updateHandler
    } else if let hit = legacy.attributedTitles.legacyLookup(for: state) {
      resolved.title = String(hit.rule.value.characters)
      sources.title = .legacy(requested: state, found: hit.state)
    } else if let hit = legacy.titles.legacyLookup(for: state) {
      resolved.title = hit.rule.value
      sources.title = .legacy(requested: state, found: hit.state)
    } else {
      sources.title =
        self.configuration?.storedValues.$titleContent.isCustomized == true
        ? .configuration : .styleDefault
    }

    // Title colour: the update's base colour, else a legacy colour, else the style.
    if writtenByUpdate.baseForegroundColor {
      sources.titleColor = .updateHandler
    } else if let hit = legacy.titleColors.legacyLookup(for: state) {
      let concrete = hit.rule.value.resolved(in: traits.userInterfaceStyle)
      resolved.foregroundColor = concrete
      resolved.titleAttributes.foregroundColor = concrete
      resolved.subtitleAttributes.foregroundColor = concrete
      sources.titleColor = .legacy(requested: state, found: hit.state)
    } else {
      sources.titleColor =
        self.configuration?.storedValues.$baseForegroundColor.isCustomized == true
        ? .configuration : .styleDefault
    }

    // Image: the update's image, else a legacy image, else the configuration. An activity indicator
    // takes the image's place.
    if writtenByUpdate.image {
      sources.image = .updateHandler
    } else if let hit = legacy.images.legacyLookup(for: state) {
      if !resolved.showsActivityIndicator { resolved.image = hit.rule.value }
      sources.image = .legacy(requested: state, found: hit.state)
    } else {
      sources.image =
        self.configuration?.storedValues.$image.isCustomized == true ? .configuration : .styleDefault
    }

    // Setters UIKit honours only without a configuration.
    if !isConfigurationMode {
      resolved.backgroundImage = legacy.backgroundImages.legacyLookup(for: state)?.rule.value
      resolved.titleShadowColor = legacy.titleShadowColors.legacyLookup(for: state)?.rule.value
        .resolved(in: traits.userInterfaceStyle)
    }
    resolvedSources = sources
    return resolved
  }
}

/// A legacy button's per-state values: exact rules keyed by the normalised state, as UIKit's per-state
/// setters store them. A lookup that finds no rule means "not set", so the tables' defaults are never
/// read.
struct LegacyValues: Sendable, Hashable {
  var titles = StateTable<String>(default: "")
  var attributedTitles = StateTable<AttributedString>(default: AttributedString())
  var titleColors = StateTable<DynamicColor>(default: .clear)
  var images = StateTable<ImageReference>(default: .system(""))
  var backgroundImages = StateTable<ImageReference>(default: .system(""))
  var titleShadowColors = StateTable<DynamicColor>(default: .clear)
}

/// Which values the precedence rules compare an update's override or handler wrote.
struct WrittenValues: Sendable, Hashable {
  var title = false
  var baseForegroundColor = false
  var image = false

  init() {}

  /// Compares how often each value was assigned before and after the override and handler ran: a write
  /// counts even when it writes the value that was already there.
  init(before: ButtonConfiguration?, after: ButtonConfiguration?) {
    // Field by field: copying the values out of either configuration would copy all of them. Each is
    // checked against `nil`, then unwrapped in place: binding it with `if let` copied it.
    guard after != nil else { return }
    // Nothing was assigned when both still share their values.
    if before != nil, before.unsafelyUnwrapped.sharesValues(with: after.unsafelyUnwrapped) { return }
    title = Self.wrote(
      after.unsafelyUnwrapped.storedValues.$titleContent, since: before?.storedValues.$titleContent)
    baseForegroundColor = Self.wrote(
      after.unsafelyUnwrapped.storedValues.$baseForegroundColor,
      since: before?.storedValues.$baseForegroundColor)
    image = Self.wrote(after.unsafelyUnwrapped.storedValues.$image, since: before?.storedValues.$image)
  }

  /// Whether `after` was assigned since it was `before`.
  private static func wrote<Value>(_ after: Customizable<Value>, since before: Customizable<Value>?) -> Bool {
    after.isCustomized && after.assignments != before?.assignments
  }
}
