/// The default PIN validation of the QUIckControl article's `PinCodeControl`, without its crash on non-digits.
public enum PinCodeValidation {
  /// Whether `code` passes the default checks: it is not made of one repeated digit (`1111`) and
  /// does not run up or down by one (`1234`, `9876`); there is no wrap-around, so `8901` passes.
  ///
  /// A code with a non-digit character, or with fewer than two digits, fails: one digit is trivially
  /// "all equal".
  ///
  /// - Parameter code: The code to check.
  /// - Returns: `true` when the code is acceptable.
  /// - Complexity: O(*n*) for *n* characters.
  public static func isAcceptable(_ code: String) -> Bool {
    problem(with: code) == nil
  }

  /// Why `code` fails the default checks, or `nil` when it passes them.
  ///
  /// ```swift
  /// PinCodeValidation.problem(with: "1234")  // .ascendingRun
  /// PinCodeValidation.problem(with: "7777")  // .repeatedDigit
  /// PinCodeValidation.problem(with: "2580")  // nil
  /// ```
  ///
  /// - Parameter code: The code to check.
  /// - Returns: The first problem found, in the order ``PinCodeProblem`` lists them.
  /// - Complexity: O(*n*) for *n* characters.
  public static func problem(with code: String) -> PinCodeProblem? {
    var digits: [Int] = []
    for character in code {
      guard let value = digitValue(character) else { return .notDigits }
      digits.append(value)
    }
    guard digits.count >= 2 else { return .tooShort }
    let steps = zip(digits.dropFirst(), digits).map { $0 - $1 }
    if steps.allSatisfy({ $0 == 0 }) { return .repeatedDigit }
    if steps.allSatisfy({ $0 == 1 }) { return .ascendingRun }
    if steps.allSatisfy({ $0 == -1 }) { return .descendingRun }
    return nil
  }

  /// The value of an ASCII digit `0`–`9`, or `nil` for any other character, including non-ASCII
  /// digits such as `٣`.
  ///
  /// - Parameter character: The character.
  public static func digitValue(_ character: Character) -> Int? {
    guard let ascii = character.asciiValue, (48...57).contains(ascii) else { return nil }
    return Int(ascii) - 48
  }
}

/// Why a code fails ``PinCodeValidation``'s default checks; its description is a sentence a status
/// line can show.
///
/// ```swift
/// PinCodeValidation.problem(with: "9876")?.description  // "Digits counting down (9876) are too easy to guess"
/// ```
public enum PinCodeProblem: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A character that is not an ASCII digit.
  case notDigits
  /// Fewer than two digits.
  case tooShort
  /// One digit repeated, such as `1111`.
  case repeatedDigit
  /// Digits counting up by one, such as `1234`.
  case ascendingRun
  /// Digits counting down by one, such as `9876`.
  case descendingRun

  /// The problem as a sentence without a final full stop, for a status line.
  public var description: String {
    switch self {
    case .notDigits: "A PIN has only the digits 0 to 9"
    case .tooShort: "A PIN needs at least two digits"
    case .repeatedDigit: "One digit repeated (1111) is too easy to guess"
    case .ascendingRun: "Digits counting up (1234) are too easy to guess"
    case .descendingRun: "Digits counting down (9876) are too easy to guess"
    }
  }
}
