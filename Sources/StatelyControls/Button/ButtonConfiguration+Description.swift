extension ButtonConfiguration: CustomStringConvertible {
  /// A one-line summary for traces and inspectors: the style, the title if any, the size, and the
  /// names of the customised properties.
  ///
  /// ```swift
  /// var configuration = ButtonConfiguration.filled()
  /// configuration.title = "Follow"
  /// configuration.description  // filled "Follow" medium, customised: title
  /// ```
  public var description: String {
    var parts = ["\(values.style)"]
    if let title = values.title { parts.append("\"\(title)\"") }
    parts.append("\(values.buttonSize)")
    let names = customizedPropertyNames
    return parts.joined(separator: " ") + (names.isEmpty ? "" : ", customised: " + names)
  }
}
