#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  extension NSDirectionalEdgeInsets {
    /// UIKit's insets with the same edges. NaN and infinite edges become `0`.
    ///
    /// - Parameter insets: Stately insets.
    public init(_ insets: DirectionalEdgeInsets) {
      func edge(_ value: Double) -> CGFloat { value.isFinite ? CGFloat(value) : 0 }
      self.init(
        top: edge(insets.top), leading: edge(insets.leading), bottom: edge(insets.bottom),
        trailing: edge(insets.trailing))
    }
  }

  extension NSDirectionalRectEdge {
    /// UIKit's edges with the same raw value: top 1, leading 2, bottom 4, trailing 8.
    ///
    /// - Parameter edge: Stately edges.
    public init(_ edge: DirectionalEdge) {
      self.init(rawValue: edge.rawValue & NSDirectionalRectEdge.all.rawValue)
    }
  }
#endif
