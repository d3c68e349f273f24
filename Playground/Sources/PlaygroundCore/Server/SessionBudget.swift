import NIOConcurrencyHelpers

/// A live session's processing budget, shared by the two places that spend it: the connection's
/// message reader charges the time each message took, and its ``WebSocketFrameGate`` charges every frame
/// a fixed cost as it arrives, so that pings, pongs, closes and frames that carry nothing (empty
/// continuations) cost the session too.
///
/// While the budget is in debt the reader waits before its next message, and the frame gate does not
/// read the socket, so a session that floods the server slows only itself.
final class SessionBudget: Sendable {
  /// What each frame costs.
  let frameCost: Duration
  private let bucket: NIOLockedValueBox<(budget: ProcessingBudget, charged: Duration)>
  private let now: @Sendable () -> ContinuousClock.Instant

  /// A full budget for one session.
  ///
  /// - Parameters:
  ///   - limits: The session's share, burst and cost per frame.
  ///   - now: The clock; tests pass one they move themselves.
  init(limits: PlaygroundLimits, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
    frameCost = limits.processingPerFrame
    self.now = now
    bucket = NIOLockedValueBox(
      (ProcessingBudget(share: limits.processingShare, burst: limits.processingBurst, now: now()), .zero))
  }

  /// Charges work done.
  ///
  /// - Parameter work: How long it took.
  /// - Returns: How long the session should wait before more of its work is taken: zero while the
  ///   budget is not in debt.
  @discardableResult
  func charge(_ work: Duration) -> Duration {
    let instant = now()
    return bucket.withLockedValue {
      $0.charged += work
      return $0.budget.charge(work, at: instant)
    }
  }

  /// Charges one frame's cost; see ``charge(_:)``.
  @discardableResult
  func chargeFrame() -> Duration { charge(frameCost) }

  /// How long until the budget is out of debt: zero when it is not in debt.
  var pause: Duration { charge(.zero) }

  /// Everything charged so far.
  var charged: Duration { bucket.withLockedValue { $0.charged } }
}
