/// How a symbol image is drawn: point size, weight and scale (UIKit's
/// `UIImage.SymbolConfiguration`). Each part is optional; `nil` lets the control choose.
///
/// ```swift
/// let config = SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large)
/// ```
public struct SymbolConfiguration: Sendable, Hashable {
  /// The weight of a symbol, with UIKit's `UIImage.SymbolWeight` raw values.
  public enum Weight: Int, Sendable, Hashable, CaseIterable {
    /// Ultra light (1).
    case ultraLight = 1
    /// Thin (2).
    case thin = 2
    /// Light (3).
    case light = 3
    /// Regular (4).
    case regular = 4
    /// Medium (5).
    case medium = 5
    /// Semibold (6).
    case semibold = 6
    /// Bold (7).
    case bold = 7
    /// Heavy (8).
    case heavy = 8
    /// Black (9).
    case black = 9
  }

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
