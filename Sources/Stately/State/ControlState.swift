/// The state of a control: a bitmask with UIKit's raw values, plus named custom states.
///
/// `ControlState` converts one to one to `UIControl.State`: every built-in bit has UIKit's raw value,
/// and custom states live in the eight application bits (`0x00FF0000`).
///
/// ```swift
/// extension ControlState {
///   static let loading = ControlState.custom(bit: 0, name: "loading")
/// }
/// let state: ControlState = [.selected, .highlighted, .loading]
/// print(state)  // [highlighted, selected, loading]
/// ```
///
/// Equality and hashing look at ``rawValue`` only. The names of custom bits travel with the value,
/// so `description` can name them; two states with the same bits are equal whatever their names.
public struct ControlState: OptionSet, Sendable, Hashable {
  /// The bitmask, with UIKit's layout.
  public let rawValue: UInt

  /// Names of custom bits carried by this value, or `nil` when none are known.
  @usableFromInline internal var labels: StateLabels?

  /// Creates a state from a raw bitmask. Application bits created this way have no name.
  ///
  /// - Parameter rawValue: A bitmask in `UIControl.State` layout.
  @inlinable public init(rawValue: UInt) {
    self.rawValue = rawValue
    self.labels = nil
  }

  @usableFromInline internal init(rawValue: UInt, labels: StateLabels?) {
    self.rawValue = rawValue
    self.labels = labels
  }

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

  /// Declares a named custom state in application bit `bit`.
  ///
  /// Declare each custom state once, as a static constant:
  /// ```swift
  /// extension ControlState {
  ///   static let mutual = ControlState.custom(bit: 0, name: "mutual")
  /// }
  /// ```
  /// A bit outside `0..<8` is a programming error and traps with a message naming the bit.
  /// Use ``makeCustom(bit:name:)`` to validate a bit that comes from data.
  ///
  /// - Parameters:
  ///   - bit: The application bit, `0..<8`. Bit 0 is `1 << 16`.
  ///   - name: The name used by `description`, diagnostics and traces.
  /// - Returns: A state with exactly that bit set.
  public static func custom(bit: Int, name: String) -> ControlState {
    do {
      return try makeCustom(bit: bit, name: name)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// Declares a named custom state, throwing instead of trapping when `bit` is invalid.
  ///
  /// - Parameters:
  ///   - bit: The application bit, `0..<8`.
  ///   - name: A non-empty name.
  /// - Throws: ``StateError/customBitOutOfRange(bit:name:)`` or ``StateError/emptyName(bit:)``.
  /// - Returns: A state with exactly that bit set.
  public static func makeCustom(bit: Int, name: String) throws(StateError) -> ControlState {
    guard (0..<customBitCount).contains(bit) else {
      throw .customBitOutOfRange(bit: bit, name: name)
    }
    guard !name.isEmpty else { throw .emptyName(bit: bit) }
    return ControlState(rawValue: 1 << UInt(16 + bit), labels: StateLabels(bit: bit, name: name))
  }

  /// The application bit indices (`0..<8`) set in this state, in ascending order.
  public var customBits: [Int] {
    (0..<Self.customBitCount).filter { rawValue & (1 << UInt(16 + $0)) != 0 }
  }

  /// The name of application bit `bit` as carried by this value, if any.
  ///
  /// - Parameter bit: An application bit index, `0..<8`.
  public func name(ofCustomBit bit: Int) -> String? {
    labels?.name(of: bit)
  }

  /// The number of bits set.
  @inlinable public var bitCount: Int { rawValue.nonzeroBitCount }
}

// MARK: - SetAlgebra, keeping names

extension ControlState {
  /// Creates the empty state, ``normal``.
  @inlinable public init() { self.init(rawValue: 0) }

  /// The union of two states; custom names from both are kept.
  ///
  /// - Parameter other: Another state.
  public func union(_ other: ControlState) -> ControlState {
    ControlState(rawValue: rawValue | other.rawValue, labels: StateLabels.merge(labels, other.labels))
  }

  /// The bits common to both states.
  ///
  /// - Parameter other: Another state.
  public func intersection(_ other: ControlState) -> ControlState {
    ControlState(rawValue: rawValue & other.rawValue, labels: StateLabels.merge(labels, other.labels))
  }

  /// The bits set in exactly one of the states.
  ///
  /// - Parameter other: Another state.
  public func symmetricDifference(_ other: ControlState) -> ControlState {
    ControlState(rawValue: rawValue ^ other.rawValue, labels: StateLabels.merge(labels, other.labels))
  }

  /// Adds the bits of `other`.
  ///
  /// - Parameter other: Another state.
  public mutating func formUnion(_ other: ControlState) { self = union(other) }

  /// Adds the bits of `newMember`, keeping custom names from both states.
  ///
  /// The standard library's `insert` for option sets with integer raw values rebuilds the value from
  /// `rawValue` alone, which would drop the names. Array literals such as `[.selected, .loading]` are
  /// built by inserting each element, so without this method they would print `application(1)`.
  ///
  /// - Parameter newMember: The bits to add.
  /// - Returns: Whether any bit was added, and `newMember` if so, else the bits already present.
  @discardableResult
  public mutating func insert(_ newMember: ControlState) -> (
    inserted: Bool, memberAfterInsert: ControlState
  ) {
    let present = intersection(newMember)
    let inserted = present != newMember
    self = union(newMember)
    return (inserted, inserted ? newMember : present)
  }

  /// Keeps only the bits also in `other`.
  ///
  /// - Parameter other: Another state.
  public mutating func formIntersection(_ other: ControlState) { self = intersection(other) }

  /// Keeps the bits set in exactly one of the two states.
  ///
  /// - Parameter other: Another state.
  public mutating func formSymmetricDifference(_ other: ControlState) {
    self = symmetricDifference(other)
  }

  /// Two states are equal when their bits are equal; names do not count.
  ///
  /// - Parameters:
  ///   - lhs: A state.
  ///   - rhs: Another state.
  @inlinable public static func == (lhs: ControlState, rhs: ControlState) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  /// Hashes the bits only.
  ///
  /// - Parameter hasher: The hasher to feed.
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// Whether every bit of `member` is set. Compares bits only.
  ///
  /// - Parameter member: The bits to look for.
  @inlinable public func contains(_ member: ControlState) -> Bool {
    rawValue & member.rawValue == member.rawValue
  }

  /// Whether every bit of `other` is set. Compares bits only.
  ///
  /// - Parameter other: Another state.
  @inlinable public func isSuperset(of other: ControlState) -> Bool {
    rawValue & other.rawValue == other.rawValue
  }

  /// Whether every bit of this state is set in `other`. Compares bits only.
  ///
  /// - Parameter other: Another state.
  @inlinable public func isSubset(of other: ControlState) -> Bool {
    rawValue & other.rawValue == rawValue
  }

  /// Whether no bit is set in both states. Compares bits only.
  ///
  /// - Parameter other: Another state.
  @inlinable public func isDisjoint(with other: ControlState) -> Bool {
    rawValue & other.rawValue == 0
  }

  /// Whether no bit is set.
  @inlinable public var isEmpty: Bool { rawValue == 0 }

  /// Returns this state carrying the custom names of `other` as well.
  ///
  /// Use it to label a state computed from raw bits with the names a ``StateSpace`` declares.
  ///
  /// - Parameter other: A state whose names to borrow; its bits are ignored.
  public func labeled(like other: ControlState) -> ControlState {
    ControlState(rawValue: rawValue, labels: StateLabels.merge(labels, other.labels))
  }
}
