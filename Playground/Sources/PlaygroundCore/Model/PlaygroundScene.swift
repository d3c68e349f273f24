/// The controls of one live session: the seam where real examples plug into the playground.
///
/// A scene and its controls are ordinary non-`Sendable` classes. The playground creates one scene per
/// WebSocket connection, inside that connection's ``PlaygroundSession`` actor, and calls it only from
/// there, so nothing else can reach its controls.
///
/// For every message the session calls ``rejection(of:for:)`` for each event first; when all are accepted
/// it calls ``apply(_:to:)`` for each event in order, then ``flushUpdates()`` exactly once, then
/// ``render(_:)`` for each control that changed.
public protocol PlaygroundScene: AnyObject {
  /// The ids of the scene's controls, in display order, such as `["checkout.add", "checkout.pay"]`.
  var controlIDs: [String] { get }

  /// The controls under headings, in display order; every id of ``controlIDs`` in exactly one group.
  /// The default is one group, "Controls", holding them all.
  var groups: [ControlGroup] { get }

  /// Says why a control cannot take an event, or `nil` when it can.
  ///
  /// Called only with ids from ``controlIDs``, before anything in the message is applied.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - controlID: The target control.
  /// - Returns: A short reason, such as `"a button takes no key events"`, or `nil`.
  func rejection(of event: BrowserEvent, for controlID: String) -> String?

  /// Applies one event to one control: change state, mark the control as needing an update.
  ///
  /// - Parameters:
  ///   - event: An event that ``rejection(of:for:)`` accepted.
  ///   - controlID: An id from ``controlIDs``.
  func apply(_ event: BrowserEvent, to controlID: String)

  /// Runs the pending update cycle once.
  ///
  /// - Returns: The ids of the controls whose update ran (their look may have changed), in any order.
  func flushUpdates() -> Set<String>

  /// The current look of a control.
  ///
  /// - Parameter controlID: An id from ``controlIDs``.
  /// - Returns: Its markup and inspector data.
  func render(_ controlID: String) -> ControlRendering
}

extension PlaygroundScene {
  /// One group, "Controls", holding every control in ``controlIDs`` order.
  public var groups: [ControlGroup] {
    [ControlGroup(title: "Controls", summary: "Every control of this session.", controls: controlIDs)]
  }

  /// Accepts every event; override to refuse some.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - controlID: The target control.
  /// - Returns: `nil`.
  public func rejection(of event: BrowserEvent, for controlID: String) -> String? { nil }
}

/// Makes the scene for each new live session.
public protocol PlaygroundSceneFactory: Sendable {
  /// Builds a fresh scene with its own controls.
  ///
  /// - Parameter timers: Schedules delayed work (such as a simulated request) inside the new session;
  ///   keep it if the scene needs time-based behaviour.
  /// - Returns: A scene that no other session shares.
  func makeScene(timers: SessionTimers) -> any PlaygroundScene
}

/// Schedules delayed work for one session's scene.
///
/// Actions run later inside the same session, one at a time with its messages; after each action the
/// session flushes the update cycle once and pushes the changed controls to that session's page only.
/// Actions still pending when the session closes never run.
public final class SessionTimers {
  struct Pending {
    let delay: Duration
    let action: () -> Void
  }

  private var pending: [Pending] = []

  /// Creates a timer list; the session drains it after every turn.
  public init() {}

  /// Runs `action` after `delay`, inside the session.
  ///
  /// - Parameters:
  ///   - delay: How long to wait.
  ///   - action: The work; it may change controls and mark them as needing an update.
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) {
    pending.append(Pending(delay: delay, action: action))
  }

  /// Removes and returns the actions scheduled since the last call, in scheduling order.
  func takePending() -> [Pending] {
    defer { pending.removeAll() }
    return pending
  }
}
