#if canImport(SwiftUI) && os(iOS)
  import StatelyControls
  import SwiftUI

  /// A resolved button appearance drawn with SwiftUI views: the content (image or activity indicator at
  /// its placement, title and subtitle, pop-up indicator) inside the content insets, over the background
  /// (material, fill, image, stroke), at least the appearance's nominal height.
  ///
  /// Where the appearance has no title, subtitle, image or activity indicator, `label` is drawn in the
  /// title's font and colour instead.
  struct ButtonAppearanceView<Label: View>: View {
    /// What to draw.
    let appearance: ButtonAppearance
    /// The button's own label.
    let label: Label
    /// Whether to draw the background; `false` where SwiftUI's glass style draws it.
    var drawsBackground = true

    var body: some View {
      HStack(spacing: appearance.imagePadding) {
        content
        if appearance.showsPopUpIndicator {
          Image(systemName: "chevron.up.chevron.down")
            .font(.system(size: appearance.titleAttributes.fontSize * 0.8, weight: .semibold))
            .foregroundStyle(Color(appearance.indicatorColor))
        }
      }
      .padding(EdgeInsets(appearance.contentInsets))
      .frame(minHeight: appearance.nominalHeight)
      .background {
        if drawsBackground { ButtonBackgroundView(appearance: appearance) }
      }
      .contentShape(Rectangle())
    }

    /// The image slot and the text, along the placement's axis, or the label.
    @ViewBuilder private var content: some View {
      if hasContent {
        let placement = appearance.imagePlacement
        let layout =
          placement == .top || placement == .bottom
          ? AnyLayout(VStackLayout(spacing: appearance.imagePadding))
          : AnyLayout(HStackLayout(spacing: appearance.imagePadding))
        layout {
          if placement == .trailing || placement == .bottom {
            text
            imageSlot
          } else {
            imageSlot
            text
          }
        }
      } else {
        label
          .font(.stately(appearance.titleAttributes))
          .foregroundStyle(Color(appearance.titleAttributes.foregroundColor))
      }
    }

    /// Whether the appearance draws anything of its own.
    private var hasContent: Bool {
      appearance.title != nil || appearance.subtitle != nil || appearance.image != nil
        || appearance.showsActivityIndicator
    }

    /// The activity indicator, the image, or nothing, with the space the appearance reserves for it.
    @ViewBuilder private var imageSlot: some View {
      let horizontal = appearance.imagePlacement != .top && appearance.imagePlacement != .bottom
      let reservation: CGFloat? = appearance.imageReservation > 0 ? appearance.imageReservation : nil
      if appearance.showsActivityIndicator {
        ProgressView()
          .tint(Color(appearance.activityIndicatorColor))
          .frame(minWidth: horizontal ? reservation : nil, minHeight: horizontal ? nil : reservation)
      } else if let image = appearance.image {
        StatelyImage(
          reference: image, color: appearance.imageColor, textAttributes: appearance.titleAttributes
        )
        .frame(minWidth: horizontal ? reservation : nil, minHeight: horizontal ? nil : reservation)
      }
    }

    /// The title and subtitle, aligned as the appearance says, or nothing.
    @ViewBuilder private var text: some View {
      if appearance.title != nil || appearance.subtitle != nil {
        VStack(alignment: horizontalAlignment, spacing: appearance.titlePadding) {
          if let title = appearance.title {
            styled(Text(title), appearance.titleAttributes).lineBreakMode(appearance.titleLineBreakMode)
          }
          if let subtitle = appearance.subtitle {
            styled(Text(subtitle), appearance.subtitleAttributes)
              .lineBreakMode(appearance.subtitleLineBreakMode)
          }
        }
        .multilineTextAlignment(textAlignment)
      }
    }

    /// A text in its attributes' font, colour and underline.
    private func styled(_ text: Text, _ attributes: TextAttributes) -> Text {
      text.font(.stately(attributes)).foregroundColor(Color(attributes.foregroundColor))
        .underline(attributes.isUnderlined)
    }

    private var horizontalAlignment: HorizontalAlignment {
      switch appearance.titleAlignment {
      case .leading: .leading
      case .trailing: .trailing
      case .center, .automatic: .center
      }
    }

    private var textAlignment: TextAlignment {
      switch appearance.titleAlignment {
      case .leading: .leading
      case .trailing: .trailing
      case .center, .automatic: .center
      }
    }
  }

  /// A resolved background: a material for its visual effect, the fill, the image, and the stroke
  /// outside the fill by its outset, all in its corner shape and inset from the button's edges.
  struct ButtonBackgroundView: View {
    /// The appearance whose background to draw.
    let appearance: ButtonAppearance

    var body: some View {
      let background = appearance.background
      switch background.corner {
      case .capsule:
        layers(Capsule(style: .continuous), stroke: Capsule(style: .continuous))
      case .rounded(let radius):
        layers(
          RoundedRectangle(cornerRadius: max(radius, 0), style: .continuous),
          stroke: RoundedRectangle(cornerRadius: max(radius + background.strokeOutset, 0), style: .continuous)
        )
      }
    }

    /// The layers in one shape.
    private func layers(_ shape: some InsettableShape, stroke: some InsettableShape) -> some View {
      let background = appearance.background
      return ZStack {
        if let material {
          shape.fill(material)
        }
        shape.fill(Color(background.fillColor))
        if let image = background.image {
          StatelyBackgroundImage(reference: image, contentMode: background.imageContentMode)
            .clipShape(shape)
        }
        if background.strokeWidth > 0 {
          stroke.strokeBorder(Color(background.strokeColor), lineWidth: background.strokeWidth)
            .padding(-background.strokeOutset)
        }
      }
      .padding(EdgeInsets(background.insets))
    }

    /// The system material behind the fill: the visual effect's, where SwiftUI does not draw the glass.
    private var material: Material? {
      switch appearance.background.visualEffect {
      case .glass(.regular): .regularMaterial
      case .glass(.clear): .ultraThinMaterial
      case .blur(let style), .vibrancy(let style):
        switch style {
        case .systemUltraThinMaterial: .ultraThinMaterial
        case .systemThinMaterial, .light, .extraLight: .thinMaterial
        case .systemThickMaterial, .prominent: .thickMaterial
        case .systemChromeMaterial: .bar
        case .systemMaterial, .regular, .dark: .regularMaterial
        }
      case nil: nil
      }
    }
  }

  /// A background image, scaled as its content mode says.
  struct StatelyBackgroundImage: View {
    /// The image.
    let reference: ImageReference
    /// How it fills the background.
    let contentMode: ImageContentMode

    var body: some View {
      let image =
        switch reference.source {
        case .system(let name): Image(systemName: name)
        case .resource(let name): Image(name)
        }
      switch contentMode {
      case .scaleToFill, .redraw: image.resizable()
      case .scaleAspectFit: image.resizable().scaledToFit()
      case .scaleAspectFill: image.resizable().scaledToFill()
      case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
        image.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
      }
    }

    /// Where an image that keeps its size sits.
    private var alignment: Alignment {
      switch contentMode {
      case .top: .top
      case .bottom: .bottom
      case .left: .leading
      case .right: .trailing
      case .topLeft: .topLeading
      case .topRight: .topTrailing
      case .bottomLeft: .bottomLeading
      case .bottomRight: .bottomTrailing
      case .scaleToFill, .redraw, .scaleAspectFit, .scaleAspectFill, .center: .center
      }
    }
  }

  extension EdgeInsets {
    /// SwiftUI's insets for directional ones.
    ///
    /// - Parameter insets: Stately's insets.
    init(_ insets: DirectionalEdgeInsets) {
      self.init(
        top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
  }
#endif
