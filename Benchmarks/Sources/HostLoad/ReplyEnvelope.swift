/// The `type` and `seq` of a server message, read from its last bytes without decoding the rest.
///
/// The playground writes an object's keys in order, so its messages end with `"seq":N,"type":"T"}`
/// (or `"seq":null,…`, or just `"type":"T"}`). A quote inside a string value is escaped, so those bytes
/// cannot come from the markup or the inspector rows before them. Reading only them keeps the load
/// generator's own work per reply small: a browser parses its replies on its own machine, while these
/// clients share the server's cores.
///
/// A message that does not end this way gives no envelope; the caller then decodes it in full to say
/// what it was.
struct ReplyEnvelope: Equatable {
  /// The message's `type`: `update`, `render` or `error`.
  var type: String
  /// The message's `seq`, or `nil` when it has none or `null`.
  var seq: Int?

  /// Reads the envelope at the end of `text`, or returns `nil` when `text` does not end as the
  /// playground's messages do.
  init?(_ text: String) {
    var text = text
    guard
      let envelope = text.withUTF8({ bytes -> ReplyEnvelope? in
        Self.read(bytes)
      })
    else { return nil }
    self = envelope
  }

  /// Creates the envelope a message with this `type` and `seq` ends with.
  init(type: String, seq: Int?) {
    self.type = type
    self.seq = seq
  }

  private static let typeKey = Array(#""type":""#.utf8)
  private static let seqKey = Array(#""seq":"#.utf8)

  private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> ReplyEnvelope? {
    // …"type":"update"}
    guard bytes.count >= typeKey.count + 3, bytes[bytes.count - 1] == UInt8(ascii: "}"),
      bytes[bytes.count - 2] == UInt8(ascii: "\"")
    else { return nil }
    let typeEnd = bytes.count - 2
    var typeStart = typeEnd
    while typeStart > 0, bytes[typeStart - 1] != UInt8(ascii: "\"") {
      typeStart -= 1
    }
    let keyStart = typeStart - typeKey.count
    guard keyStart >= 1, bytes[keyStart..<typeStart].elementsEqual(typeKey) else { return nil }
    let type = String(decoding: bytes[typeStart..<typeEnd], as: UTF8.self)
    // {"type":… has no seq; ,"type":… may follow "seq":N.
    if bytes[keyStart - 1] == UInt8(ascii: "{") { return ReplyEnvelope(type: type, seq: nil) }
    guard bytes[keyStart - 1] == UInt8(ascii: ",") else { return nil }
    let valueEnd = keyStart - 1
    var valueStart = valueEnd
    while valueStart > 0, bytes[valueStart - 1] != UInt8(ascii: ":"), valueEnd - valueStart < 20 {
      valueStart -= 1
    }
    let seqKeyStart = valueStart - seqKey.count
    guard seqKeyStart >= 1, bytes[seqKeyStart..<valueStart].elementsEqual(seqKey) else {
      return ReplyEnvelope(type: type, seq: nil)
    }
    let value = bytes[valueStart..<valueEnd]
    if value.elementsEqual("null".utf8) { return ReplyEnvelope(type: type, seq: nil) }
    guard let seq = Int(String(decoding: value, as: UTF8.self)) else { return nil }
    return ReplyEnvelope(type: type, seq: seq)
  }
}
