#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  extension UIConfigurationTextAttributesTransformer {
    /// A UIKit text attributes transformer that applies a Stately one to the font, foreground colour and
    /// underline of the attributes UIKit passes in.
    ///
    /// UIKit's font gives the size; the weight is the `defaults` weight, because a `UIFont` does not
    /// expose its weight portably. The foreground colour stays dynamic: the transformer runs for light
    /// and dark alike. A transformer that returns invalid attributes leaves them unchanged.
    ///
    /// - Parameters:
    ///   - transformer: A Stately text attributes transformer.
    ///   - defaults: The font assumed when UIKit passes none, and the weight.
    public init(_ transformer: TextAttributesTransformer, defaults: SystemFont) {
      typealias Keys = AttributeScopes.UIKitAttributes
      self.init { container in
        let inputColor = container[Keys.ForegroundColorAttribute.self]
        @Sendable func attributes(in traits: UITraitCollection) -> TextAttributes {
          let input = TextAttributes(
            fontSize: container[Keys.FontAttribute.self].map { Double($0.pointSize) } ?? defaults.pointSize,
            fontWeight: defaults.weight,
            foregroundColor: inputColor.map { ResolvedColor($0, traits: traits) } ?? ResolvedColor(white: 0),
            isUnderlined: container[Keys.UnderlineStyleAttribute.self] != nil)
          return (try? transformer.apply(input)) ?? input
        }
        let light = attributes(in: UITraitCollection(userInterfaceStyle: .light))
        var result = container
        result[Keys.FontAttribute.self] = UIFont.systemFont(
          ofSize: CGFloat(light.fontSize), weight: UIFont.Weight(light.fontWeight))
        result[Keys.ForegroundColorAttribute.self] = UIColor(dynamicProvider: { traits in
          UIColor(attributes(in: traits).foregroundColor)
        })
        result[Keys.UnderlineStyleAttribute.self] = light.isUnderlined ? .single : nil
        return result
      }
    }
  }
#endif
