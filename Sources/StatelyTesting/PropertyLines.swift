public import Stately

/// Every stored property of a value as `path = value` lines, in declaration order: what a text snapshot
/// lists for an appearance.
///
/// ```swift
/// PropertyLines.lines(of: appearance, names: space.names)
/// // ["state = [selected, mutual]", "title = \"Mutual\"", "background.fillColor = #007AFF", …]
/// ```
///
/// Nested values are followed by their property names (`background.fillColor`), elements of arrays by
/// index (`segments[0].title`), dictionaries and sets in the order of their keys' descriptions, so the
/// lines never depend on hashing. A value that describes itself (`CustomStringConvertible`, such as a
/// colour) is one line, strings are quoted, states are printed with the space's names, and a line
/// break inside a value is written `\n`, so that every property stays on one line.
public enum PropertyLines {
  /// The deepest nesting followed; a value below it is printed by its description.
  static let maximumDepth = 12

  /// The lines of `value`.
  ///
  /// - Parameters:
  ///   - value: Any value, usually an appearance.
  ///   - names: The names of the control's custom states, for state-valued properties.
  ///   - prefix: A path to put before each property, such as a part's name; `""` for none.
  /// - Returns: One `path = value` line per property that holds a single value.
  /// - Complexity: O(*n*) in the number of values reached, plus sorting for dictionaries and sets.
  public static func lines(of value: Any, names: StateNames = .unnamed, prefix: String = "") -> [String] {
    var lines: [String] = []
    append(value, path: prefix, names: names, depth: 0, into: &lines)
    return lines
  }

  private static func append(
    _ value: Any, path: String, names: StateNames, depth: Int, into lines: inout [String]
  ) {
    func leaf(_ text: String) {
      let flat = text.replacingNewlines()
      lines.append(path.isEmpty ? flat : "\(path) = \(flat)")
    }
    func child(_ label: String) -> String { path.isEmpty ? label : "\(path).\(label)" }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      if let wrapped = mirror.children.first {
        append(wrapped.value, path: path, names: names, depth: depth, into: &lines)
      } else {
        leaf("nil")
      }
      return
    }
    if let string = value as? String { return leaf("\"\(string)\"") }
    if let state = value as? ControlState { return leaf(names.describe(state)) }
    if depth >= maximumDepth { return leaf(String(describing: value)) }
    switch mirror.displayStyle {
    case .collection?:
      if mirror.children.isEmpty { return leaf("[]") }
      for (index, element) in mirror.children.enumerated() {
        append(element.value, path: "\(path)[\(index)]", names: names, depth: depth + 1, into: &lines)
      }
    case .dictionary?:
      if mirror.children.isEmpty { return leaf("[:]") }
      let pairs = mirror.children.map { pair -> (key: String, value: Any) in
        let parts = Array(Mirror(reflecting: pair.value).children)
        let key = parts.first.map { String(describing: $0.value) } ?? "?"
        return (key, parts.count > 1 ? parts[1].value : pair.value)
      }
      for pair in pairs.sorted(by: { $0.key < $1.key }) {
        append(pair.value, path: "\(path)[\(pair.key)]", names: names, depth: depth + 1, into: &lines)
      }
    case .set?:
      let elements = mirror.children.map { String(describing: $0.value) }.sorted()
      leaf("[" + elements.joined(separator: ", ") + "]")
    case .struct?, .class?, .tuple?:
      if depth > 0, let described = value as? any CustomStringConvertible {
        return leaf(described.description)
      }
      if mirror.children.isEmpty { return leaf(String(describing: value)) }
      for (index, property) in mirror.children.enumerated() {
        append(
          property.value, path: child(property.label ?? ".\(index)"), names: names, depth: depth + 1,
          into: &lines)
      }
    default:
      leaf(String(describing: value))
    }
  }
}

extension String {
  /// The string with each line break written as `\n`, so it fits on one line.
  func replacingNewlines() -> String {
    guard contains(where: \.isNewline) else { return self }
    var result = ""
    for character in self {
      if character.isNewline { result += "\\n" } else { result.append(character) }
    }
    return result
  }
}
