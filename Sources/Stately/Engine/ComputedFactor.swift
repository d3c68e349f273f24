/// A factor whose value the engine reads from a property of a model or of its host, such as `isValid`.
struct ComputedFactor {
  /// The bits it sets while it holds.
  let bits: ControlState
  /// Reads the property of the host; `false` once the host is gone.
  let evaluate: () -> Bool
  /// Whether the bits are set while the property is `false`.
  let inverted: Bool
}

extension ControlEngine {
  /// Registers a computed factor that reads a model, or the control itself: `state` holds while the
  /// model's property at `keyPath` is `true`, or while it is `false` when `inverted`. A control reads
  /// its own property with itself as the model: `engine.register(states.invalid, from: self, at:
  /// \.isValid, inverted: true)`.
  ///
  /// ```swift
  /// @Observable final class User {
  ///   var isFollowed = false
  ///   var followsBack = false
  ///   var isMutual: Bool { isFollowed && followsBack }
  /// }
  /// let user = User()
  /// button.engine.register(.selected, from: user, at: \.isFollowed)
  /// button.engine.register(FollowButton.followStates.mutual, from: user, at: \.isMutual)
  /// user.isFollowed = true
  /// user.followsBack = true  // the next flush: [selected, mutual], in one update
  /// ```
  ///
  /// The bit is then the model's: ``flag(_:)`` and the flag getters read the model, ``setFlag(_:_:)``
  /// and the flag setters leave the bit alone, and the space's invariants act on it as on any factor.
  ///
  /// With an `@Observable` model, a change to the property re-evaluates the factors at the next flush of
  /// the engine's cycle, and the state follows it under the space's invariants; with any other model,
  /// call ``factorsDidChange()`` after a change. The engine holds the model weakly: once it is gone the
  /// factor is `false`. Registering a state again replaces its earlier factor. A property that reads the
  /// control's own state or a computed flag is a programming error and traps, since the factors make the
  /// state.
  ///
  /// - Parameters:
  ///   - state: The state the factor sets: a custom state, or a built-in one such as `.selected`.
  ///   - model: The object that holds the property.
  ///   - keyPath: A `Bool` property of the model.
  ///   - inverted: Whether the state holds while the property is `false`.
  public func register<Model: AnyObject>(
    _ state: ControlState, from model: Model, at keyPath: KeyPath<Model, Bool>, inverted: Bool = false
  ) {
    // Changed as a local copy taken out of the property (see ``replaceBinding(at:with:)``): changed in
    // place, every update would allocate once (instruction gate, each state-change mode).
    var list = factors.filter { $0.bits != state }
    factors = []
    list.append(
      ComputedFactor(
        bits: state, evaluate: { [weak model] in model?[keyPath: keyPath] ?? false }, inverted: inverted))
    factors = list
    computedFactorsDidRegister()
  }

  /// Removes the computed factor registered for `state`, if any.
  ///
  /// - Parameter state: The state passed to ``register(_:from:at:inverted:)``.
  /// - Returns: Whether a factor was removed.
  @discardableResult
  public func removeFactor(for state: ControlState) -> Bool {
    let count = factors.count
    factors = factors.filter { $0.bits != state }
    computedFactorsDidRegister()
    return factors.count != count
  }

  /// Re-evaluates computed factors. Call it when a property read by a computed factor may have
  /// changed; it requests an update if the state differs from the last applied one, or, during the
  /// control's own update, from the one that update applies.
  ///
  /// The evaluation tracks its reads of `@Observable` properties afresh, so the factors follow the
  /// models they read now (a cell given another model, say), not those an earlier evaluation read.
  public func factorsDidChange() {
    factorReadsAreTracked = false
    let values = evaluateFactors()
    perform(machine.computedFactorsDidChange(values))
  }

  /// The bits the computed factors set now.
  func evaluateFactors() -> ControlState {
    guard !isEvaluatingFactors else {
      preconditionFailure(
        "a computed factor of \(identifier) read the control's state or a computed flag, or set a flag, "
          + "while the factors were evaluated: compute a factor from the control's inputs, not from its state"
      )
    }
    isEvaluatingFactors = true
    defer { isEvaluatingFactors = false }
    let list = factors
    return trackingFactorReads {
      var bits: ControlState = []
      for factor in list where factor.evaluate() != factor.inverted { bits.formUnion(factor.bits) }
      return bits
    }
  }

  /// Tells the machine which bits the computed factors own now, and their values.
  private func computedFactorsDidRegister() {
    // The new list's reads are tracked afresh; the earlier tracking's changes are ignored.
    factorReadsAreTracked = false
    let mask = factors.reduce(into: ControlState()) { $0.formUnion($1.bits) }
    let values = evaluateFactors()
    perform(machine.setComputedFactors(mask: mask, values: values))
  }
}
