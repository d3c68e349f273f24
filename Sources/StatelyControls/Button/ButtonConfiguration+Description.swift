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
    var parts = [values.style.description]
    if let title = values.title { parts.append("\"\(title)\"") }
    parts.append(values.buttonSize.description)
    let names = customizedPropertyNames
    return parts.joined(separator: " ") + (names.isEmpty ? "" : ", customised: " + names)
  }
}

extension ButtonConfiguration.Style: CustomStringConvertible {
  /// The style's name, as its case and its factory spell it: `plain`, `gray`, `tinted`, `filled`,
  /// `glass`, `prominentGlass`, `clearGlass` or `prominentClearGlass`.
  ///
  /// ```swift
  /// ButtonConfiguration.filled().style.description  // "filled"
  /// ```
  public var description: String {
    switch self {
    case .plain: "plain"
    case .gray: "gray"
    case .tinted: "tinted"
    case .filled: "filled"
    case .glass: "glass"
    case .prominentGlass: "prominentGlass"
    case .clearGlass: "clearGlass"
    case .prominentClearGlass: "prominentClearGlass"
    }
  }
}

extension ButtonConfiguration.Size: CustomStringConvertible {
  /// The size's name, as its case spells it: `mini`, `small`, `medium` or `large`.
  ///
  /// ```swift
  /// ButtonConfiguration.Size.large.description  // "large"
  /// ```
  public var description: String {
    switch self {
    case .mini: "mini"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    }
  }
}
