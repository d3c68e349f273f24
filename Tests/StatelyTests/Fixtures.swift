import Stately

/// Custom states shared by the engine tests, as an app would declare them.
extension ControlState {
  /// Seed 002's follow button: both users follow each other. Application bit 0.
  static let mutual = ControlState.custom(bit: 0, name: "mutual")
  /// Seed 002's loading button: a request is in flight. Application bit 1.
  static let loading = ControlState.custom(bit: 1, name: "loading")
  /// A third custom state, for tests that need one more bit. Application bit 2.
  static let pinned = ControlState.custom(bit: 2, name: "pinned")
}

/// Every subset of the bits of `bits`, in raw-value order; built by counting, bit by bit.
func allSubsets(of bits: ControlState) -> [ControlState] {
  let positions = (0..<UInt.bitWidth).filter { bits.rawValue & (1 << UInt($0)) != 0 }
  let subsets = (0..<(1 << positions.count)).map { counter in
    var raw: UInt = 0
    for (index, position) in positions.enumerated() where counter & (1 << index) != 0 {
      raw |= 1 << UInt(position)
    }
    return raw
  }
  return subsets.sorted().map { ControlState(rawValue: $0) }
}
