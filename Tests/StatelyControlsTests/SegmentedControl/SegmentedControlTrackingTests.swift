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
/// `setWidth(_:forSegmentAt:)` (developer.apple.com/documentation/uikit/uisegmentedcontrol). What a touch
/// sliding to another segment does is not documented; these tests pin Stately's choice.
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

  @Test("The pressed segment is the one the touch went down in, wherever it moves inside")
  func slidingKeepsThePressedSegment() {
    let (control, _) = trackedControl()
    control.touchesBegan(touch(50))
    control.touchesMoved(touch(250))
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == 0)
    control.touchesEnded(touch(250))
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
