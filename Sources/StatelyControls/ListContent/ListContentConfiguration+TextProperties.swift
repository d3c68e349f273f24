extension ListContentConfiguration {
  /// How the text or the secondary text is drawn (UIKit's `UIListContentConfiguration.TextProperties`).
  ///
  /// ``font`` and ``color`` come from the preset and the state until you set them; the other
  /// properties are never changed by a preset.
  public struct TextProperties: CustomizableConfiguration, Sendable, Hashable {
    /// How lines are aligned, with UIKit's raw values.
    public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
      /// Leading in the reading direction (0).
      case natural
      /// Centred (1).
      case center
      /// Stretched to both edges, except the last line (2).
      case justified
    }

    /// A change of case applied to the text before it is drawn, with UIKit's raw values.
    public enum TextTransform: Int, Sendable, Hashable, CaseIterable {
      /// The text as it is (0).
      case none
      /// Every letter upper case (1).
      case uppercase
      /// Every letter lower case (2).
      case lowercase
      /// The first letter of every word upper case, the others lower case; words are separated by
      /// whitespace (3).
      case capitalized
    }

    /// The properties a preset styles, which remember whether you set them.
    public enum Property: String, ConfigurationProperty {
      /// ``TextProperties/font``.
      case font
      /// ``TextProperties/color``.
      case color
    }

    /// The font. The preset's until you set it.
    @Customizable public var font: SystemFont

    /// The colour. The preset's (and the state's) until you set it.
    @Customizable public var color: DynamicColor

    /// Applied to ``color`` by ``resolvedColor()``; `nil` uses it as is.
    public var colorTransformer: ColorTransformer?
    /// How lines are aligned. Default ``TextAlignment/natural``.
    public var alignment = TextAlignment.natural
    /// How text that does not fit is wrapped or truncated. Default ``LineBreakMode/byTruncatingTail``.
    public var lineBreakMode = LineBreakMode.byTruncatingTail
    /// The maximum number of lines; `0` means no limit. Default `0`. Must not be negative.
    public var numberOfLines = 0
    /// Whether the font shrinks, down to ``minimumScaleFactor``, to fit the width. Default `false`.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font size shrinking may reach, `0…1`. Default `0` (no shrinking
    /// limit). Must not be negative; values above `1` count as `1`.
    public var minimumScaleFactor = 0.0
    /// Whether letters may be drawn closer together before truncating. Default `false`.
    public var allowsDefaultTighteningForTruncation = false
    /// Whether the font follows the reader's text size. Default `true`.
    public var adjustsFontForContentSizeCategory = true
    /// Whether the full text shows when the pointer rests on truncated text. Default `false`.
    public var showsExpansionTextWhenTruncated = false
    /// A change of case applied before drawing. Default ``TextTransform/none``.
    public var transform = TextTransform.none

    /// The properties themselves: text properties keep their own record of what you set.
    public var values: TextProperties {
      get { self }
      set { self = newValue }
    }

    /// Whether you assigned `property`.
    ///
    /// - Parameter property: A property.
    /// - Returns: `true` once you assigned it, until something resets it.
    public func isCustomized(_ property: Property) -> Bool {
      switch property {
      case .font: $font.isCustomized
      case .color: $color.isCustomized
      }
    }

    /// Creates text properties with a font and colour that are not marked customised.
    init(font: SystemFont, color: DynamicColor) {
      _font = Customizable(wrappedValue: font)
      _color = Customizable(wrappedValue: color)
    }

    /// The colour after ``colorTransformer``.
    ///
    /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)`` when the
    ///   transformer returns an invalid colour.
    /// - Returns: The colour to draw, light and dark.
    public func resolvedColor() throws(ColorError) -> DynamicColor {
      guard let colorTransformer else { return color }
      return try colorTransformer.apply(dynamic: color)
    }

    /// Writes preset defaults into the properties you did not set.
    mutating func applyDefaults(font: SystemFont, color: DynamicColor) {
      $font.setDefault(font)
      $color.setDefault(color)
    }
  }
}
