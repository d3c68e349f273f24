import ControlFixtures
import PlaygroundCore

/// The server's own work per browser event, without the network: one session of the standard registry
/// receives the script's messages directly, and each reply is taken from its outgoing stream.
///
/// This is what a session costs the host per event: parsing, applying the event, the update cycle,
/// rendering what changed and encoding the reply.
enum ServerTime {
  /// Times `script.count` messages into one fresh session.
  ///
  /// - Returns: The time of each `receive` plus reading its reply, in order.
  static func measure(_ script: EventScript) async -> [Duration] {
    let session = PlaygroundSession(id: 0, factory: PlaygroundRegistry.standard)
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    _ = await replies.next()
    let clock = ContinuousClock()
    var times: [Duration] = []
    times.reserveCapacity(script.count)
    for event in 0..<script.count {
      let text = script.message(event)
      let start = clock.now
      await session.receive(text)
      _ = await replies.next()
      times.append(start.duration(to: clock.now))
    }
    await session.close()
    return times
  }
}
