/// Where a ``ControlEngine``'s update is: the lifecycle every Stately control shares.
///
/// An update is requested with ``ControlEngine/setNeedsUpdate()`` (a control's
/// `setNeedsUpdateConfiguration()`), at any time; requests coalesce, and the engine's ``UpdateCycle``
/// runs one update per requesting control when it flushes. The update then goes through these phases,
/// in order, and the engine asks its ``ControlEngineHost`` to perform each one:
///
/// ```text
///  request ──► prepare ──► update ──► handler ──► apply ──► observe ──► idle
///  (any time)  bindings    the        configuration  configuration  observers
///              written,    override   UpdateHandler  → what is      told the
///              host        (update-                  drawn          new state
///              prepares    Configuration())
/// ```
///
/// Each phase has one job, and the engine checks that work happens in its phase: an update started
/// while another is running, or an apply step run outside an update, traps with a message naming the
/// phase it ran in.
public enum UpdatePhase: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No update is running. Requests made now are served by the next flush.
  case idle
  /// Bound values for the state are written; the host prepares what the update starts from.
  case prepare
  /// The override: UIKit's `updateConfiguration()`.
  case update
  /// The block-based equivalent of the override: `configurationUpdateHandler`.
  case handler
  /// The configuration becomes what is drawn, as UIKit applies a button's configuration last.
  case apply
  /// Observers of the state are told about the newly applied state.
  case observe

  /// The phases a host performs, in order.
  static let hostPhases: [UpdatePhase] = [.prepare, .update, .handler, .apply]

  /// The phase's name, as misuse messages print it.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .prepare: "prepare"
    case .update: "update"
    case .handler: "handler"
    case .apply: "apply"
    case .observe: "observe"
    }
  }
}
