public import Stately
public import StatelyControls

/// A PIN entry control: the QUIckControl article's `PinCodeControl`, on Stately's `Control`, without its defects.
///
/// The states are declared in `stateSpace`: `filled`, `valid` (implies filled) and `invalid`
/// (implies filled, excludes valid), with highlighted meaning "has focus", as in the article. The
/// per-state colours are the rule tables of a ``PinCodePalette``.
///
/// What changed from the article:
/// - typing the last digit sets `filled` and the validity in one transition and sends
///   `ControlEvent.typeComplete` exactly once; QUIckControl queued that event inside the
///   transition and lost it;
/// - the border colour while focused and valid or invalid no longer ties: validity wins by declared
///   priority, and ``ruleDiagnostics`` checks it;
/// - non-digit input is refused with ``PinCodeError/nonDigit(_:position:codePosition:)`` instead of
///   crashing in the validator.
///
/// ```swift
/// let pin = PinCodeControl()
/// pin.addAction(for: .typeComplete) { control, _ in print((control as! PinCodeControl).isValid) }
/// try pin.insertText("1357")   // filled and valid in one transition; prints "true" once
/// pin.deleteBackward()         // filled and valid cleared in one transition
/// ```
public final class PinCodeControl: ConfiguredControl<PinCodeAppearance> {
  /// The custom states of a PIN control, declared once: each is named by its property.
  public struct States: CustomStateSet {
    /// Every digit of the code is entered: application bit 0.
    public let filled = ControlState(customBit: 0)
    /// The full code passed validation: application bit 1; implies ``filled``.
    public let valid = ControlState(customBit: 1)
    /// The full code failed validation: application bit 2; implies ``filled``, excludes ``valid``.
    public let invalid = ControlState(customBit: 2)

    /// The PIN control's states; use ``PinCodeControl/states``.
    public init() {}
  }

  /// The custom states of every PIN control.
  public static let states = States()

  /// Sent once when the last digit is typed, after the state shows `filled` and the validity.
  public static let typeComplete = ControlEvent.application(0)

  /// The states of a PIN control: highlighted (focus), disabled, filled, valid and invalid, with
  /// `.implies(.valid, .filled)`, `.implies(.invalid, .filled)` and `.excludes(.valid, .invalid)`.
  /// Twelve reachable states.
  public static let stateSpace = StateSpace(
    states, builtIn: [.highlighted, .disabled],
    invariants: [
      .implies(states.valid, states.filled), .implies(states.invalid, states.filled),
      .excludes(states.valid, states.invalid),
    ])

  /// The code lengths a control accepts.
  public static let supportedLengths = 1...12

  /// The number of digits in a full code.
  public let codeLength: Int

  /// The digits entered so far, at most ``codeLength`` ASCII digits.
  public private(set) var code = ""

  /// Whether every digit is entered: the ``States/filled`` bit.
  @StateFlag(PinCodeControl.states.filled) public private(set) var isFilled = false
  /// Whether the full code passed validation: the ``States/valid`` bit.
  @StateFlag(PinCodeControl.states.valid) public private(set) var isValid = false
  /// Whether the full code failed validation: the ``States/invalid`` bit.
  @StateFlag(PinCodeControl.states.invalid) public private(set) var isInvalid = false

  /// Whether ``PinCodeValidation/isAcceptable(_:)`` applies. Default `true`.
  public var usesDefaultValidation = true

  /// An extra check a full code must pass, in addition to the default one when that is on.
  public var validator: ((String) -> Bool)?

  /// The per-state colours and widths: the control's configuration.
  public var palette: PinCodePalette = .standard {
    didSet { configurationDidChange() }
  }

  /// The light or dark appearance colours resolve in.
  public var traits: TraitCollection {
    didSet { if traits != oldValue { configurationDidChange() } }
  }

  /// Creates a control for four-digit codes.
  ///
  /// - Parameters:
  ///   - traits: The light or dark appearance.
  ///   - cycle: The cycle that coalesces its updates.
  public convenience init(traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle()) {
    self.init(validatedLength: 4, traits: traits, cycle: cycle)
  }

  /// Creates a control for codes of `codeLength` digits.
  ///
  /// - Parameters:
  ///   - codeLength: The number of digits, within ``supportedLengths``.
  ///   - traits: The light or dark appearance.
  ///   - cycle: The cycle that coalesces its updates.
  /// - Throws: ``PinCodeError/unsupportedLength(_:)``.
  public convenience init(
    codeLength: Int, traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle()
  ) throws(PinCodeError) {
    guard Self.supportedLengths.contains(codeLength) else { throw .unsupportedLength(codeLength) }
    self.init(validatedLength: codeLength, traits: traits, cycle: cycle)
  }

  private init(validatedLength: Int, traits: TraitCollection, cycle: UpdateCycle) {
    codeLength = validatedLength
    self.traits = traits
    super.init(
      appearance: PinCodePalette.standard.appearance(
        for: .normal, count: 0, length: validatedLength, traits: traits),
      space: Self.stateSpace, cycle: cycle)
  }

  // MARK: Focus

  /// Whether the control has focus; shown as `highlighted`, as in the article.
  public var isFirstResponder: Bool { isHighlighted }

  /// Takes focus: the control becomes highlighted. A disabled control refuses.
  ///
  /// - Returns: Whether the control has focus afterwards.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard isEnabled, !state.contains(.disabled) else { return false }
    if !isHighlighted {
      isHighlighted = true
      sendActions(for: .editingDidBegin)
    }
    return true
  }

  /// Gives up focus: the control stops being highlighted.
  ///
  /// - Returns: Always `true`.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    if isHighlighted {
      isHighlighted = false
      sendActions(for: .editingDidEnd)
    }
    return true
  }

  // MARK: Input

  /// Whether the code has at least one digit (UIKit's `UIKeyInput.hasText`).
  public var hasText: Bool { !code.isEmpty }

  /// Appends digits (UIKit's `UIKeyInput.insertText(_:)`).
  ///
  /// Checks the whole input first: a non-digit, too many digits or a disabled control throw and
  /// change nothing. When the input completes the code, the control sets `filled` and `valid` or
  /// `invalid` in one transition, then sends `ControlEvent.typeComplete` once. Every change
  /// sends `editingChanged` and `valueChanged`.
  ///
  /// - Parameter text: The characters typed.
  /// - Throws: ``PinCodeError``, naming the character and its position.
  public func insertText(_ text: String) throws(PinCodeError) {
    guard !state.contains(.disabled) else { throw .notEnabled }
    var digits = ""
    for (position, character) in text.enumerated() {
      guard PinCodeValidation.digitValue(character) != nil else {
        throw .nonDigit(character, position: position, codePosition: code.count + position)
      }
      digits.append(character)
    }
    let remaining = codeLength - code.count
    guard digits.count <= remaining else { throw .tooManyDigits(given: digits.count, remaining: remaining) }
    guard !digits.isEmpty else { return }
    engine.performTransition {
      code += digits
      if code.count == codeLength {
        setValidity(validate(code))
        sendActions(for: Self.typeComplete)
      }
      configurationDidChange()
      sendActions(for: [.editingChanged, .valueChanged])
    }
  }

  /// Deletes the last digit (UIKit's `UIKeyInput.deleteBackward()`). Deleting from a full code
  /// clears `filled` and the validity in one transition. Does nothing on an empty code.
  public func deleteBackward() {
    guard !code.isEmpty else { return }
    engine.performTransition {
      code.removeLast()
      isFilled = false
      configurationDidChange()
      sendActions(for: [.editingChanged, .valueChanged])
    }
  }

  /// Removes every digit and clears `filled` and the validity, in one transition.
  public func clear() {
    guard !code.isEmpty || isFilled else { return }
    engine.performTransition {
      code = ""
      isFilled = false
      configurationDidChange()
      sendActions(for: [.editingChanged, .valueChanged])
    }
  }

  /// Validates a full code again, for example after the code it must match changed.
  /// Does nothing while the code is not full.
  public func revalidate() {
    guard code.count == codeLength else { return }
    engine.performTransition { setValidity(validate(code)) }
  }

  /// Whether `code` passes: the default check when ``usesDefaultValidation`` is on, and
  /// ``validator`` when set.
  ///
  /// - Parameter code: A code.
  /// - Returns: `true` when every active check passes.
  public func validate(_ code: String) -> Bool {
    if usesDefaultValidation && !PinCodeValidation.isAcceptable(code) { return false }
    return validator?(code) ?? true
  }

  private func setValidity(_ valid: Bool) {
    isFilled = true
    isValid = valid
    isInvalid = !valid
  }

  // MARK: Appearance

  /// Resolves the appearance from the palette for `state` and the code.
  ///
  /// - Parameter state: The state to resolve for.
  /// - Returns: What a renderer draws.
  public override func resolveAppearance(for state: ControlState) -> PinCodeAppearance {
    palette.appearance(for: state, count: code.count, length: codeLength, traits: traits)
  }

  /// Diagnostics of every rule table of the palette in `stateSpace`.
  override public var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] {
    palette.diagnostics(in: engine.stateSpace)
  }

  /// How the current state resolves in every rule table of the palette.
  override public var explanations: [(property: String, explanation: StateExplanation)] {
    palette.explain(state)
  }
}
