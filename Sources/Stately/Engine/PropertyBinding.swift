/// The type-erased face of a binding, so a control can hold bindings of any target and value type.
internal protocol PropertyBindingBox: AnyObject {
  /// The identity of the target object.
  var targetID: ObjectIdentifier { get }
  /// The bound property.
  var keyPath: AnyKeyPath { get }
  /// Whether the target still exists.
  var isAlive: Bool { get }
  /// Whether the binding has no rules left and only waits to write its default back.
  var isRetired: Bool { get }
  /// Writes the value for `state` if its winning rule changed since the last write and the value
  /// differs from the target's current value.
  /// Returns `false` when the binding should be dropped: its target has gone away, or it was retired
  /// and has now written its default back.
  func apply(rawState: UInt) -> Bool
  /// Explains how `state` resolves for this property, naming custom states with `names`.
  func explain(_ state: ControlState, names: StateNames) -> StateExplanation
  /// A description of the target and property, such as `Label.text`.
  var propertyDescription: String { get }
  /// The number of rules.
  var ruleCount: Int { get }
  /// Drops every rule; the next update writes the default back.
  func retire()
}

/// Binds the values of a ``StateTable`` to one property of one target object, held weakly.
///
/// The update path touches no generic type but the bound value itself: the winning rule comes from a
/// ``WinnerIndex`` (plain integers), the values sit in a contiguous array beside it, and the accessors
/// are two separate closures. A binding whose winning rule did not change since its last write does
/// nothing at all.
internal final class PropertyBinding<Target: AnyObject, Value: Equatable>: PropertyBindingBox {
  weak var target: Target?
  let targetID: ObjectIdentifier
  let typedKeyPath: ReferenceWritableKeyPath<Target, Value>
  /// The caller's accessors for the property, or `nil` to apply the key path.
  @exclusivity(unchecked) var read: ((Target) -> Value)?
  @exclusivity(unchecked) var write: ((Target, Value) -> Void)?
  /// The rules; the default is the target's value when the first rule was set.
  @exclusivity(unchecked) var table: StateTable<Value> {
    didSet { rulesDidChange() }
  }
  /// The default, then each rule's value, in rule order: what ``winners`` indexes, plus one.
  @exclusivity(unchecked) private var values: ContiguousArray<Value> = []
  /// The winning rule per state.
  @exclusivity(unchecked) private var winners = WinnerIndex()
  /// The index into ``values`` written by the last update, or -1 before the first write or after a
  /// rule change.
  @exclusivity(unchecked) private var written = -1
  /// Set when every rule was removed: the next update writes the default back and drops the binding.
  @exclusivity(unchecked) var isRetired = false {
    didSet { written = -1 }
  }

  /// The name shown in traces.
  let label: String

  init(
    target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, read: ((Target) -> Value)?,
    write: ((Target, Value) -> Void)?, label: String
  ) {
    self.read = read
    self.write = write
    self.label = label
    self.target = target
    self.targetID = ObjectIdentifier(target)
    self.typedKeyPath = keyPath
    self.table = StateTable(default: read?(target) ?? target[keyPath: keyPath])
    rulesDidChange()
  }

  var keyPath: AnyKeyPath { typedKeyPath }
  var isAlive: Bool { target != nil }
  var ruleCount: Int { table.count }

  var propertyDescription: String { label }

  /// Indexes the rules as they are now; the next update writes the property again.
  private func rulesDidChange() {
    values = [table.defaultValue] + table.rules.map(\.value)
    winners.reset(for: table)
    written = -1
  }

  func apply(rawState: UInt) -> Bool {
    let index = isRetired ? 0 : winners.cachedEntry(forRaw: rawState) ?? computeEntry(forRaw: rawState)
    // The same rule wins as at the last write: the property holds its value already, and the target is
    // not even loaded. A target that went away is noticed at the next write.
    if index == written { return true }
    guard let target else { return false }
    written = index
    let value = values[index]
    if let read, let write {
      if read(target) != value { write(target, value) }
    } else if target[keyPath: typedKeyPath] != value {
      target[keyPath: typedKeyPath] = value
    }
    return !isRetired
  }

  /// Resolves the table for a state not seen since the last rule change.
  @inline(never)
  private func computeEntry(forRaw raw: UInt) -> Int {
    winners.computeEntry(forRaw: raw, in: table)
  }

  func explain(_ state: ControlState, names: StateNames) -> StateExplanation {
    table.explain(state, names: names)
  }

  func retire() {
    table.removeAllRules()
    isRetired = true
  }
}
