/// How an image fills its frame, with UIKit's `UIView.ImageContentMode` raw values.
public enum ImageContentMode: Int, Sendable, Hashable, CaseIterable {
  /// Stretches to fill, ignoring the aspect ratio (0).
  case scaleToFill = 0
  /// Scales to fit inside, keeping the aspect ratio (1).
  case scaleAspectFit = 1
  /// Scales to cover, keeping the aspect ratio; may clip (2).
  case scaleAspectFill = 2
  /// Redraws on bounds change (3).
  case redraw = 3
  /// Centered, unscaled (4).
  case center = 4
  /// Top, unscaled (5).
  case top = 5
  /// Bottom, unscaled (6).
  case bottom = 6
  /// Left, unscaled (7).
  case left = 7
  /// Right, unscaled (8).
  case right = 8
  /// Top left, unscaled (9).
  case topLeft = 9
  /// Top right, unscaled (10).
  case topRight = 10
  /// Bottom left, unscaled (11).
  case bottomLeft = 11
  /// Bottom right, unscaled (12).
  case bottomRight = 12
}
