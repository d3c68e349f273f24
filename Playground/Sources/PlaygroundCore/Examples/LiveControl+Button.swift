import Stately
import StatelyControls
import StatelyHTML

extension LiveControl {
  /// A button: press, release inside or outside, tap, focus; no keys.
  ///
  /// - Parameters:
  ///   - id: The id on the wire.
  ///   - button: The button.
  ///   - properties: What the inspector lists; defaults to ``buttonProperties(_:)``.
  ///   - onAction: Runs on each primary action, after the button's own actions.
  /// - Returns: The live control.
  static func button(
    _ id: String, _ button: StatelyButton, properties: (() -> [PropertyResolution])? = nil,
    onAction: ((StatelyButton) -> Void)? = nil
  ) -> LiveControl {
    if let onAction {
      button.addAction(for: .primaryActionTriggered) { control, _ in
        onAction(control)
      }
    }
    let names = button.engine.stateSpace.names
    return LiveControl(
      id: id, control: button,
      rejection: { $0.kind == .key ? "a button takes no key events" : nil },
      apply: { event in pointer(event, on: button) },
      html: { HTMLRenderer.fragment(button.appearance, names: names, attributes: [.dataControl(id)]) },
      properties: properties ?? { buttonProperties(button) })
  }

  /// What the gallery's "Why?" says of the button, in UIKit's words: each value on screen (the
  /// configuration a table chose, title, image, colours, focus ring) and where it came from.
  ///
  /// - Parameter button: The button.
  /// - Returns: The inspector rows.
  static func buttonProperties(_ button: StatelyButton) -> [PropertyResolution] {
    PlaygroundEntry.resolutions(ButtonSpecimen(button: button).why())
  }
}
