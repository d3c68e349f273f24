/// The kind of list a view sits in (UIKit's `UIListEnvironment` trait).
///
/// The adaptive presets ``BackgroundConfiguration/listCell()``, ``BackgroundConfiguration/listHeader()``,
/// ``ListContentConfiguration/cell()`` and their siblings read it from the state's
/// ``TraitCollection/listEnvironment`` when they are updated, and style themselves for that list.
/// ``none`` and ``plain`` both give the plain look.
///
/// The raw values follow UIKit's declaration order; UIKit's `unspecified` (0) has no counterpart,
/// since a trait collection always has an environment here.
public enum ListEnvironment: Int, Sendable, Hashable, CaseIterable {
  /// Not in a list (1). Presets use the plain look.
  case none = 1
  /// A plain list (2).
  case plain
  /// A grouped list (3).
  case grouped
  /// A grouped list whose sections are inset and rounded (4).
  case insetGrouped
  /// A sidebar (5).
  case sidebar
  /// A sidebar drawn without the sidebar's own background (6).
  case sidebarPlain
}
