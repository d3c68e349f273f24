import Stately

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A legacy button's per-state values: exact rules keyed by the normalised state, as UIKit's per-state
/// setters store them. A lookup that finds no rule means "not set", so the tables' defaults are never
/// read.
///
/// UIKit keeps one content record per state for all of a button's per-state values, and normalises a
/// state with both `.highlighted` and `.disabled` to the state without `.disabled`, on set and on get.
/// A value set for such a state lands in the normalised state's record only when that record exists,
/// that is when any value was set for the normalised state; otherwise UIKit files it under a state no
/// lookup reads, so it has no effect. (material-components-ios' `MDCButtonTests`, run against a real
/// `UIButton`, pin this down for the title colour; the other values share UIKit's code path.)
struct LegacyValues: Sendable, Hashable {
  /// No value for any state: what a button's model holds while a table is changed outside it.
  static let empty = LegacyValues()

  var titles = StateTable<String>(default: "")
  var attributedTitles = StateTable<AttributedString>(default: AttributedString())
  var titleColors = StateTable<DynamicColor>(default: .clear)
  var images = StateTable<ImageReference>(default: .system(""))
  var backgroundImages = StateTable<ImageReference>(default: .system(""))
  var titleShadowColors = StateTable<DynamicColor>(default: .clear)

  /// Where a value set for `state` is stored: the normalised state, or `nil` when UIKit would file it
  /// where no lookup reads it (see ``LegacyValues``).
  func storageState(for state: ControlState) -> ControlState? {
    let normalized = StateTable<String>.legacyNormalized(state)
    return normalized == state || hasValues(for: normalized) ? normalized : nil
  }

  /// Whether any value is set for exactly `state`: UIKit's content record for it exists.
  private func hasValues(for state: ControlState) -> Bool {
    titles.exactRule(for: state) != nil || attributedTitles.exactRule(for: state) != nil
      || titleColors.exactRule(for: state) != nil || images.exactRule(for: state) != nil
      || backgroundImages.exactRule(for: state) != nil || titleShadowColors.exactRule(for: state) != nil
  }
}
