/// Why a PIN control refused input or a length. Nothing changes when one is thrown.
public enum PinCodeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The input contains a character that is not an ASCII digit `0`–`9`. `position` is its offset in
  /// the input, from 0; `codePosition` is the code position it would have filled, from 0.
  case nonDigit(Character, position: Int, codePosition: Int)
  /// The input has more digits than the code has room for.
  case tooManyDigits(given: Int, remaining: Int)
  /// The control is disabled and takes no input.
  case notEnabled
  /// A code length outside ``PinCodeControl/supportedLengths``.
  case unsupportedLength(Int)

  /// A sentence saying what was refused and where.
  public var description: String {
    switch self {
    case .nonDigit(let character, let position, let codePosition):
      "'\(character)' at input position \(position) (code position \(codePosition)) is not a digit 0–9; "
        + "the code is unchanged"
    case .tooManyDigits(let given, let remaining):
      "\(given) digits given but only \(remaining) more fit; the code is unchanged"
    case .notEnabled:
      "the PIN control is disabled and takes no input"
    case .unsupportedLength(let length):
      "a PIN code of length \(length) is not supported; use \(PinCodeControl.supportedLengths.lowerBound)"
        + "...\(PinCodeControl.supportedLengths.upperBound)"
    }
  }
}
