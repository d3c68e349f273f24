public import SnapshotTesting

extension Snapshotting where Value: StateSheetConvertible, Format == String {
  /// A text snapshot of every reachable state: each state's names, each resolved property, and the rule
  /// that won each rule table (``StateSheet/text``), compared line by line and stored as `.txt`.
  ///
  /// ```swift
  /// @Test func followButtonLooks() {
  ///   assertSnapshot(of: FollowButton(), as: .reachableStates)
  /// }
  /// ```
  ///
  /// It is a computed property because `Snapshotting` is not `Sendable`.
  ///
  /// - Complexity: O(*s*) updates of the control for *s* reachable states, per snapshot.
  public static var reachableStates: Snapshotting<Value, String> {
    Snapshotting<String, String>(pathExtension: "txt", diffing: .lines).pullback { $0.stateSheet.text }
  }

  /// An HTML snapshot of every reachable state: one page with a tile per state and its "Why?" popover
  /// (``StateSheet/html``), stored as `.html` so that a reviewer can open it.
  ///
  /// ```swift
  /// assertSnapshot(of: FollowButton(), as: .reachableStatesHTML)
  /// ```
  ///
  /// - Complexity: O(*s*) updates of the control for *s* reachable states, per snapshot.
  public static var reachableStatesHTML: Snapshotting<Value, String> {
    Snapshotting<String, String>(pathExtension: "html", diffing: .lines).pullback { $0.stateSheet.html }
  }
}
