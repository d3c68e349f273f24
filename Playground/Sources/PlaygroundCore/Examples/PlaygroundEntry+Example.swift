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
        let names = example.stateSpace.names
        let states = example.stateSpace.reachableStates
        let tiles: [(state: ControlState, item: GalleryItem)]
        if let buttons = ExampleSpecimens.buttons(of: example.id) {
          tiles = states.map { state in
            Self.buttonTile(buttons(state), id: id, title: example.title, names: names)
          }
        } else {
          tiles = zip(states, example.previews()).map { state, preview in
            Self.previewTile(
              preview, id: id, title: example.title,
              code: ExampleSpecimens.code(of: example.id, in: state) ?? [])
          }
        }
        return [GalleryGrid.states(tiles, names: names)]
      },
      live: live)
  }
  /// A tile of an example made of buttons: the buttons' look, their "Why?", their contrast and their
  /// Swift.
  static func buttonTile(
    _ tile: ExampleSpecimens.Tile, id: String, title: String, names: StateNames
  ) -> (state: ControlState, item: GalleryItem) {
    let buttons = tile.buttons
    let appearance =
      buttons.count == 1 && buttons[0].name.isEmpty
      ? ExampleAppearance(buttons[0].button.appearance)
      : ExampleAppearance(parts: buttons.map { .init(name: $0.name, appearance: $0.button.appearance) })
    let stateTile = StateTile(
      id: "\(id)-\(String(tile.state.rawValue, radix: 16))", caption: title, state: tile.state, names: names,
      control: HTMLRenderer.fragment(appearance, names: names), why: buttons.flatMap { $0.why() })
    let bits = names.bitNames(of: tile.state).joined(separator: "+")
    let item = GalleryItem(
      caption: "\(title), \(bits)", html: HTML(stateTile.fragment),
      notes: TextContrast.notes(for: buttons.map { ($0.name, $0.button.appearance) }, on: .light),
      code: GalleryCode.of(buttons))
    return (tile.state, item)
  }

  /// A tile of an example's catalog preview: its look, its rule tables' traces in words, its contrast
  /// and its Swift.
  static func previewTile(_ preview: ExamplePreview, id: String, title: String, code: [GalleryCode])
    -> (state: ControlState, item: GalleryItem)
  {
    let buttons = preview.appearance.parts.compactMap { part in
      (part.appearance as? ButtonAppearance).map { (name: part.name, look: $0) }
    }
    let labels = preview.appearance.parts.compactMap { part in
      (part.appearance as? LabelAppearance).map { (name: part.name, look: $0) }
    }
    var tile = StateTile(
      preview: preview, id: "\(id)-\(String(preview.state.rawValue, radix: 16))", caption: title)
    tile.why = preview.explanations.map {
      ExplanationWords.why(
        property: $0.property, explanation: $0.explanation, unset: ExampleSpecimens.unset(of: id))
    }
    if tile.why.isEmpty {
      tile.why = [
        PropertyWhy(
          property: "look", value: "defaults",
          source: "no rule table decides this look: the controls' own defaults for "
            + "\(preview.names.bitNames(of: preview.state).joined(separator: "+")) draw it")
      ]
    }
    let bits = preview.names.bitNames(of: preview.state).joined(separator: "+")
    let item = GalleryItem(
      caption: "\(title), \(bits)", html: HTML(tile.fragment),
      notes: TextContrast.notes(for: buttons, on: .light) + TextContrast.notes(for: labels, on: .light),
      code: code)
    return (preview.state, item)
  }
}
