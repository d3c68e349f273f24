extension ColorTransformer {
  /// ``apply(_:)`` with an allocation-free check of the result; the error, when there is one, is the
  /// same.
  func fastApply(_ color: ResolvedColor) throws(ColorError) -> ResolvedColor {
    let result = transformUnchecked(color)
    if result.isValidFast { return result }
    return try apply(color)
  }
}

extension ResolvedColor {
  /// Whether every component is in `0…1` (NaN fails), checked without building an array.
  var isValidFast: Bool {
    (0...1).contains(red) && (0...1).contains(green) && (0...1).contains(blue) && (0...1).contains(alpha)
  }
}
