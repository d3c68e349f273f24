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
  /// Writes the value for `state` if it differs from the target's current value.
  /// Returns `false` when the target has gone away.
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
internal final class PropertyBinding<Target: AnyObject, Value: Equatable>: PropertyBindingBox {
  weak var target: Target?
  let targetID: ObjectIdentifier
  let typedKeyPath: ReferenceWritableKeyPath<Target, Value>
  /// The caller's compiled accessors for the property, or `nil` to apply the key path.
  @exclusivity(unchecked) var accessors: Accessors?
  /// The rules; the default is the target's value when the first rule was set.
  @exclusivity(unchecked) var table: StateTable<Value> {
    didSet { compiled = nil }
  }
  /// The rules compiled for constant-time lookup; built on the first update after a change.
  @exclusivity(unchecked) var compiled: CompiledStateTable<Value>?
  /// Set when every rule was removed: the next update writes the default back and drops the binding.
  @exclusivity(unchecked) var isRetired = false

  /// The name shown in traces.
  let label: String

  /// Reads and writes one property without applying a key path.
  typealias Accessors = (read: (Target) -> Value, write: (Target, Value) -> Void)

  init(
    target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>, accessors: Accessors?, label: String
  ) {
    self.accessors = accessors
    self.label = label
    self.target = target
    self.targetID = ObjectIdentifier(target)
    self.typedKeyPath = keyPath
    self.table = StateTable(default: accessors?.read(target) ?? target[keyPath: keyPath])
  }

  var keyPath: AnyKeyPath { typedKeyPath }
  var isAlive: Bool { target != nil }
  var ruleCount: Int { table.count }

  var propertyDescription: String { label }

  func apply(rawState: UInt) -> Bool {
    guard let target else { return false }
    let value: Value
    if isRetired {
      value = table.defaultValue
    } else {
      if compiled == nil { compiled = table.compiled() }
      value = compiled.unsafelyUnwrapped.value(forRaw: rawState)
    }
    if let accessors {
      if accessors.read(target) != value { accessors.write(target, value) }
    } else if target[keyPath: typedKeyPath] != value {
      target[keyPath: typedKeyPath] = value
    }
    return true
  }

  func explain(_ state: ControlState, names: StateNames) -> StateExplanation {
    table.explain(state, names: names)
  }

  func retire() {
    table.removeAllRules()
    isRetired = true
  }
}
