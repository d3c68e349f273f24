/// A factor whose value the engine reads from a property of its host, such as `isValid`.
internal struct ComputedFactor {
  /// The bits it sets while it holds.
  let bits: UInt
  /// Reads the property of the host.
  let evaluate: (AnyObject) -> Bool
  /// Whether the bits are set while the property is `false`.
  let inverted: Bool
}

extension ControlEngine {
  /// Registers a computed factor: `state` holds while the host's property at `keyPath` is `true`, or
  /// while it is `false` when `inverted`.
  ///
  /// ```swift
  /// engine.register(Self.invalid, when: \PinField.isValid, inverted: true)
  /// ```
  ///
  /// The engine cannot observe the property. When its value may have changed, call
  /// ``factorsDidChange()`` so the engine re-evaluates the state. Registering a state again replaces its
  /// earlier factor.
  ///
  /// Registering before ``attach(to:)``, or with a key path rooted in another type than the host's, is a
  /// programming error and traps.
  ///
  /// - Parameters:
  ///   - state: The custom state the factor sets.
  ///   - keyPath: A `Bool` property of the host.
  ///   - inverted: Whether the state holds while the property is `false`.
  public func register<Host: ControlEngineHost>(
    _ state: ControlState, when keyPath: KeyPath<Host, Bool>, inverted: Bool = false
  ) {
    guard let host else {
      preconditionFailure("register(_:when:inverted:) needs the engine attached to its host first")
    }
    let object = host.takeUnretainedValue()
    precondition(
      object is Host,
      "register(_:when:inverted:) was given a key path on \(Host.self), but the host is \(type(of: object))")
    let before = computeRawState()
    factors.removeAll { $0.bits == state.rawValue }
    factors.append(
      ComputedFactor(
        bits: state.rawValue, evaluate: { unsafeDowncast($0, to: Host.self)[keyPath: keyPath] },
        inverted: inverted))
    if computeRawState() != before { requestUpdate(explicitly: false) }
  }

  /// Removes the computed factor registered for `state`, if any.
  ///
  /// - Parameter state: The state passed to ``register(_:when:inverted:)``.
  /// - Returns: Whether a factor was removed.
  @discardableResult
  public func removeFactor(for state: ControlState) -> Bool {
    let before = computeRawState()
    let count = factors.count
    factors.removeAll { $0.bits == state.rawValue }
    if computeRawState() != before { requestUpdate(explicitly: false) }
    return factors.count != count
  }

  /// The states of the registered computed factors, in registration order.
  public var computedFactorStates: [ControlState] {
    factors.map { ControlState(rawValue: $0.bits) }
  }

  /// Re-evaluates computed factors. Call it when a property read by a computed factor may have
  /// changed; it requests an update if the state changed.
  public func factorsDidChange() {
    if updateCount == 0 || lastAppliedRaw != computeRawState() { requestUpdate(explicitly: false) }
  }
}
