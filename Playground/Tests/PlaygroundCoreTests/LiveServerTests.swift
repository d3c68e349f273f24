import Foundation
import Testing

@testable import PlaygroundCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Live server on 127.0.0.1", .timeLimit(.minutes(2)))
struct LiveServerTests {
  @Test("Every page and asset is served with its content type")
  func pages() async throws {
    try await withLiveServer { port, _ in
      let expected: [(String, String, String)] = [
        ("/", "text/html; charset=utf-8", "href=\"/gallery\""),
        ("/gallery", "text/html; charset=utf-8", "class=\"stately-why\" popover=\"auto\""),
        ("/live", "text/html; charset=utf-8", "/assets/live.js"),
        ("/assets/style.css", "text/css; charset=utf-8", ".stately-spinner"),
        ("/assets/live.js", "text/javascript; charset=utf-8", "new WebSocket("),
        ("/assets/page.js", "text/javascript; charset=utf-8", ".stately-why"),
      ]
      for (path, type, fragment) in expected {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
        let (data, response) = try await URLSession.shared.data(from: url)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200, "\(path)")
        #expect(http.value(forHTTPHeaderField: "Content-Type") == type, "\(path)")
        #expect(String(decoding: data, as: UTF8.self).contains(fragment), "\(path)")
      }
    }
  }

  @Test("A connection gets the full render, then replies for its own events")
  func connect() async throws {
    try await withLiveServer { port, server in
      let session = try await converse(port: port) { conversation in
        let render = try await conversation.next()
        #expect(render.type == "render")
        #expect(render.controlIDs == allControlIDs)
        try await conversation.send(batch(1, "checkout.add", "click", count: 10))
        let update = try await conversation.next()
        #expect(update.seq == 1)
        #expect(try update.control("checkout.pay").html.contains(">Checkout 10</span>"))
        #expect(try update.control("checkout.pay").inspector.updateCount == 2)
        return try #require(render.session)
      }
      #expect(session >= 1)
      #expect(try await settledSessionCount(server) == 0)
    }
  }

  @Test("Each kind of bad message gets an error reply and the session keeps working")
  func robustness() async throws {
    try await withLiveServer { port, server in
      try await converse(port: port) { conversation in
        _ = try await conversation.next()
        let padding = String(repeating: "x", count: 20_000)
        let cases: [(String, Int?, String)] = [
          ("{not json", nil, "malformed JSON: "),
          (event(2, "demo.nope", "click"), 2, #"control: unknown control "demo.nope""#),
          (event(3, "checkout.add", "hover"), 3, #"event: unknown event "hover""#),
          (event(4, padding, "click"), nil, "message: 20043 bytes; the limit is 16384 bytes (16 KiB)"),
        ]
        for (text, seq, fragment) in cases {
          try await conversation.send(text)
          let reply = try await conversation.next()
          #expect(reply.type == "error")
          #expect(reply.seq == seq)
          #expect(reply.message?.contains(fragment) == true, "\(reply.message ?? "no message")")
        }
        try await conversation.sendBinary([1, 2, 3])
        #expect(try await conversation.next().message?.contains("binary messages are not supported") == true)

        try await conversation.send(event(5, "checkout.add", "click"))
        let update = try await conversation.next()
        #expect(update.seq == 5)
        let pay = try update.control("checkout.pay")
        #expect(pay.html.contains(">Checkout 1</span>"))
        #expect(pay.inspector.updateCount == 2)
      }
      #expect(try await settledSessionCount(server) == 0)
    }
  }

  @Test("A message over the limit sent in several frames gets an error and the session keeps working")
  func fragmentedOversize() async throws {
    try await withLiveServer { port, _ in
      try await converse(port: port) { conversation in
        _ = try await conversation.next()
        let padding = String(repeating: "y", count: 30_000)
        try await conversation.sendFragmented(event(1, padding, "click"), frameSize: 4096)
        let error = try await conversation.next()
        #expect(error.message == "message: 30043 bytes; the limit is 16384 bytes (16 KiB)")
        try await conversation.send(event(2, "checkout.add", "click"))
        #expect(try await conversation.next().control("checkout.pay").html.contains(">Checkout 1</span>"))
      }
    }
  }

  @Test("Timed work pushes an update to its own session only")
  func timedPush() async throws {
    let configuration = PlaygroundConfiguration(
      host: "127.0.0.1", port: 0, registry: .examples(requestDelay: .milliseconds(50)))
    try await withLiveServer(configuration) { port, _ in
      try await converse(port: port) { conversation in
        _ = try await conversation.next()
        try await conversation.send(event(1, "follow.button", "click"))
        #expect(try await conversation.next().control("follow.button").html.contains("stately-spinner"))
        let pushed = try await conversation.next()
        #expect(pushed.seq == nil)
        #expect(pushed.controlIDs == ["follow.button"])
        #expect(try pushed.control("follow.button").html.contains(">Following</span>"))
      }
    }
  }

  @Test("Fifty sessions at once, a hundred events each, each end exactly where their own events lead")
  func fiftySessions() async throws {
    try await withLiveServer { port, server in
      let outcomes = try await withThrowingTaskGroup(of: (Int, Int, Int, Int, [Int], [String]).self) {
        group in
        for client in 0..<50 {
          group.addTask {
            try await converse(port: port) { conversation in
              let render = try await conversation.next()
              var html = Dictionary(uniqueKeysWithValues: (render.controls ?? []).map { ($0.id, $0.html) })
              var counterUpdates = try render.control("checkout.pay").inspector.updateCount
              var loadingState = try render.control("loading.send").inspector.state
              var seqs: [Int] = []
              // Client k clicks Add Item 2k times; its other events press the send button (pointerdown,
              // pointerup), never clicking it, so it ends highlighted and never starts a request.
              for index in 0..<100 {
                let text: String
                if index < 2 * client {
                  text = event(index + 1, "checkout.add", "click")
                } else {
                  text = event(
                    index + 1, "loading.send", index.isMultiple(of: 2) ? "pointerdown" : "pointerup")
                }
                try await conversation.send(text)
                let reply = try await conversation.next()
                guard reply.type == "update", let seq = reply.seq else {
                  throw TestFailure("client \(client) got \(reply.type): \(reply.message ?? "")")
                }
                seqs.append(seq)
                for control in reply.controls ?? [] {
                  html[control.id] = control.html
                  if control.id == "checkout.pay" { counterUpdates = control.inspector.updateCount }
                  if control.id == "loading.send" { loadingState = control.inspector.state }
                }
              }
              let count = checkoutCount(html["checkout.pay"] ?? "")
              return (client, try #require(render.session), count, counterUpdates, seqs, loadingState)
            }
          }
        }
        var outcomes: [(Int, Int, Int, Int, [Int], [String])] = []
        for try await outcome in group { outcomes.append(outcome) }
        return outcomes.sorted { $0.0 < $1.0 }
      }
      #expect(outcomes.count == 50)
      #expect(Set(outcomes.map(\.1)).count == 50)
      for (client, _, count, counterUpdates, seqs, loadingState) in outcomes {
        #expect(count == 2 * client, "client \(client) shows Checkout \(count)")
        #expect(counterUpdates == 1 + 2 * client, "client \(client) ran \(counterUpdates) checkout updates")
        #expect(loadingState == ["highlighted"], "client \(client) left the send button \(loadingState)")
        #expect(seqs == Array(1...100), "client \(client) replies out of order")
      }
      #expect(try await settledSessionCount(server) == 0)
    }
  }
}
