import Stately
import StatelyControls

/// The README's follow button: its states, its space and its look, as the README declares them. The
/// lines between the markers are the README's shared block (``ReadmeSwiftUITests`` checks it).
struct ReadmeFollowLook {
  let states: ReadmeFollowStates
  let space: StateSpace
  let look: ConfigurationTable<ButtonConfiguration>

  init() {
    // shared-begin
    // The states a follow button can be in, and the rules between them, declared once.
    struct FollowStates: CustomStateSet {
      let mutual = ControlState(customBit: 0)
      let loading = ControlState(customBit: 1)
    }
    let states = FollowStates()
    let space = StateSpace(
      states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])

    // Its look in each state: a configuration, and a value for the states each rule names.
    var look = ConfigurationTable(base: ButtonConfiguration.filled())
    look.base.title = "Follow"
    look.setValue("Following", for: .containsAll(.selected), at: \.title)
    look.setValue("Mutual", for: .containsAll([.selected, states.mutual]), at: \.title)
    look.setValue(true, for: .containsAll(states.loading), at: \.showsActivityIndicator)
    // shared-end
    self.states = ReadmeFollowStates(mutual: states.mutual, loading: states.loading)
    self.space = space
    self.look = look
  }
}

/// The README's custom states, outside the initialiser that declares them.
struct ReadmeFollowStates {
  let mutual: ControlState
  let loading: ControlState
}
