/// A set of edges named by reading direction, with UIKit's `NSDirectionalRectEdge` raw values.
///
/// ```swift
/// let horizontal: DirectionalEdge = [.leading, .trailing]
/// DirectionalEdge.all.rawValue  // 15
/// ```
public struct DirectionalEdge: OptionSet, Sendable, Hashable {
  /// The bitmask: top 1, leading 2, bottom 4, trailing 8.
  public let rawValue: UInt

  /// Creates a set of edges from a bitmask. Bits above `0b1111` have no meaning and are kept
  /// as given; ``isSingleEdge`` is false for them.
  ///
  /// - Parameter rawValue: The bitmask.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge (`1`).
  public static let top = DirectionalEdge(rawValue: 1 << 0)
  /// The leading edge (`2`): left in left-to-right layouts.
  public static let leading = DirectionalEdge(rawValue: 1 << 1)
  /// The bottom edge (`4`).
  public static let bottom = DirectionalEdge(rawValue: 1 << 2)
  /// The trailing edge (`8`): right in left-to-right layouts.
  public static let trailing = DirectionalEdge(rawValue: 1 << 3)
  /// All four edges (`15`).
  public static let all: DirectionalEdge = [.top, .leading, .bottom, .trailing]

  /// Whether exactly one of the four edges is set and nothing else.
  public var isSingleEdge: Bool {
    rawValue.nonzeroBitCount == 1 && DirectionalEdge.all.contains(self)
  }
}
