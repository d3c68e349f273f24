#if canImport(SwiftUI) && os(iOS)
  import StatelyControls
  import SwiftUI

  extension Font {
    /// The system font of a text's attributes: its size and weight.
    ///
    /// - Parameter attributes: A resolved title's or subtitle's attributes.
    /// - Returns: The SwiftUI font; a size that is not finite and positive becomes 17.
    static func stately(_ attributes: TextAttributes) -> Font {
      let size = attributes.fontSize.isFinite && attributes.fontSize > 0 ? attributes.fontSize : 17
      return .system(size: size, weight: Font.Weight(attributes.fontWeight))
    }
  }

  extension Font.Weight {
    /// SwiftUI's weight of the same name.
    ///
    /// - Parameter weight: A Stately font weight.
    init(_ weight: FontWeight) {
      self =
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
  }

  extension Text {
    /// The text wrapped as a line break mode says: one line and its truncation, or as many lines as it
    /// needs.
    ///
    /// - Parameter mode: A resolved line break mode.
    /// - Returns: The text with its line limit and truncation.
    func lineBreakMode(_ mode: LineBreakMode) -> some View {
      let truncation: Text.TruncationMode =
        switch mode {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingTail: .tail
        }
      return lineLimit(mode.allowsMultipleLines ? nil : 1).truncationMode(truncation)
    }
  }
#endif
