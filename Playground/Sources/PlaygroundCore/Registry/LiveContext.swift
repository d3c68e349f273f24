public import Stately

/// What a registry entry's live controls are made with: the session's update cycle and timers.
///
/// Every control of a session shares the cycle, so one browser event gives one flush, and a control
/// bound to another updates in the same flush.
public struct LiveContext {
  /// The cycle every control of the session updates in.
  public let cycle: UpdateCycle
  /// Timers for work that completes later, such as a simulated network request.
  public let timers: SessionTimers

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - cycle: The session's update cycle.
  ///   - timers: The session's timers.
  public init(cycle: UpdateCycle, timers: SessionTimers) {
    self.cycle = cycle
    self.timers = timers
  }
}
