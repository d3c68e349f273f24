import StatelyControls

/// The button `OneSourceFollowButton` is built on in this target.
typealias PlatformButton = StatelyButton
