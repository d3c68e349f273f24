/// The logic of a ``Control``'s touch tracking, as a value: which touch is tracked, whether it is
/// inside, its taps in a row, and what each touch phase makes the control do.
///
/// The control drives it: for each phase it asks the tracker, calls the override point the tracker
/// names with the touch it returns, and runs the actions it returns, in order.
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
  /// When the last touch ended and its taps in a row; `nil` before the first, after a cancel, or after
  /// a touch without a clock (`press()`).
  private var lastTap: (timestamp: Double, count: Int)?
  /// See ``Control/multiTapInterval``.
  var multiTapInterval = Control.defaultMultiTapInterval

  /// A touch went down: the touch to ask `beginTracking(_:with:)` with, its taps counted, or `nil` when
  /// the control ignores it (it is disabled, or tracks another touch).
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - countsTaps: Whether the touch's timestamp counts taps in a row; `false` for a touch without a
  ///     clock.
  ///   - isEnabled: Whether the control's state is enabled.
  mutating func began(_ touch: ControlTouch, countsTaps: Bool, isEnabled: Bool) -> ControlTouch? {
    guard !isTracking, isEnabled else { return nil }
    var touch = touch
    touch.tapCount = 1
    if countsTaps, let last = lastTap, touch.timestamp >= last.timestamp,
      touch.timestamp - last.timestamp <= multiTapInterval
    {
      touch.tapCount = last.count + 1
    }
    tapCount = touch.tapCount
    return touch
  }

  /// `beginTracking(_:with:)` answered for the touch that went down: what the control does.
  mutating func beganTracking(_ tracks: Bool, tapCount: Int) -> [Action] {
    isTracking = tracks
    var actions: [Action] = []
    if tracks {
      isTouchInside = true
      actions.append(.highlight(true))
    }
    actions.append(.send(.touchDown))
    if tapCount >= 2 { actions.append(.send(.touchDownRepeat)) }
    return actions
  }

  /// The tracked touch moved: the touch to ask `continueTracking(_:with:)` with, or `nil` when no touch
  /// is tracked.
  func moved(_ touch: ControlTouch) -> ControlTouch? {
    guard isTracking else { return nil }
    var touch = touch
    touch.tapCount = tapCount
    return touch
  }

  /// `continueTracking(_:with:)` answered for the moved touch, which is `inside` the tracking bounds or
  /// not: what the control does.
  mutating func continuedTracking(_ continues: Bool, inside: Bool) -> [Action] {
    guard continues else {
      isTracking = false
      return []
    }
    let crossed = inside != isTouchInside
    isTouchInside = inside
    var actions: [Action] = [.highlight(inside)]
    if crossed { actions.append(.send(inside ? .touchDragEnter : .touchDragExit)) }
    actions.append(.send(inside ? .touchDragInside : .touchDragOutside))
    return actions
  }

  /// The tracked touch lifted, `inside` the tracking bounds or not: the touch with its taps, and what
  /// the control does before it calls `endTracking(_:with:)`, or `nil` when no touch is tracked.
  ///
  /// - Parameters:
  ///   - touch: Where it lifted.
  ///   - inside: Whether that is within the tracking bounds.
  ///   - isHighlighted: Whether the control is highlighted.
  mutating func ended(_ touch: ControlTouch, inside: Bool, isHighlighted: Bool)
    -> (touch: ControlTouch, actions: [Action])?
  {
    guard isTracking else { return nil }
    var touch = touch
    touch.tapCount = tapCount
    var actions: [Action] = []
    if inside, !isHighlighted { actions.append(.highlight(true)) }
    if inside != isTouchInside {
      isTouchInside = inside
      actions.append(.send(inside ? .touchDragEnter : .touchDragExit))
    }
    return (touch, actions)
  }

  /// `endTracking(_:with:)` ran for the lifted touch: tracking stops, and what the control does.
  ///
  /// - Parameters:
  ///   - touch: The touch, as ``ended(_:inside:isHighlighted:)`` returned it.
  ///   - inside: Whether it lifted within the tracking bounds.
  ///   - countsTaps: Whether the touch's timestamp counts taps in a row.
  ///   - isEnabled: Whether the control's state is enabled now.
  mutating func endedTracking(_ touch: ControlTouch, inside: Bool, countsTaps: Bool, isEnabled: Bool)
    -> [Action]
  {
    isTracking = false
    var actions: [Action] = []
    if isEnabled {
      actions.append(.send(inside ? .touchUpInside : .touchUpOutside))
      if inside { actions.append(.primaryActionTriggered) }
    }
    actions.append(.highlight(false))
    isTouchInside = false
    lastTap = countsTaps ? (touch.timestamp, touch.tapCount) : nil
    return actions
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
