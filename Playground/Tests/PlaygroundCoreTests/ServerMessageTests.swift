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
      + ##"{"hasValue":true,"property":"background","rule":"[highlighted]","value":"#000"},"##
      + ##"{"hasValue":true,"property":"title","rule":"normal","value":"Go"}],"##
      + ##""rawState":1,"state":["highlighted"],"updateCount":2}}],"seq":9,"type":"update"}"##
    #expect(json == expected)
  }

  @Test("What a control sent is written when the scene records it")
  func sent() {
    let rendering = ControlRendering(
      html: "<b>x</b>",
      inspector: InspectorSnapshot(state: [], properties: [], updateCount: 1, sent: "touchDown"))
    let json = ServerMessage.update(seq: 1, controls: [ControlPayload(id: "a", rendering: rendering)]).json
    #expect(json.contains(#""rawState":0,"sent":"touchDown","state":["normal"],"updateCount":1"#))
  }

  @Test("Any text in any field reads back from the JSON, and every reply ends with its seq and type")
  func roundTrip() async throws {
    let characters: [Character] = [
      "a", "Z", "0", " ", "\"", "\\", "/", "<", ">", "&", "é", "😀", "\u{2028}", "\u{7F}", "\n", "\r", "\t",
      "\u{8}", "\u{C}", "\u{0}", "\u{1}", "\u{1F}",
    ]
    let pieces = characters.map { String($0) } + [#"<span class=x data-y=z>"#, "é😀日本語"]
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
      let seq = number < 10 ? nil : number
      let message =
        switch number % 3 {
        case 0: ServerMessage.update(seq: seq, controls: [payload, payload])
        case 1:
          ServerMessage.render(
            session: number, groups: [ControlGroup(title: html, summary: value, controls: [rule, value])],
            controls: [payload])
        default: ServerMessage.error(seq: seq, message: html + rule)
        }
      let json = message.json
      // Read by Foundation's other reader, JSONSerialization, not by the encoder's counterpart.
      let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      switch message {
      case .update:
        #expect(object?["type"] as? String == "update")
        let controls = object?["controls"] as? [[String: Any]]
        #expect(controls?.count == 2)
        #expect(controls?.first?["html"] as? String == html)
        #expect(controls?.first?["id"] as? String == rule)
        #expect(json.hasSuffix(#""seq":\#(seq.map(String.init) ?? "null"),"type":"update"}"#))
      case .render:
        let groups = object?["groups"] as? [[String: Any]]
        #expect(groups?.first?["title"] as? String == html)
        #expect(groups?.first?["summary"] as? String == value)
        #expect(json.hasSuffix(#""session":\#(number),"type":"render"}"#))
      case .error:
        #expect(object?["message"] as? String == html + rule)
        #expect(json.hasSuffix(#""seq":\#(seq.map(String.init) ?? "null"),"type":"error"}"#))
      }
    }
  }
}
