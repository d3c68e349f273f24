#if canImport(SwiftUI) && os(iOS)
  public import Stately
  import StatelyControls
  import StatelySwiftUI
  public import SwiftUI

  /// A settings row: a toggle drawn from a `Switch`'s look, whose label fades while the row is disabled,
  /// by a value per state.
  public struct SwiftUISettingsToggle: View {
    /// The row's title.
    let title: String
    /// The setting.
    @Binding var isOn: Bool

    /// The label's opacity in each state: faded while disabled.
    public static let labelOpacity: StateTable<Double> = {
      var table = StateTable(default: 1.0)
      table.setValue(0.4, for: .containsAll(.disabled))
      return table
    }()

    /// Creates the row.
    ///
    /// - Parameters:
    ///   - title: The row's title.
    ///   - isOn: The setting.
    public init(_ title: String, isOn: Binding<Bool>) {
      self.title = title
      self._isOn = isOn
    }

    /// The row.
    public var body: some View {
      Toggle(isOn: $isOn) {
        Text(title).statelyValue(Self.labelOpacity) { text, opacity in text.opacity(opacity) }
      }
      .toggleStyle(StatelyToggleStyle(onTintColor: .systemIndigo))
    }
  }
#endif
