import Stately

extension StateSpace {
  /// The state that `inputs` show in this space: the bits outside the space dropped, and the rest closed
  /// under the invariants, as a control's engine closes its factors (implications add their consequence,
  /// exclusions and suppressions hide theirs).
  ///
  /// A SwiftUI style gets every input afresh on each update, as a computed factor does, so it is closed
  /// rather than propagated: `mutual` given alone shows `[selected, mutual]` when mutual implies
  /// selected. An engine of the space computes it, so the SwiftUI styles and Stately's controls share one
  /// definition of the invariants.
  ///
  /// - Parameter inputs: Every bit the inputs turn on.
  /// - Returns: One of the space's reachable states.
  /// - Complexity: O(*i*) for *i* invariants, with one engine made and released.
  func state(showing inputs: ControlState) -> ControlState {
    ControlEngine(space: self).setFactors(matching: inputs)
  }
}
