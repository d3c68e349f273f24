extension Control {
  /// How far past its bounds a touch still counts as inside, in points, on every side: 70.
  ///
  /// UIKit grows a control's tracking area by private insets (`_UIControlMostlyInsideEdgeInsets()`)
  /// whose value Apple does not document. 70 points is a measurement on a device: biluncloud,
  /// "跳出手掌心——如何立即触发UIButton边界事件" (2015), found `touchDragExit` firing about 70 points past the
  /// button's edge in all four directions, and the same boundary for the other drag and touch-up events
  /// (also Stack Overflow question 14340122). Medium-high confidence; it may differ by idiom or version.
  public static let trackingBoundsOutset: Double = 70

  /// The default of ``multiTapInterval``: 0.35 seconds, Stately's choice.
  ///
  /// UIKit counts taps in `UITouch.tapCount`, "the number of taps that occurred for this touch within a
  /// predefined period of time", and does not document the period
  /// (https://developer.apple.com/documentation/uikit/uitouch/tapcount).
  public static let defaultMultiTapInterval: Double = 0.35

  /// Whether the control is tracking a touch, as UIKit's `isTracking`.
  public var isTracking: Bool { touchTracking.isTracking }

  /// Whether the tracked touch is inside the tracking bounds, as UIKit's `isTouchInside`.
  public var isTouchInside: Bool { touchTracking.isTouchInside }

  /// The longest gap, in seconds, between the end of one touch and the start of the next for the next
  /// to count as another tap in a row and send `touchDownRepeat`. Defaults to
  /// ``defaultMultiTapInterval``.
  public var multiTapInterval: Double {
    get { touchTracking.multiTapInterval }
    set { touchTracking.multiTapInterval = newValue }
  }

  /// Whether `point` counts as inside for tracking: inside ``bounds`` grown by
  /// ``trackingBoundsOutset`` on every side, as UIKit's tracking measures a moving touch.
  ///
  /// - Parameter point: A point in the control's coordinates. A coordinate that is not a number is
  ///   outside.
  public func isWithinTrackingBounds(_ point: ControlPoint) -> Bool {
    bounds.outset(by: Self.trackingBoundsOutset).contains(point)
  }

  /// A touch went down on the control: what UIKit's `touchesBegan(_:with:)` does for a control.
  ///
  /// An enabled control that is not tracking another touch counts the taps (see ``multiTapInterval``),
  /// asks ``beginTracking(_:with:)``, and when that returns `true` starts tracking: the touch is inside
  /// and the control highlighted. It then sends `touchDown`, and `touchDownRepeat` in a second send for
  /// a second tap in a row. A disabled control ignores the touch (UIKit's `shouldTrack`).
  ///
  /// - Parameters:
  ///   - touch: The touch; its `tapCount` is replaced by the control's count.
  ///   - event: The event, passed to the override points.
  public func touchesBegan(_ touch: ControlTouch, with event: ControlTouchEvent? = nil) {
    guard !touchTracking.isTracking, state.isDisjoint(with: .disabled) else { return }
    var touch = touch
    touch.tapCount = 1
    if let last = touchTracking.lastTap, touch.timestamp >= last.timestamp,
      touch.timestamp - last.timestamp <= touchTracking.multiTapInterval
    {
      touch.tapCount = last.count + 1
    }
    touchTracking.tapCount = touch.tapCount
    let tracking = beginTracking(touch, with: event)
    touchTracking.isTracking = tracking
    if tracking {
      touchTracking.isTouchInside = true
      isHighlighted = true
    }
    sendActions(for: .touchDown)
    if touch.tapCount >= 2 { sendActions(for: .touchDownRepeat) }
  }

  /// The tracked touch moved: what UIKit's `touchesMoved(_:with:)` does for a control.
  ///
  /// Asks ``continueTracking(_:with:)``; when it returns `false`, tracking stops with no event and the
  /// highlight left as it is. Otherwise the highlight follows whether the touch is within the tracking
  /// bounds; crossing them sends `touchDragEnter` or `touchDragExit` first, then every move sends
  /// `touchDragInside` or `touchDragOutside`. Does nothing when no touch is tracked.
  ///
  /// - Parameters:
  ///   - touch: The touch at its new location.
  ///   - event: The event, passed to the override points.
  public func touchesMoved(_ touch: ControlTouch, with event: ControlTouchEvent? = nil) {
    guard touchTracking.isTracking else { return }
    var touch = touch
    touch.tapCount = touchTracking.tapCount
    guard continueTracking(touch, with: event) else {
      touchTracking.isTracking = false
      return
    }
    let inside = isWithinTrackingBounds(touch.location)
    let crossed = inside != touchTracking.isTouchInside
    touchTracking.isTouchInside = inside
    isHighlighted = inside
    if crossed { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
    sendActions(for: inside ? .touchDragInside : .touchDragOutside)
  }

  /// The tracked touch lifted: what UIKit's `touchesEnded(_:with:)` does for a control.
  ///
  /// In order: a touch that lifts within the tracking bounds highlights the control if it was not
  /// (a quick tap); crossing the bounds sends `touchDragEnter` or `touchDragExit`;
  /// ``endTracking(_:with:)`` runs and tracking stops; `touchUpInside` followed by
  /// ``primaryActionTriggered()`` or `touchUpOutside` is sent; the highlight goes. UIKit keeps a quick
  /// tap's highlight for at least 0.12 seconds; Stately has no clock and unhighlights at once.
  ///
  /// A control disabled during the touch still ends it, and unhighlights, but sends neither touch-up
  /// event, as ``release(inside:)`` (see the article "Resolution, state spaces and diagnostics").
  ///
  /// - Parameters:
  ///   - touch: The touch where it lifted.
  ///   - event: The event, passed to the override points.
  public func touchesEnded(_ touch: ControlTouch, with event: ControlTouchEvent? = nil) {
    guard touchTracking.isTracking else { return }
    var touch = touch
    touch.tapCount = touchTracking.tapCount
    let inside = isWithinTrackingBounds(touch.location)
    if inside, !isHighlighted { isHighlighted = true }
    if inside != touchTracking.isTouchInside {
      touchTracking.isTouchInside = inside
      sendActions(for: inside ? .touchDragEnter : .touchDragExit)
    }
    endTracking(touch, with: event)
    touchTracking.isTracking = false
    if state.isDisjoint(with: .disabled) {
      if inside {
        sendActions(for: .touchUpInside)
        primaryActionTriggered()
      } else {
        sendActions(for: .touchUpOutside)
      }
    }
    isHighlighted = false
    touchTracking.isTouchInside = false
    touchTracking.lastTap = (touch.timestamp, touch.tapCount)
  }

  /// The system cancelled the tracked touch: what UIKit's `touchesCancelled(_:with:)` does for a
  /// control. Calls ``cancelTracking(with:)``, which unhighlights and sends `touchCancel`. Does nothing
  /// when no touch is tracked.
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: The event, passed to the override point.
  public func touchesCancelled(_ touch: ControlTouch, with event: ControlTouchEvent? = nil) {
    guard touchTracking.isTracking else { return }
    cancelTracking(with: event)
    touchTracking.isTracking = false
    touchTracking.isTouchInside = false
    touchTracking.lastTap = nil
  }
}
