import StatelyControls

/// Swift source for the values a gallery tile is drawn from, in UIKit's idiom and in Stately's. Stately
/// names its members as UIKit does, so most lines differ only in their types: `config.image =
/// UIImage(systemName: "heart.fill")` against `config.image = .system("heart.fill")`.
enum SwiftSource {
  /// A string literal.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// An optional string: the literal, or `nil`.
  static func string(_ text: String?) -> String { text.map { string($0) } ?? "nil" }

  /// A length in points, as short as it reads: `8`, `10.5`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// UIKit's system colours and Stately's colours of the same name, which both idioms spell `.name`.
  static let namedColors: [(name: String, color: DynamicColor)] =
    SystemColorNames.palette + [("white", .white), ("clear", .clear)]

  /// A colour: `.systemGreen` where it is a system colour, else its components.
  static func color(_ color: DynamicColor, _ idiom: GalleryCode.Idiom) -> String {
    if let name = namedColors.first(where: { $0.color == color })?.name { return ".\(name)" }
    switch idiom {
    case .stately:
      if color.light == color.dark { return "DynamicColor(\(resolved(color.light)))" }
      return "DynamicColor(light: \(resolved(color.light)), dark: \(resolved(color.dark)))"
    case .uikit:
      if color.light == color.dark { return uiColor(color.light) }
      return "UIColor { $0.userInterfaceStyle == .dark ? \(uiColor(color.dark)) : \(uiColor(color.light)) }"
    }
  }

  /// An optional colour: the colour, or `nil`.
  static func color(_ color: DynamicColor?, _ idiom: GalleryCode.Idiom) -> String {
    color.map { self.color($0, idiom) } ?? "nil"
  }

  /// The colour's bytes, red to alpha.
  private static func bytes(_ color: ResolvedColor) -> [Int] {
    [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
  }

  /// `ResolvedColor(hex: 0x1D1D1F)`, with its alpha when it has one.
  private static func resolved(_ color: ResolvedColor) -> String {
    let parts = bytes(color).map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return parts[3] == "FF"
      ? "ResolvedColor(hex: 0x\(parts[0...2].joined()))" : "ResolvedColor(hexRGBA: 0x\(parts.joined()))"
  }

  /// `UIColor(red: 29 / 255, green: 29 / 255, blue: 31 / 255, alpha: 1)`.
  private static func uiColor(_ color: ResolvedColor) -> String {
    let parts = bytes(color)
    let alpha = parts[3] == 255 ? "1" : "\(parts[3]) / 255"
    return
      "UIColor(red: \(parts[0]) / 255, green: \(parts[1]) / 255, blue: \(parts[2]) / 255, alpha: \(alpha))"
  }

  /// An image: `UIImage(systemName: "heart.fill")`, or Stately's `.system("heart.fill")`.
  static func image(_ image: ImageReference?, _ idiom: GalleryCode.Idiom) -> String {
    guard let image else { return "nil" }
    let name = string(image.name)
    switch idiom {
    case .uikit: return image.isSymbol ? "UIImage(systemName: \(name))" : "UIImage(named: \(name))"
    case .stately: return image.isSymbol ? ".system(\(name))" : ".resource(\(name))"
    }
  }

  /// A style's constructor, the same word in both idioms: `tinted()`.
  static func constructor(_ style: ButtonConfiguration.Style) -> String { "\(style.description)()" }

  /// The configuration's type: `UIButton.Configuration` or `ButtonConfiguration`.
  static func configurationType(_ idiom: GalleryCode.Idiom) -> String {
    idiom == .uikit ? "UIButton.Configuration" : "ButtonConfiguration"
  }

  /// Statements that make `configuration` in a variable: its style's constructor, then one assignment
  /// for each property it customised.
  ///
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - variable: The variable's name, such as `config`.
  ///   - idiom: UIKit's or Stately's.
  /// - Returns: The lines, the first declaring the variable.
  static func configuration(
    _ configuration: ButtonConfiguration, variable: String, _ idiom: GalleryCode.Idiom
  ) -> [String] {
    let type = configurationType(idiom)
    let assignments = ButtonConfiguration.Property.allCases.filter(configuration.isCustomized).map {
      assignment($0, of: configuration, variable: variable, idiom)
    }
    let keyword = assignments.isEmpty ? "let" : "var"
    let availability =
      idiom == .uikit && configuration.style.isGlass ? ["// The glass styles need iOS 26."] : []
    return availability + ["\(keyword) \(variable) = \(type).\(constructor(configuration.style))"]
      + assignments
  }

  /// One property's assignment, or a comment for a value code cannot spell (a closure).
  private static func assignment(
    _ property: ButtonConfiguration.Property, of configuration: ButtonConfiguration, variable: String,
    _ idiom: GalleryCode.Idiom
  ) -> String {
    let values = configuration.values
    func set(_ name: String, _ value: String) -> String { "\(variable).\(name) = \(value)" }
    switch property {
    case .title: return set("title", string(values.title))
    case .subtitle: return set("subtitle", string(values.subtitle))
    case .image: return set("image", image(values.image, idiom))
    case .imagePlacement: return set("imagePlacement", edge(values.imagePlacement))
    case .imagePadding: return set("imagePadding", number(values.imagePadding))
    case .imageReservation: return set("imageReservation", number(values.imageReservation))
    case .titlePadding: return set("titlePadding", number(values.titlePadding))
    case .titleAlignment: return set("titleAlignment", alignment(values.titleAlignment))
    case .titleLineBreakMode: return set("titleLineBreakMode", lineBreak(values.titleLineBreakMode))
    case .subtitleLineBreakMode: return set("subtitleLineBreakMode", lineBreak(values.subtitleLineBreakMode))
    case .contentInsets:
      let insets = values.contentInsets
      let type = idiom == .uikit ? "NSDirectionalEdgeInsets" : "DirectionalEdgeInsets"
      return set(
        "contentInsets",
        "\(type)(top: \(number(insets.top)), leading: \(number(insets.leading)), "
          + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))")
    case .buttonSize: return set("buttonSize", ".\(values.buttonSize.description)")
    case .cornerStyle: return set("cornerStyle", corner(values.cornerStyle))
    case .baseForegroundColor: return set("baseForegroundColor", color(values.baseForegroundColor, idiom))
    case .baseBackgroundColor: return set("baseBackgroundColor", color(values.baseBackgroundColor, idiom))
    case .showsActivityIndicator: return set("showsActivityIndicator", "\(values.showsActivityIndicator)")
    case .indicator: return set("indicator", indicator(values.indicator))
    case .automaticallyUpdateForSelection:
      return set("automaticallyUpdateForSelection", "\(values.automaticallyUpdateForSelection)")
    case .titleTextAttributesTransformer, .subtitleTextAttributesTransformer, .imageColorTransformer,
      .activityIndicatorColorTransformer, .indicatorColorTransformer:
      return "// \(variable).\(property.rawValue): a closure of the app's, not shown"
    case .background:
      return "// \(variable).background: a background configuration of the app's, not shown"
    }
  }

  private static func edge(_ edge: DirectionalEdge) -> String {
    switch edge {
    case .top: ".top"
    case .bottom: ".bottom"
    case .trailing: ".trailing"
    default: ".leading"
    }
  }

  private static func alignment(_ alignment: ButtonConfiguration.TitleAlignment) -> String {
    switch alignment {
    case .automatic: ".automatic"
    case .leading: ".leading"
    case .center: ".center"
    case .trailing: ".trailing"
    }
  }

  private static func lineBreak(_ mode: LineBreakMode) -> String {
    switch mode {
    case .byWordWrapping: ".byWordWrapping"
    case .byCharWrapping: ".byCharWrapping"
    case .byClipping: ".byClipping"
    case .byTruncatingHead: ".byTruncatingHead"
    case .byTruncatingTail: ".byTruncatingTail"
    case .byTruncatingMiddle: ".byTruncatingMiddle"
    }
  }

  private static func corner(_ corner: ButtonConfiguration.CornerStyle) -> String {
    switch corner {
    case .fixed: ".fixed"
    case .dynamic: ".dynamic"
    case .small: ".small"
    case .medium: ".medium"
    case .large: ".large"
    case .capsule: ".capsule"
    }
  }

  private static func indicator(_ indicator: ButtonConfiguration.Indicator) -> String {
    switch indicator {
    case .automatic: ".automatic"
    case .none: ".none"
    case .popup: ".popup"
    }
  }
}
