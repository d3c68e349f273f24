#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A resolved text: the characters to draw after the case transform, with a concrete colour and
/// every text property a renderer needs.
public struct TextAppearance: Sendable, Hashable {
  /// The characters to draw, after ``ListContentConfiguration/TextProperties/transform``.
  public var string: String
  /// The attributed text as set, when the configuration had one; its runs carry the attributes, and
  /// ``string`` its transformed characters.
  public var attributedText: AttributedString?
  /// The font.
  public var font: SystemFont
  /// The colour, after the colour transformer, for the traits' appearance.
  public var color: ResolvedColor
  /// How lines are aligned.
  public var alignment: ListContentConfiguration.TextProperties.TextAlignment
  /// How text that does not fit is wrapped or truncated.
  public var lineBreakMode: LineBreakMode
  /// The maximum number of lines; `0` means no limit.
  public var numberOfLines: Int
  /// Whether the font shrinks to fit the width.
  public var adjustsFontSizeToFitWidth: Bool
  /// The smallest fraction of the font size shrinking may reach, `0…1`.
  public var minimumScaleFactor: Double
  /// Whether letters may be drawn closer together before truncating.
  public var allowsDefaultTighteningForTruncation: Bool

  /// Creates a resolved text.
  ///
  /// - Parameters:
  ///   - string: The characters to draw.
  ///   - attributedText: The attributed text, if any.
  ///   - font: The font.
  ///   - color: The colour.
  ///   - alignment: The alignment. Defaults to natural.
  ///   - lineBreakMode: The line break mode. Defaults to truncating the tail.
  ///   - numberOfLines: The line limit. Defaults to none (`0`).
  ///   - adjustsFontSizeToFitWidth: Whether to shrink. Defaults to `false`.
  ///   - minimumScaleFactor: The shrink limit. Defaults to `0`.
  ///   - allowsDefaultTighteningForTruncation: Whether to tighten. Defaults to `false`.
  public init(
    string: String, attributedText: AttributedString? = nil, font: SystemFont, color: ResolvedColor,
    alignment: ListContentConfiguration.TextProperties.TextAlignment = .natural,
    lineBreakMode: LineBreakMode = .byTruncatingTail, numberOfLines: Int = 0,
    adjustsFontSizeToFitWidth: Bool = false, minimumScaleFactor: Double = 0,
    allowsDefaultTighteningForTruncation: Bool = false
  ) {
    self.string = string
    self.attributedText = attributedText
    self.font = font
    self.color = color
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
    self.numberOfLines = numberOfLines
    self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
    self.minimumScaleFactor = minimumScaleFactor
    self.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
  }
}
