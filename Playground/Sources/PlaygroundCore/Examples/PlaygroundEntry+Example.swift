import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML

extension PlaygroundEntry {
  /// An entry for a catalog example: a tile for every reachable state of its space, built fresh by the
  /// example's preview, with the rule diagnostics in the summary; and the live controls `live` makes.
  ///
  /// - Parameters:
  ///   - example: The catalog example.
  ///   - live: Makes one session's live controls of the example, or `nil` for a gallery-only entry.
  init(example: ExampleEntry, live: (@Sendable (LiveContext) -> [LiveControl])? = nil) {
    let findings = HTMLRenderer.findings(example.ruleDiagnostics)
    let diagnostics =
      findings.isEmpty
      ? "Diagnostics: clean (no shadowed or ambiguous rules)."
      : "Diagnostics: \(findings.count) finding(s): " + findings.joined(separator: "; ")
    let id = "example-\(example.id)"
    self.init(
      id: id, title: example.title,
      summary: "\(example.summary) (\(example.articleReference).) "
        + "\(example.stateSpace.reachableStates.count) reachable states. \(diagnostics)",
      gallery: {
        let tiles = example.previews().map { preview in
          let buttons = preview.appearance.parts.compactMap { part in
            (part.appearance as? ButtonAppearance).map { (name: part.name, look: $0) }
          }
          let labels = preview.appearance.parts.compactMap { part in
            (part.appearance as? LabelAppearance).map { (name: part.name, look: $0) }
          }
          var tile = StateTile(
            preview: preview, id: "\(id)-\(String(preview.state.rawValue, radix: 16))", caption: example.title
          )
          if tile.why.isEmpty {
            // No rule table decides this example's look: say so instead of showing nothing.
            tile.why = [
              PropertyWhy(
                property: "look", value: "no rule tables",
                source:
                  "the style's defaults for \(preview.state) and the configuration update handler decide it")
            ]
          }
          let bits = preview.names.bitNames(of: preview.state).joined(separator: "+")
          let item = GalleryItem(
            caption: "\(example.title), \(bits)", html: HTML(tile.fragment),
            notes: TextContrast.notes(for: buttons, on: .light) + TextContrast.notes(for: labels, on: .light))
          return (state: preview.state, item: item)
        }
        return [GalleryGrid.states(tiles, names: example.stateSpace.names)]
      },
      live: live)
  }
}
