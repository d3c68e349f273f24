extension ControlEngineOwner {
  // MARK: State

  /// The states this control can be in, their names and the invariants between them.
  public var stateSpace: StateSpace { engine.stateSpace }

  /// The update cycle that coalesces this control's updates.
  @inlinable public var cycle: UpdateCycle { engine.cycle }

  /// A name for diagnostics, traces and flush reports. Defaults to the type name.
  public var identifier: String {
    get { engine.identifier }
    set { engine.identifier = newValue }
  }

  /// Whether a custom flag is on.
  ///
  /// - Parameter flag: A custom state.
  @inlinable public func flag(_ flag: ControlState) -> Bool { engine.flag(flag) }

  /// Turns a custom flag on or off, keeping the invariants; see ``ControlEngine/setFlag(_:_:)``.
  ///
  /// - Parameters:
  ///   - flag: A custom state.
  ///   - isOn: Whether it should hold.
  @inlinable public func setFlag(_ flag: ControlState, _ isOn: Bool) { engine.setFlag(flag, isOn) }

  /// Sets the stored factors so that the state becomes `target`; see
  /// ``ControlEngine/setFactors(matching:)``.
  ///
  /// - Parameter target: The state to reproduce.
  /// - Returns: The state afterwards.
  @discardableResult
  public func setFactors(matching target: ControlState) -> ControlState {
    engine.setFactors(matching: target)
  }

  // MARK: Computed factors

  /// Registers a computed factor read from a property of this control; see
  /// ``ControlEngine/register(_:when:inverted:)``.
  ///
  /// ```swift
  /// pin.register(PinField.invalid, when: \.isValid, inverted: true)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The custom state the factor sets.
  ///   - keyPath: A `Bool` property of the control.
  ///   - inverted: Whether the state holds while the property is `false`.
  public func register(_ state: ControlState, when keyPath: KeyPath<Self, Bool>, inverted: Bool = false) {
    engine.register(state, when: keyPath, inverted: inverted)
  }

  /// Registers a computed factor read from a model, such as "mutual is `user.isMutual`"; see
  /// ``ControlEngine/register(_:from:at:inverted:)``.
  ///
  /// ```swift
  /// follow.register(FollowButton.followStates.mutual, from: user, at: \.isMutual)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state the factor sets.
  ///   - model: The object that holds the property, held weakly; an `@Observable` one is tracked.
  ///   - keyPath: A `Bool` property of the model.
  ///   - inverted: Whether the state holds while the property is `false`.
  public func register<Model: AnyObject>(
    _ state: ControlState, from model: Model, at keyPath: KeyPath<Model, Bool>, inverted: Bool = false
  ) {
    engine.register(state, from: model, at: keyPath, inverted: inverted)
  }

  /// Removes the computed factor registered for `state`, if any.
  ///
  /// - Parameter state: The state passed to `register(_:when:inverted:)`.
  /// - Returns: Whether a factor was removed.
  @discardableResult
  public func removeFactor(for state: ControlState) -> Bool { engine.removeFactor(for: state) }

  /// The states of the registered computed factors, in registration order.
  public var computedFactorStates: [ControlState] { engine.computedFactorStates }

  /// Re-evaluates computed factors; see ``ControlEngine/factorsDidChange()``.
  public func factorsDidChange() { engine.factorsDidChange() }

  // MARK: Updates

  /// The number of updates this control has run.
  @inlinable public var updateCount: Int { engine.updateCount }

  /// Whether the control is running an update right now.
  @inlinable public var isUpdating: Bool { engine.isUpdating }

  /// The state the running update applies, or `nil` outside an update.
  @inlinable public var stateBeingApplied: ControlState? { engine.stateBeingApplied }

  /// The state applied by the last update, or `nil` before the first one.
  @inlinable public var lastAppliedState: ControlState? { engine.lastAppliedState }

  // MARK: Bindings

  /// Binds `value` to a property of `target` for the states `predicate` matches; see
  /// ``ControlEngine/setValue(_:for:on:at:priority:label:)``.
  ///
  /// - Parameters:
  ///   - value: The value for the matching states.
  ///   - predicate: The states it applies to.
  ///   - target: The object whose property is set.
  ///   - keyPath: The property.
  ///   - priority: An explicit priority, or `nil` to rank by the predicate's mode.
  ///   - label: A name for traces. Defaults to the key path's own description.
  @inlinable
  public func setValue<Target: AnyObject, Value: Equatable>(
    _ value: Value, for predicate: StatePredicate, on target: Target,
    at keyPath: consuming ReferenceWritableKeyPath<Target, Value>, priority: StatePriority? = nil,
    label: String? = nil
  ) {
    engine.setValue(value, for: predicate, on: target, at: keyPath, priority: priority, label: label)
  }

  /// Binds `value` to a property of `target`, read and written through compiled accessors; see
  /// ``ControlEngine/setValue(_:for:on:at:priority:label:get:set:)``.
  ///
  /// - Parameters:
  ///   - value: The value for the matching states.
  ///   - predicate: The states it applies to.
  ///   - target: The object whose property is set.
  ///   - keyPath: The property, as it is identified and named.
  ///   - priority: An explicit priority, or `nil` to rank by the predicate's mode.
  ///   - label: A name for traces. Defaults to the key path's own description.
  ///   - read: Returns the property's current value.
  ///   - write: Sets the property.
  public func setValue<Target: AnyObject, Value: Equatable>(
    _ value: Value, for predicate: StatePredicate, on target: Target,
    at keyPath: ReferenceWritableKeyPath<Target, Value>, priority: StatePriority? = nil, label: String? = nil,
    get read: @escaping (Target) -> Value, set write: @escaping (Target, Value) -> Void
  ) {
    engine.setValue(
      value, for: predicate, on: target, at: keyPath, priority: priority, label: label, get: read, set: write)
  }

  /// Removes the rule for `predicate` from a bound property.
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
    engine.removeValue(for: predicate, on: target, at: keyPath)
  }

  /// Removes every rule for a property; the next update writes its default back.
  ///
  /// - Parameters:
  ///   - target: The bound object.
  ///   - keyPath: The bound property.
  public func removeValues<Target: AnyObject, Value: Equatable>(
    on target: Target, at keyPath: ReferenceWritableKeyPath<Target, Value>
  ) {
    engine.removeValues(on: target, at: keyPath)
  }

  /// Removes every rule for every property of `target`.
  ///
  /// - Parameter target: The bound object.
  public func removeValues(on target: AnyObject) { engine.removeValues(on: target) }

  /// The rules bound to a property, or `nil` when it has none.
  ///
  /// - Parameters:
  ///   - target: The bound object.
  ///   - keyPath: The bound property.
  public func table<Target: AnyObject, Value: Equatable>(
    on target: Target, at keyPath: ReferenceWritableKeyPath<Target, Value>
  ) -> StateTable<Value>? {
    engine.table(on: target, at: keyPath)
  }

  /// The number of bound properties whose targets still exist.
  public var boundPropertyCount: Int { engine.boundPropertyCount }

  /// For each bound property, how the current state resolves.
  ///
  /// - Returns: Pairs of a property description and its trace, in binding order.
  public func explainBindings() -> [(property: String, explanation: StateExplanation)] {
    engine.explainBindings()
  }

  // MARK: Transitions

  /// Whether a transition is open.
  @inlinable public var isInTransition: Bool { engine.isInTransition }

  /// Opens a transition; see ``ControlEngine/beginTransition()``.
  @inlinable public func beginTransition() { engine.beginTransition() }

  /// Closes the innermost transition, keeping its changes; see ``ControlEngine/commitTransition()``.
  @inlinable public func commitTransition() { engine.commitTransition() }

  /// Closes the innermost transition, discarding its events; see ``ControlEngine/endTransition()``.
  @inlinable public func endTransition() { engine.endTransition() }

  /// Runs `changes` inside a transition; see ``ControlEngine/performTransition(commit:_:)``.
  ///
  /// - Parameters:
  ///   - commit: Whether to commit or end the transition when `changes` returns.
  ///   - changes: The changes to make together.
  /// - Throws: Whatever `changes` throws.
  public func performTransition<E: Error>(commit: Bool = true, _ changes: () throws(E) -> Void) throws(E) {
    try engine.performTransition(commit: commit, changes)
  }

  // MARK: Observation

  /// Calls `handler` with every newly applied state; see ``ControlEngine/observeState(_:)``.
  ///
  /// - Parameter handler: Receives the newly applied state.
  /// - Returns: An identifier for ``removeStateObserver(_:)``.
  @discardableResult
  public func observeState(_ handler: @escaping (ControlState) -> Void) -> StateObservation {
    engine.observeState(handler)
  }

  /// Removes a state observer.
  ///
  /// - Parameter observation: The value ``observeState(_:)`` returned.
  public func removeStateObserver(_ observation: StateObservation) { engine.removeStateObserver(observation) }

  /// An asynchronous sequence of applied states; see ``ControlEngine/appliedStates(bufferingNewest:)``.
  ///
  /// - Parameter bufferingNewest: How many unconsumed states to keep. Defaults to 64.
  /// - Returns: A stream of states.
  public func appliedStates(bufferingNewest: Int = 64) -> AsyncStream<ControlState> {
    engine.appliedStates(bufferingNewest: bufferingNewest)
  }
}
