#if canImport(UIKit) && !os(tvOS)
  import UIKit

  /// Something a conversion could not carry over exactly, and what it did instead. A conversion never
  /// traps on user data: it substitutes a safe value and reports it here.
  ///
  /// ```swift
  /// var diagnostics: [UIKitBridgeDiagnostic] = []
  /// let image = UIImage.stately(.system("no.such.symbol"), diagnostics: &diagnostics)
  /// diagnostics  // [.unknownSystemSymbol(name: "no.such.symbol", fallback: "questionmark.square.dashed")]
  /// ```
  public enum UIKitBridgeDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// `UIImage(systemName:)` knows no symbol of this name; the fallback symbol is shown instead.
    case unknownSystemSymbol(name: String, fallback: String)
    /// `UIImage(named:)` found no image of this name in the main bundle; no image is shown.
    case missingImage(name: String)
    /// A length was NaN or infinite; `0` was used.
    case nonFiniteLength(property: String, value: Double)
    /// Liquid Glass needs iOS 26: a glass button style or glass background was drawn with a fallback
    /// instead, such as the `filled` style for `prominentGlass` or a system-material blur for
    /// `BackgroundEffect.glass(.regular)`.
    case glassUnavailable(style: String, fallback: String)

    /// A sentence saying what was substituted, and where.
    public var description: String {
      switch self {
      case .unknownSystemSymbol(let name, let fallback):
        "no system symbol is named \"\(name)\"; showing \"\(fallback)\" instead"
      case .missingImage(let name): "no image named \"\(name)\" in the main bundle; showing none"
      case .nonFiniteLength(let property, let value): "\(property) is \(value); using 0"
      case .glassUnavailable(let style, let fallback):
        "\(style) needs Liquid Glass (iOS 26); drawing \(fallback) instead"
      }
    }
  }

  /// A length for UIKit: the value, or `0` with a diagnostic when it is NaN or infinite. The property's
  /// name is built only for the diagnostic.
  func finiteLength(
    _ value: Double, _ property: @autoclosure () -> String, _ diagnostics: inout [UIKitBridgeDiagnostic]
  ) -> CGFloat {
    guard value.isFinite else {
      diagnostics.append(.nonFiniteLength(property: property(), value: value))
      return 0
    }
    return CGFloat(value)
  }
#endif
