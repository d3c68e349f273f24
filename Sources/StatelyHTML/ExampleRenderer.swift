public import Plot
public import Stately
public import StatelyControls
public import StatelyExamples

extension StatelyHTML {
  /// The markup of a catalog example's appearance: a button, a PIN control, a label, a list row, or the
  /// parts of a composite laid out in order, each under its name.
  ///
  /// - Parameters:
  ///   - appearance: What an `StatelyExamples/ExamplePreview` or a live example draws.
  ///   - id: An `id` for a single control, or a prefix for the parts of a composite (`prefix-partName`);
  ///     `nil` for none.
  /// - Returns: One element.
  public static func node(_ appearance: ExampleAppearance, id: String? = nil, names: StateNames = .unnamed)
    -> BodyNode
  {
    switch appearance {
    case .button(let button):
      return node(button, id: id, names: names)
    case .pinCode(let pin):
      return node(pin, id: id)
    case .label(let label):
      return labelNode(label, id: id)
    case .cell(let cell):
      return list([node(cell, id: id, accessory: .outlineDisclosure)], label: nil)
    case .composite(let parts):
      return .div(
        [.classes("stately-composite")]
          + parts.map { part in
            .div([
              .classes("stately-composite__part"),
              .escapedAttribute("data-part", part.name),
              .span([.classes("stately-composite__name"), .escapedText(part.name)]),
              node(part.appearance, id: id.map { "\($0)-\(part.name)" }, names: names),
            ])
          })
    }
  }

  /// A one-line text label in its colour.
  ///
  /// - Parameters:
  ///   - label: The label's text and colour.
  ///   - id: The element's `id`, or `nil`.
  ///   - attributes: Extra attributes for the element.
  /// - Returns: One `<span class="stately-label">`.
  public static func labelNode(_ label: LabelAppearance, id: String? = nil, attributes: [HTMLAttribute] = [])
    -> BodyNode
  {
    var style = CSSStyle()
    style.set("color", color: label.textColor)
    return .span(
      [
        id.map { .escapedAttribute("id", $0) } ?? .empty, .classes("stately-label"),
        .attribute(named: "role", value: "status"),
      ]
        + attributes.sorted { $0.name < $1.name }.map { $0.node() }
        + [.style(style), .escapedText(label.text)])
  }

  /// One line per finding of rule-table diagnostics, prefixed by the property; empty when every table is
  /// clean (no shadowed and no ambiguous rules).
  ///
  /// - Parameter diagnostics: Pairs of a property and its table's report, such as
  ///   `ExampleEntry.ruleDiagnostics`.
  /// - Returns: The findings, in the given order.
  public static func findings(_ diagnostics: [(property: String, diagnostics: TableDiagnostics)]) -> [String]
  {
    var lines: [String] = []
    for (property, report) in diagnostics where !report.isClean {
      let names = report.names
      for rule in report.shadowed {
        lines.append(
          "\(property): rule #\(rule.ruleIndex) \(names.describe(rule.predicate)) is shadowed (\(rule.reason))"
        )
      }
      for pair in report.ambiguous {
        lines.append(
          "\(property): rules #\(pair.earlierRuleIndex) \(names.describe(pair.earlierPredicate)) and "
            + "#\(pair.laterRuleIndex) \(names.describe(pair.laterPredicate)) tie in \(pair.states.count) "
            + "state(s), first \(pair.states.first.map(names.describe) ?? "none")")
      }
    }
    return lines
  }
}

extension StateTile {
  /// A tile for a catalog preview: its state, its appearance, and a "why" entry for every rule table that
  /// decided the look. StatelyButton value sources are not part of a preview; pass them with ``init(caption:state:control:why:notes:colorScheme:)``.
  ///
  /// - Parameters:
  ///   - preview: A preview from `StatelyExamples/ExampleEntry/previews()`.
  ///   - caption: A heading, or `nil`.
  ///   - notes: Findings to show under the control.
  ///   - colorScheme: Light or dark.
  public init(
    preview: ExamplePreview, caption: String? = nil, notes: [String] = [],
    colorScheme: UserInterfaceStyle = .light
  ) {
    self.init(
      caption: caption, state: preview.state, names: preview.names,
      control: StatelyHTML.node(preview.appearance, names: preview.names),
      why: preview.explanations.map { PropertyWhy(property: $0.property, explanation: $0.explanation) },
      notes: notes, colorScheme: colorScheme)
  }
}
