/// An object that owns a ``ControlEngine`` and takes the engine's API as its own: `control.isSelected`,
/// `control.setValue(…)` and so on, instead of `control.engine.isSelected`.
///
/// ``Control`` conforms, and so can any class that owns an engine and has no members of these names of
/// its own:
///
/// ```swift
/// final class Badge: StatefulControl, ControlEngineHost {
///   let engine = ControlEngine()
///   var color = DynamicColor.systemGray
///   init() {
///     engine.attach(to: self)
///     setValue(DynamicColor.systemRed, for: .containsAll(.selected), on: self, at: \.color)
///   }
/// }
/// ```
///
/// A class that already has such members, such as a `UIControl` subclass with its own `isSelected` and
/// `state`, conforms to ``ControlEngineHost`` only and calls its ``ControlEngineOwner/engine`` directly.
public protocol StatefulControl: ControlEngineOwner {}

extension StatefulControl {
  // MARK: State

  /// The current state, computed from every factor and kept within the invariants; see
  /// ``ControlEngine/state``.
  @inlinable public var state: ControlState { engine.state }

  /// The states this control can be in, their names and the invariants between them.
  public var stateSpace: StateSpace { engine.stateSpace }

  /// The update cycle that coalesces this control's updates.
  @inlinable public var cycle: UpdateCycle { engine.cycle }

  /// A name for diagnostics, traces and flush reports. Defaults to the type name.
  public var identifier: String {
    get { engine.identifier }
    set { engine.identifier = newValue }
  }

  /// Whether the control accepts interaction; see ``ControlEngine/isEnabled``.
  @inlinable public var isEnabled: Bool {
    get { engine.isEnabled }
    set { engine.isEnabled = newValue }
  }

  /// Whether the control is selected: the `.selected` bit.
  @inlinable public var isSelected: Bool {
    get { engine.isSelected }
    set { engine.isSelected = newValue }
  }

  /// Whether a touch is down inside the control: the `.highlighted` bit.
  @inlinable public var isHighlighted: Bool {
    get { engine.isHighlighted }
    set { engine.isHighlighted = newValue }
  }

  /// Whether the control has focus: the `.focused` bit.
  @inlinable public var isFocused: Bool {
    get { engine.isFocused }
    set { engine.isFocused = newValue }
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
  /// register(Self.invalid, when: \.isValid, inverted: true)
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
  /// follow.register(FollowButton.mutual, from: user, at: \.isMutual)
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

  /// Requests an update in the next flush of the engine's cycle; see ``ControlEngine/setNeedsUpdate()``.
  @inlinable public func setNeedsUpdateConfiguration() { engine.setNeedsUpdate() }

  /// Whether an update has been requested and has not run yet.
  @inlinable public var needsUpdateConfiguration: Bool { engine.needsUpdateConfiguration }

  /// Runs the requested update now; see ``ControlEngine/updateIfNeeded()``.
  @inlinable public func updateIfNeeded() { engine.updateIfNeeded() }

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

  // MARK: Events

  /// Adds an action for one or more events; the handler receives this control.
  ///
  /// The control keeps the handler, so a handler that captures the control, or anything that keeps the
  /// control, never lets either be freed: use the control the handler receives, and capture the rest
  /// `weak`.
  ///
  /// ```swift
  /// button.addAction(for: .primaryActionTriggered) { _, _ in cart.add() }
  /// ```
  ///
  /// - Parameters:
  ///   - events: The events that run it.
  ///   - handler: Runs with the control and the events of the send that it was added for.
  /// - Returns: An identifier for ``removeAction(_:)``.
  @discardableResult
  public func addAction(for events: ControlEvent, _ handler: @escaping (Self, ControlEvent) -> Void)
    -> ActionIdentifier
  {
    engine.addAction(for: events) { [unowned self] event in handler(self, event) }
  }

  /// Removes an action for all of its events.
  ///
  /// - Parameter identifier: The value ``addAction(for:_:)`` returned, or any action's identifier.
  /// - Returns: Whether an action was removed.
  @discardableResult
  public func removeAction(_ identifier: ActionIdentifier) -> Bool { engine.removeAction(identifier) }

  /// Adds an action for one or more events, replacing a registered action with the same identifier; see
  /// ``ControlEngine/addAction(_:for:)``.
  ///
  /// ```swift
  /// button.addAction(ControlAction(identifier: "add") { _, _ in cart.add() }, for: .primaryActionTriggered)
  /// ```
  ///
  /// The handler receives this control as its sender.
  ///
  /// - Parameters:
  ///   - action: The action. The control keeps its handler.
  ///   - events: The events that run it.
  public func addAction(_ action: ControlAction, for events: ControlEvent) {
    engine.addAction(action, for: events)
  }

  /// Removes an action from some of its events; see ``ControlEngine/removeAction(_:for:)``.
  ///
  /// - Parameters:
  ///   - action: The action, matched by its identifier.
  ///   - events: The events to remove it from.
  /// - Returns: Whether the registration changed.
  @discardableResult
  public func removeAction(_ action: ControlAction, for events: ControlEvent) -> Bool {
    engine.removeAction(action, for: events)
  }

  /// Removes the action with an identifier from some of its events; see
  /// ``ControlEngine/removeAction(identifiedBy:for:)``.
  ///
  /// - Parameters:
  ///   - identifier: The action's identifier.
  ///   - events: The events to remove it from.
  /// - Returns: Whether the registration changed.
  @discardableResult
  public func removeAction(identifiedBy identifier: ActionIdentifier, for events: ControlEvent) -> Bool {
    engine.removeAction(identifiedBy: identifier, for: events)
  }

  /// Calls `body` with each registered action and its events, in the order they run; see
  /// ``ControlEngine/enumerateEventHandlers(_:)``.
  ///
  /// - Parameter body: Receives an action, its events, and a flag to set to `true` to stop.
  public func enumerateEventHandlers(
    _ body: (_ action: ControlAction, _ events: ControlEvent, _ stop: inout Bool) -> Void
  ) {
    engine.enumerateEventHandlers(body)
  }

  /// Sends events to the actions registered for them; see ``ControlEngine/sendActions(for:)``.
  ///
  /// - Parameter events: The events to send.
  @inlinable public func sendActions(for events: ControlEvent) { engine.sendActions(for: events) }

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
