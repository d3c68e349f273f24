#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  extension UIImage {
    /// The symbol shown for a system symbol name UIKit does not know.
    public static let statelyFallbackSymbolName = "questionmark.square.dashed"

    /// The UIKit image of a Stately image reference: a system symbol with its symbol configuration, or a
    /// named image from the main bundle.
    ///
    /// An unknown symbol name shows ``statelyFallbackSymbolName`` and a missing named image shows
    /// nothing; both are reported in `diagnostics`, never trapped.
    ///
    /// - Parameters:
    ///   - reference: The image reference.
    ///   - diagnostics: Where substitutions are reported.
    /// - Returns: The image, or `nil` for a named image that does not exist.
    public static func stately(_ reference: ImageReference, diagnostics: inout [UIKitBridgeDiagnostic])
      -> UIImage?
    {
      switch reference.source {
      case .system(let name):
        let configuration = reference.symbolConfiguration.map(UIImage.SymbolConfiguration.stately)
        if let image = UIImage(systemName: name, withConfiguration: configuration) { return image }
        diagnostics.append(.unknownSystemSymbol(name: name, fallback: statelyFallbackSymbolName))
        return UIImage(systemName: statelyFallbackSymbolName, withConfiguration: configuration)
      case .resource(let name):
        if let image = UIImage(named: name) { return image }
        diagnostics.append(.missingImage(name: name))
        return nil
      }
    }
  }

  extension UIImage.SymbolConfiguration {
    /// UIKit's symbol configuration with the parts a Stately configuration sets; the others stay
    /// unspecified.
    ///
    /// - Parameter configuration: A Stately symbol configuration. A NaN, infinite or negative point
    ///   size is left unspecified.
    /// - Returns: The UIKit symbol configuration.
    public static func stately(_ configuration: SymbolConfiguration) -> UIImage.SymbolConfiguration {
      var result = UIImage.SymbolConfiguration.unspecified
      if let size = configuration.pointSize, size.isFinite, size > 0 {
        result = result.applying(UIImage.SymbolConfiguration(pointSize: CGFloat(size)))
      }
      if let weight = configuration.weight {
        result = result.applying(
          UIImage.SymbolConfiguration(weight: UIImage.SymbolWeight(rawValue: weight.rawValue) ?? .regular))
      }
      if let scale = configuration.scale {
        result = result.applying(
          UIImage.SymbolConfiguration(scale: UIImage.SymbolScale(rawValue: scale.rawValue) ?? .default))
      }
      return result
    }
  }
#endif
