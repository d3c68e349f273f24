import StatelyExamples

extension PlaygroundRegistry {
  /// Every built-in control and example, with simulated requests taking 800 ms; see
  /// ``examples(requestDelay:)``.
  public static var standard: PlaygroundRegistry { examples() }

  /// Every built-in control and example: the button styles light and dark, the buttons' sizes, corner
  /// styles, content and tints, each catalog example with its live controls, and the switch and
  /// segmented control. They are registered exactly as your own controls would be.
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
    add(.buttonStyles(.light))
    add(.buttonStyles(.dark))
    PlaygroundEntry.buttonAnatomy.forEach(add)
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
      add(PlaygroundEntry(example: example, live: live))
    }
    add(.switchControl)
    add(.segmentedControl)
    return registry
  }
}
