import Foundation
import Stately
import Testing

@testable import PlaygroundCore

/// Weak references to every control a registry's live entries made, to see that closed sessions free them.
private final class ControlRecorder: @unchecked Sendable {
  private struct Weak { weak var control: Control? }
  private let lock = NSLock()
  private var made: [Weak] = []

  func record(_ controls: [Control]) {
    lock.withLock { made += controls.map { Weak(control: $0) } }
  }

  /// How many controls were made, and how many of them are still alive.
  var counts: (made: Int, alive: Int) {
    lock.withLock { (made.count, made.filter { $0.control != nil }.count) }
  }

  /// The standard registry, its live entries recording every control they make.
  func recording(_ registry: PlaygroundRegistry) throws -> PlaygroundRegistry {
    var recording = PlaygroundRegistry()
    for entry in registry.entries {
      var copy = entry
      if let makeLive = entry.makeLive {
        copy = PlaygroundEntry(
          id: entry.id, title: entry.title, summary: entry.summary, gallery: entry.makeGallery,
          live: { [self] context in
            let made = makeLive(context)
            record(made.map(\.control))
            return made
          })
        copy.liveSummary = entry.liveSummary
        copy.group = entry.group
      }
      try recording.register(copy)
    }
    return recording
  }
}

@Suite("Web host: a closed session frees its controls", .serialized, .timeLimit(.minutes(2)))
struct SessionLeakTests {
  @Test(
    "Forty sessions that pressed every example's buttons free all their controls once their sockets close")
  func closedSessionsFreeTheirControls() async throws {
    let recorder = ControlRecorder()
    let registry = try recorder.recording(.examples(requestDelay: .milliseconds(1)))
    let configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0, registry: registry)
    try await withLiveServer(configuration) { port, server in
      for _ in 0..<40 {
        try await converse(port: port) { conversation in
          _ = try await conversation.next()
          var seq = 1
          for control in [
            "follow.button", "loading.send", "checkout.add", "checkout.pay", "pin.apply", "switch",
          ] {
            try await conversation.send(event(seq, control, "click"))
            _ = try await conversation.next()
            seq += 1
          }
          for digit in ["1", "2", "3", "4"] {
            try await conversation.send(event(seq, "pin.old", "key", key: digit))
            _ = try await conversation.next()
            seq += 1
          }
        }
      }
      #expect(try await settledSessionCount(server) == 0)
    }
    let counts = recorder.counts
    #expect(counts.made >= 40 * allControlIDs.count)
    #expect(counts.alive == 0, "\(counts.alive) of \(counts.made) controls are still alive")
  }
}
