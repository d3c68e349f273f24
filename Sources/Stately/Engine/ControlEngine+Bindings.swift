extension ControlEngine {
  /// Binds `value` to a property of `target` for the states `predicate` matches.
  ///
  /// ```swift
  /// pin.engine.setValue(true, for: .containsAll([PinField.filled, PinField.valid]), on: nextField, at: \.isEnabled)
  /// pin.engine.setValue(DynamicColor.systemRed, for: .containsAll(PinField.invalid), on: label, at: \.textColor)
  /// ```
  ///
  /// The target can be the control itself, a model object or another control; driving another
  /// control's factors makes it depend on this one, and the cascade settles in the same flush.
  ///
  /// - The target's value when the first rule for this property is set becomes its default: the
  ///   value for states no rule matches. It is never re-captured from a value a rule wrote.
  /// - Rules rank as in ``StateTable``: priority, then specificity, then declaration order.
  /// - The winner for the current state is written in the next update, after any open transition
  ///   ends; a value equal to the target's current one is not written again.
  /// - The target is held weakly. Once it has gone away, the binding is dropped silently.
  ///
  /// - Parameters:
  ///   - value: The value for the matching states.
  ///   - predicate: The states it applies to.
  ///   - target: The object whose property is set.
  ///   - keyPath: The property.
  ///   - priority: An explicit priority, or `nil` to rank by the predicate's mode.
  ///   - label: A name for traces, such as `"title"`. Defaults to the key path's own description.
  /// - Note: A key-path literal is compiled into direct property accesses; a key path made at run time
  ///   costs a heap allocation for each value written (the standard library boxes the target to keep it
  ///   alive during the access).
  /// - Complexity: O(*b* + *n*) for *b* bindings and *n* rules of this property.
  @inlinable
  public func setValue<Target: AnyObject, Value: Equatable>(
    _ value: Value, for predicate: StatePredicate, on target: Target,
    at keyPath: consuming ReferenceWritableKeyPath<Target, Value>, priority: StatePriority? = nil,
    label: String? = nil
  ) {
    // The key path's one use is this closure's capture: where the caller wrote a literal, the optimiser
    // then compiles both applications to a direct property access, which allocates nothing. It does so
    // for a closure stored in a local first, not for one written as the call's argument. Not inlinable,
    // it would cost 5 allocations per state change (instruction gate `bindingKeyPaths`).
    let body: BindingBody = { [keyPath = consume keyPath] binding, object, index in
      guard let binding else { return keyPath }
      let target = object as! Target
      let value = (binding as! PropertyBinding<Target, Value>).value(at: index)
      if target[keyPath: keyPath] != value { target[keyPath: keyPath] = value }
      return nil
    }
    bind(value, for: predicate, on: target, priority: priority, label: label, body: body)
  }

  /// The body of `setValue`, given the binding's code, which alone holds the key path.
  @usableFromInline
  internal func bind<Target: AnyObject, Value: Equatable>(
    _ value: Value, for predicate: StatePredicate, on target: Target, priority: StatePriority?,
    label: String?, body: @escaping BindingBody
  ) {
    guard let keyPath = body(nil, target, 0) as? ReferenceWritableKeyPath<Target, Value> else {
      preconditionFailure("a binding's body gave no \(ReferenceWritableKeyPath<Target, Value>.self)")
    }
    if let index = indexOfBinding(target, keyPath),
      let existing = bindings[index] as? PropertyBinding<Target, Value>
    {
      var table = existing.isRetired ? StateTable(default: existing.table.defaultValue) : existing.table
      table.setValue(value, for: predicate, priority: priority)
      replaceBinding(at: index, with: existing.with(table: table))
    } else {
      var table = StateTable(default: target[keyPath: keyPath])
      table.setValue(value, for: predicate, priority: priority)
      let binding = PropertyBinding<Target, Value>(
        target: sharedTarget(target),
        label: label ?? KeyPathName.describe(keyPath, ordinal: bindings.count), table: table,
        isRetired: false,
        body: body)
      replaceBinding(at: nil, with: binding)
    }
    setNeedsUpdate()
  }

  /// The reference that the bindings of `target` share, made for its first binding.
  private func sharedTarget(_ target: AnyObject) -> BindingTarget {
    let id = ObjectIdentifier(target)
    let all = bindings
    let shared = all.first(where: { $0.targetID == id && $0.target.object === target })
    return shared?.target ?? BindingTarget(target)
  }

  /// Removes the rule for `predicate` from a bound property.
  ///
  /// When it was the property's last rule, the next update writes the property's default back.
  ///
  /// - Returns: Whether a rule was removed.
  @discardableResult
  public func removeValue<Target: AnyObject, Value: Equatable>(
    for predicate: StatePredicate, on target: Target, at keyPath: ReferenceWritableKeyPath<Target, Value>
  ) -> Bool {
    guard let index = indexOfBinding(target, keyPath),
      let binding = bindings[index] as? PropertyBinding<Target, Value>, !binding.isRetired
    else { return false }
    var table = binding.table
    guard table.removeValue(for: predicate) != nil else { return false }
    replaceBinding(at: index, with: table.isEmpty ? binding.retired() : binding.with(table: table))
    setNeedsUpdate()
    return true
  }

  /// Removes every rule for a property; the next update writes its default back.
  public func removeValues<Target: AnyObject, Value: Equatable>(
    on target: Target, at keyPath: ReferenceWritableKeyPath<Target, Value>
  ) {
    guard let index = indexOfBinding(target, keyPath) else { return }
    replaceBinding(at: index, with: bindings[index].retired())
    setNeedsUpdate()
  }

  /// Removes every rule for every property of `target`; the next update writes their defaults back.
  public func removeValues(on target: AnyObject) {
    let id = ObjectIdentifier(target)
    for index in bindings.indices where bindings[index].targetID == id {
      replaceBinding(at: index, with: bindings[index].retired())
    }
    setNeedsUpdate()
  }

  /// The rules bound to a property, or `nil` when it has none.
  public func table<Target: AnyObject, Value: Equatable>(
    on target: Target, at keyPath: ReferenceWritableKeyPath<Target, Value>
  ) -> StateTable<Value>? {
    guard let index = indexOfBinding(target, keyPath),
      let binding = bindings[index] as? PropertyBinding<Target, Value>, !binding.isRetired
    else { return nil }
    return binding.table
  }

  /// For each bound property, how the current state resolves: the winning rule, and why the others lost.
  ///
  /// - Returns: Pairs of a property description, such as `Label.text`, and its trace, in binding order.
  ///   A description that another binding already has (the same property of two objects of one type)
  ///   is numbered from the second on, `Label.text #2`, so that each names one rule table.
  public func explainBindings() -> [(property: String, explanation: StateExplanation)] {
    let current = state
    let names = stateSpace.names
    let all = bindings
    var uses: [String: Int] = [:]
    return all.filter { $0.isAlive && !$0.isRetired }.map { binding in
      let use = (uses[binding.label] ?? 0) + 1
      uses[binding.label] = use
      return (use == 1 ? binding.label : "\(binding.label) #\(use)", binding.explain(current, names: names))
    }
  }

  /// Puts `binding` at `index`, or appends it for `nil`, in a local copy taken out of the property: no
  /// access to the property then spans a call the optimiser cannot see into, so it leaves out the
  /// run-time exclusivity checks of the update's accesses (about 90 instructions per update, instruction
  /// gate).
  private func replaceBinding(at index: Int?, with binding: PropertyBindingBox) {
    var list = bindings
    bindings = []
    if let index { list[index] = binding } else { list.append(binding) }
    bindings = list
  }

  /// The position of the binding of `target`'s property at `keyPath`, if there is one.
  func indexOfBinding(_ target: AnyObject, _ keyPath: AnyKeyPath) -> Int? {
    let id = ObjectIdentifier(target)
    let all = bindings
    return all.indices.first { all[$0].targetID == id && all[$0].isAlive && all[$0].keyPath == keyPath }
  }

  /// Writes every bound value for `state`, drops bindings whose targets are gone, and drops retired
  /// bindings after writing their defaults back.
  func applyBindings(for state: ControlState) {
    guard !bindings.isEmpty else { return }
    // Over a copy: a write may bind another property meanwhile, which replaces or appends a binding of
    // the engine's list.
    let current = bindings
    var dropped = false
    var start = current.startIndex
    while start < current.endIndex {
      // Consecutive bindings of one object: it is loaded once and lent to each of their writes.
      let target = current[start].target
      var end = start + 1
      while end < current.endIndex, current[end].target === target { end += 1 }
      if let object = target.object {
        if Self.write(current[start..<end], for: state, to: object) { dropped = true }
      } else {
        dropped = true
      }
      start = end
    }
    if dropped {
      // Filtered from a copy, so that no access to the list spans the filter's calls.
      let after = bindings
      bindings = after.filter { $0.isAlive && !($0.isRetired && $0.written == 0) }
    }
  }

  /// Writes the winner for `state` of each binding in `run`, all of `object`, unless the rule written
  /// last still wins; returns whether a retired binding wrote its default back.
  private static func write(
    _ run: ArraySlice<PropertyBindingBox>, for state: ControlState, to object: AnyObject
  ) -> Bool {
    var retired = false
    for binding in run {
      let index = binding.winner(for: state)
      if index == binding.written { continue }
      binding.write(index, to: object)
      if binding.isRetired { retired = true }
    }
    return retired
  }
}
