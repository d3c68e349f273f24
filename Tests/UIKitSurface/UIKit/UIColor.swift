// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `UIColor`: here an RGBA colour or a provider resolved per trait collection.
open class UIColor: NSObject, @unchecked Sendable {
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  let provider: ((UITraitCollection) -> UIColor)?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    provider = nil
  }

  @available(iOS 13.0, *)
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    components = (0, 0, 0, 0)
    provider = dynamicProvider
  }

  @available(iOS 13.0, *)
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
  }

  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let resolved = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    red?.pointee = resolved.components.red
    green?.pointee = resolved.components.green
    blue?.pointee = resolved.components.blue
    alpha?.pointee = resolved.components.alpha
    return true
  }

  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

/// `UIUserInterfaceStyle`.
@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// `UITraitCollection`: here only light or dark.
open class UITraitCollection: NSObject, @unchecked Sendable {
  open var userInterfaceStyle: UIUserInterfaceStyle { style }
  let style: UIUserInterfaceStyle
  @available(iOS 12.0, *)
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    style = userInterfaceStyle
  }
}
