/// How the corners of a resolved background are drawn.
///
/// A capsule's radius depends on the drawn height, which only the renderer knows, so it is kept
/// symbolic; ``radius(forHeight:)`` turns either case into points.
public enum CornerShape: Sendable, Hashable {
  /// Rounded corners with this radius in points, shrunk to half the height if larger.
  case rounded(Double)
  /// Semicircular ends: the radius is always half the height.
  case capsule

  /// The radius in points for a rectangle of the given height.
  ///
  /// ```swift
  /// CornerShape.capsule.radius(forHeight: 34)      // 17
  /// CornerShape.rounded(8).radius(forHeight: 34)   // 8
  /// CornerShape.rounded(40).radius(forHeight: 34)  // 17
  /// ```
  ///
  /// - Parameter height: The height of the drawn rectangle; negative heights count as `0`.
  /// - Returns: The radius, never more than half the height.
  public func radius(forHeight height: Double) -> Double {
    let half = max(height, 0) / 2
    switch self {
    case .rounded(let radius): return min(radius, half)
    case .capsule: return half
    }
  }
}
