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
  func resolveWithPrecedence() throws(ConfigurationError) -> ButtonAppearance {
    let state = stateBeingApplied ?? lastAppliedState ?? self.state
    // Each stored property read once.
    let stored = self.configuration
    let configuration = stored ?? Self.legacyBase
    let traits = self.traits
    let written = writtenByUpdate
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
    if stored == nil && configurationMachine == nil {
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

/// How often each value the precedence rules compare had been assigned in a configuration.
struct PrecedenceAssignments: Equatable {
  var title: UInt32
  var baseForegroundColor: UInt32
  var image: UInt32

  /// The counts of `configuration`.
  init(_ configuration: ButtonConfiguration) {
    title = configuration.storedValues.$titleContent.assignments
    baseForegroundColor = configuration.storedValues.$baseForegroundColor.assignments
    image = configuration.storedValues.$image.assignments
  }
}

/// Which values the precedence rules compare an update's override or handler wrote.
struct WrittenValues: Sendable, Hashable {
  var title = false
  var baseForegroundColor = false
  var image = false

  init() {}

  /// Compares how often each value was assigned before and after the override and handler ran: a write
  /// counts even when it writes the value that was already there.
  ///
  /// - Parameters:
  ///   - before: The counts before they ran, or `nil` when there was no configuration.
  ///   - after: The configuration after they ran.
  init(before: PrecedenceAssignments?, after: ButtonConfiguration?) {
    guard let after else { return }
    let now = PrecedenceAssignments(after)
    title = now.title != 0 && now.title != before?.title
    baseForegroundColor =
      now.baseForegroundColor != 0 && now.baseForegroundColor != before?.baseForegroundColor
    image = now.image != 0 && now.image != before?.image
  }
}
