public import Stately

/// A control whose look is resolved from its configuration: the one lifecycle every Stately control
/// shares, and the base class for a control of your own.
///
/// Each update ends by resolving the ``appearance`` with ``resolveAppearance(for:)``, from the
/// configuration and the state of the update, after `updateConfiguration()` and the
/// `configurationUpdateHandler`. Reading ``appearance`` does no work: it is what the last update
/// resolved, so flush the cycle before reading it. A configuration that cannot be resolved keeps the last good appearance
/// (a reused ``Cell`` shows no content and no background instead of its previous row's) and is reported
/// one way: ``configurationError`` says why, and ``diagnostics`` keeps the record.
///
/// Anything the resolution reads that changes outside an update calls ``configurationDidChange()``,
/// which requests an update.
///
/// ```swift
/// final class Badge: ConfiguredControl<BadgeAppearance> {
///   var count = 0 { didSet { configurationDidChange() } }
///   init() { super.init(appearance: BadgeAppearance(text: "0", color: .black)) }
///   override func resolveAppearance(for state: ControlState) throws(ConfigurationError) -> BadgeAppearance {
///     BadgeAppearance(text: "\(count)", color: state.contains(.disabled) ? ResolvedColor(hex: 0x8E8E93) : .black)
///   }
/// }
/// ```
open class ConfiguredControl<Appearance: Sendable>: Control {
  /// What a renderer draws: the configuration resolved for the state of the last update. When the
  /// configuration cannot be resolved, the last appearance that resolved stays (except in a reused
  /// ``Cell``) and ``configurationError`` says why. Flush the cycle before reading it, so pending updates
  /// have run.
  public final var appearance: Appearance {
    @inlinable _read { yield current }
  }

  /// The appearance the last update resolved. Usable from inlinable code, so that reading
  /// ``appearance`` from another module runs code compiled for the appearance's type (about 380
  /// instructions less per read, instruction gate `cell`).
  @usableFromInline final var current: Appearance
  private var lastError: ConfigurationError?
  private var recorded: [ControlDiagnostic] = []

  /// Why the configuration could not be resolved in the last update, or `nil` when ``appearance`` is
  /// current.
  public var configurationError: ConfigurationError? { lastError }

  /// Problems the control noticed instead of failing silently, oldest first: configurations that could
  /// not be resolved and setters that had no effect. At most ``diagnosticsLimit`` are kept.
  public var diagnostics: [ControlDiagnostic] { recorded }

  /// For each rule table behind the look, how the current state resolves: what a "why" popover shows.
  ///
  /// The default explains the control's bindings (`engine.explainBindings()`); a control whose look
  /// comes from rule tables of its own, such as a button's configuration table, adds them.
  open var explanations: [(property: String, explanation: StateExplanation)] { engine.explainBindings() }

  /// Diagnostics of every rule table the control's look reads, each in the space its rules live in:
  /// shadowed and ambiguous rules. The default has none.
  open var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] { [] }

  /// The maximum number of ``diagnostics`` kept.
  public static var diagnosticsLimit: Int { 32 }

  /// Creates a configured control.
  ///
  /// - Parameters:
  ///   - placeholder: What ``appearance`` returns until the first update resolves one.
  ///   - space: The states it can be in.
  ///   - cycle: The cycle that coalesces its updates.
  public init(
    appearance placeholder: Appearance, space: StateSpace = .standard, cycle: UpdateCycle = UpdateCycle()
  ) {
    self.current = placeholder
    super.init(space: space, cycle: cycle)
    // Unowned: the control keeps its steps, and they run only while it exists.
    install(
      (
        prepare: { [unowned self] in prepareUpdate(for: $0) },
        finish: { [unowned self] in finishUpdate(for: $0) },
        handlerDidChange: { [unowned self] in configurationUpdateHandlerDidChange() }
      ))
  }

  /// Starts an update, after the bound values are written: a button takes its configuration table's
  /// configuration here. The default does nothing.
  func prepareUpdate(for state: ControlState) {}

  /// A `configurationUpdateHandler` was set or cleared. The default does nothing.
  func configurationUpdateHandlerDidChange() {}

  /// Resolves the appearance now, for the state of the last update (or the current state before the
  /// first), without changing ``appearance``.
  ///
  /// - Throws: ``ConfigurationError`` naming the bad property.
  public func resolvedAppearance() throws(ConfigurationError) -> Appearance {
    try resolveAppearance(for: engine.lastAppliedState ?? state)
  }

  /// Ends the update by resolving ``appearance`` for its state.
  func finishUpdate(for state: ControlState) {
    do {
      current = try resolveAppearance(for: state)
      lastError = nil
    } catch {
      lastError = error
      record(.unresolvableConfiguration(error, state: state))
    }
  }

  /// Override point: resolves the appearance from the configuration and `state`. Each update calls it
  /// with the state it applies, after `updateConfiguration()` and the handler; never call it directly
  /// (``resolvedAppearance()`` resolves one on demand).
  ///
  /// - Throws: ``ConfigurationError`` naming the bad property; the last good appearance then stays.
  open func resolveAppearance(for state: ControlState) throws(ConfigurationError) -> Appearance {
    preconditionFailure("\(type(of: self)) must override resolveAppearance(for:)")
  }

  /// Call when something ``resolveAppearance(for:)`` reads changed: outside an update, or while its
  /// observers are told (after the appearance was resolved), it requests an update; during an update,
  /// before the appearance is resolved, the change is part of it.
  public func configurationDidChange() {
    if !engine.isApplying { setNeedsUpdateConfiguration() }
  }

  /// Adds a diagnostic, unless it repeats the last one; the oldest go beyond ``diagnosticsLimit``.
  ///
  /// - Parameter diagnostic: What the control noticed.
  public func record(_ diagnostic: ControlDiagnostic) {
    if recorded.last != diagnostic { recorded.append(diagnostic) }
    if recorded.count > Self.diagnosticsLimit { recorded.removeFirst(recorded.count - Self.diagnosticsLimit) }
  }
}
