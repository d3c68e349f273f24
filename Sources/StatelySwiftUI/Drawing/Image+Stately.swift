#if canImport(SwiftUI) && os(iOS)
  import StatelyControls
  import SwiftUI

  /// An image reference drawn in SwiftUI: a system symbol with its symbol configuration, or a named image
  /// from the main bundle, in a colour.
  struct StatelyImage: View {
    /// The image.
    let reference: ImageReference
    /// The colour a symbol is drawn in.
    let color: ResolvedColor
    /// The size of the text beside it, which a symbol without a point size matches.
    let textAttributes: TextAttributes

    var body: some View {
      image
        .font(font)
        .imageScale(scale)
        .foregroundStyle(Color(color))
    }

    /// The SwiftUI image.
    private var image: Image {
      switch reference.source {
      case .system(let name): Image(systemName: name)
      case .resource(let name): Image(name)
      }
    }

    /// The symbol's point size and weight, else the text's.
    private var font: Font {
      let configuration = reference.symbolConfiguration
      var attributes = textAttributes
      if let size = configuration?.pointSize, size.isFinite, size > 0 { attributes.fontSize = size }
      if let weight = configuration?.weight { attributes.fontWeight = weight }
      return .stately(attributes)
    }

    /// The symbol's scale; medium when it has none.
    private var scale: Image.Scale {
      switch reference.symbolConfiguration?.scale {
      case .small: .small
      case .large: .large
      case .medium, nil: .medium
      }
    }
  }
#endif
