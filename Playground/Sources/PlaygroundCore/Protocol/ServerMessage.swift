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
    /// The events the control sent since its last touch went down; left out when not recorded.
    public var sent: String?
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
      properties: rendering.inspector.properties, updateCount: rendering.inspector.updateCount,
      sent: rendering.inspector.sent)
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

  /// The message as compact JSON with sorted keys, written by `JSONEncoder`; `seq` is always present,
  /// `null` when unknown, so every `update` and `error` ends with `"seq":…,"type":"…"}`.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public var json: String {
    // Encoding these values cannot fail: they hold only strings, integers and arrays of them.
    let data = (try? Self.encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// Sorted keys, and `/` left as it is (markup is full of closing tags).
  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}

extension ServerMessage: Encodable {
  private enum Key: String, CodingKey {
    case type, session, seq, groups, controls, message
  }

  /// Writes the message's fields: `type` always, and the fields of its kind.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    switch self {
    case .render(let session, let groups, let controls):
      try container.encode("render", forKey: .type)
      try container.encode(session, forKey: .session)
      try container.encode(groups, forKey: .groups)
      try container.encode(controls, forKey: .controls)
    case .update(let seq, let controls):
      try container.encode("update", forKey: .type)
      try container.encode(seq, forKey: .seq)
      try container.encode(controls, forKey: .controls)
    case .error(let seq, let message):
      try container.encode("error", forKey: .type)
      try container.encode(seq, forKey: .seq)
      try container.encode(message, forKey: .message)
    }
  }
}
