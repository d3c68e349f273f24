/// Checks that a text message arriving in pieces is UTF-8, piece by piece, keeping at most the three
/// bytes of a character that a piece cut in two.
///
/// RFC 6455 asks an endpoint to fail the connection as soon as a text message stops being UTF-8, so the
/// frames of a message are checked as they arrive, whether or not the message is kept.
///
/// ```swift
/// var validator = UTF8StreamValidator()
/// validator.feed([0xE2, 0x82])    // true: the start of "€"
/// validator.feed([0xAC])          // true: its end
/// validator.finish()              // true: nothing is left cut
/// ```
struct UTF8StreamValidator {
  /// The start of a character that the last piece ended in the middle of.
  private var carried: [UInt8] = []

  /// Checks the next piece.
  ///
  /// - Parameter piece: The piece's bytes.
  /// - Returns: `false` once the bytes so far cannot start valid UTF-8.
  /// - Complexity: O(n) in the piece's length.
  mutating func feed(_ piece: some Collection<UInt8>) -> Bool {
    var rest = piece[...]
    if !carried.isEmpty {
      let length = Self.sequenceLength(leading: carried[0])
      let taken = rest.prefix(length - carried.count)
      carried += taken
      rest = rest.dropFirst(taken.count)
      guard carried.count == length else { return true }
      guard String(validating: carried, as: UTF8.self) != nil else { return false }
      carried.removeAll(keepingCapacity: true)
    }
    let cut = Self.startOfCutCharacter(in: rest)
    guard String(validating: rest[..<cut], as: UTF8.self) != nil else { return false }
    carried += rest[cut...]
    return true
  }

  /// Checks that the message ended on a whole character.
  ///
  /// - Returns: `false` when the last piece ended in the middle of a character.
  mutating func finish() -> Bool {
    defer { carried.removeAll(keepingCapacity: true) }
    return carried.isEmpty
  }

  /// How many bytes the character that `leading` starts has: 2 to 4 for a leading byte of a longer
  /// character, 1 for anything else (ASCII, or a byte that the check refuses anyway).
  private static func sequenceLength(leading byte: UInt8) -> Int {
    switch byte {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 1
    }
  }

  /// Where a character that `bytes` ends in the middle of starts, or `bytes.endIndex` when it ends on a
  /// whole character (or on bytes that are not UTF-8 at all, which the check then refuses).
  private static func startOfCutCharacter<C: Collection<UInt8>>(in bytes: C) -> C.Index {
    var index = bytes.endIndex
    for back in 1...3 {
      guard index > bytes.startIndex else { break }
      index = bytes.index(index, offsetBy: -1)
      let byte = bytes[index]
      guard byte & 0xC0 == 0x80 else {
        // A leading byte: cut when its character needs more bytes than are left.
        return sequenceLength(leading: byte) > back ? index : bytes.endIndex
      }
    }
    return bytes.endIndex
  }
}
