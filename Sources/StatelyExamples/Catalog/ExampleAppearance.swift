public import Stately
public import StatelyControls

/// What a renderer draws for one example in one state.
public enum ExampleAppearance: Sendable, Hashable {
  /// A button.
  case button(ButtonAppearance)
  /// A PIN control.
  case pinCode(PinCodeAppearance)
  /// A text label.
  case label(LabelAppearance)
  /// A list cell.
  case cell(CellAppearance)
  /// Several parts side by side or stacked, each named, in the order a renderer lays them out.
  case composite([NamedAppearance])

  /// The parts, flattened depth first, with their names joined by `/`; a single appearance is one
  /// part named `""`.
  public var parts: [NamedAppearance] {
    guard case .composite(let children) = self else { return [NamedAppearance(name: "", appearance: self)] }
    return children.flatMap { child in
      child.appearance.parts.map { part in
        NamedAppearance(
          name: part.name.isEmpty ? child.name : child.name + "/" + part.name, appearance: part.appearance)
      }
    }
  }
}

/// A named part of a composite appearance, such as `newField` or `applyButton`.
public struct NamedAppearance: Sendable, Hashable {
  /// The part's name.
  public var name: String
  /// The part's appearance.
  public var appearance: ExampleAppearance

  /// Creates a named part.
  ///
  /// - Parameters:
  ///   - name: The part's name.
  ///   - appearance: Its appearance.
  public init(name: String, appearance: ExampleAppearance) {
    self.name = name
    self.appearance = appearance
  }
}

/// One example resolved in one reachable state, with the traces behind it.
public struct ExamplePreview: Sendable {
  /// The state previewed: the example's own state, which for a composite example is the state its
  /// main control was driven to.
  public let state: ControlState
  /// The names of the example's custom states, for printing ``state``.
  public let names: StateNames
  /// What is drawn.
  public let appearance: ExampleAppearance
  /// For each rule table that decided the look, how the state resolved; for a "why" popover.
  public let explanations: [(property: String, explanation: StateExplanation)]

  /// Creates a preview.
  ///
  /// - Parameters:
  ///   - state: The state previewed.
  ///   - names: The names of the example's custom states.
  ///   - appearance: What is drawn.
  ///   - explanations: The traces of the rule tables.
  public init(
    state: ControlState, names: StateNames = .unnamed, appearance: ExampleAppearance,
    explanations: [(property: String, explanation: StateExplanation)]
  ) {
    self.state = state
    self.names = names
    self.appearance = appearance
    self.explanations = explanations
  }
}

/// Why the catalog refused a request.
public enum ExampleCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No example has this identifier.
  case unknownExample(String)
  /// The state is not a reachable state of the example's space.
  case unreachableState(ControlState, example: String)

  /// A sentence naming the example or state at fault.
  public var description: String {
    switch self {
    case .unknownExample(let id): "no example is called '\(id)'"
    case .unreachableState(let state, let id):
      "\(state) is not a reachable state of example '\(id)'"
    }
  }
}
