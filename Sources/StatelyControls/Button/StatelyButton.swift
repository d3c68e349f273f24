public import Stately

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A button: UIKit's `UIButton` semantics on the portable `Control`, drawn from a resolved
/// ``ButtonAppearance``.
///
/// A button works in one of two modes, as in UIKit:
/// - **Configuration mode** (``configuration`` is not `nil`): the configuration describes the look;
///   `configurationUpdateHandler` and `updateConfiguration()` adjust it per state.
/// - **Legacy mode** (``configuration`` is `nil`): the per-state setters such as
///   ``setTitle(_:for:)`` describe the look, with UIKit's lookup: the exact state, else `.normal`.
///
/// ```swift
/// let cycle = UpdateCycle()
/// var configuration = ButtonConfiguration.filled()
/// configuration.baseBackgroundColor = .systemPink
/// configuration.buttonSize = .large
/// let checkout = StatelyButton(configuration: configuration, cycle: cycle)
/// checkout.configurationUpdateHandler = { button in
///   button.configuration?.title = "Checkout \(cart.count)"
/// }
/// cycle.flush()
/// checkout.appearance.title  // "Checkout 0"
/// ```
///
/// ## Old against new
/// Where a legacy per-state value and the configuration both supply the title (or the title colour,
/// or the image), the button follows what iOS 15 was observed to do:
/// 1. What `configurationUpdateHandler` (or an `updateConfiguration()` override) writes during an
///    update wins over everything else.
/// 2. Otherwise a legacy value for the current state, with the `.normal` fallback, wins over the
///    configuration's value, whichever was set first.
/// 3. Otherwise the configuration's value shows: which is what the handler wrote last, if it wrote.
///
/// Assigning a handler to a legacy button switches it to configuration mode with
/// ``ButtonConfiguration/plain()``, as UIKit's header documents (iOS 15 crashed instead); the legacy
/// values keep their precedence. In configuration mode ``setBackgroundImage(_:for:)`` and
/// ``setTitleShadowColor(_:for:)`` have no effect, as in UIKit, and the button records a
/// ``ControlDiagnostic`` instead of failing silently.
open class StatelyButton: ConfiguredControl<ButtonAppearance> {
  /// The configuration, or `nil` for a legacy button. Setting it requests an update, except during an
  /// update, where the handler's writes are part of the update itself.
  @exclusivity(unchecked) public var configuration: ButtonConfiguration? {
    didSet { sourceOfConfigurationDidChange() }
  }

  /// A shared per-state configuration: while set, every update starts from
  /// `machine.configuration(for: state)` instead of ``configuration``. See ``ConfigurationMachine``.
  @exclusivity(unchecked) public var configurationMachine: ConfigurationMachine<ButtonConfiguration>? {
    didSet { sourceOfConfigurationDidChange() }
  }

  /// Whether updates apply the style's per-state defaults (UIKit's `updated(for:)`). Default `true`.
  @exclusivity(unchecked) public var automaticallyUpdatesConfiguration = true {
    didSet { configurationDidChange() }
  }

  /// Whether the primary action toggles `Control/isSelected`. Default `false`.
  @exclusivity(unchecked) public var changesSelectionAsPrimaryAction = false

  /// The light or dark appearance and the tint the button resolves against.
  @exclusivity(unchecked) public var traits: TraitCollection {
    didSet { if traits != oldValue { configurationDidChange() } }
  }

  /// The legacy per-state values, set with ``setTitle(_:for:)`` and its siblings.
  @exclusivity(unchecked) internal var legacy = LegacyValues() {
    didSet {
      legacyGeneration &+= 1
      configurationDidChange()
    }
  }

  /// Counts changes to ``legacy``, so that the appearance memo compares a number instead of six tables.
  @exclusivity(unchecked) internal var legacyGeneration = 0

  /// The last few resolved appearances with their inputs.
  internal let appearanceMemo = ButtonAppearanceMemo()

  /// The configuration as the update's override and handler found it: kept from the prepare phase to
  /// the apply phase, to tell what they wrote.
  @exclusivity(unchecked) internal var configurationBeforeHandler: ButtonConfiguration?

  /// Which of the values the precedence rules compare the override or handler wrote in the last update.
  @exclusivity(unchecked) internal var writtenByUpdate = WrittenValues()

  /// Where the displayed title, title colour and image came from, as of the last resolution.
  @exclusivity(unchecked) internal var resolvedSources = ButtonValueSources()

  /// Where the displayed title, title colour and image came from in the last update.
  public var valueSources: ButtonValueSources {
    _ = appearance
    return resolvedSources
  }

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - configuration: The configuration, or `nil` for a legacy button.
  ///   - primaryAction: An action whose title and image are copied into the configuration and whose
  ///     handler runs on `primaryActionTriggered`.
  ///   - space: The states the button can be in.
  ///   - traits: The appearance and tint to resolve against.
  ///   - cycle: The cycle that coalesces its updates.
  public init(
    configuration: ButtonConfiguration? = nil, primaryAction: Action? = nil, space: StateSpace = .standard,
    traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle()
  ) {
    var configuration = configuration
    if let primaryAction, configuration != nil {
      if let title = primaryAction.title { configuration?.title = title }
      if let image = primaryAction.image { configuration?.image = image }
    }
    self.configuration = configuration
    isConfigurationMode = configuration != nil
    self.traits = traits
    super.init(appearance: StatelyButton.placeholderAppearance, space: space, cycle: cycle)
    if let primaryAction {
      if configuration == nil, let title = primaryAction.title { setTitle(title, for: .normal) }
      if configuration == nil, let image = primaryAction.image { setImage(image, for: .normal) }
      let handler = primaryAction.handler
      addAction(for: .primaryActionTriggered) { control, _ in
        handler(control)
      }
    }
  }

  /// Whether the button is in configuration mode: it has a ``configuration`` or a
  /// ``configurationMachine``. Both keep it current, so an update reads a flag instead of testing an
  /// optional configuration.
  @exclusivity(unchecked) public private(set) var isConfigurationMode: Bool

  /// Keeps ``isConfigurationMode`` current after ``configuration`` or ``configurationMachine`` was set,
  /// and requests an update.
  private func sourceOfConfigurationDidChange() {
    isConfigurationMode = configuration != nil || configurationMachine != nil
    configurationDidChange()
  }

  /// How the current state resolves in every rule table of the ``configurationMachine``, then in the
  /// button's bindings.
  override open var explanations: [(property: String, explanation: StateExplanation)] {
    (configurationMachine?.explain(state, names: stateSpace.names) ?? []) + super.explanations
  }

  /// Diagnostics of every rule table of the ``configurationMachine``, in the button's space.
  override open var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] {
    configurationMachine?.diagnostics(in: stateSpace) ?? []
  }

  /// Toggles selection first when ``changesSelectionAsPrimaryAction`` is set, then sends
  /// `primaryActionTriggered`.
  open override func primaryActionTriggered() {
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
    super.primaryActionTriggered()
  }

  /// Switches a legacy button to configuration mode with ``ButtonConfiguration/plain()`` when a
  /// handler is assigned, as UIKit's header documents.
  open override func configurationUpdateHandlerDidChange() {
    if configuration == nil && configurationMachine == nil && hasConfigurationUpdateHandler {
      configuration = .plain()
    }
  }

  /// The prepare phase: starts from the machine's configuration for the state, if a machine is set, and
  /// keeps the configuration as it is before the override and handler run, to tell what they write.
  open override func prepareForConfigurationUpdate() {
    super.prepareForConfigurationUpdate()
    if let machine = configurationMachine, let state = stateBeingApplied {
      configuration = machine.configuration(for: state)
    }
    configurationBeforeHandler = configuration
  }

  /// The apply phase: notes what the override and handler wrote, then marks the appearance for
  /// resolution.
  open override func applyConfiguration() {
    // Moved out, not copied: the snapshot is dropped here anyway.
    writtenByUpdate = WrittenValues(before: configurationBeforeHandler.take(), after: configuration)
    super.applyConfiguration()
  }

  /// Resolves the appearance for the state of the last update, with the old-against-new precedence the
  /// type documentation describes.
  ///
  /// - Throws: ``ConfigurationError`` when the configuration cannot be resolved.
  /// - Returns: What a renderer draws.
  open override func resolveAppearance() throws(ConfigurationError) -> ButtonAppearance {
    try resolveWithPrecedence()
  }

  /// Shown until the first update.
  static let placeholderAppearance: ButtonAppearance = {
    do {
      return try ButtonConfiguration.plain().resolvedAppearance(for: .normal)
    } catch {
      preconditionFailure("the plain configuration resolves: \(error)")
    }
  }()
}

extension StatelyButton {
  /// A primary action: the title and image it gives the button, and what it does.
  public struct Action {
    /// Copied into the configuration's title, or the legacy `.normal` title.
    public var title: String?
    /// Copied into the configuration's image, or the legacy `.normal` image.
    public var image: ImageReference?
    /// Runs on `primaryActionTriggered`.
    public var handler: (StatelyButton) -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: A title for the button.
    ///   - image: An image for the button.
    ///   - handler: What the action does.
    public init(
      title: String? = nil, image: ImageReference? = nil, handler: @escaping (StatelyButton) -> Void
    ) {
      self.title = title
      self.image = image
      self.handler = handler
    }
  }
}
