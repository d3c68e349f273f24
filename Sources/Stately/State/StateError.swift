/// Errors about custom states: each names the bit or state at fault.
public enum StateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A custom bit outside `0..<8` was requested; `name` is the state's name when one was given.
  case customBitOutOfRange(bit: Int, name: String?)
  /// A custom state was declared with an empty name.
  case emptyName(bit: Int)

  /// A sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .customBitOutOfRange(let bit, let name):
      (name.map { "custom state '\($0)'" } ?? "a custom state") + " asks for application bit \(bit), but "
        + "only bits 0..<8 exist (UIControl.State.application is 0x00FF0000); bits never wrap"
    case .emptyName(let bit):
      "custom state in application bit \(bit) has an empty name"
    }
  }
}
