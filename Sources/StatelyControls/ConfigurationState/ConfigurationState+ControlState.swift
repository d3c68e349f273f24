public import Stately

extension ConfigurationStateKey where Value == Bool {
  /// The key under which a custom `ControlState` bit appears in a configuration state:
  /// `"ControlState.<name>"`, or `"ControlState.bit<n>"` for an unnamed bit.
  ///
  /// ```swift
  /// extension ControlState { static let loading = ControlState.custom(bit: 0, name: "loading") }
  /// let state = ViewConfigurationState(controlState: [.selected, .loading], traits: .light)
  /// state[.controlState(.loading)]  // true
  /// ```
  ///
  /// - Parameter state: A state with one application bit set (the lowest is used if several are).
  /// - Returns: A `Bool` key whose default is `false`.
  public static func controlState(_ state: ControlState) -> ConfigurationStateKey<Bool> {
    let bit = state.customBits.first ?? 0
    return ConfigurationStateKey(
      "ControlState." + (state.name(ofCustomBit: bit) ?? "bit\(bit)"), default: false)
  }
}

extension ViewConfigurationState {
  /// Creates a view state from a control state: highlighted, disabled, selected and focused map to
  /// their flags, and every custom bit becomes a `Bool` custom state under
  /// ``ConfigurationStateKey/controlState(_:)``.
  ///
  /// - Parameters:
  ///   - controlState: The control's state.
  ///   - traits: The traits.
  public init(controlState: ControlState, traits: TraitCollection) {
    self.init(traitCollection: traits)
    isDisabled = controlState.contains(.disabled)
    isHighlighted = controlState.contains(.highlighted)
    isSelected = controlState.contains(.selected)
    isFocused = controlState.contains(.focused)
    customStates.addCustomBits(of: controlState)
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
  /// Creates a cell state from a control state, as ``ViewConfigurationState/init(controlState:traits:)``
  /// does; the cell-only flags are off.
  ///
  /// - Parameters:
  ///   - controlState: The control's state.
  ///   - traits: The traits.
  public init(controlState: ControlState, traits: TraitCollection) {
    self.init(ViewConfigurationState(controlState: controlState, traits: traits))
  }

  /// The built-in bits of this state as a control state (custom states are not converted back).
  public var controlState: ControlState { viewConfigurationState.controlState }
}

extension CustomStates {
  /// Adds a `true` custom state for every application bit of `state`. Does nothing, and allocates
  /// nothing, when no application bit is set.
  mutating func addCustomBits(of state: ControlState) {
    guard state.rawValue & ControlState.application.rawValue != 0 else { return }
    for bit in state.customBits {
      let single = ControlState(rawValue: 1 << UInt(16 + bit)).labeled(like: state)
      setValue(true, for: .controlState(single))
    }
  }
}
