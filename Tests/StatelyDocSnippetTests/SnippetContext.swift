import Stately
import StatelyControls

// The app's own types that the doc snippets use without declaring them: generate.py passes them to the
// snippets as parameters. Nothing calls the snippets; compiling them is the test.

/// A shopping cart, as the checkout snippets count and fill it.
final class Cart {
  /// How many items it holds.
  var count = 0
  /// Adds an item.
  func add() { count += 1 }
}

/// A label a binding writes to.
final class Label {
  /// Its text.
  var text = ""
  /// Its text colour.
  var textColor = DynamicColor.label
}

/// A chart that shows a range.
final class Chart {
  /// Shows the range at `index`.
  func show(_ index: Int) {}
}

/// The app's network settings.
final class Network {
  /// Turns the network on or off.
  func setEnabled(_ isEnabled: Bool) {}
}

/// A mailbox row's model.
struct Mailbox {
  /// Whether it is archived.
  var isArchived = false
}

/// A text field a binding enables.
final class Field {
  /// Whether it takes input.
  var isEnabled = false
}

/// A badge's look, as the ConfiguredControl snippets resolve it.
struct BadgeAppearance: Hashable, Sendable {
  /// The count as text.
  var text: String
  /// The text colour.
  var color: ResolvedColor
}

/// A badge control, as the StatelyTesting snippets snapshot it.
final class Badge: ConfiguredControl<BadgeAppearance> {
  /// The count it shows.
  var count = 0 {
    didSet { configurationDidChange() }
  }

  init() { super.init(appearance: BadgeAppearance(text: "0", color: .black)) }

  override func resolveAppearance(for state: ControlState) throws(ConfigurationError) -> BadgeAppearance {
    BadgeAppearance(text: "\(count)", color: .black)
  }
}

/// A cell with an archived flag, as the list snippets register it.
class MailCell: Cell {
  /// Whether its mailbox is archived.
  var isArchived = false
}

/// A PIN field: filled, valid and invalid, and an event for a complete code.
final class PinField: Control {
  /// Every digit is entered.
  static let filled = ControlState(customBit: 0)
  /// The code passed validation.
  static let valid = ControlState(customBit: 1)
  /// The code failed validation.
  static let invalid = ControlState(customBit: 2)
  /// Whether every digit is entered.
  @StateFlag(PinField.filled) var isFilled = false
  /// Whether the code passed validation.
  var isValid = false
}

/// A follow button's custom states, as the state-space snippets declare them.
struct FollowStates: CustomStateSet {
  /// The other user follows back.
  let mutual = ControlState(customBit: 0)
  /// A request is in flight.
  let loading = ControlState(customBit: 1)
}
