import Stately
import StatelyHTML

extension StateSheet {
  /// The sheet as one HTML page a reviewer opens in a browser: the heading, the rule diagnostics, and a
  /// `StatelyHTML/StateTile` per reachable state with its "Why?" popover.
  ///
  /// Each tile is on a line of its own, so a change in one state's look changes one line of the file.
  /// A part whose appearance is `StatelyHTML/HTMLRenderable` is drawn by its renderer; any other part is
  /// listed by its properties (``PropertyLines``), so a control with no renderer still gets a page.
  ///
  /// ```swift
  /// try StateSheet(of: button).html.write(to: url, atomically: true, encoding: .utf8)
  /// ```
  ///
  /// - Complexity: O(*s* · *p*) for *s* states and *p* properties.
  public var html: String {
    let names = space.names
    var body: [HTMLFragment] = [
      .element(.p, children: [.element(.strong, children: [.text(title)])]),
      .element(
        .p,
        children: [
          .text(
            "\(space.reachableStates.count) reachable states of \(space.describe(space.bits)). Invariants: "
              + (space.invariants.isEmpty
                ? "none" : space.invariants.map(names.describe).joined(separator: "; ")) + ".")
        ]),
    ]
    let problems = findings.filter { $0.kind != .unresolvableConfiguration }
    body.append(
      problems.isEmpty
        ? .element(
          .p,
          children: [
            .text(
              "Rule diagnostics: \(ruleDiagnostics.isEmpty && tracedTables.isEmpty ? "no rule tables" : "clean")."
            )
          ])
        : .element(
          .ul, classes: ["stately-tile__notes"],
          children: problems.map { .element(.li, children: [.text($0.summary)]) }))
    body.append(
      .element(
        .div, classes: ["stately-tiles"],
        // One tile per line, so that a change in one state is a change of one line in review.
        children: entries.flatMap { [.text("\n"), tile(for: $0, names: names).fragment] } + [.text("\n")]))
    return HTMLRenderer.page(title: title, body: body) + "\n"
  }

  /// The tile of one state.
  private func tile(for entry: Entry, names: StateNames) -> StateTile {
    var why = entry.explanations.map { PropertyWhy(property: $0.property, explanation: $0.explanation) }
    if why.isEmpty {
      why = [
        PropertyWhy(
          property: "look", value: "no rule table",
          source: "the control's defaults for \(names.describe(entry.reached)) decide every value")
      ]
    }
    var notes: [String] = []
    if entry.reached != entry.state {
      notes.append("reached \(names.describe(entry.reached)) instead of \(names.describe(entry.state))")
    }
    if let error = entry.error { notes.append(error) }
    let parts = entry.parts.map { part -> HTMLFragment in
      let drawn = Self.fragment(of: part.appearance, names: names)
      guard !part.name.isEmpty else { return drawn }
      return .element(.div, children: [.element(.small, children: [.text(part.name)]), drawn])
    }
    return StateTile(
      id: "state-\(String(entry.state.rawValue, radix: 16))", caption: title, state: entry.reached,
      names: names, control: parts.count == 1 ? parts[0] : .element(.div, children: parts), why: why,
      notes: notes)
  }

  /// An appearance drawn by its renderer, or listed by its properties when it has none.
  private static func fragment(of appearance: any Sendable, names: StateNames) -> HTMLFragment {
    if let renderable = appearance as? any HTMLRenderable {
      return HTMLRenderer.fragment(renderable, names: names)
    }
    return .element(
      .ul,
      children: PropertyLines.lines(of: appearance, names: names).map { .element(.li, children: [.text($0)]) }
    )
  }
}
