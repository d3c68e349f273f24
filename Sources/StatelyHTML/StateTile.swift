import Plot
public import Stately
public import StatelyControls

/// Why one property of a control has its value in one state: the winning rule and why each other rule
/// lost, ready for a tile's "why" popover.
///
/// Make it from an engine trace, or from a plain source for values no rule table decides:
///
/// ```swift
/// let why = table.explain(state).map { PropertyWhy(property: $0.property, explanation: $0.explanation) }
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
  /// Nothing is cut: the value, the winning rule with its priority and specificity, and every other
  /// rule are kept whole, however long a value (such as a whole configuration) is.
  ///
  /// - Parameters:
  ///   - property: The property the trace is for.
  ///   - explanation: The trace, from `StateTable.explain(_:)` or `ConfigurationTable.explain(_:)`.
  public init(property: String, explanation: StateExplanation) {
    func head(_ entry: StateExplanation.Entry) -> String {
      "#\(entry.ruleIndex) \(explanation.names.describe(entry.predicate))"
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
          case .priority: "priority (\(entry.priority))"
          case .specificity: "specificity (\(entry.specificity))"
          case .declarationOrder: "declaration order"
          }
        losers.append("\(head(entry)) = \(entry.value): loses to #\(winner) on \(reason)")
      case .didNotMatch:
        unmatched.append("\(head(entry)) = \(entry.value): does not match")
      }
    }
    self.init(
      property: property, value: explanation.value, source: source, losers: losers, unmatched: unmatched)
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

/// A gallery tile: a caption, the state's bits, the control drawn in that state and a "Why?" popover
/// listing, for each property, the winning rule with its priority and why each other rule lost.
///
/// The popover is an HTML popover (`popover`, opened by a `popovertarget` button, no script): it closes on
/// Escape, on a click outside it and on its own close button. A page may anchor it to its tile (the
/// playground's gallery does); without a script the browser centres it.
///
/// ```swift
/// let tile = StateTile(
///   id: "follow-selected", caption: "Follow", state: button.state,
///   control: HTMLRenderer.fragment(button.appearance),
///   why: PropertyWhy.entries(for: button.valueSources, appearance: button.appearance))
/// let markup = tile.render()
/// ```
public struct StateTile {
  /// The tile's `id`, unique on its page; the popover's is this with `-why`. `nil` derives one from the
  /// tile's caption, state and control, so two identical tiles on one page need ids of their own.
  public var id: String?
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
  ///   - id: The tile's `id`, unique on its page, or `nil` to derive one from its content.
  ///   - caption: A heading, or `nil`.
  ///   - state: The state shown.
  ///   - names: The names of the control's custom states. Defaults to none.
  ///   - control: The control's markup, such as ``HTMLRenderer/fragment(_:id:names:attributes:label:)``.
  ///   - why: The popover's entries.
  ///   - notes: Findings to show; defaults to none.
  ///   - colorScheme: Light or dark; defaults to light.
  public init(
    id: String? = nil, caption: String? = nil, state: ControlState, names: StateNames = .unnamed,
    control: HTMLFragment, why: [PropertyWhy], notes: [String] = [], colorScheme: UserInterfaceStyle = .light
  ) {
    self.id = id
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

  /// The tile's id: ``id``, or one derived from the caption, the state and the control's markup.
  var resolvedID: String {
    if let id { return id }
    // FNV-1a over the content: the same tile gets the same id in every process.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(caption ?? "")|\(state.rawValue)|\(control.markup)".utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "tile-" + String(hash, radix: 16)
  }

  /// What the popover's heading says: the caption and the state's bits.
  var heading: String {
    let bits = names.bitNames(of: state).joined(separator: "+")
    return caption.map { "\($0) · \(bits)" } ?? bits
  }

  /// The tile as a node.
  var node: Node<HTML.BodyContext> {
    var nodes: [Node<HTML.BodyContext>] = [
      .escapedAttribute("id", resolvedID),
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
    if !why.isEmpty {
      nodes.append(whyButton)
      nodes.append(whyNode)
    }
    return .element(named: "figure", nodes: nodes)
  }

  /// The button that opens the popover.
  var whyButton: Node<HTML.BodyContext> {
    let popoverID = resolvedID + "-why"
    return .element(
      named: "button",
      nodes: [
        .attribute(named: "type", value: "button"), .classes("stately-why__open"),
        .escapedAttribute("popovertarget", popoverID), .escapedAttribute("aria-controls", popoverID),
        .attribute(named: "aria-haspopup", value: "dialog"), .escapedText("Why?"),
      ])
  }

  /// The popover: a heading with a close button, then each property's value, winning rule and losers.
  var whyNode: Node<HTML.BodyContext> {
    let popoverID = resolvedID + "-why"
    var list: [Node<HTML.BodyContext>] = []
    for entry in why {
      list.append(
        .element(
          named: "dt",
          nodes: [
            .escapedText(entry.property), .text(" "),
            .element(named: "span", nodes: [.classes("stately-why__value"), .escapedText(entry.value)]),
          ]))
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
      named: "div",
      nodes: [
        .escapedAttribute("id", popoverID), .classes("stately-why"),
        .attribute(named: "popover", value: "auto"), .attribute(named: "role", value: "dialog"),
        .escapedAttribute("aria-label", "Why: \(heading)"),
        .div([
          .classes("stately-why__head"),
          .element(named: "strong", nodes: [.escapedText(heading)]),
          .element(
            named: "button",
            nodes: [
              .attribute(named: "type", value: "button"), .classes("stately-why__close"),
              .escapedAttribute("popovertarget", popoverID),
              .attribute(named: "popovertargetaction", value: "hide"),
              .attribute(named: "aria-label", value: "Close"), .escapedText("×"),
            ]),
        ]),
        .element(named: "dl", nodes: list),
      ])
  }

  /// The tile's markup as text.
  ///
  /// - Returns: One `<figure>` element.
  public func render() -> String { node.render() }
}
