public import StatelyControls

/// A value that the `Snapshotting.reachableStates` and
/// `Snapshotting.reachableStatesHTML` strategies can snapshot: anything that gives a
/// ``StateSheet``.
///
/// Every `StatelyControls/ConfiguredControl` conforms, and so does your own subclass, with nothing to
/// write; ``StateSheet`` conforms too.
///
/// ```swift
/// assertSnapshot(of: FollowButton(), as: .reachableStates)
/// assertSnapshot(of: StateSheet(title: "Badge") { Badge() }, as: .reachableStates)
/// ```
public protocol StateSheetConvertible {
  /// The sheet to snapshot.
  var stateSheet: StateSheet { get }
}

extension StateSheet: StateSheetConvertible {
  /// The sheet itself.
  public var stateSheet: StateSheet { self }
}

extension ConfiguredControl: StateSheetConvertible {
  /// The control in each reachable state of its space: ``StateSheet/init(of:title:)``.
  ///
  /// - Complexity: O(*s*) updates of the control for *s* reachable states.
  public var stateSheet: StateSheet { StateSheet(of: self) }
}
