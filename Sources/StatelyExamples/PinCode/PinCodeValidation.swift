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
    var digits: [Int] = []
    for character in code {
      guard let value = digitValue(character) else { return false }
      digits.append(value)
    }
    guard digits.count >= 2 else { return false }
    var steps: [Int] = []
    for index in 1..<digits.count { steps.append(digits[index] - digits[index - 1]) }
    for step in [0, 1, -1] where steps.allSatisfy({ $0 == step }) { return false }
    return true
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
