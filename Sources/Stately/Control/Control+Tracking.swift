extension Control {
  /// How far past its bounds a touch still counts as inside, in points, on every side: 70.
  ///
  /// UIKit grows a control's tracking area by private insets (`_UIControlMostlyInsideEdgeInsets()`)
  /// whose value Apple does not document. 70 points is a measurement on a device: biluncloud,
  /// "跳出手掌心——如何立即触发UIButton边界事件" (2015), found `touchDragExit` firing about 70 points past the
  /// button's edge in all four directions, and the same boundary for the other drag and touch-up events
  /// (also Stack Overflow question 14340122). Medium-high confidence; it may differ by idiom or version.
  public static let trackingBoundsOutset: Double = 70

  /// Whether the control is tracking a touch, as UIKit's `isTracking`.
  public var isTracking: Bool { touches.isTracking }

  /// Whether the tracked touch is inside the tracking bounds, as UIKit's `isTouchInside`.
  public var isTouchInside: Bool { touches.isTouchInside }

  /// The longest gap, in seconds, between the end of one touch and the start of the next for the next
  /// to count as another tap in a row and send `touchDownRepeat`: 0.35 by default, Stately's choice.
  ///
  /// UIKit counts taps in `UITouch.tapCount`, "within a predefined period of time", and does not
  /// document the period (https://developer.apple.com/documentation/uikit/uitouch/tapcount).
  public var multiTapInterval: Double {
    get { touches.multiTapInterval }
    set { touches.multiTapInterval = newValue }
  }

  /// The farthest, in points, that a touch may go down from where the last one ended and still count
  /// as another tap in a row: 45 by default, Stately's choice. UIKit resets `tapCount` for a tap far
  /// from the last one but does not document the distance.
  public var multiTapDistance: Double {
    get { touches.multiTapDistance }
    set { touches.multiTapDistance = newValue }
  }

  /// Whether `point` counts as inside for tracking: inside ``bounds`` grown by
  /// ``trackingBoundsOutset`` on every side, as UIKit's tracking measures a moving touch.
  ///
  /// - Parameter point: A point in the control's coordinates. A coordinate that is not a number is
  ///   outside.
  public func isWithinTrackingBounds(_ point: ControlPoint) -> Bool {
    bounds.outset(by: Self.trackingBoundsOutset).contains(point)
  }

  // MARK: Touches

  /// A touch went down on the control: what UIKit's `touchesBegan(_:with:)` does for a control.
  ///
  /// An enabled control that is not tracking another touch counts the taps (see ``multiTapInterval``),
  /// asks ``beginTracking(_:with:)``, and when that returns `true` starts tracking: the touch is inside
  /// and the control highlighted. It then sends `touchDown`, with `touchDownRepeat` in the same send
  /// for a second tap in a row. A disabled control ignores the touch (UIKit's `shouldTrack`).
  ///
  /// - Parameters:
  ///   - touch: The touch; its `tapCount` is replaced by the control's count.
  ///   - event: The event, passed to the override points.
  public func touchesBegan(_ touch: ControlTouch, with event: ControlTouchEvent? = nil) {
    begin(touch, countsTaps: true, event: event)
  }

  /// The tracked touch moved: what UIKit's `touchesMoved(_:with:)` does for a control.
  ///
  /// Asks ``continueTracking(_:with:)``; when it returns `false`, tracking stops: the control is
  /// unhighlighted, and sends nothing then or when the touch lifts. Otherwise the highlight follows
  /// whether the touch is within the tracking bounds, and one send carries `touchDragInside` or
  /// `touchDragOutside`, with `touchDragEnter` or `touchDragExit` when the move crossed the bounds.
  /// Does nothing when no touch is tracked, or while the control is disabled.
  ///
  /// - Parameters:
  ///   - touch: The touch at its new location.
  ///   - event: The event, passed to the override points.
  public func touchesMoved(_ touch: ControlTouch, with event: ControlTouchEvent? = nil) {
    guard let touch = touches.moved(touch, isEnabled: isEnabledNow) else { return }
    let continues = continueTracking(touch, with: event)
    run(touches.continuedTracking(continues, inside: isWithinTrackingBounds(touch.location)))
  }

  /// The tracked touch lifted: what UIKit's `touchesEnded(_:with:)` does for a control.
  ///
  /// In order: ``endTracking(_:with:)`` runs, with ``isTouchInside`` where the touch lifted; tracking
  /// stops; `touchUpInside` followed by ``primaryActionTriggered()``, or `touchUpOutside`, is sent; the
  /// highlight goes. A lift sends no drag event. A control disabled during the touch still ends it and
  /// unhighlights, but sends no touch-up event.
  ///
  /// - Parameters:
  ///   - touch: The touch where it lifted.
  ///   - event: The event, passed to the override points.
  public func touchesEnded(_ touch: ControlTouch, with event: ControlTouchEvent? = nil) {
    end(touch, countsTaps: true, event: event)
  }

  /// The system cancelled the tracked touch: what UIKit's `touchesCancelled(_:with:)` does for a
  /// control. Calls ``cancelTracking(with:)``, which unhighlights and sends `touchCancel`. Does nothing
  /// when no touch is tracked.
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: The event, passed to the override point.
  public func touchesCancelled(_ touch: ControlTouch, with event: ControlTouchEvent? = nil) {
    guard touches.cancelled() else { return }
    cancelTracking(with: event)
  }

  // MARK: Without coordinates

  /// A finger going down in the middle of the control: ``touchesBegan(_:with:)`` with a touch that
  /// counts no taps in a row, for keys, tests and batches.
  public func press() {
    begin(ControlTouch(location: center, timestamp: 0), countsTaps: false, event: nil)
  }

  /// The finger of the touch being tracked lifting: ``touchesEnded(_:with:)`` in the middle of the
  /// control, or, with `inside` `false`, past its tracking bounds. Does nothing when no touch is
  /// tracked.
  ///
  /// - Parameter inside: Whether the finger lifts inside the control.
  public func release(inside: Bool = true) {
    let outside = ControlPoint(
      x: bounds.origin.x + bounds.width + Self.trackingBoundsOutset + 1, y: center.y)
    end(ControlTouch(location: inside ? center : outside, timestamp: 0), countsTaps: false, event: nil)
  }

  /// A press followed by a release inside.
  public func tap() {
    press()
    release(inside: true)
  }

  /// Cancels a touch in progress through ``cancelTracking(with:)``; a control highlighted without a
  /// tracked touch is unhighlighted and sends `touchCancel`.
  public func cancelTracking() {
    if touches.cancelled() {
      cancelTracking(with: nil)
    } else if isHighlighted {
      isHighlighted = false
      sendActions(for: .touchCancel)
    }
  }

  // MARK: Driving the tracker

  /// The middle of ``bounds``.
  private var center: ControlPoint {
    ControlPoint(x: bounds.origin.x + bounds.width / 2, y: bounds.origin.y + bounds.height / 2)
  }

  /// A touch going down, with or without a clock for taps in a row.
  private func begin(_ touch: ControlTouch, countsTaps: Bool, event: ControlTouchEvent?) {
    guard let touch = touches.began(touch, countsTaps: countsTaps, isEnabled: isEnabledNow) else { return }
    run(touches.beganTracking(beginTracking(touch, with: event)))
  }

  /// The tracked touch lifting, with or without a clock for taps in a row.
  private func end(_ touch: ControlTouch, countsTaps: Bool, event: ControlTouchEvent?) {
    guard let touch = touches.ended(touch, inside: isWithinTrackingBounds(touch.location)) else { return }
    endTracking(touch, with: event)
    run(touches.endedTracking(touch, countsTaps: countsTaps, isEnabled: isEnabledNow))
  }

  /// Whether the control's state is enabled (a subclass's state may be disabled by a custom flag).
  private var isEnabledNow: Bool { !state.contains(.disabled) }

  /// Does what the tracker asked, in order.
  private func run(_ actions: [TouchTracker.Action]) {
    for action in actions {
      switch action {
      case .highlight(let isOn): isHighlighted = isOn
      case .send(let events): sendActions(for: events)
      case .primaryActionTriggered: primaryActionTriggered()
      }
    }
  }
}
