extension ControlState: CustomStringConvertible, CustomDebugStringConvertible {
  /// Every set bit by name, built-in bits first in raw-value order, then custom bits.
  ///
  /// ```swift
  /// ControlState([.selected, .highlighted, .loading]).description  // "[highlighted, selected, loading]"
  /// ControlState(rawValue: 1 << 19).description                    // "[application(3)]"
  /// ControlState.normal.description                                // "[normal]"
  /// ```
  public var description: String {
    "[" + bitNames.joined(separator: ", ") + "]"
  }

  /// The description together with the raw value in hex, for debugging.
  public var debugDescription: String {
    "ControlState(0x" + String(rawValue, radix: 16) + " " + description + ")"
  }

  /// The names of the set bits, in the order `description` prints them.
  public var bitNames: [String] {
    if rawValue == 0 { return ["normal"] }
    var names: [String] = []
    if contains(.highlighted) { names.append("highlighted") }
    if contains(.disabled) { names.append("disabled") }
    if contains(.selected) { names.append("selected") }
    if contains(.focused) { names.append("focused") }
    for bit in customBits {
      names.append(name(ofCustomBit: bit) ?? "application(\(bit))")
    }
    let other = rawValue & ~(ControlState.builtIn.rawValue | ControlState.application.rawValue)
    for index in 0..<UInt.bitWidth where other & (1 << UInt(index)) != 0 {
      names.append(index >= 24 ? "reserved(\(index - 24))" : "bit(\(index))")
    }
    return names
  }
}
