import Stately

/// A stand-in for `UIControl`: its own stored flags, its own raw `state`, target-action events, and
/// UIKit's `setNeedsUpdateConfiguration()` / `updateConfiguration()` / `configurationUpdateHandler`
/// trio. It knows nothing of Stately, as UIKit does not; ``EmbeddedFollowButton`` adds Stately by
/// composition, the way a `UIButton` subclass would.
class StandInControl {
  var isSelected = false
  var isEnabled = true
  var isHighlighted = false
  /// UIKit's `state`: the raw `UIControl.State` bits.
  var state: UInt {
    (isHighlighted ? 1 : 0) | (isEnabled ? 0 : 2) | (isSelected ? 4 : 0)
  }
  var configurationUpdateHandler: ((StandInControl) -> Void)?
  private(set) var targets: [(events: UInt, action: () -> Void)] = []
  /// How many times UIKit's own update machinery ran `updateConfiguration()`.
  private(set) var frameworkUpdates = 0
  /// The title a label would show.
  var title = "Follow"

  init() {}

  func setNeedsUpdateConfiguration() {}
  func updateConfiguration() { frameworkUpdates += 1 }
  func addTarget(for events: UInt, _ action: @escaping () -> Void) { targets.append((events, action)) }
  func sendActions(for events: UInt) {
    for target in targets where target.events & events != 0 { target.action() }
  }
}

extension EmbeddedFollowButton {
  static let mutual = ControlState(customBit: 0)
  static let loading = ControlState(customBit: 1)
  static let space = try! StateSpace(
    custom: ["mutual": mutual, "loading": loading],
    invariants: [.implies(mutual, .selected), .forces(loading, .disabled)])
}

// The glue, all of it, between the markers: what a UIKit control subclass needs to gain the engine.
// glue-begin
final class EmbeddedFollowButton: StandInControl, ControlEngineHost {
  let engine: ControlEngine
  @StateFlag(EmbeddedFollowButton.mutual) var isMutual = false
  @StateFlag(EmbeddedFollowButton.loading) var isLoading = false

  init(cycle: UpdateCycle) {
    engine = ControlEngine(space: Self.space, cycle: cycle)
    super.init()
    engine.attach(to: self) { button, _ in button.update() }
  }

  override var isSelected: Bool {
    get { engine.isSelected }
    set { engine.isSelected = newValue }
  }
  override var isEnabled: Bool {
    get { !engine.state.contains(.disabled) }
    set { engine.isEnabled = newValue }
  }
  override var isHighlighted: Bool {
    get { engine.isHighlighted }
    set { engine.isHighlighted = newValue }
  }
  override var state: UInt { engine.state.rawValue }
  override func setNeedsUpdateConfiguration() { engine.setNeedsUpdate() }

  private func update() {
    super.updateConfiguration()
    configurationUpdateHandler?(self)
  }
}
// glue-end
