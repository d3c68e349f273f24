/// A portable reference to an image: a system symbol name or a resource name, plus an optional
/// ``SymbolConfiguration``. Renderers look the name up; Stately never loads pixels.
///
/// ```swift
/// let heart = ImageReference.system("heart.fill")
/// let logo = ImageReference.resource("Logo")
/// let big = heart.withSymbolConfiguration(SymbolConfiguration(pointSize: 24, weight: .bold))
/// ```
public struct ImageReference: Sendable, Hashable {
  /// Where the image comes from.
  public enum Source: Sendable, Hashable {
    /// A symbol from the system symbol set, such as `"heart.fill"` (UIKit's
    /// `UIImage(systemName:)`).
    case system(String)
    /// An image resource of the app, such as `"Logo"` (UIKit's `UIImage(named:)`).
    case resource(String)
  }

  /// Where the image comes from.
  public var source: Source
  /// How to draw a symbol image; `nil` lets the control choose.
  public var symbolConfiguration: SymbolConfiguration?

  /// Creates an image reference.
  ///
  /// - Parameters:
  ///   - source: The system or resource name.
  ///   - symbolConfiguration: How to draw a symbol, or `nil`.
  public init(source: Source, symbolConfiguration: SymbolConfiguration? = nil) {
    self.source = source
    self.symbolConfiguration = symbolConfiguration
  }

  /// A system symbol.
  ///
  /// - Parameter name: The symbol name, such as `"heart.fill"`.
  /// - Returns: A reference without a symbol configuration.
  public static func system(_ name: String) -> ImageReference {
    ImageReference(source: .system(name))
  }

  /// An app resource.
  ///
  /// - Parameter name: The resource name.
  /// - Returns: A reference without a symbol configuration.
  public static func resource(_ name: String) -> ImageReference {
    ImageReference(source: .resource(name))
  }

  /// The name, whichever the source.
  public var name: String {
    switch source {
    case .system(let name), .resource(let name): name
    }
  }

  /// Whether the image is a system symbol.
  public var isSymbol: Bool {
    if case .system = source { return true }
    return false
  }

  /// The same image with a different symbol configuration.
  ///
  /// - Parameter configuration: The new configuration, or `nil`.
  /// - Returns: A copy with the configuration replaced.
  public func withSymbolConfiguration(_ configuration: SymbolConfiguration?) -> ImageReference {
    ImageReference(source: source, symbolConfiguration: configuration)
  }
}
