/// A factor whose value the control reads from a property of its own, such as `isValid`.
internal struct ComputedFactor {
  /// The bits it sets while it holds.
  let bits: UInt
  /// Reads the property.
  let evaluate: (Control) -> Bool
  /// Whether the bits are set while the property is `false`.
  let inverted: Bool
}

extension TypedControl where Self: Control {
  /// Registers a computed factor: `state` holds while the property at `keyPath` is `true`, or while it
  /// is `false` when `inverted`.
  ///
  /// ```swift
  /// register(.invalid, when: \.isValid, inverted: true)
  /// ```
  ///
  /// The control cannot observe the property. When its value may have changed, call
  /// ``Control/factorsDidChange()`` so the control re-evaluates its state.
  ///
  /// Registering a state again replaces its earlier factor.
  ///
  /// - Parameters:
  ///   - state: The custom state the factor sets.
  ///   - keyPath: A `Bool` property of the control.
  ///   - inverted: Whether the state holds while the property is `false`.
  public func register(_ state: ControlState, when keyPath: KeyPath<Self, Bool>, inverted: Bool = false) {
    let before = computeRawState()
    factors.removeAll { $0.bits == state.rawValue }
    factors.append(
      ComputedFactor(
        bits: state.rawValue, evaluate: { unsafeDowncast($0, to: Self.self)[keyPath: keyPath] },
        inverted: inverted))
    if computeRawState() != before { setNeedsUpdateConfiguration() }
  }
}

extension Control {
  /// Removes the computed factor registered for `state`, if any.
  ///
  /// - Parameter state: The state passed to `register(_:when:inverted:)`.
  /// - Returns: Whether a factor was removed.
  @discardableResult
  public func removeFactor(for state: ControlState) -> Bool {
    let before = computeRawState()
    let count = factors.count
    factors.removeAll { $0.bits == state.rawValue }
    if computeRawState() != before { setNeedsUpdateConfiguration() }
    return factors.count != count
  }

  /// The states of the registered computed factors, in registration order.
  public var computedFactorStates: [ControlState] {
    factors.map { ControlState(rawValue: $0.bits) }
  }

  /// Re-evaluates computed factors. Call it when a property read by a computed factor may have
  /// changed; it requests an update if the state changed.
  public func factorsDidChange() {
    if lastAppliedRaw != computeRawState() { setNeedsUpdateConfiguration() }
  }
}
