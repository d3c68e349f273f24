import PropertyBased
import Testing

@testable import PlaygroundCore

@Suite("Web host: UTF-8 checked frame by frame")
struct UTF8StreamValidatorTests {
  /// Bytes from a code: mostly whole characters of every length, sometimes a lone byte of 0x80 to 0xFF
  /// (continuations, refused leading bytes), so both valid and invalid streams come up.
  static func bytes(_ code: Int) -> [UInt8] {
    let scalar: Unicode.Scalar? =
      switch code {
      case ..<128: Unicode.Scalar(UInt32(code))
      case ..<300: Unicode.Scalar(UInt32(0x80 + (code - 128) * 11))
      case ..<600: Unicode.Scalar(UInt32(0x800 + (code - 300) * 181))
      case ..<800: Unicode.Scalar(UInt32(0x10000 + (code - 600) * 5_000))
      default: nil
      }
    guard let scalar else { return [UInt8(0x80 + (code - 800) % 128)] }
    return Array(String(Character(scalar)).utf8)
  }

  @Test("Any stream, cut anywhere, is accepted exactly when the whole of it is UTF-8")
  func piecesAgreeWithTheWhole() async {
    await propertyCheck(
      count: 400, input: Gen.int(in: 0..<900).array(of: 0...24), Gen.int(in: 0...6).array(of: 1...12)
    ) { codes, cuts in
      let whole = codes.flatMap(Self.bytes)
      var validator = UTF8StreamValidator()
      var accepted = true
      var start = 0
      var cut = 0
      while start < whole.count, accepted {
        // A cut of 0 feeds an empty piece before the next byte.
        let size = cuts[cut % cuts.count]
        if size == 0, !validator.feed([UInt8]()) { accepted = false }
        let end = min(whole.count, start + max(1, size))
        accepted = accepted && validator.feed(whole[start..<end])
        start = end
        cut += 1
      }
      accepted = accepted && validator.finish()
      #expect(accepted == (String(validating: whole, as: UTF8.self) != nil), "\(whole) cut by \(cuts)")
    }
  }

  /// Whether the pieces, fed in turn and then finished, are accepted.
  static func accepts(_ pieces: [[UInt8]]) -> Bool {
    var validator = UTF8StreamValidator()
    return pieces.allSatisfy { validator.feed($0) } && validator.finish()
  }

  @Test("A character cut in two is accepted; cut short at the end, or made wrong, it is refused")
  func cutCharacters() {
    #expect(Self.accepts([[0xE2, 0x82], [0xAC]]))  // "€" over two frames
    #expect(Self.accepts([[0xF0], [0x9F], [0x98], [0x80]]))  // an emoji a byte a frame
    #expect(!Self.accepts([[0x41, 0xF0, 0x9F]]))  // the message ends inside a character
    #expect(!Self.accepts([[0xED], [0xA0, 0x80]]))  // U+D800, a surrogate, is not a character
    #expect(!Self.accepts([[0xC0, 0xAF]]))  // "/" in two bytes
    #expect(!Self.accepts([[0x41], [0x80]]))  // a continuation byte with nothing to continue
  }
}
