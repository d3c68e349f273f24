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
/// ``ButtonDiagnostic`` instead of failing silently.
open class StatelyButton: Control {
  /// The configuration, or `nil` for a legacy button. Setting it requests an update, except during
  /// an update, where the handler's writes are part of the update itself.
  public var configuration: ButtonConfiguration? {
    didSet { if !isUpdating { setNeedsUpdateConfiguration() } }
  }

  /// A shared per-state configuration: while set, every update starts from
  /// `machine.configuration(for: state)` instead of ``configuration``. See ``ConfigurationMachine``.
  public var configurationMachine: ConfigurationMachine<ButtonConfiguration>? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether updates apply the style's per-state defaults (UIKit's `updated(for:)`). Default `true`.
  public var automaticallyUpdatesConfiguration = true {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the primary action toggles `Control/isSelected`. Default `false`.
  public var changesSelectionAsPrimaryAction = false

  /// The light or dark appearance and the tint the button resolves against.
  public var traits: TraitCollection {
    didSet { if traits != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// What a renderer draws, as of the last update.
  public internal(set) var appearance: ButtonAppearance

  /// Where the displayed title, title colour and image came from in the last update.
  public internal(set) var valueSources: ButtonValueSources = .init()

  /// Problems the button noticed instead of failing silently: ignored setters and configurations
  /// that could not be resolved. Oldest first; at most ``diagnosticsLimit`` are kept.
  public internal(set) var diagnostics: [ButtonDiagnostic] = []

  /// The maximum number of diagnostics kept.
  public static let diagnosticsLimit = 32

  // Legacy per-state storage: exact rules keyed by the normalised state.
  internal var legacyTitles = StateTable<String>(default: "")
  internal var legacyAttributedTitles = StateTable<AttributedString>(default: AttributedString())
  internal var legacyTitleColors = StateTable<DynamicColor>(default: .clear)
  // The defaults of these tables are never read: a legacy lookup that finds no rule means "not set".
  internal var legacyImages = StateTable<ImageReference>(default: .system(""))
  internal var legacyBackgroundImages = StateTable<ImageReference>(default: .system(""))
  internal var legacyTitleShadowColors = StateTable<DynamicColor>(default: .clear)

  /// Which configuration properties were customised before the update's handler ran.
  internal var customizationBeforeHandler: ButtonConfiguration.Property = []
  /// The properties the handler or override wrote in the last update.
  public internal(set) var propertiesWrittenByLastUpdate: ButtonConfiguration.Property = []

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
    self.traits = traits
    self.appearance = StatelyButton.placeholderAppearance
    super.init(space: space, cycle: cycle)
    if let primaryAction {
      if configuration == nil, let title = primaryAction.title { setTitle(title, for: .normal) }
      if configuration == nil, let image = primaryAction.image { setImage(image, for: .normal) }
      let handler = primaryAction.handler
      addAction(for: .primaryActionTriggered) { control, _ in
        handler(control)
      }
    }
  }

  /// Whether the button is in configuration mode.
  public var isConfigurationMode: Bool { configuration != nil || configurationMachine != nil }

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

  /// Starts the update from the machine's configuration for the state, if a machine is set, and
  /// notes what is customised so the button can tell what the override and handler write.
  open override func prepareForConfigurationUpdate() {
    if let machine = configurationMachine {
      configuration = machine.configuration(for: state)
    }
    if let customized = Self.clearCustomizations(&configuration) { customizationBeforeHandler = customized }
  }

  /// Resolves the appearance: the configuration (or the legacy values) for the current state, with
  /// the old-against-new precedence the type documentation describes.
  open override func applyConfiguration() {
    super.applyConfiguration()
    resolveAppearance()
  }

  internal func record(_ diagnostic: ButtonDiagnostic) {
    if diagnostics.last == diagnostic { return }
    diagnostics.append(diagnostic)
    if diagnostics.count > Self.diagnosticsLimit {
      diagnostics.removeFirst(diagnostics.count - Self.diagnosticsLimit)
    }
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
