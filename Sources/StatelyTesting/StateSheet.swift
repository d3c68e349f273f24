public import Stately
public import StatelyControls

/// A control's look in every reachable state: for each state, in the space's order, what was drawn and
/// which rule decided each value. The text and HTML snapshot strategies and the diagnostics assertions
/// read it.
///
/// Make one from a control, which is driven through its reachable states, or from a function that makes
/// a fresh control for each state:
///
/// ```swift
/// let sheet = StateSheet(of: FollowButton())
/// print(sheet.text)                                  // one section per reachable state
/// let fresh = StateSheet(title: "Badge") { Badge() }  // a new control for each state
/// ```
///
/// A state is reproduced with `setFactors(matching:)`, so only the control's stored flags are set; a
/// state its computed factors decide is recorded with the state the control actually reached. For such
/// a control, use ``init(title:space:ruleDiagnostics:entry:)`` and bring it into each state yourself.
public struct StateSheet: Sendable {
  /// One named part of what is drawn: a control's appearance, or one control of a composite.
  public struct Part: Sendable {
    /// The part's name; empty for the single part of a one-control sheet.
    public var name: String
    /// The appearance drawn, such as a `StatelyControls/ButtonAppearance`.
    public var appearance: any Sendable

    /// Creates a part.
    ///
    /// - Parameters:
    ///   - name: The part's name; `""` for a control's only part.
    ///   - appearance: Its appearance.
    public init(name: String = "", appearance: any Sendable) {
      self.name = name
      self.appearance = appearance
    }
  }

  /// One reachable state: what was drawn in it, and the rule behind each value.
  public struct Entry: Sendable {
    /// The reachable state asked for.
    public var state: ControlState
    /// The state the control was in when it was resolved; differs from ``state`` when the control's
    /// stored flags cannot produce it.
    public var reached: ControlState
    /// What was drawn, in layout order.
    public var parts: [Part]
    /// For each rule table behind the look, how ``reached`` resolved: its value and winning rule.
    public var explanations: [(property: String, explanation: StateExplanation)]
    /// Why the configuration could not be resolved in this state, or `nil`; the parts then show the
    /// last appearance that resolved.
    public var error: String?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - state: The reachable state asked for.
    ///   - reached: The state the control was in; defaults to `state`.
    ///   - parts: What was drawn.
    ///   - explanations: The traces of the rule tables, such as a control's `explanations`.
    ///   - error: Why the configuration could not be resolved, or `nil`.
    public init(
      state: ControlState, reached: ControlState? = nil, parts: [Part],
      explanations: [(property: String, explanation: StateExplanation)], error: String? = nil
    ) {
      self.state = state
      self.reached = reached ?? state
      self.parts = parts
      self.explanations = explanations
      self.error = error
    }
  }

  /// The sheet's heading, such as the control's type name.
  public var title: String
  /// The states covered: every one of its `Stately/StateSpace/reachableStates` has an entry.
  public var space: StateSpace
  /// The diagnostics of every rule table behind the look, each in the space its rules live in.
  public var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)]
  /// One entry per reachable state, in the space's order.
  public var entries: [Entry]

  /// A sheet from entries you resolve yourself: for a composite of several controls, or a control
  /// whose computed factors decide part of its state.
  ///
  /// ```swift
  /// let sheet = StateSheet(title: "PIN", space: PinCodeControl.stateSpace) { state in
  ///   let pin = PinCodeControl()
  ///   try? pin.insertText(state.contains(PinCodeControl.states.filled) ? "1357" : "12")
  ///   pin.engine.setFactors(matching: state)
  ///   pin.engine.cycle.flush()
  ///   return .init(state: state, reached: pin.state, parts: [.init(appearance: pin.appearance)],
  ///                explanations: pin.explanations)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The heading.
  ///   - space: The states to cover.
  ///   - ruleDiagnostics: The diagnostics of the rule tables behind the look; defaults to none.
  ///   - entry: Resolves one reachable state; called once per state, in the space's order.
  /// - Complexity: O(*s*) calls of `entry` for *s* reachable states.
  public init(
    title: String, space: StateSpace,
    ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] = [],
    entry: (ControlState) throws -> Entry
  ) rethrows {
    self.title = title
    self.space = space
    self.ruleDiagnostics = ruleDiagnostics
    self.entries = try space.reachableStates.map(entry)
  }

  /// A sheet of `control` in each reachable state of its space: the control is brought into each state
  /// with `setFactors(matching:)` and updated once, then brought back into the state it started in.
  ///
  /// ```swift
  /// let sheet = StateSheet(of: FollowButton())
  /// sheet.entries.count  // 12
  /// ```
  ///
  /// - Parameters:
  ///   - control: Any configured control, such as a `StatelyButton` or your own subclass.
  ///   - title: The heading; defaults to the control's type name.
  /// - Complexity: O(*s*) updates of the control for *s* reachable states.
  public init<Appearance: Sendable>(of control: ConfiguredControl<Appearance>, title: String? = nil) {
    let start = control.state
    self.init(
      title: title ?? String(describing: type(of: control)), space: control.engine.stateSpace,
      ruleDiagnostics: control.ruleDiagnostics
    ) { state in
      Self.entry(of: control, in: state)
    }
    control.engine.setFactors(matching: start)
    control.setNeedsUpdateConfiguration()
    control.engine.cycle.flush()
  }

  /// A sheet of a fresh control for each reachable state, so that no state's look depends on the states
  /// resolved before it.
  ///
  /// ```swift
  /// let sheet = StateSheet(title: "Badge") { Badge() }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The heading; defaults to the control's type name.
  ///   - make: Makes a control; called once for the space and once per reachable state.
  /// - Complexity: O(*s*) controls made and updated for *s* reachable states.
  public init<Appearance: Sendable, Host: ConfiguredControl<Appearance>>(
    title: String? = nil, make: () -> Host
  ) {
    let first = make()
    self.init(
      title: title ?? String(describing: Host.self), space: first.engine.stateSpace,
      ruleDiagnostics: first.ruleDiagnostics
    ) { state in
      Self.entry(of: make(), in: state)
    }
  }

  /// `control` brought into `state` and updated once.
  static func entry<Appearance: Sendable>(
    of control: ConfiguredControl<Appearance>, in state: ControlState
  ) -> Entry {
    control.engine.setFactors(matching: state)
    // A fresh control may already be in `state`: ask for the update so that it resolves anyway.
    control.setNeedsUpdateConfiguration()
    control.engine.cycle.flush()
    return Entry(
      state: state, reached: control.state, parts: [Part(appearance: control.appearance)],
      explanations: control.explanations, error: control.configurationError.map { "\($0)" })
  }
}
