// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `UIImage`: a system symbol or a named image, with its symbol configuration.
open class UIImage: NSObject, @unchecked Sendable {
  /// The symbols this stand-in knows; the real `UIImage(systemName:)` returns `nil` for any other name.
  static let knownSymbols: Set<String> = [
    "heart", "heart.fill", "star", "star.fill", "cart", "cart.badge.plus", "person.badge.plus",
    "person.fill.checkmark", "person.2.fill", "checkmark", "xmark", "questionmark.square.dashed",
    "archivebox", "tray", "folder", "chevron.right", "arrow.clockwise",
  ]

  let name: String
  let isSystem: Bool
  open var symbolConfiguration: UIImage.SymbolConfiguration? { configuration }
  let configuration: UIImage.SymbolConfiguration?

  init(name: String, isSystem: Bool, configuration: UIImage.SymbolConfiguration?) {
    self.name = name
    self.isSystem = isSystem
    self.configuration = configuration
  }

  @available(iOS 13.0, *)
  public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
    guard UIImage.knownSymbols.contains(name) else { return nil }
    self.init(name: name, isSystem: true, configuration: configuration as? UIImage.SymbolConfiguration)
  }

  @available(iOS 13.0, *)
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The images in this stand-in's "main bundle"; the real `UIImage(named:)` returns `nil` for others.
  static let bundledImages: Set<String> = ["Avatar"]

  public convenience init?(named name: String) {
    guard UIImage.bundledImages.contains(name) else { return nil }
    self.init(name: name, isSystem: false, configuration: nil)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return name == other.name && isSystem == other.isSystem && configuration == other.configuration
  }

  open override var hash: Int { name.hashValue }

  /// `UIImage.Configuration`.
  @available(iOS 13.0, *)
  open class Configuration: NSObject, @unchecked Sendable {
    /// This configuration with what `otherConfiguration` specifies laid over it.
    open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      // UIKit returns an instance of the receiver's class; here only symbol configurations merge.
      merged(with: otherConfiguration) as? Self ?? self
    }
    func merged(with other: UIImage.Configuration?) -> UIImage.Configuration { self }
  }

  /// `UIImage.SymbolConfiguration`.
  @available(iOS 13.0, *)
  open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    let pointSize: CGFloat?
    let weight: UIImage.SymbolWeight?
    let scale: UIImage.SymbolScale?

    init(pointSize: CGFloat?, weight: UIImage.SymbolWeight?, scale: UIImage.SymbolScale?) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
      self.init(pointSize: pointSize as CGFloat?, weight: weight as UIImage.SymbolWeight?, scale: scale)
    }
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize as CGFloat?, weight: nil, scale: nil)
    }
    public convenience init(weight: UIImage.SymbolWeight) {
      self.init(pointSize: nil, weight: weight as UIImage.SymbolWeight?, scale: nil)
    }
    public convenience init(scale: UIImage.SymbolScale) {
      self.init(pointSize: nil, weight: nil, scale: scale as UIImage.SymbolScale?)
    }
    open class var unspecified: UIImage.SymbolConfiguration {
      UIImage.SymbolConfiguration(pointSize: nil, weight: nil, scale: nil)
    }
    override func merged(with other: UIImage.Configuration?) -> UIImage.Configuration {
      guard let configuration = other as? UIImage.SymbolConfiguration else { return self }
      return UIImage.SymbolConfiguration(
        pointSize: configuration.pointSize ?? pointSize, weight: configuration.weight ?? weight,
        scale: configuration.scale ?? scale)
    }
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UIImage.SymbolConfiguration else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
    }
    open override var hash: Int { (pointSize ?? 0).hashValue }
  }

  /// `UIImage.SymbolWeight`, with Apple's raw values.
  @available(iOS 13.0, *)
  public enum SymbolWeight: Int, @unchecked Sendable {
    case unspecified = 0
    case ultraLight = 1
    case thin = 2
    case light = 3
    case regular = 4
    case medium = 5
    case semibold = 6
    case bold = 7
    case heavy = 8
    case black = 9
  }

  /// `UIImage.SymbolScale`, with Apple's raw values.
  @available(iOS 13.0, *)
  public enum SymbolScale: Int, @unchecked Sendable {
    case `default` = -1
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }
}
