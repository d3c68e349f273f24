#if canImport(UIKit) && !os(tvOS)
  public import Stately
  public import StatelyControls
  public import UIKit

  /// A `UIButton` whose state is a Stately engine's: named custom states, invariants, bindings and
  /// transitions, and configurations chosen per state by a `ConfigurationTable`.
  ///
  /// ```swift
  /// struct FollowStates: CustomStateSet {
  ///   let mutual = ControlState(customBit: 0)
  /// }
  ///
  /// final class FollowButton: StatelyUIButton {
  ///   static let states = FollowStates()
  ///   @StateFlag(FollowButton.states.mutual) var isMutual = false
  ///   init() {
  ///     super.init(space: StateSpace(Self.states, invariants: [.implies(Self.states.mutual, .selected)]))
  ///     var table = ConfigurationTable(base: ButtonConfiguration.filled())
  ///     table.base.title = "Follow"
  ///     table.setValue("Following", for: .containsAll(.selected), at: \.title)
  ///     configurationTable = table
  ///   }
  ///   required init?(coder: NSCoder) { super.init(coder: coder) }
  /// }
  /// ```
  ///
  /// `state` is the engine's: it includes the custom bits and obeys the invariants (setting `isMutual`
  /// selects; a state that forces `.disabled` disables the button, so it stops taking touches).
  /// `isEnabled`, `isSelected` and `isHighlighted` read and write the engine's flags, so UIKit's touch
  /// tracking drives the engine. UIKit schedules the updates: a change calls
  /// `setNeedsUpdateConfiguration()`, and UIKit's next configuration update runs the engine's update
  /// inside `updateConfiguration()`, which applies the table's configuration for the state before
  /// UIKit calls `configurationUpdateHandler`, as UIKit orders them.
  ///
  /// Customised properties of the table's configuration reach UIKit as customised, and the style's
  /// per-state defaults are left to UIKit: the button keeps `automaticallyUpdatesConfiguration` on, so
  /// UIKit's own `updated(for:)` gives the highlighted, disabled and selected looks, as Apple documents
  /// for a button whose configuration is set.
  @MainActor
  open class StatelyUIButton: UIButton, @MainActor ControlEngineHost {
    /// The engine that keeps the button's state. It is confined to the main actor with the button.
    public let engine: ControlEngine

    /// The configuration for each state; `nil` leaves `configuration` to you. A change requests a
    /// configuration update, through UIKit's `@UIView.Invalidating(.configuration)`.
    @UIView.Invalidating(.configuration)
    public var configurationTable: ConfigurationTable<ButtonConfiguration>? = nil

    /// The former name of ``configurationTable``.
    @available(*, deprecated, renamed: "configurationTable")
    public var configurationMachine: ConfigurationTable<ButtonConfiguration>? {
      get { configurationTable }
      set { configurationTable = newValue }
    }

    /// The traits the table's configurations are styled with: the tint and light or dark appearance.
    /// A change requests a configuration update, through UIKit's `@UIView.Invalidating(.configuration)`.
    @UIView.Invalidating(.configuration)
    public var statelyTraits = TraitCollection()

    /// What the latest configuration update could not carry over exactly.
    public private(set) var bridgeDiagnostics: [UIKitBridgeDiagnostic] = []

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - space: The states it can be in: its custom states and invariants.
    ///   - configurationTable: The configuration for each state, or `nil`.
    ///   - cycle: The cycle its engine's updates coalesce in. Defaults to `UpdateCycle.mainRunLoop()`.
    public init(
      space: StateSpace = .standard, configurationTable: ConfigurationTable<ButtonConfiguration>? = nil,
      cycle: UpdateCycle = .mainRunLoop()
    ) {
      engine = ControlEngine(space: space, cycle: cycle)
      self.configurationTable = configurationTable
      super.init(frame: .zero)
      attachEngine()
    }

    /// The former spelling of ``init(space:configurationTable:cycle:)``.
    @available(*, deprecated, renamed: "init(space:configurationTable:cycle:)")
    public convenience init(
      space: StateSpace = .standard, configurationMachine: ConfigurationTable<ButtonConfiguration>?,
      cycle: UpdateCycle = .mainRunLoop()
    ) {
      self.init(space: space, configurationTable: configurationMachine, cycle: cycle)
    }

    /// Creates a button from an archive, with the standard states and no table.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      engine = ControlEngine(space: .standard, cycle: .mainRunLoop())
      super.init(coder: coder)
      attachEngine()
    }

    /// Creates a button from an archive with the states of `space`: what a subclass with custom states
    /// calls from its `init?(coder:)`, so that a button made by a storyboard keeps its invariants.
    ///
    /// - Parameters:
    ///   - coder: The archive.
    ///   - space: The states it can be in: its custom states and invariants.
    ///   - configurationTable: The configuration for each state, or `nil`.
    public init?(
      coder: NSCoder, space: StateSpace,
      configurationTable: ConfigurationTable<ButtonConfiguration>? = nil
    ) {
      engine = ControlEngine(space: space, cycle: .mainRunLoop())
      self.configurationTable = configurationTable
      super.init(coder: coder)
      attachEngine()
    }

    /// Lets UIKit schedule the engine's updates.
    private func attachEngine() {
      engine.attach(to: self, requestingUpdates: { [unowned self] in setNeedsUpdateConfiguration() })
    }

    /// Whether the button takes touches: `false` while the engine's state is disabled, including when
    /// an invariant forces it. Setting it sets the engine's flag.
    open override var isEnabled: Bool {
      get { !engine.state.contains(.disabled) }
      set {
        super.isEnabled = newValue
        engine.isEnabled = newValue
      }
    }

    /// The engine's `.selected` flag.
    open override var isSelected: Bool {
      get { engine.isSelected }
      set {
        super.isSelected = newValue
        engine.isSelected = newValue
      }
    }

    /// The engine's `.highlighted` bit; UIKit's touch tracking sets the flag.
    open override var isHighlighted: Bool {
      get { engine.state.contains(.highlighted) }
      set {
        super.isHighlighted = newValue
        engine.isHighlighted = newValue
      }
    }

    /// The engine's state: UIKit's flags, the custom bits, and the invariants.
    open override var state: UIControl.State { UIControl.State(engine.state) }

    /// Tracks the reads of `@Observable` properties in configuration updates where UIKit does not.
    private lazy var modelReads = ModelReadTracker { [weak self] in self?.setNeedsUpdateConfiguration() }

    /// Applies the table's configuration for the state, whose customised values reach UIKit as
    /// customised (UIKit's automatic update gives the style's per-state looks); a disabled glass style also
    /// takes Stately's disabled foreground (`UIButton.Configuration.applyDisabledGlassLook(from:in:)`).
    /// Without a table, UIKit's own update. Override it and call `super` first to adjust the
    /// configuration further.
    ///
    /// Where UIKit does not track reads of `@Observable` properties here (see ``ModelReadTracking``), the
    /// button does: a later change to a property this update read requests the next one.
    open override func updateConfiguration() {
      modelReads.beginUpdate()
      engine.update { state in
        modelReads.track {
          guard let machine = configurationTable else { return super.updateConfiguration() }
          var diagnostics: [UIKitBridgeDiagnostic] = []
          let stately = machine.configuration(for: state).updated(for: state, traits: statelyTraits)
          var converted = UIButton.Configuration(stately, diagnostics: &diagnostics)
          converted.applyDisabledGlassLook(from: stately, in: UIControl.State(state))
          configuration = converted
          bridgeDiagnostics = diagnostics
        }
      }
    }

    /// The handler UIKit calls after ``updateConfiguration()``.
    ///
    /// The button hands UIKit your handler inside one of its own, which tracks the handler's reads of
    /// `@Observable` properties where UIKit does not (see ``ModelReadTracking``) and otherwise only calls
    /// it. Reading the property returns that handler, the one UIKit calls, so that UIKit's calls through
    /// the property are tracked too; setting it again wraps it again, which changes nothing but the
    /// number of trackings.
    open override var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
      get { super.configurationUpdateHandler }
      set {
        guard let handler = newValue else {
          super.configurationUpdateHandler = nil
          return
        }
        let modelReads = self.modelReads
        super.configurationUpdateHandler = { button in modelReads.track { handler(button) } }
      }
    }
  }
#endif
