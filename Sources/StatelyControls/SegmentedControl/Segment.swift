/// One segment of a ``SegmentedControl`` as the control stores it.
struct Segment: Sendable, Hashable {
  /// The title or image, or `nil` when the segment has neither.
  var content: SegmentContent?
  /// Whether a touch can select the segment. UIKit's default is `true`.
  var isEnabled = true
  /// The width in points; `0` asks for an automatic width.
  var width = 0.0
}
