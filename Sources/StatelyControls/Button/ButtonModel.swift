import Stately

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a ``StatelyButton``'s look is resolved from besides its configuration, as one value.
struct ButtonModel {
  var table: ConfigurationTable<ButtonConfiguration>?
  var automaticallyUpdatesConfiguration = true
  var changesSelectionAsPrimaryAction = false
  var traits: TraitCollection
  /// The legacy per-state values, set with `setTitle(_:for:)` and its siblings.
  var legacy = LegacyValues()
  /// The marked assignment counts of the compared values when the override and handler began.
  var assignmentsBeforeHandler: PrecedenceAssignments?
  /// Which of those values the override or handler wrote in the last update.
  var written = WrittenValues()

  /// The configuration a legacy button resolves with: UIKit's system button, a plain style.
  static let legacyBase = ButtonConfiguration.plain()

  /// The appearance for `state` with the precedence ``StatelyButton`` describes, and where the title,
  /// title colour and image came from; `stored` is `nil` for a legacy button.
  func resolved(for state: ControlState, configuration stored: ButtonConfiguration?)
    throws(ConfigurationError)
    -> (ButtonAppearance, ButtonValueSources)
  {
    let configuration = stored ?? Self.legacyBase
    var resolved = try configuration.resolvedAppearance(
      for: automaticallyUpdatesConfiguration ? state : .normal, traits: traits)
    resolved.state = state
    var sources = ButtonValueSources()

    // Title: the update's write, else a legacy value (attributed first), else the configuration.
    if written.title {
      sources.title = .updateHandler
    } else if let hit = legacy.attributedTitles.legacyLookup(for: state) {
      resolved.title = String(hit.rule.value.characters)
      sources.title = .legacy(requested: state, found: hit.state)
    } else if let hit = legacy.titles.legacyLookup(for: state) {
      resolved.title = hit.rule.value
      sources.title = .legacy(requested: state, found: hit.state)
    } else {
      sources.title =
        stored?.storedValues.$titleContent.isCustomized == true
        ? .configuration : .styleDefault
    }

    // Title colour: the update's base colour, else a legacy colour, else the style.
    if written.baseForegroundColor {
      sources.titleColor = .updateHandler
    } else if let hit = legacy.titleColors.legacyLookup(for: state) {
      let concrete = hit.rule.value.resolved(in: traits.userInterfaceStyle)
      resolved.foregroundColor = concrete
      resolved.titleAttributes.foregroundColor = concrete
      resolved.subtitleAttributes.foregroundColor = concrete
      sources.titleColor = .legacy(requested: state, found: hit.state)
    } else {
      sources.titleColor =
        stored?.storedValues.$baseForegroundColor.isCustomized == true
        ? .configuration : .styleDefault
    }

    // Image: the update's image, else a legacy image, else the configuration. An activity indicator
    // takes the image's place.
    if written.image {
      sources.image = .updateHandler
    } else if let hit = legacy.images.legacyLookup(for: state) {
      if !resolved.showsActivityIndicator { resolved.image = hit.rule.value }
      sources.image = .legacy(requested: state, found: hit.state)
    } else {
      sources.image =
        stored?.storedValues.$image.isCustomized == true ? .configuration : .styleDefault
    }

    // Setters UIKit honours only without a configuration.
    if stored == nil && table == nil {
      resolved.backgroundImage = legacy.backgroundImages.legacyLookup(for: state)?.rule.value
      resolved.titleShadowColor = legacy.titleShadowColors.legacyLookup(for: state)?.rule.value
        .resolved(in: traits.userInterfaceStyle)
    }
    return (resolved, sources)
  }
}
