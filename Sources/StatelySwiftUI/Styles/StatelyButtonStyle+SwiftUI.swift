#if canImport(SwiftUI) && os(iOS)
  import Stately
  import StatelyControls
  public import SwiftUI

  extension StatelyButtonStyle: PrimitiveButtonStyle {
    /// The button: a SwiftUI `Button` with the configuration's role and action, disabled while the
    /// state without the press is disabled (so a state that forces `.disabled` keeps the action from
    /// running), drawn by Stately for each state SwiftUI reports, or, for a glass style from iOS 26,
    /// by SwiftUI's `.glass(_:)` style with Stately's label.
    ///
    /// - Parameter configuration: The button's label, role and trigger.
    /// - Returns: The button.
    public func makeBody(configuration: Configuration) -> some View {
      StatelyButtonBody(style: self, configuration: configuration)
    }
  }

  /// The body of a ``StatelyButtonStyle``: a view of its own, so that it reads the environment and the
  /// models' properties in its own body, which SwiftUI tracks.
  struct StatelyButtonBody: View {
    let style: StatelyButtonStyle
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      let resting = style.state(isEnabled: isEnabled)
      button(resting: resting)
        .disabled(resting.contains(.disabled))
        #if DEBUG
          .onAppear { StyleDiagnostics.reportOnce(style) }
        #endif
    }

    /// SwiftUI's glass style where it exists and the look is glass, else Stately's drawing.
    @ViewBuilder private func button(resting: ControlState) -> some View {
      if #available(iOS 26, *) {
        if let glass = (try? style.appearance(for: resting, in: UserInterfaceStyle(colorScheme)))
          .flatMap(SystemGlass.init)
        {
          SystemGlassButton(style: style, glass: glass, configuration: configuration)
        } else {
          drawn
        }
      } else {
        drawn
      }
    }

    /// The button drawn by Stately in every state, the press included.
    private var drawn: some View {
      Button(role: configuration.role, action: configuration.trigger) { configuration.label }
        .buttonStyle(StatelyPressStyle(style: style))
    }
  }
#endif
