/// The state of a control: a bitmask with UIKit's raw values.
///
/// `ControlState` converts one to one to `UIControl.State`: every built-in bit has UIKit's raw value,
/// and custom states live in the eight application bits (`0x00FF0000`).
///
/// A state is only its bits. Custom states are declared by the control that uses them, and named by the
/// ``StateSpace`` that declares them, so two controls that both use application bit 0 never collide:
///
/// ```swift
/// struct FollowStates: CustomStateSet {
///   let mutual = ControlState(customBit: 0)
/// }
/// let states = FollowStates()
/// let space = StateSpace(states, invariants: [.implies(states.mutual, .selected)])
/// let state: ControlState = [.selected, states.mutual]
/// print(state)                   // [selected, application(0)]
/// print(space.describe(state))   // [selected, mutual]
/// ```
///
/// - Complexity: Every operation is O(1); a state is eight bytes.
public struct ControlState: OptionSet, Sendable, Hashable {
  /// The bitmask, with UIKit's layout.
  public let rawValue: UInt

  /// Creates a state from a raw bitmask in `UIControl.State` layout.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// No bits set: the control is enabled, not selected, not highlighted and not focused.
  public static let normal: ControlState = []
  /// Set while a touch is down inside the control (`1 << 0`).
  public static let highlighted = ControlState(rawValue: 1 << 0)
  /// Set while the control is not enabled (`1 << 1`).
  public static let disabled = ControlState(rawValue: 1 << 1)
  /// Set while the control is selected (`1 << 2`).
  public static let selected = ControlState(rawValue: 1 << 2)
  /// Set while the control has focus (`1 << 3`).
  public static let focused = ControlState(rawValue: 1 << 3)
  /// The eight bits UIKit leaves to applications (`0x00FF0000`). Custom states live here.
  public static let application = ControlState(rawValue: 0x00FF_0000)
  /// Bits reserved for the framework (`0xFF000000`). Stately never sets them.
  public static let reserved = ControlState(rawValue: 0xFF00_0000)

  /// The four built-in bits, in raw-value order.
  public static let builtIn: ControlState = [.highlighted, .disabled, .selected, .focused]

  /// The number of application bits available for custom states.
  public static let customBitCount = 8

  /// The custom state in application bit `bit`.
  ///
  /// Declare each custom state once, as a property of a ``CustomStateSet``, which names it and builds
  /// the control's ``StateSpace``:
  /// ```swift
  /// struct LoadingStates: CustomStateSet {
  ///   let loading = ControlState(customBit: 1)
  /// }
  /// ```
  /// A bit outside `0..<8` is a programming error and traps with a message naming the bit. Use
  /// ``CustomState/make(bit:name:)`` to validate a bit that comes from data.
  ///
  /// - Parameter bit: The application bit, `0..<8`. Bit 0 is `1 << 16`.
  public init(customBit bit: Int) {
    guard (0..<Self.customBitCount).contains(bit) else {
      preconditionFailure(StateError.customBitOutOfRange(bit: bit, name: nil).description)
    }
    self.init(rawValue: 1 << UInt(16 + bit))
  }

  /// The application bit indices (`0..<8`) set in this state, in ascending order.
  public var customBits: [Int] {
    (0..<Self.customBitCount).filter { rawValue & (1 << UInt(16 + $0)) != 0 }
  }

  /// The number of bits set.
  public var bitCount: Int { rawValue.nonzeroBitCount }
}
