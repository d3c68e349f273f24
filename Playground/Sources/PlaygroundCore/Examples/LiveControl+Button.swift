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

  /// Title, title colour and image with their sources, the background colour from the style, and the
  /// rules of the button's configuration table.
  ///
  /// - Parameter button: The button.
  /// - Returns: The inspector rows.
  static func buttonProperties(_ button: StatelyButton) -> [PropertyResolution] {
    let look = button.appearance
    let result = [
      titleProperty(button),
      PropertyResolution(
        property: "titleColor", rule: button.valueSources.titleColor.description,
        value: look.titleAttributes.foregroundColor.hexString),
      PropertyResolution(
        property: "image", rule: button.valueSources.image.description, value: look.image?.name ?? "none"),
      PropertyResolution(
        property: "background",
        rule: "style default (" + look.style.description + ", " + look.state.description + ")",
        value: look.backgroundColor.hexString),
    ]
    return result + explained(button.explanations)
  }

  /// The title with its source: the first row of ``buttonProperties(_:)``.
  ///
  /// - Parameter button: The button.
  /// - Returns: The inspector row.
  static func titleProperty(_ button: StatelyButton) -> PropertyResolution {
    let title = button.appearance.title ?? "none"
    return PropertyResolution(property: "title", rule: button.valueSources.title.description, value: title)
  }
}
