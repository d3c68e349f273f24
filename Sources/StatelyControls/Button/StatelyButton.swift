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
  public var configuration: ButtonConfiguration? {
    didSet { configurationDidChange() }
  }

  /// A shared per-state configuration: while set, every update starts from
  /// `table.configuration(for: state)` instead of ``configuration``. See ``ConfigurationTable``.
  ///
  /// Each update writes the table's configuration to ``configuration``, so removing the table leaves
  /// the configuration it made for the last update; set ``configuration`` as well to choose what shows
  /// next (`nil` for a legacy button).
  public var configurationTable: ConfigurationTable<ButtonConfiguration>? {
    get { model.table }
    set { update(\.table, to: newValue) }
  }

  /// The former name of ``configurationTable``.
  @available(*, deprecated, renamed: "configurationTable")
  public var configurationMachine: ConfigurationTable<ButtonConfiguration>? {
    get { configurationTable }
    set { configurationTable = newValue }
  }

  /// Whether updates apply the style's per-state defaults (UIKit's `updated(for:)`). Default `true`.
  public var automaticallyUpdatesConfiguration: Bool {
    get { model.automaticallyUpdatesConfiguration }
    set { update(\.automaticallyUpdatesConfiguration, to: newValue) }
  }

  /// Whether the primary action toggles `Control/isSelected`. Default `false`.
  public var changesSelectionAsPrimaryAction: Bool {
    get { model.changesSelectionAsPrimaryAction }
    set { model.changesSelectionAsPrimaryAction = newValue }
  }

  /// The light or dark appearance and the tint the button resolves against.
  public var traits: TraitCollection {
    get { model.traits }
    set { update(\.traits, to: newValue) }
  }

  /// Whether the button is in configuration mode: it has a ``configuration`` or a
  /// ``configurationTable``.
  public var isConfigurationMode: Bool { configuration != nil || configurationTable != nil }

  /// Where the displayed title, title colour and image came from in the last update.
  public var valueSources: ButtonValueSources { resolvedSources }

  /// Changes a value the look is resolved from, requesting an update when it changes.
  private func update<Value: Equatable>(_ field: WritableKeyPath<ButtonModel, Value>, to value: Value) {
    // Changed in a copy (see `model`).
    var changed = model
    guard changed[keyPath: field] != value else { return }
    changed[keyPath: field] = value
    model = changed
    configurationDidChange()
  }

  /// Everything else the look is resolved from, in one stored value: an update reads it once.
  ///
  /// A part is changed in a copy taken out of it, so no access to it spans code the optimiser cannot
  /// see into (a key path, a rule table's methods) and it leaves out the run-time exclusivity checks of
  /// every access (one change in place costs each update about 250 instructions, instruction gate
  /// `button` and `legacyButton`).
  var model: ButtonModel

  private var resolvedSources = ButtonValueSources()

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
    self.model = ButtonModel(traits: traits)
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

  /// Creates a button whose configuration for each state comes from a table: the initialiser
  /// `StatelyUIButton` has, so one control source compiles against `StatelyControls` and `StatelyUIKit`.
  ///
  /// ```swift
  /// var table = ConfigurationTable(base: ButtonConfiguration.filled())
  /// table.base.title = "Follow"
  /// table.setValue("Following", for: .containsAll(.selected), at: \.title)
  /// let button = StatelyButton(space: .standard, configurationTable: table)
  /// ```
  ///
  /// - Parameters:
  ///   - space: The states the button can be in.
  ///   - configurationTable: The configuration for each state, or `nil` for a legacy button.
  ///   - cycle: The cycle that coalesces its updates.
  public convenience init(
    space: StateSpace = .standard, configurationTable: ConfigurationTable<ButtonConfiguration>?,
    cycle: UpdateCycle = UpdateCycle()
  ) {
    self.init(configuration: configurationTable?.base, space: space, cycle: cycle)
    self.configurationTable = configurationTable
  }

  /// The former spelling of ``init(space:configurationTable:cycle:)``.
  @available(*, deprecated, renamed: "init(space:configurationTable:cycle:)")
  public convenience init(
    space: StateSpace = .standard, configurationMachine: ConfigurationTable<ButtonConfiguration>?,
    cycle: UpdateCycle = UpdateCycle()
  ) {
    self.init(space: space, configurationTable: configurationMachine, cycle: cycle)
  }

  /// How the current state resolves in every rule table of the ``configurationTable``, then in the
  /// button's bindings.
  override open var explanations: [(property: String, explanation: StateExplanation)] {
    (configurationTable?.explain(state, names: engine.stateSpace.names) ?? []) + super.explanations
  }

  /// Diagnostics of every rule table of the ``configurationTable``, in the button's space.
  override open var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] {
    configurationTable?.diagnostics(in: engine.stateSpace) ?? []
  }

  /// Toggles selection first when ``changesSelectionAsPrimaryAction`` is set, then sends
  /// `primaryActionTriggered`.
  open override func primaryActionTriggered() {
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
    super.primaryActionTriggered()
  }

  /// Switches a legacy button to configuration mode with ``ButtonConfiguration/plain()`` when a
  /// handler is assigned, as UIKit's header documents.
  override func configurationUpdateHandlerDidChange() {
    if configuration == nil && configurationTable == nil && hasConfigurationUpdateHandler {
      configuration = .plain()
    }
  }

  /// Starts from the table's configuration, if any, and marks what the precedence rules compare.
  override func prepareUpdate(for state: ControlState) {
    if let machine = configurationTable { configuration = machine.configuration(for: state) }
    if configuration != nil { PrecedenceAssignments.mark(&configuration!) }
    model.assignmentsBeforeHandler = configuration.map(PrecedenceAssignments.init)
  }

  /// Notes what the override and handler wrote, then resolves the appearance.
  override func finishUpdate(for state: ControlState) {
    model.written = WrittenValues(before: model.assignmentsBeforeHandler, after: configuration)
    super.finishUpdate(for: state)
  }

  /// Resolves the appearance for `state`, with the precedence of "Old against new" above.
  ///
  /// - Throws: ``ConfigurationError`` when the configuration cannot be resolved.
  open override func resolveAppearance(for state: ControlState) throws(ConfigurationError) -> ButtonAppearance
  {
    let (appearance, sources) = try model.resolved(for: state, configuration: configuration)
    // Only the update's own resolution says where the shown values came from.
    if engine.isApplying { resolvedSources = sources }
    return appearance
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
