public import Stately

/// What a renderer draws for one example in one state: one control's appearance, or several named parts
/// laid out in order.
///
/// A part holds any appearance value, so an example made of your own controls needs no change here; a
/// renderer finds out what it can draw with ``appearance(_:named:)``:
///
/// ```swift
/// let look = ExampleAppearance(buttonAppearance)
/// look.appearance(ButtonAppearance.self)  // the button's appearance
/// let form = ExampleAppearance(parts: [
///   .init(name: "field", appearance: pinAppearance), .init(name: "apply", appearance: buttonAppearance),
/// ])
/// ```
public struct ExampleAppearance: Sendable, Hashable {
  /// One named part of an example's look, such as `newField` or `applyButton`.
  public struct Part: Sendable, Hashable {
    /// The part's name; empty for the single part of a one-control example.
    public var name: String
    /// The part's appearance, such as a `StatelyControls/ButtonAppearance`.
    public var appearance: any Hashable & Sendable

    /// Creates a named part.
    ///
    /// - Parameters:
    ///   - name: The part's name.
    ///   - appearance: Its appearance.
    public init(name: String, appearance: any Hashable & Sendable) {
      self.name = name
      self.appearance = appearance
    }

    /// Equal when the names and the appearances are.
    ///
    /// - Parameters:
    ///   - lhs: A part.
    ///   - rhs: Another part.
    public static func == (lhs: Part, rhs: Part) -> Bool {
      lhs.name == rhs.name && AnyHashable(lhs.appearance) == AnyHashable(rhs.appearance)
    }

    /// Hashes the name and the appearance.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(AnyHashable(appearance))
    }
  }

  /// The parts, in the order a renderer lays them out.
  public var parts: [Part]

  /// The look of a one-control example: one part named `""`.
  ///
  /// - Parameter appearance: The control's appearance.
  public init(_ appearance: any Hashable & Sendable) {
    self.parts = [Part(name: "", appearance: appearance)]
  }

  /// The look of a composite example.
  ///
  /// - Parameter parts: The parts, in layout order.
  public init(parts: [Part]) {
    self.parts = parts
  }

  /// Whether the example has more than one part, or one part with a name.
  public var isComposite: Bool { parts.count != 1 || !parts[0].name.isEmpty }

  /// The appearance of the first part named `name` if it is an `A`.
  ///
  /// - Parameters:
  ///   - type: The appearance type expected.
  ///   - name: The part's name; `""` (the default) for a one-control example.
  /// - Returns: The appearance, or `nil` when no part has that name or its appearance is another type.
  public func appearance<A>(_ type: A.Type, named name: String = "") -> A? {
    parts.first { $0.name == name }?.appearance as? A
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
