import Foundation

/// One control in a server message: its id, markup and inspector data.
public struct ControlPayload: Sendable, Hashable, Codable {
  /// The control's id.
  public var id: String
  /// The control's markup.
  public var html: String
  /// The inspector data.
  public var inspector: Inspector

  /// The inspector data as it appears on the wire.
  public struct Inspector: Sendable, Hashable, Codable {
    /// The state bits by name.
    public var state: [String]
    /// The raw state bitmask.
    public var rawState: UInt
    /// The winning rule for each property, sorted by property.
    public var properties: [PropertyResolution]
    /// How many times the control's update cycle has run.
    public var updateCount: Int
  }

  /// Creates a payload from a control's rendering.
  ///
  /// - Parameters:
  ///   - id: The control's id.
  ///   - rendering: Its current look.
  public init(id: String, rendering: ControlRendering) {
    self.id = id
    self.html = rendering.html.markup
    self.inspector = Inspector(
      state: rendering.inspector.state, rawState: rendering.inspector.rawState,
      properties: rendering.inspector.properties, updateCount: rendering.inspector.updateCount)
  }
}

/// A message from the server to the live page.
public enum ServerMessage: Sendable, Hashable {
  /// Every control, and the headings they stand under, sent once when the session opens.
  case render(session: Int, groups: [ControlGroup], controls: [ControlPayload])
  /// The controls that changed after a message (`seq` echoes it) or after timed work (`seq` is `nil`).
  case update(seq: Int?, controls: [ControlPayload])
  /// A refused message; nothing was applied.
  case error(seq: Int?, message: String)

  /// The message as compact JSON with sorted keys; `seq` is always present, `null` when unknown.
  ///
  /// - Complexity: O(*n*) in the length of the text, written in one pass.
  public var json: String {
    var out = JSONText(capacity: 2048)
    switch self {
    case .render(let session, let groups, let controls):
      out.raw(#"{"controls":"#)
      out.array(controls) { $0.payload($1) }
      out.raw(#","groups":"#)
      out.array(groups) { out, group in
        out.raw(#"{"controls":"#)
        out.array(group.controls) { $0.string($1) }
        out.raw(#","summary":"#)
        out.string(group.summary)
        out.raw(#","title":"#)
        out.string(group.title)
        out.raw("}")
      }
      out.raw(#","session":"#)
      out.number(session)
      out.raw(#","type":"render"}"#)
    case .update(let seq, let controls):
      out.raw(#"{"controls":"#)
      out.array(controls) { $0.payload($1) }
      out.raw(#","seq":"#)
      out.number(seq)
      out.raw(#","type":"update"}"#)
    case .error(let seq, let message):
      out.raw(#"{"message":"#)
      out.string(message)
      out.raw(#","seq":"#)
      out.number(seq)
      out.raw(#","type":"error"}"#)
    }
    return out.text
  }
}

extension JSONText {
  /// Writes a control's payload with its keys in sorted order, as `JSONEncoder` with sorted keys would.
  fileprivate mutating func payload(_ payload: ControlPayload) {
    raw(#"{"html":"#)
    string(payload.html)
    raw(#","id":"#)
    string(payload.id)
    raw(#","inspector":{"properties":"#)
    array(payload.inspector.properties) { out, property in
      out.raw(#"{"property":"#)
      out.string(property.property)
      out.raw(#","rule":"#)
      out.string(property.rule)
      out.raw(#","value":"#)
      out.string(property.value)
      out.raw("}")
    }
    raw(#","rawState":"#)
    number(payload.inspector.rawState)
    raw(#","state":"#)
    array(payload.inspector.state) { $0.string($1) }
    raw(#","updateCount":"#)
    number(payload.inspector.updateCount)
    raw("}}")
  }
}
