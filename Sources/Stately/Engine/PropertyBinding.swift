/// A binding's code: called with the binding, the target and the index of a rule plus one (0 for the
/// default), it writes that rule's value to the target, unless the property holds it already, and
/// returns `nil`; called with `nil` for the binding, it writes nothing and returns the bound key path.
@usableFromInline
typealias BindingBody = (_ binding: PropertyBindingBox?, _ target: AnyObject, _ index: Int) -> AnyKeyPath?

/// The type-erased face of a binding, so an engine can hold bindings of any target and value type.
///
/// A binding never changes: changing its rules replaces it with a new one in the same place.
@usableFromInline
class PropertyBindingBox {
  /// The bound object, shared with the other bindings of the same object.
  let target: BindingTarget
  /// The name shown in traces, such as `Label.text`.
  let label: String
  /// Whether every rule was removed: the next update writes the default back and drops the binding.
  let isRetired: Bool
  /// The rules without their values, in the same order: the update finds the winner here.
  let ranking: StateTable<Void>
  /// The binding's code, made by the `setValue` that bound the property (see ``BindingBody``).
  let body: BindingBody
  /// The index of the rule the last update wrote, plus one (0 for the default); -1 before the first.
  var written = -1

  init(
    target: BindingTarget, label: String, isRetired: Bool, ranking: StateTable<Void>,
    body: @escaping BindingBody
  ) {
    self.target = target
    self.label = label
    self.isRetired = isRetired
    self.ranking = ranking
    self.body = body
  }

  /// The index of the rule that wins in `state`, plus one, or 0 when the default applies.
  final func winner(for state: ControlState) -> Int {
    ranking.indexOfWinner(for: state).map { $0 + 1 } ?? 0
  }

  /// Writes the value of the rule at `index` minus one (the default for 0) to `object`.
  final func write(_ index: Int, to object: AnyObject) {
    _ = body(self, object, index)
    written = index
  }

  /// The bound property.
  var keyPath: AnyKeyPath {
    guard let keyPath = body(nil, self, 0) else { preconditionFailure("a binding's body gave no key path") }
    return keyPath
  }

  /// The identity of the target object, kept after it has gone away.
  var targetID: ObjectIdentifier { target.id }

  /// Whether the target still exists.
  var isAlive: Bool { target.object != nil }

  /// Explains how `state` resolves for this property, naming custom states with `names`.
  func explain(_ state: ControlState, names: StateNames) -> StateExplanation {
    fatalError("PropertyBinding overrides explain(_:names:)")
  }

  /// This binding with every rule removed, retired.
  func retired() -> PropertyBindingBox { fatalError("PropertyBinding overrides retired()") }
}

/// Binds the values of a ``StateTable`` to one property of one target object, held weakly.
@usableFromInline
final class PropertyBinding<Target: AnyObject, Value: Equatable>: PropertyBindingBox {
  /// The rules; the default is the target's value when the first rule was set.
  @usableFromInline let table: StateTable<Value>

  /// A binding of `target`'s property with `table`'s rules.
  init(
    target: BindingTarget, label: String, table: StateTable<Value>, isRetired: Bool,
    body: @escaping BindingBody
  ) {
    self.table = table
    let ranking = table.mapValues { _ in () }
    super.init(
      target: target, label: label, isRetired: isRetired, ranking: ranking, body: body)
  }

  /// This binding with other rules and the same body, in the same place; the next update writes again.
  func with(table: StateTable<Value>, isRetired: Bool = false) -> PropertyBinding {
    PropertyBinding(target: target, label: label, table: table, isRetired: isRetired, body: body)
  }

  /// The value of the rule at `index` minus one, or the default for 0.
  @inlinable
  func value(at index: Int) -> Value {
    index == 0 ? table.defaultValue : table.rules[index - 1].value
  }

  override func explain(_ state: ControlState, names: StateNames) -> StateExplanation {
    table.explain(state, names: names)
  }

  override func retired() -> PropertyBindingBox {
    with(table: StateTable(default: table.defaultValue), isRetired: true)
  }
}
