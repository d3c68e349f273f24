#if canImport(UIKit)
  public import Stately
  import StatelyControls
  public import StatelyExamples
  public import StatelyUIKit
  public import UIKit

  /// The QUIckControl article's PIN field on a real `UIControl` that takes keyboard input: filled,
  /// valid and invalid are the portable `PinCodeControl` states, set together in one transition when the
  /// last digit arrives, which sends `typeComplete` once.
  ///
  /// Its colours come from the portable `PinCodePalette`'s rule tables for the state.
  @MainActor
  public final class UIKitPinCodeField: StatelyUIControl, UIKeyInput {
    /// The number of digits.
    public let codeLength: Int
    /// The digits typed.
    public private(set) var code = ""
    /// The code is complete.
    @StateFlag(PinCodeControl.states.filled) public private(set) var isFilled = false
    /// The complete code passed validation.
    @StateFlag(PinCodeControl.states.valid) public private(set) var isValid = false
    /// The complete code failed validation.
    @StateFlag(PinCodeControl.states.invalid) public private(set) var isInvalid = false
    /// An extra check on a complete code, such as "equals the new PIN".
    public var validator: ((String) -> Bool)?
    /// The colours per state.
    public var palette = PinCodePalette.standard

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - codeLength: The number of digits, clamped into `PinCodeControl.supportedLengths`.
    ///   - cycle: The cycle its updates coalesce in. Defaults to the main run loop's.
    public init(codeLength: Int = 4, cycle: UpdateCycle = .mainRunLoop()) {
      self.codeLength = min(
        max(codeLength, PinCodeControl.supportedLengths.lowerBound),
        PinCodeControl.supportedLengths.upperBound)
      super.init(space: PinCodeControl.stateSpace, cycle: cycle)
    }

    /// Not supported: create fields in code.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { nil }

    /// The field takes the keyboard.
    public override var canBecomeFirstResponder: Bool { isEnabled }

    /// The keyboard UIKit shows for the field: a number pad. `UITextInputTraits` declares it
    /// `{ get set }`, so only a settable property is read by UIKit; a get-only one would be ignored.
    public var keyboardType: UIKeyboardType = .numberPad

    /// Whether any digit was typed.
    public var hasText: Bool { !code.isEmpty }

    /// Appends the digits of `text`; anything else, or more digits than fit, is ignored, as a keyboard
    /// expects.
    ///
    /// - Parameter text: The characters typed.
    public func insertText(_ text: String) {
      guard isEnabled else { return }
      let digits = text.filter { PinCodeValidation.digitValue($0) != nil }.prefix(codeLength - code.count)
      guard !digits.isEmpty else { return }
      engine.performTransition {
        code += digits
        if code.count == codeLength {
          isFilled = true
          checkCode()
          engine.sendActions(for: PinCodeControl.typeComplete)
        }
      }
      sendActions(for: [.editingChanged, .valueChanged])
    }

    /// Checks a full code again, as after a change to what ``validator`` compares it with (the new PIN
    /// that a repeat field must equal). An incomplete code stays neither valid nor invalid.
    public func revalidate() {
      guard isFilled else { return }
      checkCode()
    }

    /// Sets `valid` and `invalid` for the full code.
    private func checkCode() {
      let valid = PinCodeValidation.isAcceptable(code) && (validator?(code) ?? true)
      isValid = valid
      isInvalid = !valid
    }

    /// Deletes the last digit; deleting from a full code clears `filled` and the validity together.
    public func deleteBackward() {
      guard !code.isEmpty else { return }
      engine.performTransition {
        code.removeLast()
        isFilled = false
      }
      sendActions(for: [.editingChanged, .valueChanged])
    }

    /// Colours the field for its state from the palette.
    public override func updateAppearance() {
      let state = engine.state
      let traits = UITraitCollection(userInterfaceStyle: traitCollection.userInterfaceStyle)
      backgroundColor = UIColor(
        (isFilled ? palette.filledCellColor : palette.emptyCellColor)[state])
      tintColor = UIColor(palette.borderColor[state]).resolvedColor(with: traits)
    }
  }
#endif
