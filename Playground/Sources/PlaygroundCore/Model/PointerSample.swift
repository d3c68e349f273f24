public import Stately

/// Where a pointer is on a control, as the live page measures it: the position from the control's
/// top-left corner and the control's size, in CSS pixels (which Stately reads as points), and the time
/// in milliseconds.
///
/// The live page sends one with `pointerdown`, `pointermove`, `pointerup` and `pointercancel`, so a
/// finger or a mouse drives UIKit's touch tracking: ``touch`` and ``bounds`` are what a control's
/// `touchesBegan(_:with:)` and its siblings take.
public struct PointerSample: Sendable, Hashable {
  /// The horizontal position, from the control's leading edge.
  public var x: Double
  /// The vertical position, from the control's top edge.
  public var y: Double
  /// The control's width.
  public var width: Double
  /// The control's height.
  public var height: Double
  /// When, in milliseconds on the page's clock (`Event.timeStamp`).
  public var time: Double

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The vertical position.
  ///   - width: The control's width.
  ///   - height: The control's height.
  ///   - time: When, in milliseconds.
  public init(x: Double, y: Double, width: Double, height: Double, time: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.time = time
  }

  /// The pointer as a touch in the control's coordinates, its time in seconds.
  public var touch: ControlTouch {
    ControlTouch(location: ControlPoint(x: x, y: y), timestamp: time / 1000)
  }

  /// The control's bounds.
  public var bounds: ControlRect { ControlRect(width: width, height: height) }

  /// Whether the pointer is within the control's tracking bounds: its bounds grown by
  /// `Control.trackingBoundsOutset` on every side, as UIKit measures a touch that moved.
  public var isWithinTrackingBounds: Bool {
    bounds.outset(by: Control.trackingBoundsOutset).contains(touch.location)
  }
}
