import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML

extension StateTile {
  /// A tile for a catalog preview: its state, its appearance, and a "why" entry for every rule table that
  /// decided the look.
  ///
  /// - Parameters:
  ///   - preview: A preview from `StatelyExamples/ExampleEntry/previews()`.
  ///   - id: The tile's id, unique on its page.
  ///   - caption: A heading, or `nil`.
  ///   - notes: Findings to show under the control.
  ///   - colorScheme: Light or dark.
  init(
    preview: ExamplePreview, id: String? = nil, caption: String? = nil, notes: [String] = [],
    colorScheme: UserInterfaceStyle = .light
  ) {
    self.init(
      id: id, caption: caption, state: preview.state, names: preview.names,
      control: HTMLRenderer.fragment(preview.appearance, names: preview.names),
      why: preview.explanations.map { PropertyWhy(property: $0.property, explanation: $0.explanation) },
      notes: notes, colorScheme: colorScheme)
  }
}
