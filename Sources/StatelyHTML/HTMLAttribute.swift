import Plot

/// An extra attribute for a rendered control's root element, such as `data-control="checkout.add"`.
///
/// The name is checked when the attribute is made; the value may be any text and is escaped when written.
/// Names that StatelyHTML writes itself (`id`, `class`, `style`, `type`, `disabled`) and event-handler
/// names (`on…`) are refused, so an attribute can neither restyle the control nor run script.
///
/// ```swift
/// let control = HTMLAttribute.dataControl("checkout.add")
/// let custom = try HTMLAttribute(name: "data-row", value: "3")
/// ```
public struct HTMLAttribute: Sendable, Hashable {
  /// The attribute's name, such as `"data-control"`.
  public let name: String
  /// The attribute's value, unescaped.
  public let value: String

  /// The names StatelyHTML writes itself.
  public static let reservedNames: Set<String> = ["class", "disabled", "id", "style", "type"]

  /// Creates an attribute, checking its name.
  ///
  /// - Parameters:
  ///   - name: An attribute name: an ASCII letter, then letters, digits, `-`, `_`, `.` or `:`.
  ///   - value: Any text; it is escaped when written.
  /// - Throws: ``StatelyHTMLError/invalidAttributeName(_:reason:)`` saying what is wrong with the name.
  public init(name: String, value: String) throws(StatelyHTMLError) {
    if let reason = Self.problem(with: name) { throw .invalidAttributeName(name, reason: reason) }
    self.name = name.lowercased()
    self.value = value
  }

  private init(checkedName: String, value: String) {
    self.name = checkedName
    self.value = value
  }

  /// `data-control="<id>"`: marks a control's root element for the Playground's live page.
  ///
  /// - Parameter id: The control's id.
  /// - Returns: The attribute.
  public static func dataControl(_ id: String) -> HTMLAttribute {
    HTMLAttribute(checkedName: "data-control", value: id)
  }

  /// `data-keys="true"`: marks a control that takes key presses on the Playground's live page.
  public static let dataKeys = HTMLAttribute(checkedName: "data-keys", value: "true")

  /// Why `name` cannot be used, or `nil` when it can.
  static func problem(with name: String) -> String? {
    guard let first = name.unicodeScalars.first else { return "the name is empty" }
    guard name.unicodeScalars.count <= 64 else { return "the name is longer than 64 characters" }
    guard ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
      return "the name must start with an ASCII letter"
    }
    for (offset, scalar) in name.unicodeScalars.enumerated() {
      let allowed =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-_.:".unicodeScalars.contains(scalar)
      if !allowed { return "character \(offset + 1) (\"\(scalar)\") is not allowed in an attribute name" }
    }
    let lowered = name.lowercased()
    if reservedNames.contains(lowered) { return "StatelyHTML writes \"\(lowered)\" itself" }
    if lowered.hasPrefix("on") { return "event-handler attributes would run script" }
    return nil
  }

  /// The attribute as a Plot node, value escaped.
  func node<Context>() -> Node<Context> {
    .escapedAttribute(name, value)
  }
}

/// What went wrong in a StatelyHTML call, and where.
public enum StatelyHTMLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An extra attribute's name cannot be used.
  case invalidAttributeName(String, reason: String)

  /// A sentence naming the input and the problem.
  public var description: String {
    switch self {
    case .invalidAttributeName(let name, let reason):
      "HTMLAttribute(name: \"\(name)\"): \(reason)"
    }
  }
}
