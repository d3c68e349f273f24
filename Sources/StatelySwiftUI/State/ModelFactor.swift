import Stately

/// A state read from a `Bool` property of a model each time a style is drawn: the SwiftUI form of the
/// engine's computed factors (`register(_:from:at:inverted:)`).
///
/// The style's body reads the property, so SwiftUI's observation of `@Observable` models redraws the
/// control, and only it, when the property changes. The model is held weakly: once it is gone the
/// factor is off. Two factors are equal when they read the same property of the same model for the same
/// state.
struct ModelFactor: Sendable, Hashable {
  /// The bits it sets while it holds.
  let state: ControlState
  /// The model's identity.
  let model: ObjectIdentifier
  /// The property read.
  let keyPath: any AnyKeyPath & Sendable
  /// Whether the bits are set while the property is `false`.
  let inverted: Bool
  /// Reads the property; `false` once the model is gone.
  let read: @MainActor @Sendable () -> Bool

  /// A factor reading `keyPath` of `model`.
  ///
  /// - Parameters:
  ///   - state: The bits it sets.
  ///   - model: The object that holds the property, held weakly.
  ///   - keyPath: A `Bool` property of the model.
  ///   - inverted: Whether the bits are set while the property is `false`.
  @MainActor init<Model: AnyObject>(
    _ state: ControlState, from model: Model, at keyPath: any KeyPath<Model, Bool> & Sendable, inverted: Bool
  ) {
    self.state = state
    self.model = ObjectIdentifier(model)
    self.keyPath = keyPath
    self.inverted = inverted
    self.read = { [weak model] in model?[keyPath: keyPath] ?? false }
  }

  /// Whether the factor's bits are set now.
  @MainActor var isOn: Bool { read() != inverted }

  static func == (lhs: ModelFactor, rhs: ModelFactor) -> Bool {
    lhs.state == rhs.state && lhs.model == rhs.model && lhs.keyPath == rhs.keyPath
      && lhs.inverted == rhs.inverted
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(state)
    hasher.combine(model)
    hasher.combine(keyPath)
    hasher.combine(inverted)
  }
}
