#if canImport(SwiftUI) && os(iOS)
  import Stately
  import StatelyControls
  import SwiftUI

  /// A glass look drawn by SwiftUI's own glass button style (iOS 26): the material tinted with the
  /// state's fill, in its corner shape and control size, with Stately's label and the state's stroke.
  /// See ``SystemGlass`` for what Apple's style draws its own way.
  @available(iOS 26, *)
  struct SystemGlassButton: View {
    let style: StatelyButtonStyle
    let glass: SystemGlass
    let configuration: PrimitiveButtonStyleConfiguration

    var body: some View {
      Button(role: configuration.role, action: configuration.trigger) {
        SystemGlassLabel(style: style, label: configuration.label)
      }
      .buttonStyle(.glass(material.tint(Color(glass.tint))))
      .buttonBorderShape(borderShape)
      .controlSize(controlSize)
      .overlay {
        // The overlay is outside `buttonBorderShape(_:)`, so it draws the corner itself.
        if let stroke = glass.stroke {
          switch glass.corner {
          case .capsule:
            Capsule(style: .continuous).strokeBorder(Color(stroke.color), lineWidth: stroke.width)
          case .rounded(let radius):
            RoundedRectangle(cornerRadius: max(radius, 0), style: .continuous)
              .strokeBorder(Color(stroke.color), lineWidth: stroke.width)
          }
        }
      }
    }

    /// SwiftUI's glass of the material.
    private var material: Glass { glass.material == .regular ? .regular : .clear }

    /// SwiftUI's border shape for the corner.
    private var borderShape: ButtonBorderShape {
      switch glass.corner {
      case .capsule: .capsule
      case .rounded(let radius): .roundedRectangle(radius: max(radius, 0))
      }
    }

    /// SwiftUI's control size for the button size.
    private var controlSize: ControlSize {
      switch glass.size {
      case .mini: .mini
      case .small: .small
      case .medium: .regular
      case .large: .large
      }
    }
  }

  /// The label of a system glass button: the state's content without its background, resolved inside
  /// the button, where the environment's `isEnabled` and `isFocused` are the button's own.
  @available(iOS 26, *)
  struct SystemGlassLabel: View {
    let style: StatelyButtonStyle
    let label: PrimitiveButtonStyleConfiguration.Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isFocused) private var isFocused
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      let state = style.state(isEnabled: isEnabled, isFocused: isFocused)
      Group {
        if let appearance = labelAppearance(for: state) {
          ButtonAppearanceView(appearance: appearance, label: label, drawsBackground: false)
        } else {
          label
        }
      }
      .environment(\.statelyState, state)
    }

    /// The state's appearance without insets or minimum height: the glass style pads and sizes the label.
    private func labelAppearance(for state: ControlState) -> ButtonAppearance? {
      guard var appearance = try? style.appearance(for: state, in: UserInterfaceStyle(colorScheme)) else {
        return nil
      }
      appearance.contentInsets = .zero
      appearance.nominalHeight = 0
      return appearance
    }
  }
#endif
