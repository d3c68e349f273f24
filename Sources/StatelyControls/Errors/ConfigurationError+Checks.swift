extension ConfigurationError {
  /// Throws unless `value` is finite and, unless `allowsNegative`, not negative.
  static func checkLength(
    _ value: Double, property: @autoclosure () -> String, allowsNegative: Bool = false
  ) throws(ConfigurationError) {
    if !value.isFinite { throw .notFinite(property: property(), value: value) }
    if !allowsNegative && value < 0 { throw .negative(property: property(), value: value) }
  }
}
