#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  extension UIColor {
    /// A UIKit colour with the same sRGB components; a NaN component becomes `0`.
    ///
    /// - Parameter color: A resolved colour.
    public convenience init(_ color: ResolvedColor) {
      func component(_ value: Double) -> CGFloat { value.isNaN ? 0 : CGFloat(value) }
      self.init(
        red: component(color.red), green: component(color.green), blue: component(color.blue),
        alpha: component(color.alpha))
    }

    /// A UIKit colour that follows light and dark appearance: the light side for light and unspecified
    /// trait collections, the dark side for dark ones.
    ///
    /// - Parameter color: A light-and-dark colour.
    public convenience init(_ color: DynamicColor) {
      self.init(dynamicProvider: { traits in
        UIColor(traits.userInterfaceStyle == .dark ? color.dark : color.light)
      })
    }
  }

  extension ResolvedColor {
    /// A UIKit colour's sRGB components, resolved for `traits`.
    ///
    /// - Parameters:
    ///   - color: A UIKit colour.
    ///   - traits: The trait collection a dynamic colour is resolved for.
    public init(_ color: UIColor, traits: UITraitCollection) {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      self.init(clampingRed: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
  }

  extension UIConfigurationColorTransformer {
    /// A UIKit colour transformer that applies a Stately one, in light and dark appearance alike.
    ///
    /// The input is resolved per trait collection, so a dynamic colour stays dynamic. A transformer
    /// that returns an invalid colour leaves the input unchanged: UIKit gives the transform no way to
    /// report an error (resolving the Stately configuration reports it).
    ///
    /// - Parameter transformer: A Stately colour transformer.
    public init(_ transformer: ColorTransformer) {
      self.init { input in
        UIColor(dynamicProvider: { traits in
          let color = ResolvedColor(input, traits: traits)
          return UIColor((try? transformer.apply(color)) ?? color)
        })
      }
    }
  }
#endif
