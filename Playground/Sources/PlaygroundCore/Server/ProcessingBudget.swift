/// How much processing time one session may use, so a session that floods the server with costly
/// messages slows only itself: a token bucket that refills at a share of wall-clock time.
///
/// After each message the session's reader charges the time the message took; when the bucket is in
/// debt, it waits until the debt is repaid before reading the next message. Messages wait in the socket
/// meanwhile, so nothing is lost.
struct ProcessingBudget {
  /// The share of one core a session may use over time, such as `0.25`.
  let share: Double
  /// The most time a session may use in one burst.
  let burst: Duration
  private var available: Duration
  private var last: ContinuousClock.Instant

  /// A full bucket at `now`.
  init(share: Double, burst: Duration, now: ContinuousClock.Instant) {
    precondition(share > 0 && share <= 1, "a session's processing share must be in (0, 1], not \(share)")
    self.share = share
    self.burst = burst
    self.available = burst
    self.last = now
  }

  /// Charges `work` done up to `now`.
  ///
  /// - Returns: How long to wait before the next message: zero while the bucket is not in debt.
  mutating func charge(_ work: Duration, at now: ContinuousClock.Instant) -> Duration {
    available = min(burst, available + (now - last) * share)
    last = now
    available -= work
    return available >= .zero ? .zero : (Duration.zero - available) / share
  }
}
