import StatelyExamples

extension PlaygroundRegistry {
  /// Every built-in control and example, with simulated requests taking 800 ms; see
  /// ``examples(requestDelay:)``.
  public static var standard: PlaygroundRegistry { examples() }

  /// Every built-in control and example: the button (its styles light and dark, sizes, corner styles,
  /// content and tints), the switch and the segmented control under "Controls", then each catalog
  /// example with its live controls under "Examples from the articles". They are registered exactly as
  /// your own controls would be.
  ///
  /// - Parameter requestDelay: How long a simulated request (follow, send) takes before it succeeds.
  /// - Returns: The registry.
  public static func examples(requestDelay: Duration = .milliseconds(800)) -> PlaygroundRegistry {
    var registry = PlaygroundRegistry()
    func add(_ entry: PlaygroundEntry) {
      do { try registry.register(entry) } catch {
        preconditionFailure("the built-in entry \(entry.id) was refused: \(error)")
      }
    }
    var button = PlaygroundEntry.button
    button.group = "Controls"
    add(button)
    var switchControl = PlaygroundEntry.switchControl
    switchControl.liveSummary = "Tap to flip it: on is a custom state, and each flip sends valueChanged once."
    switchControl.group = "Controls"
    add(switchControl)
    var segmentedControl = PlaygroundEntry.segmentedControl
    segmentedControl.liveSummary =
      "Tap a segment to select it, or slide across and lift on one; Month is disabled, and the pressed "
      + "segment is highlighted."
    segmentedControl.liveKeys = "Keys: Tab to the control, then 1 to 4 tap a segment."
    segmentedControl.group = "Controls"
    add(segmentedControl)
    for example in ExampleCatalog.entries {
      let live: (@Sendable (LiveContext) -> [LiveControl])? =
        switch example.id {
        case "loadingButton": { ExampleLiveControls.loading($0, requestDelay: requestDelay) }
        case "followButton": { ExampleLiveControls.follow($0, requestDelay: requestDelay) }
        case "checkout": { ExampleLiveControls.checkout($0) }
        case "changePinForm": { ExampleLiveControls.changePinForm($0) }
        case "precedence": { ExampleLiveControls.precedence($0) }
        case "cellList": { ExampleLiveControls.cellList($0) }
        default: nil
        }
      var entry = PlaygroundEntry(example: example, live: live)
      entry.liveSummary = liveSummaries[example.id]
      entry.liveKeys = liveKeys[example.id]
      entry.group = "Examples from the articles"
      add(entry)
    }
    return registry
  }

  /// One sentence per live example, saying what it shows and what to try.
  static let liveSummaries: [String: String] = [
    "loadingButton": "Tap Send: it shows a spinner and ignores taps until its simulated request ends.",
    "followButton":
      "Tap Follow: one button goes from Follow through loading to Following, its look set per state.",
    "checkout": "Add Item changes a cart outside the buttons; Checkout reads it, and updates once per event.",
    "changePinForm":
      "Type the current PIN, \(ExampleLiveControls.currentPIN), then a new PIN twice: Apply unlocks once it is "
      + "accepted, and a run (1234) or one repeated digit (1111) is refused with the reason.",
    "precedence":
      "Four buttons from the article, each set up as its caption says: where configuration.title and "
      + "setTitle(_:for:) disagree the legacy setter wins, as in UIKit, and a title a "
      + "configurationUpdateHandler writes stays, so button2 reads \u{201C}New\u{201D} in the gallery, "
      + "which draws each state on a button never pressed, and \u{201C}New Highlighted\u{201D} here once "
      + "pressed.",
    "cellList":
      "Press a row to highlight it and tap it to select it; swipe it left to reveal its action, and tap its "
      + "chevron to expand it.",
  ]

  /// What the keyboard does in a live example, where it does more than Tab and Enter; hidden on a phone.
  static let liveKeys: [String: String] = [
    "cellList": "Keys: Tab to a row, then s swipes it and e or Enter expands it."
  ]
}
