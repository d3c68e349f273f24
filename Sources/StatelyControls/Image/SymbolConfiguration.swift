/// How a symbol image is drawn: point size, weight and scale (UIKit's
/// `UIImage.SymbolConfiguration`). Each part is optional; `nil` lets the control choose.
///
/// ```swift
/// let config = SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large)
/// ```
public struct SymbolConfiguration: Sendable, Hashable {
  /// The weight of a symbol: a font weight, whose raw values (ultra light 1 to black 9) are UIKit's
  /// `UIImage.SymbolWeight` raw values too.
  public typealias Weight = FontWeight

  /// The size of a symbol relative to text, with UIKit's `UIImage.SymbolScale` raw values.
  public enum Scale: Int, Sendable, Hashable, CaseIterable {
    /// Small (1).
    case small = 1
    /// Medium (2).
    case medium = 2
    /// Large (3).
    case large = 3
  }

  /// The point size of the symbol's font, or `nil` for the control's text size.
  public var pointSize: Double?
  /// The weight, or `nil` for the control's text weight.
  public var weight: Weight?
  /// The scale, or `nil` for the default (medium).
  public var scale: Scale?

  /// Creates a symbol configuration.
  ///
  /// - Parameters:
  ///   - pointSize: The point size, or `nil`.
  ///   - weight: The weight, or `nil`.
  ///   - scale: The scale, or `nil`.
  public init(pointSize: Double? = nil, weight: Weight? = nil, scale: Scale? = nil) {
    self.pointSize = pointSize
    self.weight = weight
    self.scale = scale
  }
}
