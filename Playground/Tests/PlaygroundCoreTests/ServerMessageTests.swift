import Foundation
import PropertyBased
import Stately
import Testing

@testable import PlaygroundCore

@Suite("Server message encoding")
struct ServerMessageTests {
  @Test("An error has sorted keys and a null seq when the seq is unknown")
  func error() {
    #expect(
      ServerMessage.error(seq: nil, message: "bad").json == #"{"message":"bad","seq":null,"type":"error"}"#)
    #expect(ServerMessage.error(seq: 4, message: "a/b").json == #"{"message":"a/b","seq":4,"type":"error"}"#)
  }

  @Test("An update lists controls with html and inspector, properties sorted by name")
  func update() {
    let rendering = ControlRendering(
      html: "<b>x</b>",
      inspector: InspectorSnapshot(
        state: [.highlighted],
        properties: [
          PropertyResolution(property: "title", rule: "normal", value: "Go"),
          PropertyResolution(property: "background", rule: "[highlighted]", value: "#000"),
        ], updateCount: 2))
    let json = ServerMessage.update(seq: 9, controls: [ControlPayload(id: "a", rendering: rendering)]).json
    let expected =
      ##"{"controls":[{"html":"<b>x</b>","id":"a","inspector":{"properties":["##
      + ##"{"property":"background","rule":"[highlighted]","value":"#000"},"##
      + ##"{"property":"title","rule":"normal","value":"Go"}],"##
      + ##""rawState":1,"state":["highlighted"],"updateCount":2}}],"seq":9,"type":"update"}"##
    #expect(json == expected)
  }

  @Test("The hand-written encoding equals JSONEncoder's with sorted keys, for any text in any field")
  func matchesJSONEncoder() async throws {
    let characters: [Character] = [
      "a", "Z", "0", " ", "\"", "\\", "/", "<", ">", "&", "é", "😀", "\u{2028}", "\u{7F}", "\n", "\r", "\t",
      "\u{8}", "\u{C}", "\u{0}", "\u{1}", "\u{1F}",
    ]
    // Long runs with nothing to escape as well, as markup has between its quotes.
    let pieces =
      characters.map { String($0) } + [
        "stately-button__title", "0123456789abcdefg", "é😀日本語のテキスト", #"<span class=x data-y=z>"#,
      ]
    let text = Gen<String?>.element(of: pieces).compactMap { $0 }.array(of: 0...12).map { $0.joined() }
    await propertyCheck(count: 300, input: text, text, text, Gen.int(in: -1...1_000)) {
      html, rule, value, number in
      let payload = ControlPayload(
        id: rule,
        rendering: ControlRendering(
          html: HTML(trusted: html),
          inspector: InspectorSnapshot(
            state: [.highlighted], properties: [PropertyResolution(property: value, rule: rule, value: html)],
            updateCount: max(number, 0))))
      let message =
        switch number % 3 {
        case 0: ServerMessage.update(seq: number < 10 ? nil : number, controls: [payload, payload])
        case 1:
          ServerMessage.render(
            session: number, groups: [ControlGroup(title: html, summary: value, controls: [rule, value])],
            controls: [payload])
        default: ServerMessage.error(seq: number, message: html + rule)
        }
      #expect(message.json == referenceJSON(message))
    }
  }
}

/// The messages as `JSONEncoder` writes them, with sorted keys and unescaped slashes.
private func referenceJSON(_ message: ServerMessage) -> String {
  struct Wire: Encodable {
    var type: String
    var session: Int?
    var seq: Int??
    var controls: [ControlPayload]?
    var groups: [ControlGroup]?
    var message: String?

    enum Keys: String, CodingKey { case type, session, seq, controls, groups, message }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(type, forKey: .type)
      try container.encodeIfPresent(session, forKey: .session)
      if let seq { try container.encode(seq, forKey: .seq) }
      try container.encodeIfPresent(controls, forKey: .controls)
      try container.encodeIfPresent(groups, forKey: .groups)
      try container.encodeIfPresent(message, forKey: .message)
    }
  }
  let wire =
    switch message {
    case .render(let session, let groups, let controls):
      Wire(type: "render", session: session, controls: controls, groups: groups)
    case .update(let seq, let controls): Wire(type: "update", seq: .some(seq), controls: controls)
    case .error(let seq, let text): Wire(type: "error", seq: .some(seq), message: text)
    }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return (try? encoder.encode(wire)).map { String(decoding: $0, as: UTF8.self) } ?? "encoding failed"
}
