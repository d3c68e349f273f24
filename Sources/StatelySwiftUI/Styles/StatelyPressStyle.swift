#if canImport(SwiftUI) && os(iOS)
  import Stately
  import StatelyControls
  import SwiftUI

  /// The `ButtonStyle` inside a ``StatelyButtonStyle``: SwiftUI's press (`isPressed`) becomes
  /// `.highlighted`, and each state is resolved and drawn.
  struct StatelyPressStyle: ButtonStyle {
    let style: StatelyButtonStyle

    func makeBody(configuration: Configuration) -> some View {
      StatelyPressBody(style: style, label: configuration.label, isPressed: configuration.isPressed)
    }
  }

  /// The drawn button in one state: a view of its own, so the press keeps its identity (a style's body
  /// that is not one loses `isPressed` in some containers, FB7597596) and SwiftUI tracks the reads of the
  /// models' properties here.
  struct StatelyPressBody: View {
    let style: StatelyButtonStyle
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isFocused) private var isFocused
    @Environment(\.colorScheme) private var colorScheme

    /// How long a release takes to fade back; a press shows at once. Stately's choice: Apple documents
    /// no duration.
    static let releaseAnimation = Animation.easeOut(duration: 0.2)

    var body: some View {
      let state = style.state(isPressed: isPressed, isEnabled: isEnabled, isFocused: isFocused)
      Group {
        if let appearance = try? style.appearance(for: state, in: UserInterfaceStyle(colorScheme)) {
          ButtonAppearanceView(appearance: appearance, label: label)
        } else {
          // A configuration that cannot be resolved: the label, unstyled; the style's findings say why.
          label
        }
      }
      .environment(\.statelyState, state)
      .animation(isPressed ? nil : Self.releaseAnimation, value: isPressed)
    }
  }
#endif
