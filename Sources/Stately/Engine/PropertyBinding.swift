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
/// The update path runs no generic code: the winning rule comes from a ``WinnerIndex`` (plain
/// integers), the values sit in memory the binding owns, and the write is one closure built where the
/// target and value types are known, handed the object and a pointer to the value. A binding whose
/// winning rule did not change since its last write does nothing at all.
internal final class PropertyBinding<Target: AnyObject, Value: Equatable>: PropertyBindingBox {
  let typedKeyPath: ReferenceWritableKeyPath<Target, Value>
  /// How an update writes the property (see ``PropertyAccess``). A constant, so an update calls it
  /// without retaining it.
  let access: PropertyAccess
  /// The rules; the default is the target's value when the first rule was set.
  @exclusivity(unchecked) var table: StateTable<Value> {
    didSet { rulesDidChange() }
  }
  /// The default, then each rule's value, in rule order: what ``winners`` indexes, plus one. This
  /// binding owns the memory, so an update hands ``access`` a pointer into it with no reference counting
  /// and no generic call.
  @exclusivity(unchecked) private var values = UnsafeMutableBufferPointer<Value>(start: nil, count: 0)
  /// The winning rule per state.
  @exclusivity(unchecked) private var winners = WinnerIndex()

  /// A binding of `keyPath` on `target`, whose object `bound` holds weakly, with no rules yet.
  ///
  /// - Parameters:
  ///   - defaultValue: The property's value now: the value for states no rule matches.
  ///   - access: How an update writes a value; see ``access``.
  init(
    target: Target, bound: BoundObject, keyPath: ReferenceWritableKeyPath<Target, Value>,
    default defaultValue: Value, access: @escaping PropertyAccess, label: String
  ) {
    self.access = access
    self.typedKeyPath = keyPath
    self.table = StateTable(default: defaultValue)
    super.init(bound: bound, label: label)
    rulesDidChange()
  }

  /// `other` with another way of writing: the same object, property, label, rules and index of
  /// winners. The next update writes through `access`.
  init(_ other: PropertyBinding, access: @escaping PropertyAccess) {
    self.access = access
    typedKeyPath = other.typedKeyPath
    table = other.table
    values = .allocate(capacity: other.values.count)
    _ = values.initialize(fromContentsOf: other.values)
    winners = other.winners
    super.init(bound: other.bound, label: other.label)
    isRetired = other.isRetired
  }

  /// The key path that `access` writes through, asked with `target`.
  ///
  /// - Precondition: `access` was built for this binding's `Target` and `Value`.
  static func keyPath(
    of access: PropertyAccess, on target: Target
  ) -> ReferenceWritableKeyPath<Target, Value> {
    let given = access(target, nil)?.takeRetainedValue()
    guard let keyPath = given as? ReferenceWritableKeyPath<Target, Value> else {
      preconditionFailure("the binding's access gave no \(ReferenceWritableKeyPath<Target, Value>.self)")
    }
    return keyPath
  }

  /// The target, if it still exists.
  var target: Target? { bound.object.map { unsafeDowncast($0, to: Target.self) } }

  override var keyPath: AnyKeyPath { typedKeyPath }
  override var ruleCount: Int { table.count }

  deinit { Self.free(values) }

  /// Indexes the rules as they are now; the next update writes the property again.
  private func rulesDidChange() {
    let old = values
    let rules = table.rules
    values = .allocate(capacity: rules.count + 1)
    values.initializeElement(at: 0, to: table.defaultValue)
    // By index through a buffer: this code is generic, and a sequence of rules would look up the
    // metadata of its iterator's element for every rule.
    rules.withUnsafeBufferPointer { rules in
      for index in rules.indices { values.initializeElement(at: index + 1, to: rules[index].value) }
    }
    Self.free(old)
    winners.reset(for: table)
    written = -1
  }

  /// Deinitializes and frees memory that held values.
  private static func free(_ values: UnsafeMutableBufferPointer<Value>) {
    values.deinitialize()
    values.deallocate()
  }

  override func apply(rawState: UInt, loaded: inout LoadedObject) -> Bool {
    let index = isRetired ? 0 : winners.cachedEntry(forRaw: rawState) ?? computeEntry(forRaw: rawState)
    // The same rule wins as at the last write: the property holds its value already, and the target is
    // not even loaded. A target that went away is noticed at the next write.
    if index == written { return true }
    guard let object = loaded.object(of: bound) else { return false }
    written = index
    // The bound object was created from a `Target`, and a weak hold never changes its object; `loaded`
    // holds it for the rest of the update, so it is borrowed here without reference counting. `access`
    // copies the value before it runs any other code, so a rule change in a write cannot free it first.
    // Every index is below the number of rules plus one.
    object._withUnsafeGuaranteedRef {
      _ = access($0, UnsafeRawPointer(values.baseAddress.unsafelyUnwrapped + index))
    }
    return !isRetired
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
