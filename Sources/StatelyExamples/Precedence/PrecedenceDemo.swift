public import Stately
public import StatelyControls

/// The iOS 15 configuration tutorial's "old against new" buttons side by side, each with a caption saying what it shows.
///
/// The four buttons the article builds, with what iOS 15 showed for each:
///
/// | id | set up | normal | highlighted |
/// |---|---|---|---|
/// | `legacy` | no configuration; `setTitle("Old", for: .normal)`; `configuration?.title = "New"` | Old | Old |
/// | `oldOverNew` | filled; `configuration.title = "New"`; `setTitle("Old", for: .normal)` | Old | Old |
/// | `button` | filled; `setTitle("Old", for: .normal)`; handler sets only the highlighted title | Old | New Highlighted |
/// | `button2` | filled; `configuration.title = "New"`; the same handler | New, then New Highlighted for good | New Highlighted |
///
/// `StatelyButton` implements the precedence; this type only packages the buttons and their captions.
public final class PrecedenceDemo {
  /// One button of the demo and what it demonstrates.
  public struct Item {
    /// A stable identifier: `legacy`, `oldOverNew`, `button` or `button2`.
    public let id: String
    /// A short title for the gallery.
    public let title: String
    /// What the button demonstrates.
    public let caption: String
    /// The button.
    public let button: StatelyButton
  }

  /// The states every button of the demo can be in: UIKit's standard three.
  public static let stateSpace = StateSpace.standard

  /// The title the article's handler writes, only while the state is exactly `.highlighted`.
  public static let highlightedTitle = "New Highlighted"

  /// The cycle all four buttons share.
  public let cycle: UpdateCycle
  /// The buttons, in the article's order.
  public let items: [Item]

  /// The article's configuration: `filled()`, system pink, `.large`.
  public static let articleConfiguration: ButtonConfiguration = {
    var configuration = ButtonConfiguration.filled()
    configuration.baseBackgroundColor = .systemPink
    configuration.buttonSize = .large
    return configuration
  }()

  /// The article's handler: sets the title for the highlighted state and leaves every other state
  /// alone.
  ///
  /// - Parameter button: The button being updated.
  public static func highlightedOnlyHandler(_ button: StatelyButton) {
    if button.state == .highlighted { button.configuration?.title = highlightedTitle }
  }

  /// Creates the four buttons.
  ///
  /// - Parameters:
  ///   - traits: The appearance and tint to resolve against.
  ///   - cycle: The cycle the buttons share. Defaults to a new one.
  public init(traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle()) {
    self.cycle = cycle
    let legacy = StatelyButton(traits: traits, cycle: cycle)
    legacy.setTitle("Old", for: .normal)
    legacy.configuration?.title = "New"

    let oldOverNew = StatelyButton(configuration: Self.articleConfiguration, traits: traits, cycle: cycle)
    oldOverNew.configuration?.title = "New"
    oldOverNew.setTitle("Old", for: .normal)

    let button = StatelyButton(configuration: Self.articleConfiguration, traits: traits, cycle: cycle)
    button.setTitle("Old", for: .normal)
    button.configurationUpdateHandler = Self.highlightedOnlyHandler

    let button2 = StatelyButton(configuration: Self.articleConfiguration, traits: traits, cycle: cycle)
    button2.configuration?.title = "New"
    button2.configurationUpdateHandler = Self.highlightedOnlyHandler

    for (id, control) in [
      ("legacy", legacy), ("oldOverNew", oldOverNew), ("button", button), ("button2", button2),
    ] {
      control.engine.identifier = id
    }
    items = [
      Item(
        id: "legacy", title: "Legacy button",
        caption: "Made without a configuration: configuration is nil, so configuration?.title = \"New\" "
          + "does nothing and setTitle's \"Old\" shows in every state.",
        button: legacy),
      Item(
        id: "oldOverNew", title: "Old setter over new configuration",
        caption: "configuration.title = \"New\" and setTitle(\"Old\", for: .normal), in either order: "
          + "the legacy setter wins and the button reads \"Old\".",
        button: oldOverNew),
      Item(
        id: "button", title: "setTitle + highlighted-only handler",
        caption: "The handler writes only the highlighted title; in every other state the legacy "
          + "normal title \"Old\" is the fallback.",
        button: button),
      Item(
        id: "button2", title: "configuration.title + highlighted-only handler",
        caption: "Starts as \"New\"; after the first press the handler's \"New Highlighted\" stays in "
          + "the configuration, so it shows in every state from then on.",
        button: button2),
    ]
  }

  /// The item with `id`, if any.
  ///
  /// - Parameter id: An item identifier.
  public func item(_ id: String) -> Item? { items.first { $0.id == id } }

  /// The demo's rule tables: none. The titles come from legacy setters, configurations and the
  /// handler, whose precedence `StatelyButton` implements.
  public var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] { [] }
}
