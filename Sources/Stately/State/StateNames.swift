/// The names of custom application bits: how a ``StateSpace`` prints the states it declares.
///
/// ```swift
/// let names = StateNames([CustomState(bit: 0, name: "mutual")])
/// names.describe([.selected, ControlState(customBit: 0)])   // "[selected, mutual]"
/// StateNames.unnamed.describe(ControlState(customBit: 0))  // "[application(0)]"
/// ```
///
/// Built-in bits always print by their UIKit names. An application bit without a name prints as
/// `application(n)`, a reserved bit as `reserved(n)`, and any other bit as `bit(n)`, so nothing is ever
/// dropped.
public struct StateNames: Hashable, Sendable {
  /// Names by application bit index; empty when no bit is named.
  private let names: [String?]

  /// Names no application bit.
  public static let unnamed = StateNames()

  /// Creates a table that names no application bit.
  public init() { self.names = [] }

  /// Names the application bits of `custom`. Where two declarations share a bit, the first one is
  /// kept, and a declaration of anything but one application bit names nothing; ``StateSpace`` rejects
  /// both.
  public init(_ custom: [CustomState]) {
    var names = [String?](repeating: nil, count: ControlState.customBitCount)
    for declaration in custom where declaration.state.bitCount == 1 {
      if let bit = declaration.state.customBits.first, names[bit] == nil { names[bit] = declaration.name }
    }
    self.names = names.allSatisfy { $0 == nil } ? [] : names
  }

  /// The name of application bit `bit`, if it has one.
  public func name(ofCustomBit bit: Int) -> String? {
    names.indices.contains(bit) ? names[bit] : nil
  }

  /// The custom state named `name`, if any.
  public func customState(named name: String) -> ControlState? {
    names.firstIndex { $0 == name }.map { ControlState(rawValue: 1 << UInt(16 + $0)) }
  }

  /// The names of the bits set in `state`: built-in bits in raw-value order, then application,
  /// reserved and other bits; `["normal"]` when none is set.
  ///
  /// - Complexity: O(*w*) for the word size *w*.
  public func bitNames(of state: ControlState) -> [String] {
    let raw = state.rawValue
    if raw == 0 { return ["normal"] }
    var result: [String] = []
    for (bit, name) in [
      (ControlState.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"),
      (.focused, "focused"),
    ] where raw & bit.rawValue != 0 {
      result.append(name)
    }
    for bit in state.customBits {
      result.append(name(ofCustomBit: bit) ?? "application(\(bit))")
    }
    let other = raw & ~(ControlState.builtIn.rawValue | ControlState.application.rawValue)
    for index in 0..<UInt.bitWidth where other & (1 << UInt(index)) != 0 {
      result.append(index >= 24 ? "reserved(\(index - 24))" : "bit(\(index))")
    }
    return result
  }

  /// Whether `name` is one that ``bitNames(of:)`` prints for a bit without a custom name: `normal`, a
  /// built-in state's, or a generated one such as `application(2)`, `reserved(0)` or `bit(9)`. A custom
  /// state cannot take it, or two bits would print alike.
  public static func isReserved(_ name: String) -> Bool {
    if ["normal", "highlighted", "disabled", "selected", "focused"].contains(name) { return true }
    for prefix in ["application(", "reserved(", "bit("] where name.hasPrefix(prefix) && name.hasSuffix(")") {
      let digits = name.dropFirst(prefix.count).dropLast()
      if !digits.isEmpty && digits.allSatisfy(\.isASCII) && Int(digits) != nil { return true }
    }
    return false
  }

  /// `state` as `[highlighted, selected, mutual]`.
  public func describe(_ state: ControlState) -> String {
    "[" + bitNames(of: state).joined(separator: ", ") + "]"
  }

  /// `predicate` with its states named, such as `containsAll[selected, mutual]`.
  public func describe(_ predicate: StatePredicate) -> String {
    predicate.node.describe(with: self)
  }

  /// `invariant` with its states named, such as `[mutual] ⇒ [selected]`.
  public func describe(_ invariant: StateInvariant) -> String {
    let a = describe(invariant.condition)
    let b = describe(invariant.consequence)
    return switch invariant.kind {
    case .implies: "\(a) ⇒ \(b)"
    case .forces: "\(a) ⇒ \(b) (forced)"
    case .excludes: "\(a) ⊥ \(b)"
    case .suppresses: "\(a) ⊥ \(b) (suppressed)"
    }
  }
}
