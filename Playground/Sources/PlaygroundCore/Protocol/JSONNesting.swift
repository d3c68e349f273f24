/// How deeply a JSON text nests arrays and objects, checked before the text is decoded, so that a
/// message nested thousands of levels deep is refused without a decoder descending into it.
enum JSONNesting {
  /// Whether `text` opens more than `limit` arrays or objects inside one another; brackets inside
  /// strings do not count.
  ///
  /// The text need not be valid JSON: the decoder judges that afterwards.
  ///
  /// - Parameters:
  ///   - text: The message text.
  ///   - limit: The deepest nesting allowed.
  /// - Returns: `true` when some bracket opens level `limit + 1`.
  /// - Complexity: O(*n*) in the length of `text`; it stops at the first level over the limit.
  static func exceeds(_ limit: Int, in text: String) -> Bool {
    var depth = 0
    var inString = false
    var escaped = false
    for byte in text.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > limit { return true }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return false
  }
}
