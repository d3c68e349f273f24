public import Stately

/// A control whose look is resolved from its configuration: the one lifecycle every Stately control
/// shares, and the base class for a control of your own.
///
/// Each update runs the phases of `UpdatePhase` (prepare, update, handler, apply); this class adds
/// what every configured control does with them:
/// - **apply** resolves the ``appearance`` with ``resolveAppearance()``, from the configuration and the
///   state of the update; a subclass that captures something from the update (what the handler wrote,
///   say) overrides ``applyConfiguration()`` and calls `super`;
/// - a control made with ``Resolution/onFirstRead``, such as a list cell, defers that work to the first
///   read of ``appearance``, so a frame of many controls resolves only the ones it draws; anything the
///   resolution reads that changes before the read is then read as it is;
/// - a configuration that cannot be resolved keeps the last good appearance and is reported one way:
///   ``configurationError`` says why, and ``diagnostics`` keeps the record.
///
/// Anything the resolution reads that changes outside an update calls ``configurationDidChange()``,
/// which requests an update.
///
/// ```swift
/// final class Badge: ConfiguredControl<BadgeAppearance> {
///   var count = 0 { didSet { configurationDidChange() } }
///   init() { super.init(appearance: BadgeAppearance(text: "0", color: .black)) }
///   override func resolveAppearance() throws(ConfigurationError) -> BadgeAppearance {
///     let state = lastAppliedState ?? .normal
///     return BadgeAppearance(text: "\(count)", color: state.contains(.disabled) ? .gray : .black)
///   }
/// }
/// ```
open class ConfiguredControl<Appearance: Sendable>: Control {
  /// When the apply phase's resolution runs.
  public enum Resolution: Sendable, Hashable {
    /// In the apply phase: the appearance changes only at updates.
    case eager
    /// On the first read of ``ConfiguredControl/appearance`` after an update or a configuration
    /// change; for controls of which a frame updates many and draws few, such as list cells.
    case onFirstRead
  }

  /// Whether ``appearance`` must be resolved again before it is read. Kept inline: a frame reads and
  /// writes it for every control.
  @exclusivity(unchecked) @usableFromInline final var isAppearanceStale = true
  /// Whether resolution waits for the first read.
  private let resolvesOnFirstRead: Bool
  /// The last resolution error and the diagnostics, out of line and made on first use: most controls
  /// never have either.
  @exclusivity(unchecked) private var problems: Problems?
  /// The resolved appearance, inline: a frame that draws its controls reads it for every one of them.
  @exclusivity(unchecked) @usableFromInline final var current: Appearance

  /// What ``ConfiguredControl`` keeps out of line.
  private final class Problems {
    @exclusivity(unchecked) var error: ConfigurationError?
    @exclusivity(unchecked) var diagnostics: [ControlDiagnostic] = []
  }

  /// The out-of-line problems, made on first use.
  private var problemStorage: Problems {
    if let problems { return problems }
    let made = Problems()
    problems = made
    return made
  }

  /// For each rule table behind the look, how the current state resolves: what a "why" popover shows.
  ///
  /// The default explains the control's bindings (`explainBindings()`); a control whose look comes from
  /// rule tables of its own, such as a button's configuration machine, adds them.
  open var explanations: [(property: String, explanation: StateExplanation)] { explainBindings() }

  /// Diagnostics of every rule table the control's look reads, each in the space its rules live in:
  /// shadowed and ambiguous rules. The default has none.
  open var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] { [] }

  /// The maximum number of ``diagnostics`` kept.
  public static var diagnosticsLimit: Int { 32 }

  /// Creates a configured control.
  ///
  /// - Parameters:
  ///   - placeholder: What ``appearance`` returns until the first update resolves one.
  ///   - resolution: When resolution runs. Defaults to ``Resolution/eager``.
  ///   - space: The states it can be in.
  ///   - cycle: The cycle that coalesces its updates.
  public init(
    appearance placeholder: Appearance, resolution: Resolution = .eager, space: StateSpace = .standard,
    cycle: UpdateCycle = UpdateCycle()
  ) {
    self.current = placeholder
    self.resolvesOnFirstRead = resolution == .onFirstRead
    super.init(space: space, cycle: cycle)
  }

  /// What a renderer draws: the configuration resolved for the state of the last update. When the
  /// configuration cannot be resolved, the last appearance that resolved stays and
  /// ``configurationError`` says why. Flush the cycle before reading it, so pending updates have run.
  ///
  /// Reading it is inlined into the reader, specialised for the control's appearance: it checks one
  /// flag and lends the kept appearance in place, so `cell.appearance.background?.fillColor` copies
  /// and retains nothing; only a copy the reader keeps is retained.
  public final var appearance: Appearance {
    @inlinable _read {
      if isAppearanceStale { resolveIfNeeded() }
      yield current
    }
  }

  /// Why the configuration could not be resolved, or `nil` when ``appearance`` is current.
  public var configurationError: ConfigurationError? {
    resolveIfNeeded()
    return problems?.error
  }

  /// Problems the control noticed instead of failing silently, oldest first: configurations that could
  /// not be resolved and setters that had no effect. At most ``diagnosticsLimit`` are kept.
  public var diagnostics: [ControlDiagnostic] {
    resolveIfNeeded()
    return problems?.diagnostics ?? []
  }

  /// Resolves the appearance now.
  ///
  /// - Throws: ``ConfigurationError`` naming the bad property.
  /// - Returns: The appearance.
  public func resolvedAppearance() throws(ConfigurationError) -> Appearance {
    resolveIfNeeded()
    if let error = problems?.error { throw error }
    return current
  }

  /// The apply phase: resolves ``appearance`` now, or marks it for resolution on its first read.
  ///
  /// A control that resolves on first read and keeps appearances it resolved before (a cell) makes the
  /// one kept for this state current here, so only a state it has not kept waits for the read.
  /// Subclasses that capture something from the update override it and call `super` last. Running it
  /// outside an update's apply phase traps.
  open override func applyConfiguration() {
    engine.requirePhase(.apply, for: "applyConfiguration()")
    super.applyConfiguration()
    isAppearanceStale = true
    if resolvesOnFirstRead {
      // Taking a kept appearance is a comparison and a swap of references in lines this pass has
      // just written; done here, a list's later read of the appearance touches neither the memo's
      // lines nor its keys, which at many cells per frame are lines no longer in the caches.
      _ = takeKeptAppearance()
    } else {
      resolveIfNeeded()
    }
  }

  /// Override point: resolves the appearance from the configuration and the state of the update
  /// (`stateBeingApplied` in the apply phase, else `lastAppliedState`).
  /// Called in the apply phase, or on the first read of ``appearance`` after an update; never call it
  /// directly.
  ///
  /// - Throws: ``ConfigurationError`` naming the bad property; the last good appearance then stays.
  /// - Returns: What a renderer draws.
  open func resolveAppearance() throws(ConfigurationError) -> Appearance {
    preconditionFailure("\(type(of: self)) must override resolveAppearance()")
  }

  /// Call when something ``resolveAppearance()`` reads changed: outside an update it requests one;
  /// inside an update the change is part of it. A control that resolves on first read also marks its
  /// appearance for resolution, and a control that keeps appearances it resolved before (a ``Cell``)
  /// forgets them.
  public func configurationDidChange() {
    forgetKeptAppearances()
    if resolvesOnFirstRead { isAppearanceStale = true }
    if engine.phase == .idle { setNeedsUpdateConfiguration() }
  }

  /// Adds a diagnostic, unless it repeats the last one; the oldest go beyond ``diagnosticsLimit``.
  ///
  /// - Parameter diagnostic: What the control noticed.
  public func record(_ diagnostic: ControlDiagnostic) {
    let limit = Self.diagnosticsLimit
    let storage = problemStorage
    if storage.diagnostics.last == diagnostic { return }
    storage.diagnostics.append(diagnostic)
    if storage.diagnostics.count > limit {
      storage.diagnostics.removeFirst(storage.diagnostics.count - limit)
    }
  }

  // MARK: - Kept appearances (for subclasses in this module)

  /// Makes ``current`` an appearance resolved before, when a subclass keeps one for the inputs of this
  /// resolution; the default keeps none. A hit skips ``resolveAppearance()``, so what a subclass keeps
  /// is what that method returned, overrides included.
  ///
  /// - Returns: Whether ``current`` now holds the appearance for the inputs.
  func reuseKeptAppearance() -> Bool { false }

  /// Makes a new resolution the current appearance; a subclass that keeps appearances keeps the one it
  /// replaces.
  ///
  /// - Parameter resolved: What ``resolveAppearance()`` returned.
  func install(_ resolved: Appearance) { current = resolved }

  /// Forgets the appearances a subclass keeps, because something a resolution reads changed.
  func forgetKeptAppearances() {}

  /// Makes a kept appearance for the state being applied current, when a subclass keeps one, and
  /// leaves the appearance stale otherwise.
  ///
  /// - Returns: Whether a kept appearance is now current.
  private final func takeKeptAppearance() -> Bool {
    guard reuseKeptAppearance() else { return false }
    isAppearanceStale = false
    problems?.error = nil
    return true
  }

  /// Resolves the appearance if anything changed since the last resolution, taking a kept one first.
  @usableFromInline final func resolveIfNeeded() {
    guard isAppearanceStale, !takeKeptAppearance() else { return }
    isAppearanceStale = false
    do {
      install(try resolveAppearance())
      problems?.error = nil
    } catch {
      problemStorage.error = error
      record(.unresolvableConfiguration(error, state: stateBeingApplied ?? lastAppliedState ?? state))
    }
  }
}
