/// A custom state as a ``StateSpace`` declares it: one application bit and its name.
///
/// ```swift
/// let loading = CustomState(bit: 1, name: "loading")
/// loading.state            // ControlState(rawValue: 0x20000)
/// let fromData = try CustomState.make(bit: input.bit, name: input.name)
/// ```
///
/// Usually a control declares its custom states in a ``CustomStateSet``, whose properties name them;
/// this type is what each property becomes in the space. Spaces that come from data list them directly.
public struct CustomState: Hashable, Sendable, CustomStringConvertible {
  /// The name that descriptions, diagnostics and traces print.
  public let name: String
  /// The state: normally exactly one application bit (``StateSpace`` checks it).
  public let state: ControlState

  /// Names a state. ``StateSpace`` checks that it is one application bit and that the name is neither
  /// empty nor one printed for another bit (``StateNames/isReserved(_:)``).
  public init(_ name: String, _ state: ControlState) {
    self.name = name
    self.state = state
  }

  /// Declares the custom state in application bit `bit`.
  ///
  /// A bit outside `0..<8` is a programming error and traps with a message naming the bit and the
  /// name; use ``make(bit:name:)`` for bits that come from data.
  public init(bit: Int, name: String) {
    do {
      self = try Self.make(bit: bit, name: name)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// Declares a custom state, throwing instead of trapping when the bit or the name is invalid.
  ///
  /// - Throws: ``StateError/customBitOutOfRange(bit:name:)`` or ``StateError/emptyName(bit:)``.
  public static func make(bit: Int, name: String) throws(StateError) -> CustomState {
    guard (0..<ControlState.customBitCount).contains(bit) else {
      throw .customBitOutOfRange(bit: bit, name: name)
    }
    guard !name.isEmpty else { throw .emptyName(bit: bit) }
    return CustomState(name, ControlState(rawValue: 1 << UInt(16 + bit)))
  }

  /// `name = application(bit)`, such as `loading = application(1)`.
  public var description: String {
    "\(name) = " + state.description.dropFirst().dropLast()
  }
}
