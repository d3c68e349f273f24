import Stately
import StatelyControls
import Testing

/// A 300 × 30 control with three title segments, Day, Week and Month, nothing selected, and a log of the
/// selection events it sends.
private func trackedControl() -> (SegmentedControl, () -> [ControlEvent]) {
  let control = SegmentedControl(
    items: ["Day", "Week", "Month"].map(SegmentContent.title), cycle: UpdateCycle())
  control.bounds = ControlRect(width: 300, height: 30)
  var events: [ControlEvent] = []
  control.addAction(for: .allEvents) { _, event in events.append(event) }
  return (control, { events })
}

private func touch(_ x: Double, _ y: Double = 15) -> ControlTouch {
  ControlTouch(location: ControlPoint(x: x, y: y), timestamp: 0)
}

/// UIKit's `UISegmentedControl` has no documented hit-testing rule beyond its layout: segments share the
/// width equally unless `apportionsSegmentWidthsByContent` is set or a width is fixed with
/// `setWidth(_:forSegmentAt:)` (Apple's documentation, developer.apple.com/documentation/uikit/uisegmentedcontrol).
///
/// What a touch sliding to another segment does is not in Apple's documentation. The source of the slide
/// tests is an observation of UIKit: "The behavior of a UISegmentedControl as observed on iOS 13.1", a
/// comment in Flutter's `CupertinoSlidingSegmentedControl` (github.com/flutter/flutter,
/// packages/flutter/lib/src/cupertino/sliding_segmented_control.dart): a tap up "will set the current
/// selected index to the index of the segment at the tap up location", and a segment pressed fades until
/// "the pointer moves out of the region (either outside of the segmented control's vicinity or to a
/// different segment)". That observation ran on UIKit (iOS 13.1, by Flutter's authors); the thumb of the
/// selected segment following the finger, and the first or last segment pressed past the ends, come from
/// Flutter's reimplementation itself, which did not run on UIKit. What a slide over a disabled segment does
/// is unknown: Stately's choice is that no segment is pressed there and a lift there selects nothing.
@Suite("SegmentedControl: touch tracking with positions")
struct SegmentedControlTrackingTests {
  @Test("A touch lifting in the segment it went down in selects it, with one valueChanged")
  func tapByPosition() {
    let (control, events) = trackedControl()
    control.touchesBegan(touch(150))
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == 1)
    control.touchesEnded(touch(150))
    control.engine.cycle.flush()
    #expect(control.selectedSegmentIndex == 1)
    #expect(
      events().filter { $0 == .valueChanged || $0 == .primaryActionTriggered } == [
        .valueChanged, .primaryActionTriggered,
      ])
    #expect(control.appearance.highlightedSegmentIndex == nil)
  }

  @Test("A fixed width is kept and the other segments share the rest equally")
  func fixedWidths() {
    let (control, _) = trackedControl()
    control.setWidth(200, forSegmentAt: 0)
    for (x, expected) in [(199.0, 0), (210, 1), (249, 1), (251, 2), (299, 2)] {
      control.touchesBegan(touch(x))
      control.touchesEnded(touch(x))
      #expect(control.selectedSegmentIndex == expected, "x = \(x)")
    }
  }

  @Test("A touch on a disabled segment is not tracked and selects nothing")
  func disabledSegment() {
    let (control, events) = trackedControl()
    control.setEnabled(false, forSegmentAt: 1)
    control.touchesBegan(touch(150))
    #expect(!control.isTracking)
    #expect(!control.isHighlighted)
    control.touchesEnded(touch(150))
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(events() == [.touchDown])
  }

  @Test("Lifting beyond the tracking bounds selects nothing and sends touchUpOutside")
  func liftOutside() {
    let (control, events) = trackedControl()
    control.touchesBegan(touch(50))
    control.touchesMoved(touch(300 + Control.trackingBoundsOutset + 1))
    control.touchesEnded(touch(300 + Control.trackingBoundsOutset + 1))
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(events().contains(.touchUpOutside))
    #expect(!events().contains(.valueChanged))
    control.primaryActionTriggered()
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
  }

  @Test("A touch sliding to another segment presses the one under it and selects where it lifts")
  func slideSelectsWhereTheTouchLifts() {
    // Observed on UIKit, iOS 13.1 (Flutter's CupertinoSlidingSegmentedControl notes).
    let (control, events) = trackedControl()
    control.touchesBegan(touch(50))
    control.touchesMoved(touch(150))
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == 1)
    control.touchesMoved(touch(250))
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == 2)
    control.touchesEnded(touch(250))
    control.engine.cycle.flush()
    #expect(control.selectedSegmentIndex == 2)
    #expect(events().filter { $0 == .valueChanged } == [.valueChanged])
    #expect(control.appearance.highlightedSegmentIndex == nil)
  }

  @Test("The lift decides even when no move reported the segment it lifts in")
  func liftWithoutMoves() {
    // Observed on UIKit, iOS 13.1 (Flutter's notes): the segment at the tap up location is selected.
    let (control, _) = trackedControl()
    control.touchesBegan(touch(50))
    control.touchesEnded(touch(250))
    #expect(control.selectedSegmentIndex == 2)
  }

  @Test("The selected segment dragged to another selects it once, when the touch lifts")
  func thumbDrag() {
    // Flutter's CupertinoSlidingSegmentedControl (a reimplementation, not UIKit): a drag that starts on
    // the selected segment moves its thumb, and the selection changes when the touch lifts.
    let (control, events) = trackedControl()
    control.selectedSegmentIndex = 0
    control.touchesBegan(touch(50))
    control.touchesMoved(touch(150))
    #expect(control.selectedSegmentIndex == 0)
    #expect(events().filter { $0 == .valueChanged }.isEmpty)
    control.touchesEnded(touch(150))
    #expect(control.selectedSegmentIndex == 1)
    #expect(events().filter { $0 == .valueChanged } == [.valueChanged])
  }

  @Test("Past either end the end segment is pressed, and a lift within the tracking bounds selects it")
  func pastTheEnds() {
    // Flutter's reimplementation (not UIKit) clamps the segment under the finger to the ends.
    let (control, _) = trackedControl()
    control.touchesBegan(touch(150))
    control.touchesMoved(touch(-30))
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == 0)
    control.touchesMoved(touch(330, 50))
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == 2)
    control.touchesEnded(touch(330, 50))
    #expect(control.selectedSegmentIndex == 2)
  }

  @Test("Over a disabled segment no segment is pressed, and a lift there selects nothing")
  func slideOverDisabledSegment() {
    // Unknown on UIKit: Stately's choice.
    let (control, events) = trackedControl()
    control.setEnabled(false, forSegmentAt: 1)
    control.touchesBegan(touch(50))
    control.touchesMoved(touch(150))
    control.engine.cycle.flush()
    #expect(control.isHighlighted)
    #expect(control.appearance.highlightedSegmentIndex == nil)
    control.touchesEnded(touch(150))
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(events().contains(.touchUpInside))
    #expect(!events().contains(.valueChanged))
  }

  @Test("A press without coordinates keeps its segment whatever the touch does")
  func pressWithoutCoordinatesKeepsItsSegment() {
    let (control, _) = trackedControl()
    control.press(segmentAt: 0)
    control.touchesMoved(touch(250))
    control.release(inside: true)
    #expect(control.selectedSegmentIndex == 0)
  }

  @Test("A touch dragged out and back in, with flushes between, still selects its segment")
  func dragOutAndBack() {
    let (control, _) = trackedControl()
    control.touchesBegan(touch(150))
    control.engine.cycle.flush()
    control.touchesMoved(touch(300 + Control.trackingBoundsOutset + 1))
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == nil)
    control.touchesMoved(touch(150))
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == 1)
    control.touchesEnded(touch(150))
    control.engine.cycle.flush()
    #expect(control.selectedSegmentIndex == 1)
  }

  @Test("A cancelled touch selects nothing, and a later primaryActionTriggered() does not revive it")
  func cancelled() {
    let (control, events) = trackedControl()
    control.touchesBegan(touch(250))
    control.touchesCancelled(touch(250))
    control.primaryActionTriggered()
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(events() == [.touchDown, .touchCancel])
  }
}
