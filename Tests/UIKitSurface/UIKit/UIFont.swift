// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `UIFont`: a point size, a weight and, for a Dynamic Type font, its text style.
open class UIFont: NSObject, @unchecked Sendable {
  open var pointSize: CGFloat { size }
  let size: CGFloat
  let weight: UIFont.Weight
  let textStyle: UIFont.TextStyle?

  init(size: CGFloat, weight: UIFont.Weight, textStyle: UIFont.TextStyle?) {
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return size == other.size && weight == other.weight && textStyle == other.textStyle
  }

  open override var hash: Int { size.hashValue ^ weight.rawValue.hashValue }

  @available(iOS 8.2, *)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(size: fontSize, weight: weight, textStyle: nil)
  }

  @available(iOS 7.0, *)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    UIFont(size: 17, weight: .regular, textStyle: style)
  }

  /// `UIFont.Weight`, with Apple's raw values.
  public struct Weight: RawRepresentable, Hashable, @unchecked Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  /// `UIFont.TextStyle`, with Apple's raw values.
  public struct TextStyle: RawRepresentable, Hashable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    @available(iOS 11.0, *)
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    @available(iOS 9.0, *)
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    @available(iOS 9.0, *)
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    @available(iOS 9.0, *)
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    @available(iOS 9.0, *)
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}

/// `UIFontMetrics`: scales a font for Dynamic Type like a text style.
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
  let textStyle: UIFont.TextStyle
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }
  open func scaledFont(for font: UIFont) -> UIFont {
    UIFont(size: font.size, weight: font.weight, textStyle: textStyle)
  }
}
