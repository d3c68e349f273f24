#if canImport(SwiftUI) && os(iOS)
  import Stately
  import StatelyControls
  public import SwiftUI

  extension StatelyToggleStyle: ToggleStyle {
    /// The toggle: its label, then the switch, which a tap toggles. The row is one accessibility
    /// element with the toggle trait, whose value is on or off and whose action toggles.
    ///
    /// - Parameter configuration: The toggle's label and value.
    /// - Returns: The toggle.
    public func makeBody(configuration: Configuration) -> some View {
      StatelyToggleBody(style: self, configuration: configuration)
    }
  }

  /// The body of a ``StatelyToggleStyle``, a view of its own so that it reads the environment.
  struct StatelyToggleBody: View {
    let style: StatelyToggleStyle
    let configuration: ToggleStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
      let isOn = configuration.$isOn
      HStack {
        configuration.label
          .environment(\.statelyState, style.state(isOn: isOn.wrappedValue, isEnabled: isEnabled))
        Spacer(minLength: 8)
        Button {
          isOn.wrappedValue.toggle()
        } label: {
          EmptyView()
        }
        .buttonStyle(StatelySwitchStyle(style: style, isOn: isOn.wrappedValue))
      }
      .accessibilityElement(children: .combine)
      .accessibilityAddTraits(.isToggle)
      .accessibilityValue(isOn.wrappedValue ? Text("On") : Text("Off"))
      .accessibilityAction { isOn.wrappedValue.toggle() }
    }
  }

  /// The switch as a button: its press is the switch's `.highlighted`.
  struct StatelySwitchStyle: ButtonStyle {
    let style: StatelyToggleStyle
    let isOn: Bool

    func makeBody(configuration: Configuration) -> some View {
      StatelySwitchBody(style: style, isOn: isOn, isPressed: configuration.isPressed)
    }
  }

  /// The switch in one state.
  struct StatelySwitchBody: View {
    let style: StatelyToggleStyle
    let isOn: Bool
    let isPressed: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      let state = style.state(isOn: isOn, isPressed: isPressed, isEnabled: isEnabled)
      if let appearance = try? style.appearance(for: state, in: UserInterfaceStyle(colorScheme)) {
        SwitchAppearanceView(appearance: appearance)
          .animation(.easeInOut(duration: 0.2), value: appearance)
      }
    }
  }
#endif
