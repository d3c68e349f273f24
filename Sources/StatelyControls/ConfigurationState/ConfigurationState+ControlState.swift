public import Stately

extension ConfigurationStateKey where Value == Bool {
  /// The key under which a custom `ControlState` bit appears in a configuration state:
  /// `"ControlState.<name>"` with the name `names` gives it, or `"ControlState.bit<n>"` for an unnamed
  /// bit.
  ///
  /// ```swift
  /// let loading = ControlState(customBit: 0)
  /// let names = StateNames([CustomState("loading", loading)])
  /// let state = ViewConfigurationState(controlState: [.selected, loading], names: names, traits: .light)
  /// state[.controlState(loading, names: names)]  // true
  /// ```
  ///
  /// Built-in states have keys of their own (`isSelected`, `isHighlighted`…): a state without an
  /// application bit is a programming error and traps, naming the state.
  ///
  /// - Parameters:
  ///   - state: A state with one application bit set (the lowest is used if several are).
  ///   - names: The names of custom states, usually a control's `StateSpace/names`.
  /// - Returns: A `Bool` key whose default is `false`.
  public static func controlState(_ state: ControlState, names: StateNames = .unnamed)
    -> ConfigurationStateKey<Bool>
  {
    guard let bit = state.customBits.first else {
      preconditionFailure(
        "ConfigurationStateKey.controlState(_:names:) needs a custom state, and \(names.describe(state)) has "
          + "no application bit; read built-in states through isSelected, isHighlighted, isDisabled or isFocused"
      )
    }
    return ConfigurationStateKey(
      "ControlState." + (names.name(ofCustomBit: bit) ?? "bit\(bit)"), default: false)
  }
}

extension ViewConfigurationState {
  /// Creates a view state from a control state: highlighted, disabled, selected and focused map to
  /// their flags, and every custom bit becomes a `Bool` custom state under
  /// ``ConfigurationStateKey/controlState(_:names:)``.
  ///
  /// - Parameters:
  ///   - controlState: The control's state.
  ///   - names: The names of its custom states, usually its `StateSpace/names`.
  ///   - traits: The traits.
  public init(controlState: ControlState, names: StateNames = .unnamed, traits: TraitCollection) {
    self.init(traitCollection: traits)
    isDisabled = controlState.contains(.disabled)
    isHighlighted = controlState.contains(.highlighted)
    isSelected = controlState.contains(.selected)
    isFocused = controlState.contains(.focused)
    customStates.addCustomBits(of: controlState, names: names)
  }

  /// The built-in bits of this state as a control state (custom states are not converted back).
  public var controlState: ControlState {
    var state = ControlState.normal
    if isHighlighted { state.insert(.highlighted) }
    if isDisabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isFocused { state.insert(.focused) }
    return state
  }
}

extension CellConfigurationState {
  /// Creates a cell state from a control state, as
  /// ``ViewConfigurationState/init(controlState:names:traits:)`` does; the cell-only flags are off.
  ///
  /// - Parameters:
  ///   - controlState: The control's state.
  ///   - names: The names of its custom states.
  ///   - traits: The traits.
  public init(controlState: ControlState, names: StateNames = .unnamed, traits: TraitCollection) {
    self.init(ViewConfigurationState(controlState: controlState, names: names, traits: traits))
  }

  /// The built-in bits of this state as a control state (custom states are not converted back).
  public var controlState: ControlState { viewConfigurationState.controlState }
}

extension CustomStates {
  /// Adds a `true` custom state for every application bit of `state`, named by `names`. Does nothing,
  /// and allocates nothing, when no application bit is set.
  mutating func addCustomBits(of state: ControlState, names: StateNames) {
    guard state.rawValue & ControlState.application.rawValue != 0 else { return }
    for bit in state.customBits {
      setValue(true, for: .controlState(ControlState(customBit: bit), names: names))
    }
  }
}
