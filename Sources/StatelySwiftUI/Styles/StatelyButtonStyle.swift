public import Stately
public import StatelyControls

/// A SwiftUI button style drawn from the same state space and configuration table as a `StatelyButton`
/// or a `StatelyUIButton`: each state SwiftUI reports is closed under the space's invariants, given its
/// configuration by the table, resolved, and drawn.
///
/// ```swift
/// struct FollowStates: CustomStateSet {
///   let mutual = ControlState(customBit: 0)
///   let loading = ControlState(customBit: 1)
/// }
///
/// struct FollowView: View {
///   static let states = FollowStates()
///   static let space = StateSpace(
///     states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])
///   static let look: ConfigurationTable<ButtonConfiguration> = {
///     var look = ConfigurationTable(base: ButtonConfiguration.filled())
///     look.base.title = "Follow"
///     look.setValue("Following", for: .containsAll(.selected), at: \.title)
///     look.setValue("Mutual", for: .containsAll([.selected, states.mutual]), at: \.title)
///     return look
///   }()
///   var isFollowing: Bool
///   var isLoading: Bool
///
///   var body: some View {
///     Button("Follow") {}
///       .buttonStyle(
///         StatelyButtonStyle(space: Self.space, configurationTable: Self.look)
///           .selected(isFollowing)
///           .flag(Self.states.loading, isLoading))
///   }
/// }
/// ```
///
/// Where each bit of the state comes from:
///
/// | bit | source |
/// | --- | --- |
/// | `.highlighted` | `ButtonStyleConfiguration.isPressed` |
/// | `.disabled` | the environment's `isEnabled` is `false` |
/// | `.focused` | the environment's `isFocused`, when the space declares `.focused` |
/// | `.selected` | ``selected(_:)``, from the app's own selection |
/// | custom states | ``flag(_:_:)``, or ``flag(_:from:at:inverted:)`` from a model's property |
///
/// The state is those bits closed under the space's invariants, as an engine closes its factors, so a
/// state that forces `.disabled` disables the button: it draws the disabled look and, because the style
/// is a `PrimitiveButtonStyle` that disables the button it makes, does not run the action.
///
/// The button draws the state's resolved `ButtonAppearance`: title, subtitle, image or
/// activity indicator at its placement, pop-up indicator, fonts, colours, background fill and stroke,
/// corner and content insets. Where the appearance has no title, subtitle or image, it draws the
/// `Button`'s own label in the title's font and colour. A press shows at once and its release animates
/// back, as SwiftUI's own styles do. The glass styles are drawn by SwiftUI's `.glass(_:)` button style
/// from iOS 26, and by Stately before it (see the article "Using Stately in SwiftUI").
///
/// In debug builds the style reports its ``findings`` (dead rules, ties, configurations that cannot be
/// resolved) once per process when it first appears (see ``StyleDiagnostics``).
public struct StatelyButtonStyle: Sendable, Hashable {
  /// The states the button can be in: its custom states and invariants.
  public var space: StateSpace
  /// The configuration for each state.
  public var configurationTable: ConfigurationTable<ButtonConfiguration>
  /// The colour the configurations' "tint" means, as `TraitCollection.tintColor`.
  /// SwiftUI gives a style no way to read the environment's `tint(_:)`, so it is set here. Defaults to
  /// `DynamicColor.systemBlue`, UIKit's default tint.
  public var tintColor: DynamicColor
  /// The bits the style turns on itself: `.selected` from ``selected(_:)`` and the custom states from
  /// ``flag(_:_:)``. A bit a model factor owns is the factor's, and is ignored here.
  public var flags: ControlState
  /// The states read from models' properties, in the order they were added.
  var factors: [ModelFactor]

  /// Creates a style from a space and a table: what `StatelyButton(space:configurationTable:)` and
  /// `StatelyUIButton(space:configurationTable:)` take.
  ///
  /// - Parameters:
  ///   - space: The states the button can be in. Defaults to `StateSpace.standard`.
  ///   - configurationTable: The configuration for each state.
  ///   - tintColor: The tint. Defaults to `DynamicColor.systemBlue`.
  public init(
    space: StateSpace = .standard, configurationTable: ConfigurationTable<ButtonConfiguration>,
    tintColor: DynamicColor = .systemBlue
  ) {
    self.space = space
    self.configurationTable = configurationTable
    self.tintColor = tintColor
    self.flags = []
    self.factors = []
  }

  /// Creates a style from one configuration, which the style's own per-state look updates, as a button
  /// with `automaticallyUpdatesConfiguration` does.
  ///
  /// - Parameters:
  ///   - configuration: The configuration in every state.
  ///   - space: The states the button can be in. Defaults to `StateSpace.standard`.
  ///   - tintColor: The tint. Defaults to `DynamicColor.systemBlue`.
  public init(
    configuration: ButtonConfiguration, space: StateSpace = .standard, tintColor: DynamicColor = .systemBlue
  ) {
    self.init(space: space, configurationTable: ConfigurationTable(base: configuration), tintColor: tintColor)
  }

  /// The style, selected or not: `.selected` comes from the app's own selection, such as a binding's
  /// value, which the button's action toggles.
  ///
  /// - Parameter isSelected: Whether the button shows selected.
  /// - Returns: A copy of the style.
  public func selected(_ isSelected: Bool = true) -> StatelyButtonStyle {
    flag(.selected, isSelected)
  }

  /// The style with bits turned on or off: a custom state of the space, or `.selected`.
  ///
  /// Bits outside the space are dropped when the state is made; a bit a model factor owns stays the
  /// factor's.
  ///
  /// - Parameters:
  ///   - state: The bits, such as `states.loading`.
  ///   - isOn: Whether they hold. Defaults to `true`.
  /// - Returns: A copy of the style.
  public func flag(_ state: ControlState, _ isOn: Bool = true) -> StatelyButtonStyle {
    var copy = self
    if isOn { copy.flags.formUnion(state) } else { copy.flags.subtract(state) }
    return copy
  }

  /// The style with a state read from a model's `Bool` property: the engine's
  /// `register(_:from:at:inverted:)`, for a style. `state` holds while the property is `true`, or while
  /// it is `false` when `inverted`.
  ///
  /// The property is read when the button is drawn, inside its own body, so SwiftUI's observation of an
  /// `@Observable` model redraws the button, and only it, when the property changes. The model is held
  /// weakly; once it is gone the state is off. Reading a state again replaces its earlier factor, and the
  /// bits are the factor's: ``flag(_:_:)`` and ``selected(_:)`` leave them alone.
  ///
  /// - Parameters:
  ///   - state: The bits the property sets: a custom state, or `.selected`.
  ///   - model: The object that holds the property.
  ///   - keyPath: A `Bool` property of the model.
  ///   - inverted: Whether the state holds while the property is `false`.
  /// - Returns: A copy of the style.
  @MainActor
  public func flag<Model: AnyObject>(
    _ state: ControlState, from model: Model, at keyPath: any KeyPath<Model, Bool> & Sendable,
    inverted: Bool = false
  ) -> StatelyButtonStyle {
    var copy = self
    copy.factors.removeAll { $0.state == state }
    copy.factors.append(ModelFactor(state, from: model, at: keyPath, inverted: inverted))
    return copy
  }

  /// The states read from models' properties, in the order they were added.
  public var computedFactorStates: [ControlState] { factors.map(\.state) }

  /// The state the button shows for SwiftUI's inputs: the style's flags and model factors, the press, the
  /// environment's enabled and focused values, closed under the space's invariants.
  ///
  /// - Parameters:
  ///   - isPressed: `ButtonStyleConfiguration.isPressed`.
  ///   - isEnabled: The environment's `isEnabled`.
  ///   - isFocused: The environment's `isFocused`; counts only when the space declares `.focused`.
  /// - Returns: One of the space's reachable states.
  /// - Complexity: O(*f* + *i*) for *f* model factors and *i* invariants.
  @MainActor
  public func state(isPressed: Bool = false, isEnabled: Bool = true, isFocused: Bool = false) -> ControlState
  {
    var bits = flags
    for factor in factors { bits.subtract(factor.state) }
    for factor in factors where factor.isOn { bits.formUnion(factor.state) }
    if isPressed { bits.formUnion(.highlighted) }
    if !isEnabled { bits.formUnion(.disabled) }
    if isFocused { bits.formUnion(.focused) }
    return space.state(showing: bits)
  }

  /// The traits the configurations are resolved with: light or dark, and ``tintColor``.
  ///
  /// - Parameter userInterfaceStyle: Light or dark, from the environment's `colorScheme`.
  /// - Returns: The trait collection.
  public func traits(for userInterfaceStyle: UserInterfaceStyle) -> TraitCollection {
    TraitCollection(userInterfaceStyle: userInterfaceStyle, tintColor: tintColor)
  }

  /// What the button draws in `state`: the table's configuration for it, resolved, as a `StatelyButton`
  /// with the same table resolves it.
  ///
  /// - Parameters:
  ///   - state: The state, usually from ``state(isPressed:isEnabled:isFocused:)``.
  ///   - userInterfaceStyle: Light or dark. Defaults to light.
  /// - Throws: `ConfigurationError` for a configuration that cannot be resolved, naming the property.
  /// - Returns: The resolved appearance.
  public func appearance(
    for state: ControlState, in userInterfaceStyle: UserInterfaceStyle = .light
  ) throws(ConfigurationError) -> ButtonAppearance {
    try configurationTable.configuration(for: state).resolvedAppearance(
      for: state, traits: traits(for: userInterfaceStyle))
  }

  /// How `state` resolves in each rule table of ``configurationTable``: the "why" of every value.
  ///
  /// - Parameter state: The state to explain.
  /// - Returns: Pairs of a property and its trace, printed with the space's names.
  public func explain(_ state: ControlState) -> [(property: String, explanation: StateExplanation)] {
    configurationTable.explain(state, names: space.names)
  }

  /// What is wrong with the look, one line each: every rule table that has shadowed rules or ties over
  /// the space's reachable states, then every reachable state whose configuration cannot be resolved
  /// (in light appearance). Empty for a clean look.
  ///
  /// - Complexity: O(*s* · *n* log *n*) for *s* reachable states and *n* rules.
  public var findings: [String] {
    var lines: [String] = []
    for (property, diagnostics) in configurationTable.diagnostics(in: space) where !diagnostics.isClean {
      lines.append("\(property): \(diagnostics)")
    }
    for state in space.reachableStates {
      do {
        _ = try appearance(for: state)
      } catch {
        lines.append("\(space.describe(state)): \(error)")
      }
    }
    return lines
  }
}
