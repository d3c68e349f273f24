public import Stately

/// Something a ``ConfiguredControl`` noticed instead of failing silently.
public enum ControlDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The configuration could not be resolved in `state`; the previous appearance stays.
  case unresolvableConfiguration(ConfigurationError, state: ControlState)
  /// A setter that has no effect on the control as it is now was called, for example a legacy
  /// button setter that UIKit ignores in configuration mode.
  case ignoredSetter(String, state: ControlState, reason: String)
  /// A method or property of a control made of segments, such as a ``SegmentedControl``, was given a
  /// segment index outside `0..<count`; the call was ignored instead of trapping.
  ///
  /// - Parameters:
  ///   - method: The method or property, such as `"setTitle(_:forSegmentAt:)"`.
  ///   - index: The index it was given.
  ///   - count: The number of segments the control had.
  case segmentIndexOutOfRange(method: String, index: Int, count: Int)

  /// A sentence saying what happened and where.
  public var description: String {
    switch self {
    case .unresolvableConfiguration(let error, let state):
      "the configuration for \(state) cannot be resolved, so the previous appearance stays: \(error)"
    case .ignoredSetter(let setter, let state, let reason):
      "\(setter) for \(state) has no effect: \(reason)"
    case .segmentIndexOutOfRange(let method, let index, let count):
      "\(method) was given segment index \(index) on a control with \(Self.describeSegments(count)), "
        + "so the call was ignored"
    }
  }

  /// How many segments a control has, and which indexes are valid.
  private static func describeSegments(_ count: Int) -> String {
    switch count {
    case ...0: "no segments"
    case 1: "1 segment (valid: 0)"
    default: "\(count) segments (valid: 0..<\(count))"
    }
  }
}
