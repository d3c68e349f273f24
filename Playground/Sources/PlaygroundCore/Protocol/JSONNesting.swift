import Foundation

/// How deeply a JSON text nests arrays and objects, found in one pass over its bytes without parsing
/// it: a message is refused by its depth before a decoder spends anything on it.
enum JSONNesting {
  /// The deepest nesting of `[` and `{` outside strings, or `nil` as soon as it exceeds `limit`.
  ///
  /// The scan walks the bytes in place, so that it stays cheap in the unoptimised build that
  /// `swift run` makes: iterating `String.UTF8View` there cost about three times as much per byte.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 bytes of a JSON text; malformed text is measured as far as it goes.
  ///   - limit: The deepest nesting accepted.
  /// - Returns: The depth, or `nil` when it is over `limit`.
  /// - Complexity: O(n) in the number of bytes, and it stops at the first level over `limit`.
  static func depth(of bytes: Data, limit: Int) -> Int? {
    bytes.withUnsafeBytes { buffer in
      var depth = 0
      var deepest = 0
      var inString = false
      var escaped = false
      for byte in buffer {
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
        if byte == UInt8(ascii: "\"") {
          inString = true
        } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          depth += 1
          if depth > limit { return nil }
          deepest = max(deepest, depth)
        } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
          depth -= 1
        }
      }
      return deepest
    }
  }
}
