import ControlFixtures
import PlaygroundCore

/// One live session of the standard registry driven through the script without the network: what it
/// sends (its first render and the reply to each event) and how long each event took.
///
/// Every session starts from a fresh scene and sends the same script, so every session gets these
/// same texts from the playground. The times are the server's own work per browser event: parsing,
/// applying the event, the update cycle, rendering what changed and encoding the reply.
struct RecordedConversation: Sendable {
  /// The first message, the full render.
  let render: String
  /// The reply to each event of the script, in order.
  let replies: [String]
  /// For each event, the time of `receive` plus reading its reply, in order.
  let times: [Duration]

  /// Runs the script through one fresh session, directly, and keeps what it sends and how long each
  /// event took.
  static func record(_ script: EventScript) async -> RecordedConversation {
    let session = PlaygroundSession(id: 0, factory: PlaygroundRegistry.standard)
    var outgoing = session.outgoing.makeAsyncIterator()
    await session.start()
    let render = await outgoing.next() ?? ""
    let clock = ContinuousClock()
    var replies: [String] = []
    var times: [Duration] = []
    replies.reserveCapacity(script.count)
    times.reserveCapacity(script.count)
    for event in 0..<script.count {
      let text = script.message(event)
      let start = clock.now
      await session.receive(text)
      let reply = await outgoing.next() ?? ""
      times.append(start.duration(to: clock.now))
      replies.append(reply)
    }
    await session.close()
    return RecordedConversation(render: render, replies: replies, times: times)
  }
}
