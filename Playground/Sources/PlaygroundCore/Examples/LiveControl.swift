import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML

/// One control of the live scene: how it takes events, how it looks and what the inspector shows.
///
/// Pointer events follow UIKit's touch tracking: `pointerdown` presses (highlighted), a `click` after a
/// press releases inside (the action runs), `pointerleave` releases outside (no action). A `click` with no
/// press before it, such as a keyboard activation or a batch of clicks, is a whole tap.
struct LiveControl {
  /// The id on the wire and in `data-control`.
  let id: String
  /// The engine control whose update count and state the inspector reports.
  let control: Control
  /// Why an event is refused, or `nil`.
  let rejection: (ControlEvent) -> String?
  /// Applies an accepted event.
  let apply: (ControlEvent) -> Void
  /// The markup.
  let html: () -> String
  /// The winning rule for each property.
  let properties: () -> [PropertyResolution]

  /// A button: press, release inside or outside, tap, focus.
  static func button(
    _ id: String, _ button: StatelyButton, properties: (() -> [PropertyResolution])? = nil,
    onAction: ((StatelyButton) -> Void)? = nil
  ) -> LiveControl {
    if let onAction {
      button.addAction(for: .primaryActionTriggered) { control, _ in
        onAction(control)
      }
    }
    return LiveControl(
      id: id, control: button,
      rejection: { $0.kind == .key ? "a button takes no key events" : nil },
      apply: { event in pointer(event, on: button) },
      html: {
        StatelyHTML.render(button.appearance, names: button.stateSpace.names, attributes: [.dataControl(id)])
      },
      properties: properties ?? { buttonProperties(button) })
  }

  /// Press and release semantics shared by buttons.
  static func pointer(_ event: ControlEvent, on control: Control) {
    switch event.kind {
    case .pointerDown: control.press()
    case .pointerLeave: control.release(inside: false)
    case .pointerUp: break
    case .click: if control.isHighlighted { control.release(inside: true) } else { control.tap() }
    case .focus: control.isFocused = true
    case .blur: control.isFocused = false
    case .key: break
    }
  }

  /// Title, title colour and image with their sources, and the background colour from the style.
  static func buttonProperties(_ button: StatelyButton) -> [PropertyResolution] {
    let look = button.appearance
    var result = [
      PropertyResolution(
        property: "title", rule: button.valueSources.title.description, value: look.title ?? "none"),
      PropertyResolution(
        property: "titleColor", rule: button.valueSources.titleColor.description,
        value: look.titleAttributes.foregroundColor.hexString),
      PropertyResolution(
        property: "image", rule: button.valueSources.image.description, value: look.image?.name ?? "none"),
      PropertyResolution(
        property: "background", rule: "style default (\(look.style), \(look.state))",
        value: look.backgroundColor.hexString),
    ]
    if let machine = button.configurationMachine {
      result += explained(machine.explain(button.state))
    }
    return result
  }

  /// One resolution per explained rule table.
  static func explained(_ explanations: [(property: String, explanation: StateExplanation)])
    -> [PropertyResolution]
  {
    explanations.map { property, explanation in
      let rule =
        explanation.winner.map { "#\($0.ruleIndex) \($0.predicate)" } ?? "default (no rule matches)"
      // A whole configuration describes itself at length; the inspector shows its start.
      let value =
        explanation.value.count <= 120 ? explanation.value : String(explanation.value.prefix(119)) + "…"
      return PropertyResolution(property: "rule: \(property)", rule: rule, value: value)
    }
  }
}
