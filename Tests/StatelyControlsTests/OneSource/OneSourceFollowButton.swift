// One control source for both platforms. This file is compiled twice: here against `StatelyControls`,
// where `PlatformButton` is `StatelyButton`, and in `StatelyUIKitTests` (a symbolic link to this file)
// against `StatelyUIKit`, where it is `StatelyUIButton`. Only the type name differs.
import Stately
import StatelyControls

/// The follow button's custom state, declared once: its name is the property's, its bit the value's.
struct OneSourceFollowStates: CustomStateSet {
  /// The other user follows back.
  let mutual = ControlState(customBit: 0)
}

/// The README's follow button, written once: a custom state with an invariant, a flag, a configuration
/// for each state and a handler.
final class OneSourceFollowButton: PlatformButton {
  /// The custom states.
  static let states = OneSourceFollowStates()

  /// Highlighted, disabled, selected and mutual, where mutual implies selected.
  static let followSpace = StateSpace(states, invariants: [.implies(states.mutual, .selected)])

  /// "Follow", "Following" while selected, "Mutual" while selected and mutual.
  static var followMachine: ConfigurationTable<ButtonConfiguration> {
    var machine = ConfigurationTable(base: ButtonConfiguration.filled())
    machine.base.title = "Follow"
    machine.setValue("Following", for: .containsAll(.selected), at: \.title)
    machine.setValue("Mutual", for: .containsAll([.selected, states.mutual]), at: \.title)
    return machine
  }

  /// Whether the other user follows back; setting it selects.
  @StateFlag(OneSourceFollowButton.states.mutual) var isMutual = false

  /// A follow button whose handler adds a hint while it is pressed, and whose primary action follows
  /// or unfollows.
  convenience init(cycle: UpdateCycle) {
    self.init(space: Self.followSpace, configurationTable: Self.followMachine, cycle: cycle)
    configurationUpdateHandler = { button in
      button.configuration?.subtitle = button.isHighlighted ? "Release to follow" : nil
    }
    addAction(for: .primaryActionTriggered) { button, _ in button.isSelected.toggle() }
  }

  /// What the tests on both platforms do to the button, and the title and subtitle each step shows.
  static func steps() -> [(change: (OneSourceFollowButton) -> Void, title: String, subtitle: String?)] {
    [
      ({ _ in }, "Follow", nil),
      ({ $0.isSelected = true }, "Following", nil),
      ({ $0.isMutual = true }, "Mutual", nil),
      ({ $0.isHighlighted = true }, "Mutual", "Release to follow"),
      ({ $0.isSelected = false }, "Follow", "Release to follow"),
      ({ $0.sendActions(for: .primaryActionTriggered) }, "Following", "Release to follow"),
    ]
  }

  /// Whether the button reads "Mutual": the flag, through the engine's own API.
  var showsMutual: Bool {
    engine.flag(Self.states.mutual) && engine.stateSpace.contains([.selected, Self.states.mutual])
  }
}
