extension ControlEngine {
  /// Binds `value` to a property of `target` for the states `predicate` matches.
  ///
  /// ```swift
  /// pin.setValue(true, for: .containsAll([.filled, .valid]), on: nextField, at: \.isEnabled)
  /// pin.setValue(ResolvedColor.red, for: .containsAll(.invalid), on: label, at: \.textColor)
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
  /// - Note: A key path applied at run time costs a heap allocation for each value written (the standard
  ///   library boxes the target to keep it alive during the access). Pass compiled accessors with
  ///   ``setValue(_:for:on:at:priority:label:get:set:)`` where updates must never allocate.
  /// - Complexity: O(*b* + *n*) for *b* bindings and *n* rules of this property.
  @inlinable
  public func setValue<Target: AnyObject, Value: Equatable>(
    _ value: Value, for predicate: StatePredicate, on target: Target,
    at keyPath: ReferenceWritableKeyPath<Target, Value>, priority: StatePriority? = nil,
    label: String? = nil
  ) {
    bind(value, for: predicate, on: target, at: keyPath, priority: priority, label: label, read: nil) {
      if $0[keyPath: keyPath] != $1 { $0[keyPath: keyPath] = $1 }
    }
  }

  /// Binds `value` to a property of `target` for the states `predicate` matches, reading and writing
  /// the property through the closures you pass instead of applying the key path.
  ///
  /// The closures are compiled property accesses, so an update reads and writes the property without
  /// allocating whatever the call site; a key path that is applied at run time allocates (see
  /// ``setValue(_:for:on:at:priority:label:)``). The key path still identifies the property: remove
  /// rules, look up the table and read traces by it. Every other behaviour is the same.
  ///
  /// ```swift
  /// setValue("Following", for: .containsAll(.selected), on: label, at: \.text) {
  ///   $0.text
  /// } set: {
  ///   $0.text = $1
  /// }
  /// ```
  ///
  /// Passing accessors for a property that is already bound replaces the accessors it used.
  ///
  /// - Parameters:
  ///   - value: The value for the matching states.
  ///   - predicate: The states it applies to.
  ///   - target: The object whose property is set.
  ///   - keyPath: The property, as it is identified and named.
  ///   - priority: An explicit priority, or `nil` to rank by the predicate's mode.
  ///   - label: A name for traces, such as `"title"`. Defaults to the key path's own description.
  ///   - read: Returns the property's current value; it must read the property `keyPath` names.
  ///   - write: Sets the property; it must write the property `keyPath` names.
  /// - Complexity: O(*b* + *n*) for *b* bindings and *n* rules of this property.
  @inlinable
  public func setValue<Target: AnyObject, Value: Equatable>(
    _ value: Value, for predicate: StatePredicate, on target: Target,
    at keyPath: ReferenceWritableKeyPath<Target, Value>, priority: StatePriority? = nil, label: String? = nil,
    get read: @escaping (Target) -> Value, set write: @escaping (Target, Value) -> Void
  ) {
    bind(value, for: predicate, on: target, at: keyPath, priority: priority, label: label, read: read) {
      if read($0) != $1 { write($0, $1) }
    }
  }

  /// The body of both `setValue` forms.
  ///
  /// - Parameters:
  ///   - read: The caller's reader, or `nil` for a key-path binding. With it, `write` replaces the
  ///     binding's; without it, an existing binding keeps its own, and a new one reads its default
  ///     through the key path.
  ///   - write: Writes a value unless the property holds it already, built by the `setValue` that calls
  ///     this, where the target and value types are known.
  @usableFromInline
  internal func bind<Target: AnyObject, Value: Equatable>(
    _ value: Value, for predicate: StatePredicate, on target: Target,
    at keyPath: ReferenceWritableKeyPath<Target, Value>, priority: StatePriority?, label: String?,
    read: ((Target) -> Value)?, write: @escaping (Target, Value) -> Void
  ) {
    let binding: PropertyBinding<Target, Value>
    if let existing = findBinding(target, keyPath) {
      if read != nil, let index = bindings.firstIndex(where: { $0 === existing }) {
        binding = PropertyBinding(existing, write: write)
        bindings[index] = binding
      } else {
        binding = existing
      }
    } else {
      binding = PropertyBinding(
        target: target, keyPath: keyPath, default: read?(target) ?? target[keyPath: keyPath],
        label: label ?? KeyPathName.describe(keyPath, ordinal: bindings.count), write: write)
      bindings.append(binding)
    }
    binding.isRetired = false
    binding.table.setValue(value, for: predicate, priority: priority)
    setNeedsUpdate()
  }

  /// Removes the rule for `predicate` from a bound property.
  ///
  /// When it was the property's last rule, the next update writes the property's default back.
  ///
  /// - Parameters:
  ///   - predicate: The predicate whose rule to remove.
  ///   - target: The bound object.
  ///   - keyPath: The bound property.
  /// - Returns: Whether a rule was removed.
  @discardableResult
  public func removeValue<Target: AnyObject, Value: Equatable>(
    for predicate: StatePredicate, on target: Target, at keyPath: ReferenceWritableKeyPath<Target, Value>
  ) -> Bool {
    guard let binding = findBinding(target, keyPath), binding.table.removeValue(for: predicate) != nil
    else { return false }
    if binding.table.isEmpty { binding.isRetired = true }
    setNeedsUpdate()
    return true
  }

  /// Removes every rule for a property; the next update writes its default back.
  ///
  /// - Parameters:
  ///   - target: The bound object.
  ///   - keyPath: The bound property.
  public func removeValues<Target: AnyObject, Value: Equatable>(
    on target: Target, at keyPath: ReferenceWritableKeyPath<Target, Value>
  ) {
    guard let binding = findBinding(target, keyPath) else { return }
    binding.table.removeAllRules()
    binding.isRetired = true
    setNeedsUpdate()
  }

  /// Removes every rule for every property of `target`; the next update writes their defaults back.
  ///
  /// - Parameter target: The bound object.
  public func removeValues(on target: AnyObject) {
    let id = ObjectIdentifier(target)
    for binding in bindings where binding.targetID == id {
      binding.retire()
    }
    setNeedsUpdate()
  }

  /// The rules bound to a property, or `nil` when it has none.
  ///
  /// - Parameters:
  ///   - target: The bound object.
  ///   - keyPath: The bound property.
  public func table<Target: AnyObject, Value: Equatable>(
    on target: Target, at keyPath: ReferenceWritableKeyPath<Target, Value>
  ) -> StateTable<Value>? {
    findBinding(target, keyPath).flatMap { $0.isRetired ? nil : $0.table }
  }

  /// The number of bound properties whose targets still exist.
  public var boundPropertyCount: Int { bindings.filter { $0.isAlive && !$0.isRetired }.count }

  /// For each bound property, how the current state resolves: the winning rule, and why the others lost.
  ///
  /// - Returns: Pairs of a property description, such as `Label.text`, and its trace, in binding order.
  public func explainBindings() -> [(property: String, explanation: StateExplanation)] {
    let current = state
    let names = stateSpace.names
    return bindings.filter { $0.isAlive && !$0.isRetired }.map {
      ($0.label, $0.explain(current, names: names))
    }
  }

  internal func findBinding<Target: AnyObject, Value: Equatable>(
    _ target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value>
  ) -> PropertyBinding<Target, Value>? {
    let id = ObjectIdentifier(target)
    for binding in bindings where binding.targetID == id && binding.keyPath == keyPath {
      if let typed = binding as? PropertyBinding<Target, Value>, typed.target === target { return typed }
    }
    return nil
  }

  /// Writes every bound value for `state`, drops bindings whose targets are gone, and drops retired
  /// bindings after writing their defaults back.
  func applyBindings(for state: ControlState) {
    guard !bindings.isEmpty else { return }
    // A copy: a write may bind another property meanwhile.
    let current = bindings
    var dropped = false
    for binding in current where !binding.apply(state) { dropped = true }
    if dropped { bindings.removeAll { !$0.isAlive || $0.isRetired } }
  }
}
