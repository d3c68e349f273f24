import Foundation
import PropertyBased
import Testing

@testable import PlaygroundCore

@Suite("JSON reader")
struct JSONReaderTests {
  private func read(_ text: String, limit: Int = 32) throws(JSONReader.Failure) -> JSONNode {
    try JSONReader.parse(text, nestingLimit: limit)
  }

  /// Whether Foundation's own parser accepts the text as one JSON value.
  private func foundationAccepts(_ text: String) -> Bool {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
  }

  @Test("A message reads into its fields in order, with integers kept and other numbers marked")
  func readsAMessage() throws {
    let node = try read(#" {"seq": 12, "x": -3.5e2, "events": [{"a": true, "b": null}, "t"]} "#)
    let expected = JSONNode.object(
      JSONObject(fields: [
        .init(name: "seq", value: .number(integer: 12)),
        .init(name: "x", value: .number(integer: nil)),
        .init(
          name: "events",
          value: .array([
            .object(
              JSONObject(fields: [.init(name: "a", value: .bool(true)), .init(name: "b", value: .null)])),
            .string("t"),
          ])),
      ]))
    #expect(node == expected)
  }

  @Test("Escapes decode, surrogate pairs included, and text without escapes is taken as it is")
  func escapes() throws {
    #expect(try read(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
    #expect(try read(#""\u00e9\u20AC\ud83d\ude00 é😀""#) == .string("é€😀 é😀"))
    #expect(try read(#""plain ✓""#) == .string("plain ✓"))
  }

  @Test("Integers keep their value up to Int's range, and beyond it are numbers without one")
  func integers() throws {
    #expect(try read("\(Int.max)") == .number(integer: .max))
    #expect(try read("\(Int.min)") == .number(integer: .min))
    #expect(try read("9223372036854775808") == .number(integer: nil))
    #expect(try read("-9223372036854775809") == .number(integer: nil))
    #expect(try read("-0") == .number(integer: 0))
    #expect(try read("1E2") == .number(integer: nil))
  }

  @Test(
    "Text that is not JSON is refused at the byte where it stops being JSON, as Foundation refuses it",
    arguments: [
      ("[01]", "a number may not start with 0 at byte 2"),
      ("-", "expected a digit at byte 1"),
      ("1.", "expected a digit after \".\" at byte 2"),
      ("1e+", "expected a digit in an exponent at byte 3"),
      ("tru", "expected a value at byte 0"),
      ("1 2", "expected the end of the text at byte 2"),
      (#"{"a" 1}"#, "expected \":\" after a field name at byte 5"),
      (#"{"a": 1 "b": 2}"#, "expected \",\" or \"}\" in an object at byte 8"),
      ("[1 2]", "expected \",\" or \"]\" in an array at byte 3"),
      (#""abc"#, "expected the end of a string, found the end of the text at byte 4"),
      (#""a\"#, "expected an escape, found the end of the text at byte 3"),
      (#""\q""#, "unknown escape in a string at byte 1"),
      (#""\u12g4""#, "expected four hexadecimal digits after \\u at byte 5"),
      (#""\ud800""#, "a \\u escape holds a lone surrogate at byte 1"),
      (#""\udc00""#, "a \\u escape holds a lone surrogate at byte 1"),
      (#""\ud800\u0041""#, "a \\u escape holds a lone surrogate at byte 1"),
      ("\"a\u{1}b\"", "a control character must be escaped in a string at byte 2"),
      ("", "expected a value, found the end of the text at byte 0"),
      ("'a'", "expected a value at byte 0"),
      ("{a: 1}", "expected a field name in quotes at byte 1"),
    ])
  func refusesWhatIsNotJSON(text: String, expected: String) {
    #expect(throws: JSONReader.Failure.self) { try read(text) }
    do {
      _ = try read(text)
    } catch .syntax(let error) {
      #expect(error.description == expected)
    } catch {
      Issue.record("\(text): refused for its depth")
    }
    #expect(!foundationAccepts(text), "Foundation accepts \(text)")
  }

  @Test("Trailing commas, which Foundation's reader lets through, are refused as RFC 8259 says")
  func trailingCommas() {
    for (text, expected) in [
      (#"{"a": 1,}"#, "expected a field name in quotes at byte 8"), ("[1, 2,]", "expected a value at byte 6"),
    ] {
      do {
        _ = try read(text)
        Issue.record("\(text) accepted")
      } catch .syntax(let error) {
        #expect(error.description == expected)
      } catch {
        Issue.record("\(text): refused for its depth")
      }
    }
  }

  @Test("An object that names a field twice is refused at the second name")
  func duplicateField() {
    do {
      _ = try read(#"{"seq": 1, "seq": 2}"#)
      Issue.record("accepted")
    } catch .syntax(let error) {
      #expect(error.description == #"field "seq" given twice at byte 11"#)
    } catch {
      Issue.record("refused for its depth")
    }
  }

  @Test("A field given twice is found among many fields as among few")
  func duplicateAmongMany() throws {
    let fields = (0..<1_500).map { #""k\#($0)": 0"# }
    let unique = try read("{" + fields.joined(separator: ",") + "}")
    guard case .object(let object) = unique else {
      Issue.record("not an object")
      return
    }
    #expect(object.fields.count == 1_500)
    #expect(object["k1499"] == .number(integer: 0))
    #expect(throws: JSONReader.Failure.self) {
      try read("{" + (fields + [#""k3": 1"#]).joined(separator: ",") + "}")
    }
    #expect(throws: JSONReader.Failure.self) { try read(#"{"a": 1, "b": 1, "c": 1, "b": 2}"#) }
  }

  @Test("Nesting over the limit is refused as it is met, and the limit itself is read")
  func nesting() throws {
    #expect(throws: JSONReader.Failure.tooDeep) { try read("[[[[]]]]", limit: 3) }
    #expect(throws: JSONReader.Failure.tooDeep) { try read(#"{"a": {"b": [1, "#, limit: 2) }
    #expect(try read("[[[]]]", limit: 3) == .array([.array([.array([])])]))
    #expect(try read(#"["[[[[", {"a": "]]"}]"#, limit: 2) != .null)
  }

  @Test("Any document written from a value reads back into that value, and Foundation reads it too")
  func roundTrip() async {
    await propertyCheck(count: 400, input: Gen.int(in: 0...Int.max)) { seed in
      var random = Xoshiro(seed: (UInt64(seed), 0x9E37_79B9_7F4A_7C15, 1, 2))
      let node = Self.tree(depth: Int(random.next() % 4), random: &random)
      let text = Self.write(node, random: &random)
      #expect((try? read(text)) == node, "\(text)")
      #expect(foundationAccepts(text), "\(text)")
    }
  }

  // MARK: - Generated documents

  private static let characters: [Character] = [
    "a", "Z", "0", " ", "\"", "\\", "/", "é", "😀", "\u{2028}", "\u{7F}", "\n", "\t", "\u{0}", "\u{1F}", "[",
    "{",
  ]

  /// A random value nested at most `depth` levels, with unique field names, some of which need escapes.
  private static func tree(depth: Int, random: inout Xoshiro) -> JSONNode {
    let choice = random.next() % (depth > 0 ? 6 : 4)
    switch choice {
    case 0: return .null
    case 1: return .bool(random.next() % 2 == 0)
    case 2: return .number(integer: Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 64))
    case 3:
      let count = Int(random.next() % 7)
      return .string(
        String((0..<count).map { _ in characters[Int(random.next() % UInt64(characters.count))] }))
    case 4: return .array((0..<Int(random.next() % 4)).map { _ in tree(depth: depth - 1, random: &random) })
    default:
      let names = ["k", "\"q\"", "é\\", "😀/"]
      return .object(
        JSONObject(
          fields: (0..<Int(random.next() % 4)).map { index in
            JSONObject.Field(
              name: names[index % 4] + "\(index)", value: tree(depth: depth - 1, random: &random))
          }))
    }
  }

  /// JSON text for a value, with white space and escapes chosen at random: the writer a reader must
  /// accept, whatever a client's encoder chooses.
  private static func write(_ node: JSONNode, random: inout Xoshiro) -> String {
    let space = [" ", "", "\n", "\t", "\r\n "][Int(random.next() % 5)]
    switch node {
    case .null: return space + "null"
    case .bool(let value): return space + (value ? "true" : "false")
    case .number(let integer): return space + "\(integer ?? 0)" + space
    case .string(let value): return space + quote(value, random: &random)
    case .array(let elements):
      return "[" + space + elements.map { write($0, random: &random) }.joined(separator: "," + space) + "]"
    case .object(let object):
      let fields = object.fields.map { field in
        quote(field.name, random: &random) + space + ":" + write(field.value, random: &random)
      }
      return "{" + fields.joined(separator: space + "," + space) + space + "}"
    }
  }

  private static func quote(_ text: String, random: inout Xoshiro) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      let escapeAnyway = random.next() % 3 == 0
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "/" where escapeAnyway: result += "\\/"
      case "\n" where escapeAnyway: result += "\\n"
      case "\t" where escapeAnyway: result += "\\t"
      case _ where scalar.value < 0x20 || escapeAnyway:
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16, uppercase: random.next() % 2 == 0)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
