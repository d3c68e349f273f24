/// A point in a control's coordinates, in points: what a touch's location is measured in.
public struct ControlPoint: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate; 0 is the control's leading edge.
  public var x: Double
  /// The vertical coordinate; 0 is the control's top edge.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}

/// A rectangle in a control's coordinates, in points, as `CGRect`.
public struct ControlRect: Hashable, Sendable {
  /// The top-leading corner.
  public var origin: ControlPoint
  /// The width; a negative width counts as empty.
  public var width: Double
  /// The height; a negative height counts as empty.
  public var height: Double

  /// Creates a rectangle from its leading edge `x`, top edge `y`, width and height.
  public init(x: Double = 0, y: Double = 0, width: Double, height: Double) {
    origin = ControlPoint(x: x, y: y)
    self.width = width
    self.height = height
  }

  /// Whether `point`, in the same coordinates, lies inside, edges included. Coordinates that are not
  /// numbers lie nowhere.
  public func contains(_ point: ControlPoint) -> Bool {
    point.x >= origin.x && point.x <= origin.x + width && point.y >= origin.y && point.y <= origin.y + height
  }

  /// The rectangle grown by `amount` points on every side.
  public func outset(by amount: Double) -> ControlRect {
    ControlRect(
      x: origin.x - amount, y: origin.y - amount, width: width + 2 * amount, height: height + 2 * amount)
  }
}

/// One finger (or pointer) on a control, as the control's touch tracking sees it: the portable
/// counterpart of `UITouch`.
///
/// ```swift
/// control.touchesBegan(ControlTouch(location: ControlPoint(x: 20, y: 10), timestamp: 0))
/// ```
public struct ControlTouch: Hashable, Sendable {
  /// Where the touch is, in the control's coordinates.
  public var location: ControlPoint
  /// When the touch reached `location`, in seconds on any clock that only goes forward.
  public var timestamp: Double
  /// How many taps in a row this touch is: 1 for a first tap, 2 for a second one within
  /// ``Control/multiTapInterval``. ``Control/touchesBegan(_:with:)`` sets it.
  public var tapCount: Int

  /// Creates a touch.
  ///
  /// - Parameters:
  ///   - location: Where the touch is, in the control's coordinates.
  ///   - timestamp: When, in seconds.
  ///   - tapCount: The taps in a row; ``Control/touchesBegan(_:with:)`` counts them itself.
  public init(location: ControlPoint, timestamp: Double, tapCount: Int = 1) {
    self.location = location
    self.timestamp = timestamp
    self.tapCount = tapCount
  }
}

/// The event a touch belongs to, as `UIEvent` for UIKit's tracking methods: passed through to the
/// override points, which may ignore it.
public struct ControlTouchEvent: Hashable, Sendable {
  /// When the event happened, in seconds.
  public var timestamp: Double

  /// Creates an event that happened at `timestamp`, in seconds.
  public init(timestamp: Double) { self.timestamp = timestamp }
}
