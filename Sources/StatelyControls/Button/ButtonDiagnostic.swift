public import Stately

/// Something a ``StatelyButton`` noticed instead of failing silently.
public enum ButtonDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A legacy setter that UIKit ignores in configuration mode was called.
  case ignoredInConfigurationMode(setter: String, state: ControlState)
  /// The configuration could not be resolved; the previous appearance stays.
  case unresolvableConfiguration(ConfigurationError, state: ControlState)

  /// A sentence saying what happened and where.
  public var description: String {
    switch self {
    case .ignoredInConfigurationMode(let setter, let state):
      "\(setter) for \(state) has no effect: the button is in configuration mode, where UIKit ignores it"
    case .unresolvableConfiguration(let error, let state):
      "the configuration for \(state) cannot be resolved, so the previous appearance stays: \(error)"
    }
  }
}
