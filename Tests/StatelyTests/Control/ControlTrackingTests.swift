import Stately
import Testing

// Sources, as cited in /work/notes/uikit-facts-39.md §4 and §2:
// - DECOMP: UIKitCore's -[UIControl touchesBegan/Moved/Ended/Cancelled:withEvent:] and
//   pointMostlyInside:withEvent:, decompiled: derived from the real binary, not a run on UIKit (medium to
//   high confidence).
// - REIMPL: Chameleon's UIControl.m, the same shape (touchDown, Enter/Exit with Inside/Outside, endTracking
//   before the touch-up). Not UIKit.
// - Apple's pages for beginTracking(_:with:), continueTracking(_:with:), endTracking(_:with:),
//   cancelTracking(with:), isTracking, isTouchInside and UITouch.tapCount (documentation).
// - The 70-point outset: biluncloud's 2015 measurement on a device (a blog; real UIKit, not a test suite).

/// A 100 × 40 control that logs its events and its override points.
private final class TrackedControl: Control {
  var log: [String] = []
  var beginsTracking = true
  var keepsTracking = true

  init() {
    super.init(cycle: UpdateCycle())
    bounds = ControlRect(width: 100, height: 40)
    addAction(for: .allEvents) { control, events in control.log.append(events.trackingName) }
  }

  override func beginTracking(_ touch: ControlTouch, with event: ControlTouchEvent?) -> Bool {
    log.append("begin \(touch.tapCount)")
    return beginsTracking
  }

  override func continueTracking(_ touch: ControlTouch, with event: ControlTouchEvent?) -> Bool {
    keepsTracking
  }

  override func endTracking(_ touch: ControlTouch?, with event: ControlTouchEvent?) {
    log.append("end highlighted=\(isHighlighted) tracking=\(isTracking)")
  }

  /// Takes the log.
  func take() -> [String] {
    defer { log.removeAll() }
    return log
  }
}

extension ControlEvent {
  fileprivate var trackingName: String { String(description.dropFirst().dropLast()) }
}

private func touch(_ x: Double, _ y: Double, at time: Double = 0) -> ControlTouch {
  ControlTouch(location: ControlPoint(x: x, y: y), timestamp: time)
}

@Suite("Touch tracking: UIKit's sequence of control events, with the tracking bounds")
struct ControlTrackingTests {
  @Test(
    "A tap inside: touchDown, then endTracking, touchUpInside and primaryActionTriggered, highlighted until then"
  )
  func tapInside() {
    // Source: DECOMP touchesBegan/touchesEnded (endTracking → touchUpInside → primaryActionTriggered →
    // unhighlight); REIMPL Chameleon. Not run on real UIKit.
    let control = TrackedControl()
    control.touchesBegan(touch(50, 20))
    #expect(control.isTracking && control.isTouchInside && control.isHighlighted)
    #expect(control.state == .highlighted)
    control.touchesEnded(touch(50, 20, at: 0.1))
    #expect(
      control.take() == [
        "begin 1", "touchDown", "end highlighted=true tracking=true", "touchUpInside",
        "primaryActionTriggered",
      ])
    #expect(!control.isTracking && !control.isTouchInside && !control.isHighlighted)
  }

  @Test("Dragging out and back: Exit and Enter come before Outside and Inside, and the highlight follows")
  func dragOutAndBack() {
    // Source: DECOMP touchesMoved (Enter/Exit, then Inside/Outside, as separate sends; isHighlighted =
    // inside); REIMPL Chameleon. Not run on real UIKit.
    let control = TrackedControl()
    control.touchesBegan(touch(50, 20))
    control.touchesMoved(touch(60, 20))
    #expect(control.isHighlighted)
    control.touchesMoved(touch(250, 20))
    #expect(!control.isHighlighted && !control.isTouchInside && control.isTracking)
    control.touchesMoved(touch(260, 20))
    control.touchesMoved(touch(80, 20))
    #expect(control.isHighlighted && control.isTouchInside)
    control.touchesMoved(touch(300, 300))
    control.touchesEnded(touch(300, 300))
    #expect(
      control.take() == [
        "begin 1", "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragOutside",
        "touchDragEnter", "touchDragInside", "touchDragExit", "touchDragOutside",
        "end highlighted=false tracking=true", "touchUpOutside",
      ])
    #expect(!control.isHighlighted)
  }

  @Test("The tracking bounds reach 70 points past every edge")
  func trackingBounds() {
    // Source: biluncloud 2015, measured on a device: touchDragExit fires about 70 points past the edge,
    // in all four directions (real UIKit, a blog's measurement, not a test suite). DECOMP
    // pointMostlyInside: the bounds grown by private insets.
    #expect(Control.trackingBoundsOutset == 70)
    let control = TrackedControl()
    for point in [(-70, 20), (170, 20), (50, -70), (50, 110), (-70, -70), (170, 110)] {
      #expect(
        control.isWithinTrackingBounds(ControlPoint(x: Double(point.0), y: Double(point.1))), "\(point)")
    }
    for point in [
      (-70.5, 20), (170.5, 20), (50, -70.5), (50, 110.5), (Double.nan, 20), (Double.infinity, 20),
    ] {
      #expect(!control.isWithinTrackingBounds(ControlPoint(x: point.0, y: Double(point.1))), "\(point)")
    }
    control.touchesBegan(touch(50, 20))
    control.touchesMoved(touch(169, 20))
    #expect(control.isHighlighted, "still inside, past the frame")
    control.touchesEnded(touch(169, 20))
    #expect(control.take().suffix(2) == ["touchUpInside", "primaryActionTriggered"])
  }

  @Test("A second tap within the multi-tap interval sends touchDownRepeat after touchDown, in a second send")
  func touchDownRepeat() {
    // Source: DECOMP touchesBegan (touchDown, then touchDownRepeat when tapCount >= 2, a separate send);
    // DOC UITouch.tapCount, whose period Apple does not document: 0.35 s is Stately's choice. Not run on
    // real UIKit.
    #expect(Control.defaultMultiTapInterval == 0.35)
    let control = TrackedControl()
    control.touchesBegan(touch(50, 20, at: 0))
    control.touchesEnded(touch(50, 20, at: 0.05))
    control.touchesBegan(touch(50, 20, at: 0.3))
    control.touchesEnded(touch(50, 20, at: 0.35))
    control.touchesBegan(touch(50, 20, at: 0.6))
    control.touchesEnded(touch(50, 20, at: 0.65))
    control.touchesBegan(touch(50, 20, at: 2))
    let downs = control.take().filter { $0.hasPrefix("begin") || $0.hasPrefix("touchDown") }
    #expect(
      downs == [
        "begin 1", "touchDown", "begin 2", "touchDown", "touchDownRepeat", "begin 3", "touchDown",
        "touchDownRepeat", "begin 1", "touchDown",
      ])
    let slow = TrackedControl()
    slow.multiTapInterval = 0.1
    slow.touchesBegan(touch(50, 20, at: 0))
    slow.touchesEnded(touch(50, 20, at: 0.05))
    slow.touchesBegan(touch(50, 20, at: 0.3))
    #expect(!slow.take().contains("touchDownRepeat"))
  }

  @Test("A lift outside after no move sends touchDragExit first, then touchUpOutside")
  func liftOutsideWithoutMove() {
    // Source: DECOMP touchesEnded (Enter/Exit when the inside flag changes, before endTracking). Not run on
    // real UIKit.
    let control = TrackedControl()
    control.touchesBegan(touch(50, 20))
    control.touchesEnded(touch(500, 20))
    #expect(
      control.take() == [
        "begin 1", "touchDown", "touchDragExit", "end highlighted=true tracking=true", "touchUpOutside",
      ])
  }

  @Test("A cancelled touch unhighlights, stops tracking and sends touchCancel")
  func cancel() {
    // Source: DECOMP touchesCancelled → cancelTrackingWithEvent: (unhighlight, touchCancel); DOC
    // cancelTracking(with:). Not run on real UIKit.
    let control = TrackedControl()
    control.touchesBegan(touch(50, 20))
    control.touchesCancelled(touch(50, 20))
    control.touchesCancelled(touch(50, 20))
    control.touchesEnded(touch(50, 20))
    #expect(control.take() == ["begin 1", "touchDown", "touchCancel"])
    #expect(!control.isTracking && !control.isHighlighted)
  }

  @Test("A disabled control does not begin tracking")
  func disabledDoesNotTrack() {
    // Source: DECOMP shouldTrack (isEnabled && isUserInteractionEnabled) and hitTest:withEvent: (nil when
    // disabled). Not run on real UIKit.
    let control = TrackedControl()
    control.isEnabled = false
    control.touchesBegan(touch(50, 20))
    control.touchesMoved(touch(60, 20))
    control.touchesEnded(touch(60, 20))
    #expect(control.take().isEmpty)
    #expect(!control.isTracking && !control.isHighlighted)
  }

  @Test(
    "A control disabled mid-touch keeps tracking: [highlighted, disabled], the highlight can go but not return, no touch-up"
  )
  func disabledMidTouch() {
    // Source: DECOMP touchesMoved/Ended have no isEnabled check and setEnabled: does not cancel tracking;
    // setHighlighted: refuses true while disabled (facts F2.3, F2.6). material-components-ios
    // testUnhighlighted (real UIKit) for the kept highlight. UIKit's decompiled touchesEnded still sends
    // touchUpInside; Stately sends no touch-up while disabled (its choice, as release()).
    let control = TrackedControl()
    control.touchesBegan(touch(50, 20))
    control.isEnabled = false
    #expect(control.isTracking)
    #expect(control.state == [.highlighted, .disabled])
    control.touchesMoved(touch(500, 20))
    #expect(control.state == .disabled)
    control.touchesMoved(touch(50, 20))
    #expect(control.state == .disabled, "the highlight does not come back while disabled")
    #expect(control.isTouchInside)
    control.touchesEnded(touch(50, 20))
    #expect(
      control.take() == [
        "begin 1", "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside",
        "end highlighted=false tracking=true",
      ])
    #expect(!control.isTracking)
  }

  @Test("beginTracking returning false: touchDown is sent, nothing is tracked or highlighted")
  func beginTrackingDeclines() {
    // Source: DECOMP touchesBegan (the highlight only when tracking; touchDown either way). Not run on
    // real UIKit.
    let control = TrackedControl()
    control.beginsTracking = false
    control.touchesBegan(touch(50, 20))
    #expect(!control.isTracking && !control.isHighlighted)
    control.touchesEnded(touch(50, 20))
    #expect(control.take() == ["begin 1", "touchDown"])
  }

  @Test("continueTracking returning false stops tracking with no event and the highlight left as it is")
  func continueTrackingDeclines() {
    // Source: DECOMP touchesMoved. Not run on real UIKit.
    let control = TrackedControl()
    control.touchesBegan(touch(50, 20))
    control.keepsTracking = false
    control.touchesMoved(touch(500, 20))
    #expect(!control.isTracking)
    #expect(control.isHighlighted)
    control.cancelTracking()
    #expect(control.take() == ["begin 1", "touchDown", "touchCancel"])
  }
}
