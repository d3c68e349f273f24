/// How a table's named bits compress into a small key: one key bit per bit the rules name, for the
/// built-in bits (0–3) and the application bits (16–23), plus one bit meaning "some other bit is set"
/// when an exact predicate needs to see it.
///
/// A key is two reads from one small table, an `or` and a compare, whatever the number of rules, so a
/// table of 2^*k* entries (at most 2^13) can be indexed by state. ``CompiledStateTable`` stores values
/// by key, and a bound property stores its winning rules by key.
@usableFromInline
internal struct StateKeyLayout: Sendable, Hashable {
  /// The bits a layout can hold.
  @usableFromInline static var indexableBits: UInt { 0x00FF_000F }

  /// The bits the rules name.
  @usableFromInline let relevant: UInt
  /// Key bits for each value of the built-in nibble (entries 0–15), then for each value of the
  /// application byte (entries 16–271). With an exact predicate, a value holding a bit the rules do not
  /// name also carries ``otherBitsFlag``.
  @usableFromInline let keyBits: ContiguousArray<UInt32>
  /// The key bit meaning "some other bit is set", or 0 when no exact predicate needs it.
  @usableFromInline let otherBitsFlag: Int
  /// The bit positions the key bits stand for, lowest first.
  let positions: [Int]

  /// The number of distinct keys.
  var entryCount: Int { (1 << positions.count) << (otherBitsFlag != 0 ? 1 : 0) }

  /// A layout for the named bits, or `nil` when a bit lies outside ``indexableBits``.
  ///
  /// - Parameters:
  ///   - relevant: The bits the rules name.
  ///   - usesExact: Whether an exact predicate needs the "other bits" key bit.
  init?(relevant: UInt, usesExact: Bool) {
    guard relevant & ~Self.indexableBits == 0 else { return nil }
    let positions = (0..<32).filter { relevant & (1 << UInt($0)) != 0 }
    var keyBits = ContiguousArray<UInt32>(repeating: 0, count: 16 + 256)
    for (keyBit, position) in positions.enumerated() {
      let flag = UInt32(1) << UInt32(keyBit)
      if position < 4 {
        for nibble in 0..<16 where nibble & (1 << position) != 0 { keyBits[nibble] |= flag }
      } else {
        for byte in 0..<256 where byte & (1 << (position - 16)) != 0 { keyBits[16 + byte] |= flag }
      }
    }
    let otherBitsFlag = usesExact ? 1 << positions.count : 0
    if usesExact {
      // An indexable bit the rules do not name sets the "other bits" key bit through the same reads.
      for nibble in 0..<16 where UInt(nibble) & ~relevant != 0 { keyBits[nibble] |= UInt32(otherBitsFlag) }
      for byte in 0..<256 where UInt(byte) << 16 & ~relevant != 0 {
        keyBits[16 + byte] |= UInt32(otherBitsFlag)
      }
    }
    self.relevant = relevant
    self.keyBits = keyBits
    self.otherBitsFlag = otherBitsFlag
    self.positions = positions
  }

  /// The layout for `rules`, or `nil` when they cannot be indexed: a rule uses a custom closure, which
  /// may read any bit, or names a bit outside ``indexableBits``.
  ///
  /// - Parameter rules: A table's rules.
  init?<Value>(for rules: [StateRule<Value>]) {
    var relevant: UInt = 0
    var usesExact = false
    for index in rules.indices {
      let predicate = rules[index].predicate
      if predicate.containsCustom { return nil }
      relevant |= predicate.constrainedBits.rawValue
      usesExact = usesExact || predicate.usesExactMatch
    }
    self.init(relevant: relevant, usesExact: usesExact)
  }

  /// The key of a raw state.
  ///
  /// - Parameter raw: A bitmask in `UIControl.State` layout.
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  func key(forRaw raw: UInt) -> Int {
    // The reads see the indexable bits; any other bit is one the rules cannot name.
    let key = namedKey(forRaw: raw)
    return raw & ~Self.indexableBits != 0 ? key | otherBitsFlag : key
  }

  /// The key of a raw state's indexable bits alone: its ``key(forRaw:)`` when no other bit is set, or
  /// when no exact predicate needs to see other bits (``otherBitsFlag`` is 0).
  ///
  /// - Parameter raw: A bitmask in `UIControl.State` layout.
  /// - Complexity: O(1): two reads of one small table and an `or`.
  @inlinable @inline(__always)
  func namedKey(forRaw raw: UInt) -> Int {
    Int(keyBits[Int(raw & 0xF)] | keyBits[16 &+ Int((raw &>> 16) & 0xFF)])
  }

  /// The bits of a raw state that make ``namedKey(forRaw:)`` differ from ``key(forRaw:)``: the bits
  /// outside ``indexableBits`` when an exact predicate needs to see them, otherwise none.
  var keyChangingOtherBits: UInt { otherBitsFlag != 0 ? ~Self.indexableBits : 0 }

  /// A raw state with the key `key`: the bits its key bits stand for, plus one bit outside the layout
  /// when the key says other bits are set.
  ///
  /// - Parameter key: A key below ``entryCount``.
  func representative(ofKey key: Int) -> UInt {
    var raw: UInt = 0
    for (keyBit, position) in positions.enumerated() where key & (1 << keyBit) != 0 {
      raw |= 1 << UInt(position)
    }
    if key & otherBitsFlag != 0 {
      raw |= (0..<UInt.bitWidth).lazy.map { UInt(1) << UInt($0) }.first { relevant & $0 == 0 } ?? 0
    }
    return raw
  }
}
