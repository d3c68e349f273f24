/// A colour value that cannot be drawn: a component outside `0…1`, or not a number.
///
/// Every case names the component, the value and where the value came from, so the
/// ``description`` reads as a complete sentence:
///
/// ```text
/// alpha is 1.5 in ResolvedColor(red:green:blue:alpha:); every component must be a number in 0…1
/// ```
public enum ColorError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A component is NaN or outside `0…1`.
  ///
  /// - Parameters:
  ///   - component: The channel at fault.
  ///   - value: The offending value (it may be NaN).
  ///   - context: Where the value came from, such as `"ResolvedColor(red:green:blue:alpha:)"`.
  case invalidComponent(ColorComponent, value: Double, context: String)

  /// A ``ColorTransformer`` returned a colour with an invalid component.
  ///
  /// - Parameters:
  ///   - transformer: The ``ColorTransformer/name`` of the transformer.
  ///   - component: The channel at fault.
  ///   - value: The offending value (it may be NaN).
  case invalidTransformerOutput(transformer: String, component: ColorComponent, value: Double)

  /// A sentence saying which component was wrong, its value, and where.
  public var description: String {
    switch self {
    case .invalidComponent(let component, let value, let context):
      "\(component.rawValue) is \(Self.format(value)) in \(context); "
        + "every component must be a number in 0…1"
    case .invalidTransformerOutput(let transformer, let component, let value):
      "ColorTransformer \"\(transformer)\" returned a colour whose \(component.rawValue) is "
        + "\(Self.format(value)); every component must be a number in 0…1"
    }
  }

  /// Prints NaN and infinities by name, other values with Swift's shortest round-trip form.
  private static func format(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    return "\(value)"
  }
}
