#if canImport(UIKit)
  import StatelyUIKit

  /// The button `OneSourceFollowButton` is built on in this target.
  typealias PlatformButton = StatelyUIButton
#else
  import StatelyControls

  /// Where UIKit does not exist and no surface stands in for it (macOS), the one source still compiles,
  /// on the portable button.
  typealias PlatformButton = StatelyButton
#endif
