/// The logic of a ``Control``'s touch tracking, as a value: which touch is tracked, whether it is
/// inside, its taps in a row, and what each phase makes the control do. For each phase the control
/// asks it, calls the override point with the touch it returns, and runs the actions it returns.
struct TouchTracker: Sendable {
  /// What the control does, in order, for a touch phase.
  enum Action: Sendable, Hashable {
    /// Sets `isHighlighted`.
    case highlight(Bool)
    /// Sends these events, in one send.
    case send(ControlEvent)
    /// Calls `primaryActionTriggered()`.
    case primaryActionTriggered
  }

  /// Whether a touch is tracked.
  private(set) var isTracking = false
  /// Whether the tracked touch is within the tracking bounds.
  private(set) var isTouchInside = false
  /// The tracked touch's taps in a row.
  private var tapCount = 1
  /// Where and when the last touch ended, and its taps in a row; `nil` before the first, after a
  /// cancel, or after a touch without a clock (`press()`).
  private var lastTap: (touch: ControlTouch, count: Int)?
  /// See ``Control/multiTapInterval``.
  var multiTapInterval = 0.35
  /// See ``Control/multiTapDistance``.
  var multiTapDistance = 45.0

  /// A touch went down: the touch to ask `beginTracking(_:with:)` with, its taps counted, or `nil` when
  /// the control ignores it (it is disabled, or tracks another touch). A touch counts as another tap
  /// in a row when it goes down soon enough after the last one ended, and near enough to where it did.
  mutating func began(_ touch: ControlTouch, countsTaps: Bool, isEnabled: Bool) -> ControlTouch? {
    guard !isTracking, isEnabled else { return nil }
    var touch = touch
    touch.tapCount = 1
    if countsTaps, let last = lastTap,
      (0...multiTapInterval).contains(touch.timestamp - last.touch.timestamp),
      touch.location.distance(to: last.touch.location) <= multiTapDistance
    {
      touch.tapCount = last.count + 1
    }
    tapCount = touch.tapCount
    return touch
  }

  /// `beginTracking(_:with:)` answered for the touch that went down: tracking starts when it said so,
  /// and `touchDown` (with `touchDownRepeat` for a second tap or later) goes out in one send.
  mutating func beganTracking(_ tracks: Bool) -> [Action] {
    isTracking = tracks
    isTouchInside = tracks
    let down: [Action] = [.send(tapCount >= 2 ? [.touchDown, .touchDownRepeat] : .touchDown)]
    return tracks ? [.highlight(true)] + down : down
  }

  /// The tracked touch moved: the touch to ask `continueTracking(_:with:)` with, or `nil` when no touch
  /// is tracked or the control is disabled (a disabled control sends no drag events).
  func moved(_ touch: ControlTouch, isEnabled: Bool) -> ControlTouch? {
    guard isTracking, isEnabled else { return nil }
    var touch = touch
    touch.tapCount = tapCount
    return touch
  }

  /// `continueTracking(_:with:)` answered for the moved touch, which is `inside` the tracking bounds or
  /// not: the highlight follows the touch, and the drag event, with the crossing it made if any, goes
  /// out in one send; tracking that stops unhighlights and sends nothing.
  mutating func continuedTracking(_ continues: Bool, inside: Bool) -> [Action] {
    guard continues else {
      stop()
      return [.highlight(false)]
    }
    var events: ControlEvent = inside ? .touchDragInside : .touchDragOutside
    if inside != isTouchInside { events.formUnion(inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    return [.highlight(inside), .send(events)]
  }

  /// The tracked touch lifted, `inside` the tracking bounds or not: the touch with its taps, to call
  /// `endTracking(_:with:)` with, or `nil` when no touch is tracked. A lift sends no drag event.
  mutating func ended(_ touch: ControlTouch, inside: Bool) -> ControlTouch? {
    guard isTracking else { return nil }
    isTouchInside = inside
    var touch = touch
    touch.tapCount = tapCount
    return touch
  }

  /// `endTracking(_:with:)` ran for the lifted touch: tracking stops, and an enabled control sends
  /// `touchUpInside` and its primary action, or `touchUpOutside`, before the highlight goes.
  mutating func endedTracking(_ touch: ControlTouch, countsTaps: Bool, isEnabled: Bool) -> [Action] {
    let inside = isTouchInside
    stop()
    lastTap = countsTaps ? (touch, touch.tapCount) : nil
    guard isEnabled else { return [.highlight(false)] }
    return inside
      ? [.send(.touchUpInside), .primaryActionTriggered, .highlight(false)]
      : [.send(.touchUpOutside), .highlight(false)]
  }

  /// The tracked touch was cancelled: whether the control calls `cancelTracking(with:)`, which it does
  /// only while it tracks a touch.
  mutating func cancelled() -> Bool {
    guard isTracking else { return false }
    stop()
    lastTap = nil
    return true
  }

  /// Stops tracking, as `cancelTracking(with:)` does.
  mutating func stop() {
    isTracking = false
    isTouchInside = false
  }
}

extension ControlPoint {
  /// The straight-line distance to `other`, in points.
  fileprivate func distance(to other: ControlPoint) -> Double {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }
}
