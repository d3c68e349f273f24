// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `UIButton`: a control with a configuration, updated when UIKit lays it out.
@MainActor
open class UIButton: UIControl {
  var needsConfigurationUpdate = true

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  @available(iOS 15.0, *)
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero)
    self.configuration = configuration
  }

  @available(iOS 15.0, *)
  open var configuration: UIButton.Configuration? { didSet { setNeedsUpdateConfiguration() } }

  @available(iOS 15.0, *)
  open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  @available(iOS 15.0, *)
  open var automaticallyUpdatesConfiguration: Bool = true

  override func controlStateDidChange() { setNeedsUpdateConfiguration() }

  @available(iOS 15.0, *)
  open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true }

  @available(iOS 15.0, *)
  open func updateConfiguration() {
    if automaticallyUpdatesConfiguration { configuration = configuration?.updated(for: self) }
  }

  /// Runs a pending configuration update, as a layout pass does: the override, then the handler.
  override func runPendingUpdates() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    updateConfiguration()
    configurationUpdateHandler?(self)
    needsConfigurationUpdate = false
  }

  @available(iOS 15.0, *)
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void
}

extension UIButton {
  /// `UIButton.Configuration`: every property StatelyUIKit writes, stored as is.
  @available(iOS 15.0, *)
  public struct Configuration: Hashable {
    public static func plain() -> UIButton.Configuration { Configuration() }
    public static func gray() -> UIButton.Configuration { Configuration() }
    public static func tinted() -> UIButton.Configuration { Configuration() }
    public static func filled() -> UIButton.Configuration { Configuration() }
    @available(iOS 26.0, *)
    public static func glass() -> UIButton.Configuration { Configuration() }
    @available(iOS 26.0, *)
    public static func prominentGlass() -> UIButton.Configuration { Configuration() }
    @available(iOS 26.0, *)
    public static func clearGlass() -> UIButton.Configuration { Configuration() }
    @available(iOS 26.0, *)
    public static func prominentClearGlass() -> UIButton.Configuration { Configuration() }

    public func updated(for button: UIButton) -> UIButton.Configuration { self }

    public var background: UIBackgroundConfiguration = .clear()
    public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
    public var buttonSize: UIButton.Configuration.Size = .medium
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var image: UIImage?
    public var imageColorTransformer: UIConfigurationColorTransformer?
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    public var showsActivityIndicator: Bool = false
    public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
    public var title: String? {
      get { attributedTitle.map { String($0.characters) } }
      set { attributedTitle = newValue.map { AttributedString($0) } }
    }
    public var attributedTitle: AttributedString?
    public var subtitle: String? {
      get { attributedSubtitle.map { String($0.characters) } }
      set { attributedSubtitle = newValue.map { AttributedString($0) } }
    }
    public var attributedSubtitle: AttributedString?
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public mutating func setDefaultContentInsets() { contentInsets = .zero }
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    public var imageReservation: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
    public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
    public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    @available(iOS 16.0, *)
    public var indicator: UIButton.Configuration.Indicator = .automatic
    @available(iOS 16.0, *)
    public var indicatorColorTransformer: UIConfigurationColorTransformer?
    public var automaticallyUpdateForSelection: Bool = true

    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      lhs.attributedTitle == rhs.attributedTitle && lhs.image == rhs.image
        && lhs.showsActivityIndicator == rhs.showsActivityIndicator
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(attributedTitle) }

    /// `UIButton.Configuration.Size`.
    public enum Size: Sendable {
      case mini
      case small
      case medium
      case large
    }

    /// `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Sendable {
      case automatic
      case leading
      case center
      case trailing
    }

    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Sendable {
      case fixed
      case dynamic
      case small
      case medium
      case large
      case capsule
    }

    /// `UIButton.Configuration.Indicator`.
    @available(iOS 16.0, *)
    public enum Indicator: Sendable {
      case automatic
      case none
      case popup
    }
  }
}

/// `UIConfigurationColorTransformer`.
@available(iOS 14.0, *)
public struct UIConfigurationColorTransformer {
  public let transform: (UIColor) -> UIColor
  public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
}

/// `UIConfigurationTextAttributesTransformer`.
@available(iOS 15.0, *)
public struct UIConfigurationTextAttributesTransformer {
  public let transform: (AttributeContainer) -> AttributeContainer
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

extension AttributeScopes {
  /// `AttributeScopes.UIKitAttributes`: the attributes StatelyUIKit writes.
  @available(iOS 15.0, *)
  public struct UIKitAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let underlineStyle: UnderlineStyleAttribute

    /// `NSAttributedString.Key.font`.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }
    /// `NSAttributedString.Key.foregroundColor`.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSColor"
    }
    /// `NSAttributedString.Key.underlineStyle`.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = "NSUnderline"
    }
  }
}
