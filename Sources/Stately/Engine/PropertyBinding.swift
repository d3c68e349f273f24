/// The type-erased face of a binding, so a control can hold bindings of any target and value type.
///
/// It is a class rather than a protocol so that an update can call each binding through a borrowed
/// reference, with no reference counting per binding. ``PropertyBinding`` overrides every method.
internal class PropertyBindingBox {
  /// The weak hold on the target, shared with the other bindings of the same object.
  let bound: BoundObject
  /// The name shown in traces, such as `Label.text`.
  let label: String
  /// The index into the binding's values written by the last update, or -1 before the first write or
  /// after a rule change.
  @exclusivity(unchecked) final var written = -1
  /// Set when every rule was removed: the next update writes the default back and drops the binding.
  @exclusivity(unchecked) final var isRetired = false {
    didSet { written = -1 }
  }

  /// A binding of `bound`'s object named `label`.
  init(bound: BoundObject, label: String) {
    self.bound = bound
    self.label = label
  }

  /// The identity of the target object.
  final var targetID: ObjectIdentifier { bound.id }
  /// Whether the target still exists.
  final var isAlive: Bool { bound.object != nil }
  /// A description of the target and property, such as `Label.text`.
  final var propertyDescription: String { label }

  /// The bound property.
  var keyPath: AnyKeyPath { abstract() }
  /// The number of rules.
  var ruleCount: Int { abstract() }

  /// Writes the value for `rawState` if its winning rule changed since the last write and the value
  /// differs from the target's current value, loading the target through `loaded`.
  ///
  /// - Returns: `false` when the binding should be dropped: its target has gone away, or it was
  ///   retired and has now written its default back.
  func apply(rawState: UInt, loaded: inout LoadedObject) -> Bool { abstract() }
  /// Explains how `state` resolves for this property, naming custom states with `names`.
  func explain(_ state: ControlState, names: StateNames) -> StateExplanation { abstract() }
  /// Drops every rule; the next update writes the default back.
  func retire() { abstract() }

  private func abstract(_ member: String = #function) -> Never {
    fatalError("PropertyBindingBox.\(member) is abstract; PropertyBinding overrides it")
  }
}

/// Binds the values of a ``StateTable`` to one property of one target object, held weakly.
///
/// The update path touches no generic type but the bound value itself: the winning rule comes from a
/// ``WinnerIndex`` (plain integers), the values sit in a contiguous array beside it, and the accessors
/// are two separate closures. A binding whose winning rule did not change since its last write does
/// nothing at all.
internal final class PropertyBinding<Target: AnyObject, Value: Equatable>: PropertyBindingBox {
  let typedKeyPath: ReferenceWritableKeyPath<Target, Value>
  /// Reads and writes the property: the caller's accessors, or closures that apply the key path. They
  /// are constants, so an update calls them without retaining them.
  let read: (Target) -> Value
  let write: (Target, Value) -> Void
  /// Whether ``read`` and ``write`` only apply the key path, which an update then applies itself (a
  /// closure around a key path costs a generic metadata look-up per call on top of it).
  let appliesKeyPath: Bool
  /// The rules; the default is the target's value when the first rule was set.
  @exclusivity(unchecked) var table: StateTable<Value> {
    didSet { rulesDidChange() }
  }
  /// The default, then each rule's value, in rule order: what ``winners`` indexes, plus one.
  @exclusivity(unchecked) private var values: ContiguousArray<Value> = []
  /// The winning rule per state.
  @exclusivity(unchecked) private var winners = WinnerIndex()

  /// A binding of `keyPath` on `target`, whose object `bound` holds weakly, with no rules yet: the
  /// target's current value becomes the default.
  init(
    target: Target, bound: BoundObject, keyPath: ReferenceWritableKeyPath<Target, Value>,
    read: ((Target) -> Value)?, write: ((Target, Value) -> Void)?, label: String
  ) {
    self.read = read ?? { $0[keyPath: keyPath] }
    self.write = write ?? { $0[keyPath: keyPath] = $1 }
    appliesKeyPath = read == nil || write == nil
    self.typedKeyPath = keyPath
    self.table = StateTable(default: self.read(target))
    super.init(bound: bound, label: label)
    rulesDidChange()
  }

  /// `other` with other accessors: the same object, property, label, rules and index of winners. The
  /// next update reads the property through the new accessors.
  init(_ other: PropertyBinding, read: @escaping (Target) -> Value, write: @escaping (Target, Value) -> Void)
  {
    self.read = read
    self.write = write
    appliesKeyPath = false
    typedKeyPath = other.typedKeyPath
    table = other.table
    values = other.values
    winners = other.winners
    super.init(bound: other.bound, label: other.label)
    isRetired = other.isRetired
  }

  /// The target, if it still exists.
  var target: Target? { bound.object.map { unsafeDowncast($0, to: Target.self) } }

  override var keyPath: AnyKeyPath { typedKeyPath }
  override var ruleCount: Int { table.count }

  /// Indexes the rules as they are now; the next update writes the property again.
  private func rulesDidChange() {
    values = [table.defaultValue] + table.rules.map(\.value)
    winners.reset(for: table)
    written = -1
  }

  override func apply(rawState: UInt, loaded: inout LoadedObject) -> Bool {
    let index = isRetired ? 0 : winners.cachedEntry(forRaw: rawState) ?? computeEntry(forRaw: rawState)
    // The same rule wins as at the last write: the property holds its value already, and the target is
    // not even loaded. A target that went away is noticed at the next write.
    if index == written { return true }
    guard let object = loaded.object(of: bound) else { return false }
    written = index
    // The bound object was created from a `Target`, and a weak hold never changes its object; `loaded`
    // holds it for the rest of the update, so it is borrowed here without reference counting.
    Unmanaged<Target>.fromOpaque(object.toOpaque())._withUnsafeGuaranteedRef { write(values[index], to: $0) }
    return !isRetired
  }

  /// Writes `value` to `target` unless the property already holds it.
  @inline(__always)
  private func write(_ value: Value, to target: Target) {
    if appliesKeyPath {
      if target[keyPath: typedKeyPath] != value { target[keyPath: typedKeyPath] = value }
    } else if read(target) != value {
      write(target, value)
    }
  }

  /// Resolves the table for a state not seen since the last rule change.
  @inline(never)
  private func computeEntry(forRaw raw: UInt) -> Int {
    winners.computeEntry(forRaw: raw, in: table)
  }

  override func explain(_ state: ControlState, names: StateNames) -> StateExplanation {
    table.explain(state, names: names)
  }

  override func retire() {
    table.removeAllRules()
    isRetired = true
  }
}
