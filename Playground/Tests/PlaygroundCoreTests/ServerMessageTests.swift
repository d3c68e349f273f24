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
}
