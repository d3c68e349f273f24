#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The content of a list cell, header or footer: an image, a text and a secondary text, with their
/// styling and layout (UIKit's `UIListContentConfiguration`).
///
/// Start from a preset, usually a cell's ``Cell/defaultContentConfiguration()``, and set the content:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.image = .system("star")
/// content.text = "Favourites"
/// content.secondaryText = "12 items"
/// cell.contentConfiguration = content
/// ```
///
/// Every styled property remembers whether you set it. ``updated(for:)`` recomputes only the ones
/// you left alone (fonts, colours, image tint, margins and paddings) for the state and the list;
/// your values are kept.
///
/// Lengths are checked when resolving (``validate()``, ``resolvedAppearance(in:)``): negative
/// margins, paddings, sizes, corner radii or line counts throw a ``ConfigurationError`` naming the
/// property. Setters never trap.
public struct ListContentConfiguration: Sendable, Hashable {
  var _text: String?
  var _attributedText: AttributedString?
  var _secondaryText: String?
  var _secondaryAttributedText: AttributedString?
  var _directionalLayoutMargins: DirectionalEdgeInsets
  var _imageToTextPadding: Double
  var _textToSecondaryTextHorizontalPadding: Double
  var _textToSecondaryTextVerticalPadding: Double
  var _prefersSideBySideTextAndSecondaryText: Bool

  /// The preset the configuration came from.
  let style: ListContentStyle

  /// The layout properties you set.
  public internal(set) var customizedProperties: Property = []

  /// The image shown at the leading edge. Default `nil`.
  public var image: ImageReference?
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// How the text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties
  /// The opacity of the whole content, `0…1`. Default `1`; values outside are clamped when resolving.
  public var alpha = 1.0

  /// Creates a configuration of a preset with its normal look in a plain list.
  init(style: ListContentStyle) {
    self.style = style
    let look = ListContentLook(style: style, environment: .none, phase: .normal)
    _directionalLayoutMargins = look.margins
    _imageToTextPadding = look.imageToTextPadding
    _textToSecondaryTextHorizontalPadding = look.horizontalPadding
    _textToSecondaryTextVerticalPadding = look.verticalPadding
    _prefersSideBySideTextAndSecondaryText = look.prefersSideBySide
    textProperties = TextProperties(font: look.textFont, color: look.textColor)
    secondaryTextProperties = TextProperties(font: look.secondaryTextFont, color: look.secondaryTextColor)
    imageProperties.applyDefaults(tintColor: look.imageTint)
  }

  // MARK: - Text

  /// The primary text. Setting it removes ``attributedText``; while an attributed text is set, this
  /// reads its characters.
  public var text: String? {
    get { _text ?? _attributedText.map { String($0.characters) } }
    set { _text = newValue; _attributedText = nil }
  }

  /// The primary text with attributes; it supersedes ``text``. Setting it removes the plain text.
  public var attributedText: AttributedString? {
    get { _attributedText }
    set { _attributedText = newValue; _text = nil }
  }

  /// The secondary text. Setting it removes ``secondaryAttributedText``; while an attributed text is
  /// set, this reads its characters.
  public var secondaryText: String? {
    get { _secondaryText ?? _secondaryAttributedText.map { String($0.characters) } }
    set { _secondaryText = newValue; _secondaryAttributedText = nil }
  }

  /// The secondary text with attributes; it supersedes ``secondaryText``. Setting it removes the
  /// plain secondary text.
  public var secondaryAttributedText: AttributedString? {
    get { _secondaryAttributedText }
    set { _secondaryAttributedText = newValue; _secondaryText = nil }
  }

  // MARK: - Layout

  /// The margins around the content. The preset's until you set them. Must not be negative.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { _directionalLayoutMargins }
    set { _directionalLayoutMargins = newValue; customizedProperties.insert(.directionalLayoutMargins) }
  }

  /// The space between the image and the texts, used only when both exist. Must not be negative.
  public var imageToTextPadding: Double {
    get { _imageToTextPadding }
    set { _imageToTextPadding = newValue; customizedProperties.insert(.imageToTextPadding) }
  }

  /// The minimum space between text and secondary text side by side. Must not be negative.
  public var textToSecondaryTextHorizontalPadding: Double {
    get { _textToSecondaryTextHorizontalPadding }
    set {
      _textToSecondaryTextHorizontalPadding = newValue
      customizedProperties.insert(.textToSecondaryTextHorizontalPadding)
    }
  }

  /// The space between text and secondary text stacked vertically. Must not be negative.
  public var textToSecondaryTextVerticalPadding: Double {
    get { _textToSecondaryTextVerticalPadding }
    set {
      _textToSecondaryTextVerticalPadding = newValue
      customizedProperties.insert(.textToSecondaryTextVerticalPadding)
    }
  }

  /// Whether text and secondary text sit side by side when there is room (stacked otherwise).
  public var prefersSideBySideTextAndSecondaryText: Bool {
    get { _prefersSideBySideTextAndSecondaryText }
    set {
      _prefersSideBySideTextAndSecondaryText = newValue
      customizedProperties.insert(.prefersSideBySideTextAndSecondaryText)
    }
  }
}
