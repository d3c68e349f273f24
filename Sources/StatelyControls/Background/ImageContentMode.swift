/// How an image fills its frame, with UIKit's `UIView.ImageContentMode` raw values.
public enum ImageContentMode: Int, Sendable, Hashable, CaseIterable {
  /// Stretches to fill, ignoring the aspect ratio (0).
  case scaleToFill
  /// Scales to fit inside, keeping the aspect ratio (1).
  case scaleAspectFit
  /// Scales to cover, keeping the aspect ratio; may clip (2).
  case scaleAspectFill
  /// Redraws on bounds change (3).
  case redraw
  /// Centered, unscaled (4).
  case center
  /// Top, unscaled (5).
  case top
  /// Bottom, unscaled (6).
  case bottom
  /// Left, unscaled (7).
  case left
  /// Right, unscaled (8).
  case right
  /// Top left, unscaled (9).
  case topLeft
  /// Top right, unscaled (10).
  case topRight
  /// Bottom left, unscaled (11).
  case bottomLeft
  /// Bottom right, unscaled (12).
  case bottomRight
}
