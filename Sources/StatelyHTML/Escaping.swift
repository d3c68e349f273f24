import Plot

/// Escaping for the two places user text can appear in markup: text content and attribute values.
///
/// Plot escapes `<` and `>` in text nodes but keeps what looks like an entity (`&amp;` stays an entity)
/// and writes attribute values as given, so StatelyHTML escapes every piece of text itself and hands Plot
/// only escaped strings.
enum Escaping {
  /// Text content: `&`, `<`, `>` (and quotes, harmlessly) become entities, so `&amp;` shows as typed.
  static func text(_ string: String) -> String {
    attribute(string)
  }

  /// An attribute value inside double quotes: `&`, `<`, `>`, `"` and `'` become entities.
  ///
  /// Works on UTF-8 bytes: the five characters are ASCII, and no byte of a multi-byte character is, so
  /// replacing bytes never splits a character. A string without any of them is returned as it is.
  ///
  /// - Complexity: O(*n*) in the string's UTF-8 length.
  static func attribute(_ string: String) -> String {
    let utf8 = string.utf8
    guard let first = utf8.firstIndex(where: { entity(for: $0) != nil }) else { return string }
    var result: [UInt8] = []
    result.reserveCapacity(utf8.count + 16)
    result.append(contentsOf: utf8[..<first])
    for byte in utf8[first...] {
      if let entity = entity(for: byte) {
        result.append(contentsOf: entity.utf8)
      } else {
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The entity that stands for an ASCII byte in HTML text and attributes, or `nil` when it needs none.
  private static func entity(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }
}

extension Node {
  /// A text node whose characters all show as typed, entities included.
  ///
  /// - Parameter string: Any text.
  static func escapedText(_ string: String) -> Node {
    .raw(Escaping.text(string))
  }

  /// An attribute whose value is escaped for a double-quoted attribute.
  ///
  /// - Parameters:
  ///   - name: A fixed attribute name from StatelyHTML's code, or a name checked by ``HTMLAttribute``.
  ///   - value: Any text.
  static func escapedAttribute(_ name: String, _ value: String) -> Node {
    .attribute(named: name, value: Escaping.attribute(value), ignoreIfValueIsEmpty: false)
  }

  /// A `class` attribute.
  static func classes(_ names: String...) -> Node {
    .attribute(named: "class", value: names.joined(separator: " "))
  }

  /// A `style` attribute from typed declarations.
  static func style(_ style: CSSStyle) -> Node {
    style.isEmpty ? .empty : .attribute(named: "style", value: Escaping.attribute(style.text))
  }

  /// A `<span>` with the given children.
  static func span(_ nodes: [Node]) -> Node {
    .element(named: "span", nodes: nodes)
  }

  /// A `<div>` with the given children.
  static func div(_ nodes: [Node]) -> Node {
    .element(named: "div", nodes: nodes)
  }
}

extension HTMLRenderer {
  /// Escapes text for element content or a single- or double-quoted attribute value: `&`, `<`, `>`,
  /// `"` and `'` become character references, so any text shows exactly as typed.
  ///
  /// ```swift
  /// HTMLRenderer.escape("<script>alert(1)</script>")  // "&lt;script&gt;alert(1)&lt;/script&gt;"
  /// ```
  ///
  /// - Parameter text: Any text, such as a user-visible title.
  /// - Returns: The escaped text.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func escape(_ text: String) -> String { Escaping.attribute(text) }
}
