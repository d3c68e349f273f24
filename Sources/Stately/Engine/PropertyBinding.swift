/// The type-erased face of a binding, so an engine can hold bindings of any target and value type.
class PropertyBindingBox {
  /// The identity of the target object, kept after it has gone away.
  let targetID: ObjectIdentifier
  /// The name shown in traces, such as `Label.text`.
  let label: String
  /// The index of the rule whose value the last update wrote (0 for the default), or -1 before the first
  /// write and after a rule change.
  final var written = -1
  /// Set when every rule was removed: the next update writes the default back and drops the binding.
  final var isRetired = false {
    didSet { written = -1 }
  }

  init(targetID: ObjectIdentifier, label: String) {
    self.targetID = targetID
    self.label = label
  }

  /// The bound property.
  var keyPath: AnyKeyPath { fatalError("PropertyBinding overrides keyPath") }
  /// Whether the target still exists.
  var isAlive: Bool { fatalError("PropertyBinding overrides isAlive") }

  /// Writes the value for `state` if its winning rule changed since the last write.
  ///
  /// - Returns: `false` when the binding should be dropped: its target has gone away, or it was
  ///   retired and has now written its default back.
  func apply(_ state: ControlState) -> Bool { fatalError("PropertyBinding overrides apply(_:)") }
  /// Explains how `state` resolves for this property, naming custom states with `names`.
  func explain(_ state: ControlState, names: StateNames) -> StateExplanation {
    fatalError("PropertyBinding overrides explain(_:names:)")
  }
  /// Drops every rule; the next update writes the default back.
  func retire() { fatalError("PropertyBinding overrides retire()") }
}

/// Binds the values of a ``StateTable`` to one property of one target object, held weakly.
///
/// An update looks up the winning rule for the state; when it is the rule written last time, it does
/// nothing. Otherwise it hands the rule's value to ``write``, a closure made where the target and value
/// types are known, which writes it unless the property holds it already.
final class PropertyBinding<Target: AnyObject, Value: Equatable>: PropertyBindingBox {
  /// The bound object, or `nil` once it has gone away.
  weak var target: Target?
  let typedKeyPath: ReferenceWritableKeyPath<Target, Value>
  /// Writes a value to the property unless it holds it already.
  let write: (Target, Value) -> Void
  /// The rules; the default is the target's value when the first rule was set.
  var table: StateTable<Value> {
    didSet { written = -1 }
  }

  init(
    target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, default defaultValue: Value,
    label: String, write: @escaping (Target, Value) -> Void
  ) {
    self.target = target
    self.typedKeyPath = keyPath
    self.write = write
    self.table = StateTable(default: defaultValue)
    super.init(targetID: ObjectIdentifier(target), label: label)
  }

  /// `other` with another way of writing: the same object, property, label and rules.
  init(_ other: PropertyBinding, write: @escaping (Target, Value) -> Void) {
    target = other.target
    typedKeyPath = other.typedKeyPath
    self.write = write
    table = other.table
    super.init(targetID: other.targetID, label: other.label)
    isRetired = other.isRetired
  }

  override var keyPath: AnyKeyPath { typedKeyPath }
  override var isAlive: Bool { target != nil }

  override func apply(_ state: ControlState) -> Bool {
    let winner = isRetired ? nil : table.indexOfWinner(for: state)
    let index = winner.map { $0 + 1 } ?? 0
    // The same rule wins as at the last write: the property holds its value already.
    if index == written { return true }
    guard let target else { return false }
    written = index
    write(target, winner.map { table.rules[$0].value } ?? table.defaultValue)
    return !isRetired
  }

  override func explain(_ state: ControlState, names: StateNames) -> StateExplanation {
    table.explain(state, names: names)
  }

  override func retire() {
    table.removeAllRules()
    isRetired = true
  }
}
