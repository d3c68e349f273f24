import Plot
public import Stately
public import StatelyControls

/// Why one property of a control has its value in one state: the winning rule and why each other rule
/// lost, ready for a tile's "why" popover.
///
/// Make it from an engine trace, or from a plain source for values no rule table decides:
///
/// ```swift
/// let why = machine.explain(state).map { PropertyWhy(property: $0.property, explanation: $0.explanation) }
/// let style = PropertyWhy(property: "background", value: "#0062CC", source: "style default (filled)")
/// ```
public struct PropertyWhy: Sendable, Hashable {
  /// The property, such as `"title"`.
  public var property: String
  /// The value shown, described.
  public var value: String
  /// Where the value came from: the winning rule, the default, or a source such as `"style default"`.
  public var source: String
  /// One line for each matching rule that lost, best first, saying to which rule and on what.
  public var losers: [String]
  /// One line for each rule that does not match the state.
  public var unmatched: [String]

  /// Creates an entry from a plain description.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - value: The value, described.
  ///   - source: Where it came from.
  ///   - losers: Rules that matched and lost, one line each.
  ///   - unmatched: Rules that did not match, one line each.
  public init(
    property: String, value: String, source: String, losers: [String] = [], unmatched: [String] = []
  ) {
    self.property = property
    self.value = value
    self.source = source
    self.losers = losers
    self.unmatched = unmatched
  }

  /// Creates an entry from an engine trace (`Stately/StateExplanation`).
  ///
  /// - Parameters:
  ///   - property: The property the trace is for.
  ///   - explanation: The trace, from `StateTable.explain(_:)` or `ConfigurationMachine.explain(_:)`.
  public init(property: String, explanation: StateExplanation) {
    func head(_ entry: StateExplanation.Entry) -> String {
      "#\(entry.ruleIndex) \(explanation.names.describe(entry.predicate)) = \(entry.value)"
    }
    let source =
      explanation.winner.map { winner in
        "rule \(head(winner)) (priority \(winner.priority)\(winner.isExplicitPriority ? ", explicit" : ""), "
          + "specificity \(winner.specificity))"
      } ?? "the default: no rule matches"
    var losers: [String] = []
    var unmatched: [String] = []
    for entry in explanation.entries {
      switch entry.verdict {
      case .won: break
      case .lost(let winner, let step):
        let reason =
          switch step {
          case .priority: "priority"
          case .specificity: "specificity"
          case .declarationOrder: "declaration order"
          }
        losers.append("\(head(entry)): loses to #\(winner) on \(reason)")
      case .didNotMatch:
        unmatched.append("\(head(entry)): does not match")
      }
    }
    self.init(
      property: property, value: Self.abbreviated(explanation.value), source: Self.abbreviated(source),
      losers: losers.map { Self.abbreviated($0) }, unmatched: unmatched.map { Self.abbreviated($0) })
  }

  /// The longest value or rule text shown; longer ones (such as a whole configuration) end in "…".
  static let displayLimit = 160

  /// `text`, cut to ``displayLimit`` characters with an ellipsis.
  static func abbreviated(_ text: String) -> String {
    text.count <= displayLimit ? text : String(text.prefix(displayLimit - 1)) + "…"
  }

  /// Entries for a button's title, title colour and image from its value sources
  /// (`StatelyControls/Button/valueSources`).
  ///
  /// - Parameters:
  ///   - sources: The sources of the last update.
  ///   - appearance: The appearance of the same update, for the values.
  /// - Returns: Three entries: title, title colour, image.
  public static func entries(for sources: ButtonValueSources, appearance: ButtonAppearance) -> [PropertyWhy] {
    [
      PropertyWhy(
        property: "title", value: appearance.title.map { "\"\($0)\"" } ?? "none",
        source: sources.title.description),
      PropertyWhy(
        property: "title colour", value: appearance.titleAttributes.foregroundColor.hexString,
        source: sources.titleColor.description),
      PropertyWhy(
        property: "image", value: appearance.image?.name ?? "none", source: sources.image.description),
    ]
  }
}

/// A gallery tile: a caption, the state's bits, the control drawn in that state and a "why" popover
/// (an HTML `<details>`, no script) listing for each property the winning rule and why the others lost.
///
/// ```swift
/// let tile = StateTile(
///   caption: "Follow", state: button.state, control: StatelyHTML.node(button.appearance),
///   why: PropertyWhy.entries(for: button.valueSources, appearance: button.appearance))
/// let markup = tile.render()
/// ```
public struct StateTile {
  /// A heading, such as the control's or style's name; `nil` for none.
  public var caption: String?
  /// The state shown; its bits are listed by name.
  public var state: ControlState
  /// The names of the control's custom states, used to list ``state``'s bits.
  public var names: StateNames
  /// The control's markup.
  public var control: HTMLFragment
  /// The popover's entries, in display order.
  public var why: [PropertyWhy]
  /// Findings to show under the control (such as diagnostics); empty for none.
  public var notes: [String]
  /// Whether the tile is drawn light or dark, to match the traits the control was resolved with.
  public var colorScheme: UserInterfaceStyle

  /// Creates a tile.
  ///
  /// - Parameters:
  ///   - caption: A heading, or `nil`.
  ///   - state: The state shown.
  ///   - names: The names of the control's custom states. Defaults to none.
  ///   - control: The control's markup, such as ``HTMLRenderer/fragment(_:id:names:attributes:label:)``.
  ///   - why: The popover's entries.
  ///   - notes: Findings to show; defaults to none.
  ///   - colorScheme: Light or dark; defaults to light.
  public init(
    caption: String? = nil, state: ControlState, names: StateNames = .unnamed, control: HTMLFragment,
    why: [PropertyWhy],
    notes: [String] = [], colorScheme: UserInterfaceStyle = .light
  ) {
    self.caption = caption
    self.state = state
    self.names = names
    self.control = control
    self.why = why
    self.notes = notes
    self.colorScheme = colorScheme
  }

  /// The tile: a `<figure class="stately-tile">`.
  public var fragment: HTMLFragment { HTMLFragment(node) }

  /// The tile as a node.
  var node: Node<HTML.BodyContext> {
    var nodes: [Node<HTML.BodyContext>] = [
      .classes("stately-tile"),
      .attribute(named: "data-color-scheme", value: colorScheme == .dark ? "dark" : "light"),
      .escapedAttribute("data-state", names.bitNames(of: state).joined(separator: " ")),
    ]
    if let caption {
      nodes.append(.element(named: "div", nodes: [.classes("stately-tile__caption"), .escapedText(caption)]))
    }
    nodes.append(
      .element(
        named: "ul",
        nodes: [
          .classes("stately-tile__state"), .escapedAttribute("aria-label", "state \(names.describe(state))"),
        ]
          + names.bitNames(of: state).map { bit in
            .element(named: "li", nodes: [.classes("stately-tile__bit"), .escapedText(bit)])
          }))
    nodes.append(.div([.classes("stately-tile__control"), control.node]))
    if !notes.isEmpty {
      nodes.append(
        .element(
          named: "ul",
          nodes: [.classes("stately-tile__notes")]
            + notes.map { .element(named: "li", nodes: [.escapedText($0)]) }))
    }
    if !why.isEmpty { nodes.append(whyNode) }
    return .element(named: "figure", nodes: nodes)
  }

  /// The `<details>` popover.
  var whyNode: Node<HTML.BodyContext> {
    var list: [Node<HTML.BodyContext>] = []
    for entry in why {
      list.append(.element(named: "dt", nodes: [.escapedText("\(entry.property) = \(entry.value)")]))
      list.append(
        .element(named: "dd", nodes: [.classes("stately-why__won"), .escapedText("✓ \(entry.source)")]))
      for loser in entry.losers {
        list.append(
          .element(named: "dd", nodes: [.classes("stately-why__lost"), .escapedText("✗ \(loser)")]))
      }
      for rule in entry.unmatched {
        list.append(
          .element(named: "dd", nodes: [.classes("stately-why__unmatched"), .escapedText("· \(rule)")]))
      }
    }
    return .element(
      named: "details",
      nodes: [
        .classes("stately-why"),
        .element(named: "summary", nodes: [.escapedText("Why?")]),
        .div([.classes("stately-why__body"), .element(named: "dl", nodes: list)]),
      ])
  }

  /// The tile's markup as text.
  ///
  /// - Returns: One `<figure>` element.
  public func render() -> String { node.render() }
}
