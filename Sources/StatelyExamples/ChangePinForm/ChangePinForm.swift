public import Stately
public import StatelyControls

/// The change-PIN screen of the QUIckControl article's example app: old, new and repeat PIN fields, an Apply button
/// and a status label, tied together by declared rules only.
///
/// The article chains its controls with `setValue(_:forTarget:forKeyPath:for:)`; this form does the same
/// with `Control/setValue(_:for:on:at:priority:label:)`:
/// - each next field is enabled only while the previous one is `[.filled, .valid]` and enabled
///   (`isEnabled` defaults to `false`);
/// - the repeat field is valid only when it equals the new PIN, and is validated again whenever the
///   new PIN changes;
/// - the form is a `Control` whose custom states are computed from the fields
///   (``States/oldAccepted``, ``States/newAccepted``,
///   ``States/repeatAccepted``, ``States/rejected``); the Apply button's
///   `isEnabled` and the status label's text and colour are bound to them;
/// - when a code is refused, the status label says why (``rejection``): not the current PIN, a run
///   such as `1234`, one repeated digit, or a repeat that does not match.
///
/// All controls share one `UpdateCycle`: clearing the old PIN disables the new and repeat fields
/// and the Apply button in one flush, each control updated once.
///
/// ```swift
/// let form = ChangePinForm()
/// try form.oldField.insertText("1357"); form.engine.cycle.flush()  // new field enabled
/// try form.newField.insertText("2580"); form.engine.cycle.flush()  // repeat field enabled
/// try form.repeatField.insertText("2580"); form.engine.cycle.flush()
/// form.applyButton.isEnabled  // true
/// form.statusLabel.text       // "Ready to change your PIN"
/// ```
public final class ChangePinForm: Control {
  /// The custom states of the form, declared once: each is named by its property.
  public struct States: CustomStateSet {
    /// The old PIN field is filled and valid: application bit 0.
    public let oldAccepted = ControlState(customBit: 0)
    /// The new PIN field is enabled, filled and valid: application bit 1.
    public let newAccepted = ControlState(customBit: 1)
    /// The repeat field is enabled, filled and valid, so it equals the new PIN: application bit 2.
    public let repeatAccepted = ControlState(customBit: 2)
    /// An enabled field holds a full code that failed validation: application bit 3.
    public let rejected = ControlState(customBit: 3)

    /// The form's states; use ``ChangePinForm/states``.
    public init() {}
  }

  /// The custom states of every change-PIN form.
  public static let states = States()

  /// The form's states: four computed custom states, with `.implies(.newAccepted, .oldAccepted)`,
  /// `.implies(.repeatAccepted, .newAccepted)` and `.excludes(.repeatAccepted, .rejected)`. Seven
  /// reachable states.
  public static let stateSpace = StateSpace(
    states, builtIn: [],
    invariants: [
      .implies(states.newAccepted, states.oldAccepted), .implies(states.repeatAccepted, states.newAccepted),
      .excludes(states.repeatAccepted, states.rejected),
    ])

  /// The states of a field in which it enables the next one: filled, valid and not disabled.
  public static let acceptedPredicate: StatePredicate =
    .containsAll([PinCodeControl.states.filled, PinCodeControl.states.valid]) & .containsNone(.disabled)

  /// The current PIN. Always enabled.
  public let oldField: PinCodeControl
  /// The new PIN. Enabled while the old PIN is accepted.
  public let newField: PinCodeControl
  /// The new PIN again. Enabled while the new PIN is accepted; valid only when it equals it.
  public let repeatField: PinCodeControl
  /// Apply. Enabled while all three fields are accepted.
  public let applyButton: StatelyButton
  /// The status line; its text and colour are bound to the form's state.
  public let statusLabel: StatusLabel

  /// The status texts by rule, in declaration order.
  public static let texts = (
    enterOld: "Enter your current PIN", chooseNew: "Choose a new PIN", repeatNew: "Repeat the new PIN",
    ready: "Ready to change your PIN", rejected: "This PIN is not accepted", mismatch: "The PINs do not match"
  )

  /// The PIN the old field must match; `nil` accepts any code that passes the default validation.
  /// Setting it validates a full old code again, so after a change the new PIN becomes the one to type.
  public var currentPIN: String? {
    didSet {
      guard currentPIN != oldValue else { return }
      configureOldField()
      oldField.revalidate()
      // The reason shown for a rejected code may change without any state bit changing.
      setNeedsUpdateConfiguration()
    }
  }

  /// Creates the form.
  ///
  /// - Parameters:
  ///   - currentPIN: The PIN the old field must match; `nil` accepts any code that passes the
  ///     default validation.
  ///   - traits: The light or dark appearance.
  ///   - cycle: The cycle all its controls share. Defaults to a new one.
  public init(
    currentPIN: String? = nil, traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle()
  ) {
    oldField = PinCodeControl(traits: traits, cycle: cycle)
    newField = PinCodeControl(traits: traits, cycle: cycle)
    repeatField = PinCodeControl(traits: traits, cycle: cycle)
    var applyConfiguration = ButtonConfiguration.filled()
    applyConfiguration.title = "Apply"
    applyButton = StatelyButton(configuration: applyConfiguration, traits: traits, cycle: cycle)
    statusLabel = StatusLabel(text: Self.texts.enterOld, textColor: .secondaryLabel)
    super.init(space: Self.stateSpace, cycle: cycle)
    oldField.engine.identifier = "oldField"
    newField.engine.identifier = "newField"
    repeatField.engine.identifier = "repeatField"
    applyButton.engine.identifier = "applyButton"
    engine.identifier = "ChangePinForm"

    self.currentPIN = currentPIN
    configureOldField()
    repeatField.usesDefaultValidation = false
    repeatField.validator = { [unowned newField] code in code == newField.code }

    // The enabling chain between the fields, declared on the field that drives it.
    newField.isEnabled = false
    repeatField.isEnabled = false
    applyButton.isEnabled = false
    oldField.engine.setValue(
      true, for: Self.acceptedPredicate, on: newField, at: \.isEnabled, label: "newField.isEnabled")
    newField.engine.setValue(
      true, for: Self.acceptedPredicate, on: repeatField, at: \.isEnabled, label: "repeatField.isEnabled")
    newField.addAction(for: .valueChanged) { [unowned repeatField] _, _ in repeatField.revalidate() }

    // The form's own state, computed from the fields.
    let states = Self.states
    engine.register(states.oldAccepted, from: self, at: \.isOldAccepted)
    engine.register(states.newAccepted, from: self, at: \.isNewAccepted)
    engine.register(states.repeatAccepted, from: self, at: \.isRepeatAccepted)
    engine.register(states.rejected, from: self, at: \.isRejected)
    for field in fields {
      field.engine.observeState { [weak self] _ in self?.engine.factorsDidChange() }
      // The reason can change while the state does not (1111 to 9876 in one event).
      field.addAction(for: .valueChanged) { [weak self] _, _ in self?.setNeedsUpdateConfiguration() }
    }

    // What follows the form's state.
    engine.setValue(
      true, for: .containsAll(states.repeatAccepted), on: applyButton, at: \.isEnabled,
      label: "applyButton.isEnabled")
    engine.setValue(
      Self.texts.chooseNew, for: .containsAll(states.oldAccepted), on: statusLabel, at: \.text,
      label: "statusLabel.text")
    engine.setValue(
      Self.texts.repeatNew, for: .containsAll([states.oldAccepted, states.newAccepted]),
      on: statusLabel,
      at: \.text)
    engine.setValue(
      Self.texts.ready,
      for: .containsAll([states.oldAccepted, states.newAccepted, states.repeatAccepted]),
      on: statusLabel,
      at: \.text)
    engine.setValue(
      Self.texts.rejected, for: .containsAll(states.rejected), on: statusLabel, at: \.text,
      priority: Self.rejectedPriority)
    engine.setValue(
      Self.texts.mismatch, for: .containsAll([states.rejected, states.newAccepted]),
      on: statusLabel, at: \.text,
      priority: Self.rejectedPriority)
    engine.setValue(
      DynamicColor.systemGreen, for: .containsAll(states.repeatAccepted), on: statusLabel,
      at: \.textColor,
      label: "statusLabel.textColor")
    engine.setValue(
      DynamicColor.systemRed, for: .containsAll(states.rejected), on: statusLabel, at: \.textColor,
      priority: Self.rejectedPriority)
  }

  /// The old field checks ``currentPIN`` when there is one, and the default validation otherwise.
  private func configureOldField() {
    if let currentPIN {
      oldField.usesDefaultValidation = false
      oldField.validator = { $0 == currentPIN }
    } else {
      oldField.usesDefaultValidation = true
      oldField.validator = nil
    }
  }

  /// Why the form refuses what was typed, or `nil` when no enabled field holds a refused code: the
  /// first refused field in order decides.
  public var rejection: ChangePinRejection? {
    for field in fields where field.isInvalid && !field.state.contains(.disabled) {
      if field === repeatField { return .mismatch }
      if field === oldField, let currentPIN, field.code != currentPIN { return .notCurrentPIN }
      return PinCodeValidation.problem(with: field.code).map { .weak($0) } ?? .refused
    }
    return nil
  }

  /// Puts the reason for a refusal on the status label, over the rule's general text: the rules decide
  /// that the label reports a refusal and in which colour, ``rejection`` says which one.
  public override func updateConfiguration() {
    if let rejection { statusLabel.text = rejection.description }
  }

  /// The priority of the rejection rules: above every progress rule, so a rejection always shows.
  public static let rejectedPriority: StatePriority = .containsAll + 50

  /// The three fields, in order.
  public var fields: [PinCodeControl] { [oldField, newField, repeatField] }

  /// Whether the old field is accepted.
  public var isOldAccepted: Bool { Self.acceptedPredicate.matches(oldField.state) }
  /// Whether the new field is accepted.
  public var isNewAccepted: Bool { Self.acceptedPredicate.matches(newField.state) }
  /// Whether the repeat field is accepted.
  public var isRepeatAccepted: Bool { Self.acceptedPredicate.matches(repeatField.state) }
  /// Whether an enabled field holds a rejected code.
  public var isRejected: Bool {
    fields.contains {
      $0.state.isSuperset(of: PinCodeControl.states.invalid) && !$0.state.contains(.disabled)
    }
  }

  /// The label as drawn.
  public var statusAppearance: LabelAppearance {
    LabelAppearance(statusLabel, in: oldField.traits.userInterfaceStyle)
  }

  /// Diagnostics of every rule table the form uses: the fields' enabling bindings in
  /// `PinCodeControl/stateSpace`, the form's bindings in `stateSpace`, and each field's palette.
  public var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] {
    var result: [(property: String, diagnostics: TableDiagnostics)] = []
    if let table = oldField.engine.table(on: newField, at: \.isEnabled) {
      result.append(("oldField → newField.isEnabled", table.diagnostics(in: PinCodeControl.stateSpace)))
    }
    if let table = newField.engine.table(on: repeatField, at: \.isEnabled) {
      result.append(("newField → repeatField.isEnabled", table.diagnostics(in: PinCodeControl.stateSpace)))
    }
    if let table = engine.table(on: applyButton, at: \.isEnabled) {
      result.append(("applyButton.isEnabled", table.diagnostics(in: engine.stateSpace)))
    }
    if let table = engine.table(on: statusLabel, at: \.text) {
      result.append(("statusLabel.text", table.diagnostics(in: engine.stateSpace)))
    }
    if let table = engine.table(on: statusLabel, at: \.textColor) {
      result.append(("statusLabel.textColor", table.diagnostics(in: engine.stateSpace)))
    }
    for (name, field) in [("oldField", oldField), ("newField", newField), ("repeatField", repeatField)] {
      result += field.ruleDiagnostics.map { ("\(name).\($0.property)", $0.diagnostics) }
    }
    return result
  }
}
