extension ControlState: CustomStringConvertible, CustomDebugStringConvertible {
  /// Every set bit, built-in bits by name in raw-value order, then application bits by index.
  ///
  /// A state does not know the names of its custom bits; print it through the ``StateSpace`` that
  /// declares them (``StateSpace/describe(_:)``) to see them.
  ///
  /// ```swift
  /// ControlState([.selected, .highlighted]).description  // "[highlighted, selected]"
  /// ControlState(rawValue: 1 << 19).description          // "[application(3)]"
  /// ControlState.normal.description                      // "[normal]"
  /// ```
  public var description: String { StateNames.unnamed.describe(self) }

  /// The description together with the raw value in hex, for debugging.
  public var debugDescription: String {
    "ControlState(0x" + String(rawValue, radix: 16) + " " + description + ")"
  }

  /// The names of the set bits, in the order `description` prints them; application bits as
  /// `application(n)`.
  public var bitNames: [String] { StateNames.unnamed.bitNames(of: self) }
}
