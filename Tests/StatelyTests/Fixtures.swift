import Stately

/// Custom states shared by the engine tests. A control declares its own; the tests share these.
extension ControlState {
  /// A follow button's "both users follow each other". Application bit 0.
  static let mutual = ControlState(customBit: 0)
  /// A loading button's "a request is in flight". Application bit 1.
  static let loading = ControlState(customBit: 1)
  /// A third custom state, for tests that need one more bit. Application bit 2.
  static let pinned = ControlState(customBit: 2)
}

/// The fixture states with their names, as a space declares them.
extension CustomState {
  static let mutual = CustomState("mutual", .mutual)
  static let loading = CustomState("loading", .loading)
  static let pinned = CustomState("pinned", .pinned)
}

extension StateNames {
  /// The names of every fixture state.
  static let fixtures = StateNames([.mutual, .loading, .pinned])
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
