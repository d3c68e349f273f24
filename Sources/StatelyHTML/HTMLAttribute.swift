import Plot

/// An extra attribute for a rendered control's root element, such as `data-control="checkout.add"`.
///
/// The name is checked when the attribute is made; the value may be any text and is escaped when written.
/// Only `data-…` and `aria-…` names and the global attributes in ``allowedNames`` are accepted, so an
/// attribute can neither restyle the control, nor run script, nor navigate, load content or submit a
/// form (`href`, `src`, `formaction`, `form`…); names that StatelyHTML writes itself (`id`, `class`,
/// `style`, `type`, `disabled`) are refused with their own reason.
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

  /// The names accepted besides those starting with `data-` or `aria-`: global attributes that change
  /// neither what the element loads nor what it does.
  public static let allowedNames: Set<String> = [
    "dir", "hidden", "lang", "role", "tabindex", "title", "translate",
  ]

  /// Creates an attribute, checking its name.
  ///
  /// - Parameters:
  ///   - name: An attribute name: an ASCII letter, then letters, digits, `-`, `_`, `.` or `:`; it must
  ///     start with `data-` or `aria-`, or be one of ``allowedNames``.
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

  /// `data-state="<bits>"`: the state's bits by name, separated by spaces, as every StatelyHTML renderer
  /// writes them on a control's root element.
  ///
  /// - Parameter bits: The names, separated by spaces.
  /// - Returns: The attribute.
  public static func dataState(_ bits: String) -> HTMLAttribute {
    HTMLAttribute(checkedName: "data-state", value: bits)
  }

  /// `data-<name>="<value>"`, such as `data-index="2"`.
  ///
  /// - Parameters:
  ///   - name: The part after `data-`, written in code: lowercase letters, digits and `-`. Anything else
  ///     is a programming error and traps; check names that come from data with ``init(name:value:)``.
  ///   - value: Any text; it is escaped when written.
  /// - Returns: The attribute.
  public static func data(_ name: String, _ value: String) -> HTMLAttribute {
    HTMLAttribute(prefix: "data-", name, value: value)
  }

  /// `aria-<name>="<value>"`, such as `aria-label="New PIN"`.
  ///
  /// - Parameters:
  ///   - name: The part after `aria-`, written in code: lowercase letters, digits and `-`; anything else
  ///     traps.
  ///   - value: Any text; it is escaped when written.
  /// - Returns: The attribute.
  public static func aria(_ name: String, _ value: String) -> HTMLAttribute {
    HTMLAttribute(prefix: "aria-", name, value: value)
  }

  /// `role="<value>"`, such as `role="switch"`.
  ///
  /// - Parameter value: The ARIA role.
  /// - Returns: The attribute.
  public static func role(_ value: String) -> HTMLAttribute {
    HTMLAttribute(checkedName: "role", value: value)
  }

  /// `tabindex="<value>"`: `0` makes an element focusable in document order.
  ///
  /// - Parameter value: The tab index.
  /// - Returns: The attribute.
  public static func tabIndex(_ value: Int) -> HTMLAttribute {
    HTMLAttribute(checkedName: "tabindex", value: String(value))
  }

  private init(prefix: String, _ name: String, value: String) {
    let valid =
      !name.isEmpty && name.unicodeScalars.count <= 48
      && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    precondition(valid, "HTMLAttribute \(prefix)\(name): a name written in code must be a-z, 0-9 and -")
    self.init(checkedName: prefix + name, value: value)
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
    guard lowered.hasPrefix("data-") || lowered.hasPrefix("aria-") || allowedNames.contains(lowered) else {
      return "only data-…, aria-…, dir, hidden, lang, role, tabindex, title and translate are accepted: "
        + "another attribute could navigate, load content or submit a form"
    }
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
  /// A CSS property name or keyword cannot be used.
  case invalidCSS(String, reason: String)

  /// A sentence naming the input and the problem.
  public var description: String {
    switch self {
    case .invalidAttributeName(let name, let reason):
      "HTMLAttribute(name: \"\(name)\"): \(reason)"
    case .invalidCSS(let text, let reason):
      "CSS \"\(text)\": \(reason)"
    }
  }
}
