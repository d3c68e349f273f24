#if canImport(SwiftUI) && os(iOS)
  public import Stately
  public import SwiftUI

  /// The key of `EnvironmentValues.statelyState`.
  private struct StatelyStateKey: EnvironmentKey {
    static let defaultValue = ControlState.normal
  }

  extension EnvironmentValues {
    /// The state of the Stately control a view is drawn in: set by ``StatelyButtonStyle`` for the
    /// button's label, by ``StatelyToggleStyle`` for the toggle's label, and by `statelyState(_:)` for
    /// any view. `ControlState.normal` outside them.
    ///
    /// A label reads it to follow the control's state, the press included, which a `ButtonStyle` keeps
    /// to itself otherwise.
    public var statelyState: ControlState {
      get { self[StatelyStateKey.self] }
      set { self[StatelyStateKey.self] = newValue }
    }
  }
#endif
