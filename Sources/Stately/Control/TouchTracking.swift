/// What a ``Control`` keeps about the touch it tracks.
struct TouchTracking {
  /// Whether a touch is tracked.
  var isTracking = false
  /// Whether the tracked touch is within the tracking bounds.
  var isTouchInside = false
  /// The tracked touch's taps in a row.
  var tapCount = 1
  /// When the last touch ended and its taps in a row; `nil` before the first or after a cancel.
  var lastTap: (timestamp: Double, count: Int)?
  /// See ``Control/multiTapInterval``.
  var multiTapInterval = Control.defaultMultiTapInterval
}
