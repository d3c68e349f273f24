/// A configuration value that cannot be resolved: each case names the property and the value.
///
/// ```text
/// ButtonConfiguration.imagePadding is -4.0; it must be zero or positive
/// ```
public enum ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A length that must be zero or positive is negative.
  ///
  /// - Parameters:
  ///   - property: The property path, such as `"BackgroundConfiguration.cornerRadius"`.
  ///   - value: The offending value.
  case negative(property: String, value: Double)

  /// A length is NaN or infinite.
  ///
  /// - Parameters:
  ///   - property: The property path.
  ///   - value: The offending value.
  case notFinite(property: String, value: Double)

  /// Insets add up to more than the largest size a control can have on one axis.
  ///
  /// - Parameters:
  ///   - property: The property path, with the axis, such as
  ///     `"ButtonConfiguration.contentInsets (leading + trailing)"`.
  ///   - total: The sum of the two insets on that axis.
  ///   - maximum: The largest allowed sum.
  case insetsTooLarge(property: String, total: Double, maximum: Double)

  /// An edge set that must be exactly one edge is empty or has several edges.
  ///
  /// - Parameters:
  ///   - property: The property path, such as `"ButtonConfiguration.imagePlacement"`.
  ///   - rawValue: The offending ``DirectionalEdge`` raw value.
  case notSingleEdge(property: String, rawValue: UInt)

  /// A colour, or a colour transformer's output, is invalid.
  ///
  /// - Parameters:
  ///   - property: The property whose colour was being resolved.
  ///   - error: What was wrong with the colour.
  case invalidColor(property: String, error: ColorError)

  /// A sentence saying which property was wrong, its value, and what is allowed.
  public var description: String {
    switch self {
    case .negative(let property, let value):
      "\(property) is \(value); it must be zero or positive"
    case .notFinite(let property, let value):
      "\(property) is \(value.isNaN ? "NaN" : "\(value)"); it must be a finite number"
    case .insetsTooLarge(let property, let total, let maximum):
      "\(property) is \(total), more than the largest control size \(maximum); the insets cannot fit"
    case .notSingleEdge(let property, let rawValue):
      "\(property) has raw value \(rawValue); it must be exactly one of top (1), leading (2), "
        + "bottom (4) or trailing (8)"
    case .invalidColor(let property, let error):
      "\(property): \(error.description)"
    }
  }
}
