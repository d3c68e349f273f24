public import Stately
public import StatelyControls
public import StatelyHTML

extension PlaygroundEntry {
  /// An entry for one configured control: a gallery tile for every reachable state of its space, laid
  /// out by ``GalleryGrid/states(_:names:title:)``, each with a "Why?" popover from the control's
  /// `explanations`; its rule diagnostics in the summary; and one live control with the entry's id.
  ///
  /// The control's appearance draws itself through `StatelyHTML/HTMLRenderable`:
  ///
  /// ```swift
  /// try registry.register(.control(id: "badge", title: "Badge", summary: "A count.") { Badge(cycle: $0) })
  /// ```
  ///
  /// - Parameters:
  ///   - id: The section's anchor and the live control's id.
  ///   - title: The component's heading, and the start of each tile's caption.
  ///   - summary: Text under the heading; the number of reachable states and the diagnostics follow it.
  ///   - acceptsKeys: Whether the live control takes key presses (they reach `handle`). Default `false`.
  ///   - make: Makes a fresh control on a cycle: one per tile, and one per live session.
  ///   - handle: Applies a browser event to the live control. Defaults to UIKit's touch tracking
  ///     (``LiveControl/pointer(_:on:)``).
  /// - Returns: The entry.
  public static func control<Appearance: HTMLRenderable & Sendable, Host: ConfiguredControl<Appearance>>(
    id: String, title: String, summary: String, acceptsKeys: Bool = false,
    make: @escaping @Sendable (UpdateCycle) -> Host,
    handle: (@Sendable (BrowserEvent, Host) -> Void)? = nil
  ) -> PlaygroundEntry {
    control(
      id: id, title: title, summary: summary, acceptsKeys: acceptsKeys, make: make, handle: handle, code: nil)
  }

  /// ``control(id:title:summary:acceptsKeys:make:handle:)`` with the Swift that draws each tile, made
  /// from the tile's control, and what explains a control no rule table decides.
  ///
  /// - Parameters:
  ///   - code: The code of a control in its tile's state, or `nil` for none.
  ///   - why: The control's state and look in UIKit's words, for a control no rule table decides (a
  ///     switch, a segmented control): a tile's "Why?" and the live inspector both show it, so they
  ///     agree. `nil` for none.
  static func control<Appearance: HTMLRenderable & Sendable, Host: ConfiguredControl<Appearance>>(
    id: String, title: String, summary: String, acceptsKeys: Bool = false,
    make: @escaping @Sendable (UpdateCycle) -> Host,
    handle: (@Sendable (BrowserEvent, Host) -> Void)? = nil,
    code: (@Sendable (Host) -> [GalleryCode])?, why: (@Sendable (Host) -> [PropertyWhy])? = nil
  ) -> PlaygroundEntry {
    PlaygroundEntry(
      id: id, title: title,
      summary: Self.summary(summary, of: make(UpdateCycle())),
      gallery: {
        let space = make(UpdateCycle()).engine.stateSpace
        let tiles = space.reachableStates.map { state in
          let control = make(UpdateCycle())
          control.engine.setFactors(matching: state)
          control.engine.cycle.flush()
          let caption = "\(title), \(tileCaption(control))"
          let tile = Self.tile(
            control, id: "\(id)-\(String(state.rawValue, radix: 16))", title: title, why: why?(control))
          return (
            state: state,
            item: GalleryItem(caption: caption, html: HTML(tile.fragment), code: code?(control) ?? [])
          )
        }
        return [GalleryGrid.states(tiles, names: space.names)]
      },
      live: { context in
        let control = make(context.cycle)
        let attributes: [HTMLAttribute] = acceptsKeys ? [.dataControl(id), .dataKeys] : [.dataControl(id)]
        return [
          LiveControl(
            id: id, control: control,
            rejection: { event in
              event.kind == .key && !acceptsKeys ? "\(title) takes no key events" : nil
            },
            apply: { event in
              if let handle { handle(event, control) } else { LiveControl.pointer(event, on: control) }
            },
            html: {
              HTMLRenderer.fragment(
                control.appearance, names: control.engine.stateSpace.names, attributes: attributes)
            },
            properties: { properties(of: control) + resolutions(why?(control) ?? []) })
        ]
      })
  }

  /// The summary with the number of reachable states and the rule diagnostics.
  static func summary<Appearance>(_ text: String, of control: ConfiguredControl<Appearance>) -> String {
    let findings = HTMLRenderer.findings(control.ruleDiagnostics)
    let diagnostics =
      findings.isEmpty
      ? "Diagnostics: clean (no shadowed or ambiguous rules)."
      : "Diagnostics: \(findings.count) finding(s): " + findings.joined(separator: "; ")
    let states = control.engine.stateSpace.reachableStates.count
    return (text.isEmpty ? "" : text + " ")
      + "\(states) reachable state\(states == 1 ? "" : "s"). \(diagnostics)"
  }

  /// A tile's caption: the state's bits by name.
  static func tileCaption(_ control: Control) -> String {
    control.engine.stateSpace.names.bitNames(of: control.state).joined(separator: "+")
  }

  /// A control's tile: its state, its appearance, the why popover, and any configuration error.
  static func tile<Appearance: HTMLRenderable & Sendable>(
    _ control: ConfiguredControl<Appearance>, id: String, title: String, why words: [PropertyWhy]? = nil
  )
    -> StateTile
  {
    let names = control.engine.stateSpace.names
    var why = control.explanations.map {
      ExplanationWords.why(
        property: $0.property, explanation: $0.explanation, unset: "the control's default look")
    }
    why += words ?? []
    if why.isEmpty {
      // No rule table decides this control's look: say so instead of showing nothing.
      let type = String(describing: Swift.type(of: control))
      why = [
        PropertyWhy(
          property: "look", value: "\(type)'s defaults",
          source: "no rule table of yours sets a value: \(type) draws "
            + "\(names.bitNames(of: control.state).joined(separator: "+")) with its own defaults")
      ]
    }
    return StateTile(
      id: id, caption: title, state: control.state, names: names,
      control: HTMLRenderer.fragment(control.appearance, names: names), why: why,
      notes: control.configurationError.map { ["\($0)"] } ?? [])
  }

  /// The inspector's rows of a control's look in UIKit's words: each value, with what gives it and the
  /// first rule it beat as the row's rule.
  static func resolutions(_ why: [PropertyWhy]) -> [PropertyResolution] {
    why.map {
      PropertyResolution(
        property: $0.property, rule: ([$0.source] + $0.losers.prefix(1)).joined(separator: "; "),
        value: $0.value)
    }
  }

  /// The inspector's rows: the explained rule tables, or the state when there are none.
  static func properties<Appearance>(of control: ConfiguredControl<Appearance>) -> [PropertyResolution] {
    let explained = LiveControl.explained(control.explanations)
    let error = control.configurationError.map {
      [PropertyResolution(property: "configurationError", rule: "resolution failed", value: "\($0)")]
    }
    return explained + (error ?? [])
  }
}
