/// How deeply a JSON text nests arrays and objects, found in one pass over its bytes without parsing
/// it: a message is refused by its depth before a decoder spends anything on it.
enum JSONNesting {
  /// The deepest nesting of `[` and `{` outside strings, or `nil` as soon as it exceeds `limit`.
  ///
  /// - Parameters:
  ///   - text: The UTF-8 bytes of a JSON text; malformed text is measured as far as it goes.
  ///   - limit: The deepest nesting accepted.
  /// - Returns: The depth, or `nil` when it is over `limit`.
  /// - Complexity: O(n) in the number of bytes, and it stops at the first level over `limit`.
  static func depth(of text: some Sequence<UInt8>, limit: Int) -> Int? {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in text {
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
        if depth > limit { return nil }
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }
}
