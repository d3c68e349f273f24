public import Stately
public import StatelyControls

/// One example of the catalog: what it is, where it comes from, its states, its rule diagnostics,
/// and its look in any reachable state.
public struct ExampleEntry: Sendable {
  /// A stable identifier, such as `followButton`.
  public let id: String
  /// A title for the gallery.
  public let title: String
  /// The article the example reproduces, and the part of it.
  public let articleReference: String
  /// One paragraph on how the example maps to its article.
  public let summary: String
  /// The states the example's main control can be in.
  public let stateSpace: StateSpace
  private let makeDiagnostics: @Sendable () -> [(property: String, diagnostics: TableDiagnostics)]
  private let makePreview: @Sendable (ControlState) -> ExamplePreview

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - id: A stable identifier.
  ///   - title: A title.
  ///   - articleReference: The source article.
  ///   - summary: How the example maps to it.
  ///   - stateSpace: The states of its main control.
  ///   - diagnostics: Builds the example and returns the diagnostics of every rule table it uses.
  ///   - preview: Builds a fresh example in a reachable state and resolves it.
  public init(
    id: String, title: String, articleReference: String, summary: String, stateSpace: StateSpace,
    diagnostics: @escaping @Sendable () -> [(property: String, diagnostics: TableDiagnostics)],
    preview: @escaping @Sendable (ControlState) -> ExamplePreview
  ) {
    self.id = id
    self.title = title
    self.articleReference = articleReference
    self.summary = summary
    self.stateSpace = stateSpace
    self.makeDiagnostics = diagnostics
    self.makePreview = preview
  }

  /// The diagnostics of every rule table the example uses, each in the space its rules live in.
  public var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] { makeDiagnostics() }

  /// Whether every rule table is clean: no shadowed and no ambiguous rules.
  public var isClean: Bool { ruleDiagnostics.allSatisfy { $0.diagnostics.isClean } }

  /// The example in one reachable state, built fresh.
  ///
  /// - Parameter state: A reachable state of `stateSpace`.
  /// - Throws: ``ExampleCatalogError/unreachableState(_:example:)``.
  /// - Returns: The resolved preview.
  public func preview(for state: ControlState) throws(ExampleCatalogError) -> ExamplePreview {
    guard stateSpace.reachableStates.contains(state) else {
      throw .unreachableState(state, example: id)
    }
    return makePreview(state)
  }

  /// The example in every reachable state, in the space's order.
  public func previews() -> [ExamplePreview] {
    stateSpace.reachableStates.map(makePreview)
  }
}

/// Every example of the module, for the gallery and the playground.
///
/// ```swift
/// for entry in ExampleCatalog.entries {
///   print(entry.title, entry.stateSpace.reachableStates.count, entry.isClean)
///   for preview in entry.previews() { render(preview.appearance) }
/// }
/// ```
public enum ExampleCatalog {
  /// The examples, in the order the gallery shows them.
  public static let entries: [ExampleEntry] = [
    loadingButton, followButton, checkout, pinCode, changePinForm, precedence, cellList,
  ]

  /// The entry with `id`.
  ///
  /// - Parameter id: An entry identifier.
  /// - Throws: ``ExampleCatalogError/unknownExample(_:)``.
  /// - Returns: The entry.
  public static func entry(id: String) throws(ExampleCatalogError) -> ExampleEntry {
    guard let entry = entries.first(where: { $0.id == id }) else { throw .unknownExample(id) }
    return entry
  }

  /// The configuration the catalog's loading button uses: filled, titled "Send".
  public static let sendConfiguration: ButtonConfiguration = {
    var configuration = ButtonConfiguration.filled()
    configuration.title = "Send"
    return configuration
  }()

  /// A button driven into `state` and updated once, with the traces of its rule tables.
  private static func preview(of button: LoadingButton, in state: ControlState) -> ExamplePreview {
    button.engine.setFactors(matching: state)
    button.engine.cycle.flush()
    return ExamplePreview(
      state: button.state, names: button.engine.stateSpace.names,
      appearance: ExampleAppearance(button.appearance),
      explanations: button.explanations)
  }

  static let loadingButton = ExampleEntry(
    id: "loadingButton", title: "Loading button",
    articleReference: "NetEase Cloud Music, “UIButton states revisited”: NKLoadingButton",
    summary: "A reusable loading state: a StateFlag with .forces(.loading, .disabled) replaces the "
      + "overridden state and setEnabled:, and ConfigurationTable rules show the activity indicator "
      + "and hide the title. Requests are simulated and completed by the host.",
    stateSpace: LoadingButton.stateSpace,
    diagnostics: { LoadingButton(configuration: sendConfiguration).ruleDiagnostics },
    preview: { state in preview(of: LoadingButton(configuration: sendConfiguration), in: state) })

  static let followButton = ExampleEntry(
    id: "followButton", title: "Follow button",
    articleReference: "NetEase Cloud Music, “UIButton states revisited”: NKFollowButton",
    summary: "Followed is the selected bit, mutual implies selected, loading forces disabled; the "
      + "styles are declared once as whole configurations per state and the button is then driven "
      + "only by isSelected, isMutual and isLoading, or by an @Observable FollowedUser.",
    stateSpace: FollowButton.followSpace,
    diagnostics: { FollowButton().ruleDiagnostics },
    preview: { state in preview(of: FollowButton(), in: state) })

  static let checkout = ExampleEntry(
    id: "checkout", title: "Checkout",
    articleReference: "“Dynamic button configuration in iOS 15”: external state changes",
    summary: "The cart is an @Observable model outside the button; the handler reads it and writes "
      + "\"Checkout N\", and N additions in one event give one update, with no "
      + "setNeedsUpdateConfiguration(). Previewed with three items in the cart, both buttons in the "
      + "previewed state.",
    stateSpace: CheckoutExample.stateSpace,
    diagnostics: { CheckoutExample().ruleDiagnostics },
    preview: { state in
      let example = CheckoutExample()
      try? example.cart.add(3)
      example.addItemButton.engine.setFactors(matching: state)
      example.checkoutButton.engine.setFactors(matching: state)
      example.cycle.flush()
      return ExamplePreview(
        state: example.checkoutButton.state,
        appearance: ExampleAppearance(parts: [
          .init(name: "addItemButton", appearance: example.addItemButton.appearance),
          .init(name: "checkoutButton", appearance: example.checkoutButton.appearance),
        ]), explanations: [])
    })

  static let pinCode = ExampleEntry(
    id: "pinCode", title: "PIN code control",
    articleReference: "The QUIckControl article: PinCodeControl",
    summary: "Filled, valid and invalid as declared states; typing the last digit sets them in one "
      + "transition and sends typeComplete once; per-state colours are rule tables whose "
      + "focused-and-valid tie is broken by declared priority.",
    stateSpace: PinCodeControl.stateSpace,
    diagnostics: { PinCodeControl().ruleDiagnostics },
    preview: { state in
      let pin = PinCodeControl()
      let sample =
        state.contains(PinCodeControl.states.invalid)
        ? "1111" : state.contains(PinCodeControl.states.filled) ? "1357" : "12"
      try? pin.insertText(sample)
      pin.engine.setFactors(matching: state)
      pin.engine.cycle.flush()
      return ExamplePreview(
        state: pin.state, names: pin.engine.stateSpace.names, appearance: ExampleAppearance(pin.appearance),
        explanations: pin.explanations)
    })

  /// The codes typed into a fresh ``ChangePinForm`` to reach each of its states, in field order.
  ///
  /// - Parameter state: A reachable state of `ChangePinForm/stateSpace`.
  /// - Returns: The codes for the old, new and repeat fields; fewer than three leave the rest empty.
  public static func changePinFormInput(for state: ControlState) -> [String] {
    let rejected = state.contains(ChangePinForm.states.rejected)
    if state.contains(ChangePinForm.states.repeatAccepted) { return ["1357", "2580", "2580"] }
    if state.contains(ChangePinForm.states.newAccepted) {
      return rejected ? ["1357", "2580", "2581"] : ["1357", "2580"]
    }
    if state.contains(ChangePinForm.states.oldAccepted) { return rejected ? ["1357", "1234"] : ["1357"] }
    return rejected ? ["1111"] : []
  }

  static let changePinForm = ExampleEntry(
    id: "changePinForm", title: "Change PIN form",
    articleReference: "The QUIckControl article: the example app's change-PIN form",
    summary: "Each field enables the next while it is filled and valid, declared as bindings on "
      + "isEnabled; the form's state is computed from the fields and drives the Apply button and the "
      + "status label through bindings; clearing a field disables the later ones in one flush.",
    stateSpace: ChangePinForm.stateSpace,
    diagnostics: { ChangePinForm().ruleDiagnostics },
    preview: { state in
      let form = ChangePinForm()
      form.engine.cycle.flush()
      for (field, code) in zip(form.fields, changePinFormInput(for: state)) {
        try? field.insertText(code)
        form.engine.cycle.flush()
      }
      let parts: [ExampleAppearance.Part] = [
        .init(name: "oldField", appearance: form.oldField.appearance),
        .init(name: "newField", appearance: form.newField.appearance),
        .init(name: "repeatField", appearance: form.repeatField.appearance),
        .init(name: "applyButton", appearance: form.applyButton.appearance),
        .init(name: "statusLabel", appearance: form.statusAppearance),
      ]
      return ExamplePreview(
        state: form.state, names: form.engine.stateSpace.names, appearance: ExampleAppearance(parts: parts),
        explanations: form.engine.explainBindings())
    })

  static let precedence = ExampleEntry(
    id: "precedence", title: "Old against new",
    articleReference: "“Dynamic button configuration in iOS 15”: «Старое против нового»",
    summary: "The article's legacy button, the old-setter-over-new-configuration button, and button "
      + "and button2 with the highlighted-only handler, each built fresh and driven to the state; "
      + "StatelyButton implements what iOS 15 showed.",
    stateSpace: PrecedenceDemo.stateSpace,
    diagnostics: { PrecedenceDemo().ruleDiagnostics },
    preview: { state in
      let demo = PrecedenceDemo()
      for item in demo.items { item.button.engine.setFactors(matching: state) }
      demo.cycle.flush()
      return ExamplePreview(
        state: state,
        appearance: ExampleAppearance(
          parts: demo.items.map { .init(name: $0.id, appearance: $0.button.appearance) }),
        explanations: [])
    })

  static let cellList = ExampleEntry(
    id: "cellList", title: "Cell list",
    articleReference: "“What iOS 14’s modern cell configuration brings”: background per state",
    summary: "Rounded cells, yellow while highlighted or selected, the tint at 30 % while highlighted "
      + "(nil background colour with a colour transformer), and a typed custom state \"archived\" with "
      + "its own look, all read from declared rule tables instead of if statements; previewed as one "
      + "cell driven to the state.",
    stateSpace: ArchiveCell.stateSpace,
    diagnostics: { ArchiveCell.ruleDiagnostics },
    preview: { state in
      let cell = ArchiveCell()
      var content = cell.defaultContentConfiguration()
      content.text = "Inbox"
      cell.listContentConfiguration = content
      cell.isArchived = state.contains(ArchiveCell.states.archived)
      cell.engine.setFactors(matching: state)
      cell.engine.cycle.flush()
      return ExamplePreview(
        state: ArchiveCell.ruleState(for: cell.appliedConfigurationState),
        names: ArchiveCell.stateSpace.names,
        appearance: ExampleAppearance(cell.appearance), explanations: cell.explanations)
    })
}
