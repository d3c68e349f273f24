#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension ListContentConfiguration {
  /// The properties of a ``ListContentConfiguration``. The layout properties remember whether you
  /// assigned them; the text and image properties keep their own record.
  public struct Values: Sendable, Hashable {
    /// The preset the configuration came from.
    let style: ListContentStyle

    // MARK: Text

    /// The plain text, when no attributed text supersedes it.
    private var plainText: String?
    /// The attributed text, when set.
    private var richText: AttributedString?
    /// The plain secondary text, when no attributed one supersedes it.
    private var plainSecondaryText: String?
    /// The attributed secondary text, when set.
    private var richSecondaryText: AttributedString?

    /// The primary text. Setting it removes ``attributedText``; while an attributed text is set, this
    /// reads its characters.
    public var text: String? {
      get { plainText ?? richText.map { String($0.characters) } }
      set { plainText = newValue; richText = nil }
    }

    /// The primary text with attributes; it supersedes ``text``. Setting it removes the plain text.
    public var attributedText: AttributedString? {
      get { richText }
      set { richText = newValue; plainText = nil }
    }

    /// The secondary text. Setting it removes ``secondaryAttributedText``; while an attributed text is
    /// set, this reads its characters.
    public var secondaryText: String? {
      get { plainSecondaryText ?? richSecondaryText.map { String($0.characters) } }
      set { plainSecondaryText = newValue; richSecondaryText = nil }
    }

    /// The secondary text with attributes; it supersedes ``secondaryText``. Setting it removes the
    /// plain secondary text.
    public var secondaryAttributedText: AttributedString? {
      get { richSecondaryText }
      set { richSecondaryText = newValue; plainSecondaryText = nil }
    }

    /// How the text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties

    // MARK: Image

    /// The image shown at the leading edge. Default `nil`.
    public var image: ImageReference?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()

    // MARK: Layout

    /// The margins around the content. The preset's until you set them. Must not be negative.
    @Customizable public var directionalLayoutMargins: DirectionalEdgeInsets

    /// The space between the image and the texts, used only when both exist. Must not be negative.
    @Customizable public var imageToTextPadding: Double

    /// The minimum space between text and secondary text side by side. Must not be negative.
    @Customizable public var textToSecondaryTextHorizontalPadding: Double

    /// The space between text and secondary text stacked vertically. Must not be negative.
    @Customizable public var textToSecondaryTextVerticalPadding: Double

    /// Whether text and secondary text sit side by side when there is room (stacked otherwise).
    @Customizable public var prefersSideBySideTextAndSecondaryText: Bool

    /// The opacity of the whole content, `0…1`. Default `1`; values outside are clamped when resolving.
    public var alpha = 1.0

    /// The values of a preset in its normal, plain-list look.
    init(style: ListContentStyle) {
      self.style = style
      let look = ListContentLook(style: style, environment: .none, phase: .normal)
      _directionalLayoutMargins = Customizable(wrappedValue: look.margins)
      _imageToTextPadding = Customizable(wrappedValue: look.imageToTextPadding)
      _textToSecondaryTextHorizontalPadding = Customizable(wrappedValue: look.horizontalPadding)
      _textToSecondaryTextVerticalPadding = Customizable(wrappedValue: look.verticalPadding)
      _prefersSideBySideTextAndSecondaryText = Customizable(wrappedValue: look.prefersSideBySide)
      textProperties = TextProperties(font: look.textFont, color: look.textColor)
      secondaryTextProperties = TextProperties(font: look.secondaryTextFont, color: look.secondaryTextColor)
      imageProperties.$tintColor.setDefault(look.imageTint)
    }
  }
}
