import ArgumentParser
import ControlFixtures
import PlaygroundCore

/// Drives the playground's live page protocol with many sessions at once and reports how long each
/// browser event takes to come back, and whether every session ends where it should.
///
/// Each session sends its next event as soon as the last one's reply arrives, which measures the server
/// saturated: then a reply waits behind the events of every other session. With `--pace` each session
/// sends at most one event per pace, as a person clicks, and the sessions' sends are spread evenly.
///
/// Without `--url` it serves the standard registry from this process (a release build when run with
/// `-c release`) on an ephemeral loopback port. With `--url` it drives a server started elsewhere, such
/// as the debug build that `swift run --package-path Playground stately-playground` runs. With
/// `--replay` it serves, on the same WebSocket stack, the replies the playground gave for the script,
/// recorded once: the latency the transport and the clients alone cost.
///
/// `--attack` and `--silent` run an attack instead, each against its bound: two sessions flooding the
/// server with frames beside one clicking session (``runAttack(_:)``), or connections that send nothing
/// beside page loads (``runSilent()``).
@main
struct HostLoad: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "host-load",
    abstract: "Drives N live sessions × M browser events against the playground and checks every reply.")

  @Option(help: "How many sessions run at once.")
  var sessions = 100

  @Option(help: "How many events each session sends, one at a time (a multiple of 3 ends on a click).")
  var events = 200

  @Option(
    help: """
      How many more sessions flood the server, as fast as it answers, while the measured sessions run; \
      --flood-with says with what.
      """
  )
  var flood = 0

  @Option(
    name: .customLong("flood-with"),
    help: """
      What the flooding sessions send: messages (15 KB, nested 32 deep, each answered with an error), \
      pings (32 a write; the server answers the last ping of each read), or continuations (32 empty \
      continuation frames of a message that never ends, then a ping).
      """
  )
  var floodWith = FloodKind.messages

  @Option(
    help: """
      The least milliseconds between two events of one session, as a person clicks; 0 sends each event \
      as soon as the last one's reply arrives. Paced sessions start spread evenly over one pace.
      """
  )
  var pace = 0

  @Option(
    help: """
      Run the attack instead: two sessions write 5,000 one-byte pings (or 5,000 empty continuation \
      frames and a ping) per write, as fast as the socket takes them, reading every frame back, while \
      one more session clicks every 50 ms for 6 s; exits 1 when a click waits more than 250 ms.
      """
  )
  var attack: FloodFrames?

  @Option(
    help: """
      Open this many connections that send nothing, then load a page 5 times while they are open; \
      exits 1 unless each load is answered 200 within 1 s.
      """
  )
  var silent = 0

  @Option(help: "The WebSocket to drive, such as ws://127.0.0.1:8080/ws; without it a server runs here.")
  var url: String?

  @Flag(
    help: ArgumentHelp(
      "Serve recorded replies instead of the playground: the floor the transport and the clients set.",
      discussion: """
        The server here then runs on the same WebSocket stack and sends the bytes the playground sent \
        for the script, recorded once, but parses, applies, renders and encodes nothing.
        """))
  var replay = false

  func validate() throws {
    guard sessions >= 1 else { throw ValidationError("--sessions must be at least 1, not \(sessions)") }
    guard events >= 3 else { throw ValidationError("--events must be at least 3 (one click), not \(events)") }
    guard flood >= 0 else { throw ValidationError("--flood must be 0 or more, not \(flood)") }
    guard pace >= 0 else { throw ValidationError("--pace must be 0 or more milliseconds, not \(pace)") }
    guard !replay || url == nil else { throw ValidationError("--replay serves here; it cannot drive --url") }
    guard silent >= 0 else { throw ValidationError("--silent must be 0 or more, not \(silent)") }
    guard attack == nil || silent == 0 else { throw ValidationError("--attack and --silent are two runs") }
    guard !replay || (attack == nil && silent == 0) else {
      throw ValidationError("--replay answers only the script's events; it cannot take --attack or --silent")
    }
    guard !replay || flood == 0 else {
      throw ValidationError("--replay answers only the script's events; it cannot take --flood")
    }
  }

  func run() async throws {
    if let attack {
      try await runAttack(attack)
      return
    }
    if silent > 0 {
      try await runSilent()
      return
    }
    let script = EventScript(count: events)
    let conversation = await RecordedConversation.record(script)
    let serverTimes = LatencySummary(conversation.times)
    // The sessions read each reply's envelope only; check that reading against a full decode first.
    let misread = LoadSession.readerMismatches(in: conversation)
    guard misread.isEmpty else {
      for line in misread.prefix(10) { print("reply reader: \(line)") }
      throw ExitCode.failure
    }
    let outcomes: [SessionOutcome]
    let flooded: FloodOutcome
    let target: String
    if let url {
      target = url
      (outcomes, flooded) = await drive(url: url, script: script)
    } else if replay {
      (target, outcomes, flooded) = try await ReplayServer.withRunning(conversation) { port in
        let url = "ws://127.0.0.1:\(port)/ws"
        let (outcomes, flooded) = await drive(url: url, script: script)
        return (
          url + " (replayed by this process: recorded replies, none of the playground's work)", outcomes,
          flooded
        )
      }
    } else {
      let server = PlaygroundServer(configuration: PlaygroundConfiguration(host: "127.0.0.1", port: 0))
      (target, outcomes, flooded) = try await server.withRunning { port in
        let url = "ws://127.0.0.1:\(port)/ws"
        let (outcomes, flooded) = await drive(url: url, script: script)
        return (url + " (served by this process)", outcomes, flooded)
      }
    }
    let failures = outcomes.flatMap(\.failures) + flooded.failures
    let latencies = LatencySummary(outcomes.flatMap(\.latencies))
    let correct = outcomes.filter { $0.failures.isEmpty }.count
    let pacing =
      pace > 0 ? ", each session sending at most one event every \(pace) ms" : ", as fast as replies come"
    print("host-load: \(sessions) sessions × \(events) events against \(target)\(pacing)")
    print(
      "server time per event in this process, no network: p50 \(serverTimes.percentile(0.5).formatted), "
        + "p99 \(serverTimes.percentile(0.99).formatted), max \(serverTimes.maximum.formatted)")
    let connections = LatencySummary(outcomes.compactMap(\.connection))
    print(
      "connect → first render: p50 \(connections.percentile(0.5).formatted), "
        + "max \(connections.maximum.formatted); the events start once every session has its first render")
    print(
      "send → reply: p50 \(latencies.percentile(0.5).formatted), p99 \(latencies.percentile(0.99).formatted), "
        + "max \(latencies.maximum.formatted) over \(latencies.sorted.count) replies")
    if flood > 0 {
      let answers = floodWith == .messages ? "flood messages answered" : "pongs received"
      let closes =
        floodWith == .messages ? "" : ", \(flooded.policyCloses) closed with 1008 and connected again"
      print(
        "while \(flood) more sessions flooded it with \(floodWith.rawValue): \(flooded.answered) \(answers)"
          + closes)
    }
    print("final state correct in \(correct) of \(sessions) sessions")
    guard failures.isEmpty else {
      for failure in failures.prefix(10) { print("failure: \(failure)") }
      if failures.count > 10 { print("… and \(failures.count - 10) more failures") }
      throw ExitCode.failure
    }
  }

  /// Runs every session at once against `url`, with the flood sessions running until the measured
  /// ones have finished.
  private func drive(url: String, script: EventScript) async -> ([SessionOutcome], FloodOutcome) {
    let stop = StopSignal()
    let flooding = Task {
      await withTaskGroup(of: FloodOutcome.self) { group in
        for index in 0..<flood {
          let kind = floodWith
          group.addTask {
            switch kind {
            case .messages:
              let (answered, failures) = await FloodSession(url: url, stop: stop, index: index).run()
              return FloodOutcome(answered: answered, failures: failures)
            case .pings, .continuations:
              let frames: FloodFrames = kind == .pings ? .pings : .continuations
              let outcome = await FrameFloodSession(url: url, frames: frames, stop: stop, index: index).run()
              return FloodOutcome(
                answered: outcome.pongs, policyCloses: outcome.policyCloses, failures: outcome.failures)
            }
          }
        }
        var total = FloodOutcome()
        for await session in group {
          total.answered += session.answered
          total.policyCloses += session.policyCloses
          total.failures += session.failures
        }
        return total
      }
    }
    if flood > 0 {
      // Let the flood start before the measured sessions connect.
      try? await Task.sleep(for: .milliseconds(300))
    }
    let barrier = StartBarrier(parties: sessions)
    let outcomes = await withTaskGroup(of: (Int, SessionOutcome).self) { group in
      for index in 0..<sessions {
        let pace = Duration.milliseconds(pace)
        let session = LoadSession(
          url: url, script: script, index: index, pace: pace, offset: pace * index / sessions,
          barrier: barrier)
        group.addTask { (index, await session.run()) }
      }
      var outcomes = [SessionOutcome](repeating: SessionOutcome(), count: sessions)
      for await (index, outcome) in group { outcomes[index] = outcome }
      return outcomes
    }
    await stop.set()
    return (outcomes, await flooding.value)
  }
}

/// What the flooding sessions send.
enum FloodKind: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// The costliest message the server still parses.
  case messages
  /// Pings.
  case pings
  /// Empty continuation frames.
  case continuations
}

/// What the flood sessions did: how many messages the server answered, how often it closed a flooding
/// session with 1008, and what went wrong.
struct FloodOutcome: Sendable {
  var answered = 0
  var policyCloses = 0
  var failures: [String] = []
}
