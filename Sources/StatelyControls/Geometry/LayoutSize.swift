/// A width and a height in points (the portable `CGSize`).
public struct LayoutSize: Sendable, Hashable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Zero by zero.
  public static let zero = LayoutSize(width: 0, height: 0)
}
