/// Why ``ChangePinForm`` refuses what was typed; its description is the sentence the form's status
/// label shows.
///
/// ```swift
/// let form = ChangePinForm(currentPIN: "2580")
/// try form.oldField.insertText("1357"); form.engine.cycle.flush()
/// form.rejection              // .notCurrentPIN
/// form.statusLabel.text       // "That is not your current PIN"
/// ```
public enum ChangePinRejection: Sendable, Hashable, CustomStringConvertible {
  /// The old field holds a full code that is not ``ChangePinForm/currentPIN``.
  case notCurrentPIN
  /// A field holds a code that fails the default checks, such as a run or one repeated digit.
  case weak(PinCodeProblem)
  /// The repeat field does not equal the new PIN.
  case mismatch
  /// A field's own ``PinCodeControl/validator`` refused the code, for a reason the form cannot name.
  case refused

  /// The reason as a sentence without a final full stop, for the status label.
  public var description: String {
    switch self {
    case .notCurrentPIN: "That is not your current PIN"
    case .weak(let problem): problem.description
    case .mismatch: ChangePinForm.texts.mismatch
    case .refused: ChangePinForm.texts.rejected
    }
  }
}
