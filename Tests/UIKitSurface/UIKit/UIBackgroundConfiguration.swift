// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `UIBackgroundConfiguration`: every property StatelyUIKit writes, stored as is.
@available(iOS 14.0, *)
public struct UIBackgroundConfiguration: Hashable {
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  @available(iOS 18.0, *)
  public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  public var cornerRadius: CGFloat = 0
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  public var backgroundColor: UIColor? = .clear
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  public var visualEffect: UIVisualEffect?
  @available(iOS 15.0, *)
  public var image: UIImage?
  @available(iOS 15.0, *)
  public var imageContentMode: UIView.ContentMode = .scaleToFill
  public var strokeColor: UIColor?
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  public var strokeWidth: CGFloat = 0
  public var strokeOutset: CGFloat = 0

  public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
    lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundColor == rhs.backgroundColor
      && lhs.strokeWidth == rhs.strokeWidth && lhs.backgroundInsets == rhs.backgroundInsets
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
}

/// `UIContentConfiguration`.
@available(iOS 14.0, *)
public protocol UIContentConfiguration {
  @MainActor func makeContentView() -> any UIView & UIContentView
  func updated(for state: any UIConfigurationState) -> Self
}

/// `UIContentView`.
@available(iOS 14.0, *)
@MainActor
public protocol UIContentView: NSObjectProtocol {
  var configuration: any UIContentConfiguration { get set }
}

/// `UIListContentConfiguration`: every property StatelyUIKit writes, stored as is.
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

  public var image: UIImage?
  public var imageProperties = UIListContentConfiguration.ImageProperties()
  public var text: String?
  public var attributedText: NSAttributedString?
  public var textProperties = UIListContentConfiguration.TextProperties()
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var secondaryTextProperties = UIListContentConfiguration.TextProperties()
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
  public var prefersSideBySideTextAndSecondaryText = false
  public var imageToTextPadding: CGFloat = 0
  public var textToSecondaryTextHorizontalPadding: CGFloat = 0
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  @available(iOS 18.0, *)
  public var alpha: CGFloat = 1

  public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
    lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText && lhs.image == rhs.image
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// `UIListContentConfiguration.TextProperties`.
  public struct TextProperties: Hashable {
    public var font: UIFont = .preferredFont(forTextStyle: .body)
    public var color: UIColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var colorTransformer: UIConfigurationColorTransformer?
    public var alignment: UIListContentConfiguration.TextProperties.TextAlignment = .natural
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    public var numberOfLines: Int = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = false
    public var adjustsFontForContentSizeCategory = true
    @available(iOS 14.0, *)
    public var showsExpansionTextWhenTruncated = false
    @available(iOS 14.0, *)
    public var transform: UIListContentConfiguration.TextProperties.TextTransform = .none

    public static func == (lhs: TextProperties, rhs: TextProperties) -> Bool {
      lhs.font == rhs.font && lhs.color == rhs.color && lhs.numberOfLines == rhs.numberOfLines
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(numberOfLines) }

    /// `UIListContentConfiguration.TextProperties.TextAlignment`.
    public enum TextAlignment: Hashable, Sendable {
      case natural
      case center
      case justified
    }

    /// `UIListContentConfiguration.TextProperties.TextTransform`.
    @available(iOS 14.0, *)
    public enum TextTransform: Hashable, Sendable {
      case none
      case uppercase
      case lowercase
      case capitalized
    }
  }

  /// `UIListContentConfiguration.ImageProperties`.
  public struct ImageProperties: Hashable {
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    public var tintColor: UIColor?
    public var tintColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    public var maximumSize: CGSize = .zero
    public var reservedLayoutSize: CGSize = .zero
    public var accessibilityIgnoresInvertColors = false

    public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
      lhs.tintColor == rhs.tintColor && lhs.cornerRadius == rhs.cornerRadius
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
  }
}

/// `UIListContentView`.
@available(iOS 14.0, *)
@MainActor
open class UIListContentView: UIView, UIContentView {
  public var configuration: any UIContentConfiguration
  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { nil }
}
