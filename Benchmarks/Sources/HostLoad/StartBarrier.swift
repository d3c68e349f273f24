/// Holds the sessions until every one of them has connected and read its first render, so that the
/// events are timed with all the sessions live, and not behind the other sessions' connections and
/// first renders.
actor StartBarrier {
  /// How many sessions must arrive.
  private let parties: Int
  /// The sessions that arrived, by index; a session arrives once however often it calls.
  private var arrived: Set<Int> = []
  /// The sessions waiting for the others.
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Creates a barrier for `parties` sessions.
  init(parties: Int) {
    self.parties = parties
  }

  /// Marks session `index` as ready and returns once every session is. A session that failed to
  /// connect arrives too, so that it never holds up the others.
  func arrive(_ index: Int) async {
    arrived.insert(index)
    if arrived.count >= parties {
      for session in waiting { session.resume() }
      waiting.removeAll()
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }
}
