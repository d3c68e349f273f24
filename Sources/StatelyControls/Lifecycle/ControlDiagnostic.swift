public import Stately

/// Something a ``ConfiguredControl`` noticed instead of failing silently.
public enum ControlDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The configuration could not be resolved in `state`; the previous appearance stays.
  case unresolvableConfiguration(ConfigurationError, state: ControlState)
  /// A setter that has no effect on the control as it is now was called, for example a legacy
  /// button setter that UIKit ignores in configuration mode.
  case ignoredSetter(String, state: ControlState, reason: String)

  /// A sentence saying what happened and where.
  public var description: String {
    switch self {
    case .unresolvableConfiguration(let error, let state):
      "the configuration for \(state) cannot be resolved, so the previous appearance stays: \(error)"
    case .ignoredSetter(let setter, let state, let reason):
      "\(setter) for \(state) has no effect: \(reason)"
    }
  }
}
